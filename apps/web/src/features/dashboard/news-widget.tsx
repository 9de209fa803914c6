import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatDateShort } from '@niaga/shared';
import { IconNews, IconPinFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { latestNewsQuery } from '../news-feed';
import { WidgetCard } from './widget-card';

/** The latest news open to the caller (pinned first, then newest), each opening the feed. */
export function NewsWidget() {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  const news = useQuery(latestNewsQuery(3));
  return (
    <WidgetCard title={t('dashboard.news')} icon={IconNews} to="/newsfeed" testId="widget-news">
      {news.isPending ? (
        <SkeletonBlock rows={3} />
      ) : news.isError ? (
        <ErrorState message={news.error.message} onRetry={() => news.refetch()} />
      ) : news.data.length === 0 ? (
        <EmptyList title={t('dashboard.newsEmpty')} description={t('dashboard.newsEmptyHint')} />
      ) : (
        <Stack gap="sm">
          {news.data.map((post) => (
            <Stack key={post.id} gap={2} data-testid="dashboard-news-post">
              <Group gap={6} wrap="nowrap">
                {post.pin && <IconPinFilled size={14} aria-label={t('newsFeed.pinnedBadge')} />}
                <Anchor component={Link} to="/newsfeed" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {post.subject}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateShort(post.createdAt, timeZone)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
