import type { StorefrontProductDetail, StorefrontProductsPage } from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { storefrontKeys } from './storefront.api';

export const STORE_PAGE_SIZE = 24;
export type StoreFilters = { q?: string; categoryId?: string; page: number };
export const parseStoreFilters = (text: (key: string) => string | undefined) => ({
  q: text('q'),
  categoryId: text('categoryId'),
});

const path = (slug: string) => `/storefront/${encodeURIComponent(slug)}/products`;

/** A page of the store's products at the store price. */
export const storeProductsQuery = (slug: string, filters: StoreFilters) =>
  queryOptions({
    queryKey: [...storefrontKeys.all(slug), 'products', filters] as const,
    queryFn: ({ signal }) =>
      api.get<StorefrontProductsPage>(path(slug), { ...filters, limit: STORE_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** A product of the store (the cart reads each line's current price from it too). */
export const storeProductQuery = (slug: string, productId: string) =>
  queryOptions({
    queryKey: [...storefrontKeys.all(slug), 'product', productId] as const,
    queryFn: ({ signal }) =>
      api.get<StorefrontProductDetail>(`${path(slug)}/${encodeURIComponent(productId)}`, undefined, signal),
    staleTime: 30_000,
  });
