import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { api, type Query } from './api-client';

/** A GET of a whole list (`{ items }`, no paging) as query options whose data is the items. */
export function itemsQuery<Item>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<{ items: Item[] }>(path, undefined, signal),
    select: (data) => data.items,
  });
}

/** A GET of one page of a list (`query`: its filters and page size); the rows on screen stay while the next load. */
export function pageQuery<Page>(queryKey: QueryKey, path: string, query: Query) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<Page>(path, query, signal),
    placeholderData: keepPreviousData,
  });
}
