import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** A GET of a whole list (`{ items }`, no paging) as query options whose data is the items. */
export function itemsQuery<Item>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<{ items: Item[] }>(path, undefined, signal),
    select: (data) => data.items,
  });
}
