import type { StorefrontInfo } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const storefrontKeys = {
  all: (slug: string) => ['storefront', slug] as const,
  info: (slug: string) => [...storefrontKeys.all(slug), 'info'] as const,
};

/** The store of a storefront page, or why it is closed (every storefront page reads it first). */
export const storefrontInfoQuery = (slug: string) =>
  queryOptions({
    queryKey: storefrontKeys.info(slug),
    queryFn: ({ signal }) => api.get<StorefrontInfo>(`/storefront/${encodeURIComponent(slug)}`, undefined, signal),
    staleTime: 60_000,
  });
