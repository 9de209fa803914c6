import './news-feed-texts';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type NewsPost } from '@niaga/shared';
import { IconPaperclip, IconPinFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';
import { useDateFormat } from '../../ui/date-format';
import { NewsVideo } from './news-video';

type Props = {
  post: NewsPost;
  /** Edit, pin and delete buttons for those who write (the feed page); none on the dashboard. */
  actions?: ReactNode;
  /** Show who the post is for (writers see it; agents see only what is open to them). */
  showLevels?: boolean;
};

/** One news post: subject, author and date, text, image, video and attachment; pinned ones say so. */
export function NewsPostCard({ post, actions, showLevels = false }: Props) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  return (
    <Card withBorder radius="md" padding="md" data-testid="news-post" data-subject={post.subject}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {post.pin && (
              <Badge leftSection={<IconPinFilled size={12} aria-hidden />} variant="light" data-testid="news-pinned">
                {t('newsFeed.pinnedBadge')}
              </Badge>
            )}
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {post.subject}
            </Title>
            <Text size="xs" c="dimmed">
              {t('newsFeed.byOn', { name: post.authorName, date: formatDateTime(post.createdAt, timeZone) })}
            </Text>
            {showLevels && (
              <Text size="xs" c="dimmed">
                {t('newsFeed.forLevels', {
                  levels: post.levels.length
                    ? post.levels.map((level) => level.name).join(', ')
                    : t('newsFeed.everyone'),
                })}
              </Text>
            )}
          </Stack>
          {actions && (
            <Group gap={4} wrap="nowrap">
              {actions}
            </Group>
          )}
        </Group>
        {post.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {post.content}
          </Text>
        )}
        {post.image && <Image src={post.image} alt={post.subject} radius="md" mah={420} fit="contain" />}
        {post.video && <NewsVideo video={post.video} subject={post.subject} />}
        {post.file && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPaperclip size={14} />}
              onClick={() =>
                post.file &&
                downloadFile(post.file.url, post.file.name).catch((error: Error) =>
                  notifications.show({ color: 'red', message: error.message }),
                )
              }
              data-testid="news-file"
            >
              {post.file.name}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
