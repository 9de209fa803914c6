import type { NewsPost, NewsPostInput, newsFileUploaded } from '@niaga/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../lib/api-client';

type NewsFeedPage = { items: NewsPost[]; page: number; limit: number; hasMore: boolean };
export const NEWS_PAGE_SIZE = 10;

export const newsFeedKeys = {
  all: ['news-feed'] as const,
  feed: () => [...newsFeedKeys.all, 'feed'] as const,
  latest: (limit: number) => [...newsFeedKeys.all, 'latest', limit] as const,
};

const readPage = (page: number, limit: number, signal?: AbortSignal) =>
  api.get<NewsFeedPage>('/setup/news-feed', { page, limit }, signal);

/** The feed page by page (pinned first, then newest), for infinite scroll. */
export const newsFeedQuery = () =>
  infiniteQueryOptions({
    queryKey: newsFeedKeys.feed(),
    queryFn: ({ pageParam, signal }) => readPage(pageParam, NEWS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The first `limit` posts of the feed (the dashboard's news widget). */
export const latestNewsQuery = (limit = 3) =>
  queryOptions({
    queryKey: newsFeedKeys.latest(limit),
    queryFn: async ({ signal }) => (await readPage(1, limit, signal)).items,
  });

const upload = <T>(path: string, file: File): Promise<Answer<T>> => {
  const body = new FormData();
  body.append('file', file);
  return api.send<T>(path, body);
};

export const newsFeedApi = {
  save: (body: NewsPostInput) => api.send<NewsPost>('/setup/news-feed/store', body),
  pin: (id: string, pin: boolean) => api.send<NewsPost>('/setup/news-feed/updatePin', { id, pin }),
  remove: (id: string) =>
    api.send<null>(`/setup/news-feed/delete/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
  uploadImage: (file: File) => upload<{ small: string; large: string }>('/setup/news-feed/image', file),
  uploadFile: (file: File) => upload<z.infer<typeof newsFileUploaded>>('/setup/news-feed/file', file),
};
