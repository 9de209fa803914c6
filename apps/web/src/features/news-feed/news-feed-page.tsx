import './news-feed-texts';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, type NewsPost } from '@niaga/shared';
import { IconPencil, IconPin, IconPinnedOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { IconAction } from '../../ui/icon-action';
import { PageHeader } from '../../ui/page-header';
import { newsFeedApi, newsFeedKeys, newsFeedQuery } from './news-feed.api';
import { NEWS_FEED_ACCESS } from './news-feed.routes';
import { NewsPostCard } from './news-post-card';
import { NewsPostModal } from './news-post-modal';

/**
 * /newsfeed: pinned posts first, then newest, loading more as the end of the list comes into view (or by the
 * button). HQ and staff with "posting content" also write, edit, pin and delete.
 */
export function NewsFeedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canWrite = !!user && canAccess(user, NEWS_FEED_ACCESS.write);
  const queryClient = useQueryClient();
  const feed = useInfiniteQuery(newsFeedQuery());
  const [editing, setEditing] = useState<NewsPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsPost | null>(null);
  // Pages are read by offset: a post written meanwhile can bring one already shown again; it is shown once.
  const posts = [...new Map(feed.data?.pages.flatMap((page) => page.items).map((post) => [post.id, post])).values()];

  const done = async ({ message }: { message: string }) => {
    await queryClient.invalidateQueries({ queryKey: newsFeedKeys.all });
    notifications.show({ color: 'teal', message });
  };
  const pin = useMutation({
    mutationFn: (post: NewsPost) => newsFeedApi.pin(post.id, !post.pin),
    onSuccess: done,
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  const actions = (post: NewsPost) => (
    <>
      <IconAction
        variant="subtle"
        label={t(post.pin ? 'newsFeed.unpinOf' : 'newsFeed.pinOf', { subject: post.subject })}
        icon={post.pin ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
        onClick={() => pin.mutate(post)}
        data-testid="news-pin-toggle"
      />
      <IconAction
        variant="subtle"
        label={t('newsFeed.editOf', { subject: post.subject })}
        icon={<IconPencil size={18} />}
        onClick={() => setEditing(post)}
        data-testid="news-edit"
      />
      <IconAction
        variant="subtle"
        color="red"
        label={t('newsFeed.deleteOf', { subject: post.subject })}
        icon={<IconTrash size={18} />}
        onClick={() => setDeleting(post)}
        data-testid="news-delete"
      />
    </>
  );

  return (
    <Stack gap="md" maw={760} w="100%" mx="auto">
      <PageHeader
        title={t('newsFeed.title')}
        subtitle={t('newsFeed.subtitle')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="news-add">
              {t('newsFeed.add')}
            </Button>
          )
        }
      />
      {feed.isPending ? (
        <SkeletonBlock rows={6} />
      ) : feed.isError ? (
        <ErrorState message={feed.error.message} onRetry={() => feed.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyList title={t('newsFeed.empty')} description={t('newsFeed.emptyHint')} />
      ) : (
        <Stack gap="md" data-testid="news-list">
          {posts.map((post) => (
            <NewsPostCard
              key={post.id}
              post={post}
              showLevels={canWrite}
              actions={canWrite ? actions(post) : undefined}
            />
          ))}
          <MoreOnScroll
            hasMore={feed.hasNextPage}
            loading={feed.isFetchingNextPage}
            onMore={() => feed.fetchNextPage()}
          />
        </Stack>
      )}
      <NewsPostModal post={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('newsFeed.deleteTitle')}
        message={t('newsFeed.deleteMessage', { subject: deleting?.subject ?? '' })}
        confirmLabel={t('newsFeed.delete')}
        onConfirm={() => (deleting ? newsFeedApi.remove(deleting.id).then(done) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="news-delete-confirm"
      />
    </Stack>
  );
}

/** The end of the list: loads the next page when it scrolls into view; the button does the same by hand. */
function MoreOnScroll({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || loading || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore)
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="news-end">
        {t('newsFeed.end')}
      </Text>
    );
  return (
    <Center ref={sentinel} py="sm">
      {loading ? (
        <Loader size="sm" aria-label={t('newsFeed.loadMore')} />
      ) : (
        <Button variant="default" onClick={onMore} data-testid="news-more">
          {t('newsFeed.loadMore')}
        </Button>
      )}
    </Center>
  );
}
