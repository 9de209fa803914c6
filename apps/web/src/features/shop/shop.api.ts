import type { ShopPage, ShopProductDetail } from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { readUrlState } from '../../lib/use-url-state';

/** The shop's filters as they travel in the URL; `levelId`/`firstOrder` only in HQ's preview. */
export type ShopFilters = { q?: string; categoryId?: string; page: number };
export type PreviewAs = { levelId: string; firstOrder: boolean };

export const SHOP_PAGE_SIZE = 24;
export const SHOP_FILTER_KEYS = ['q', 'categoryId'] as const;

export function shopFiltersFrom(search: URLSearchParams): ShopFilters {
  const { values, page } = readUrlState(search, SHOP_FILTER_KEYS);
  return { ...values, page };
}

export const shopKeys = {
  all: ['shop'] as const,
  catalog: (filters: ShopFilters, as: PreviewAs | null) => [...shopKeys.all, 'catalog', filters, as] as const,
  product: (id: string, as: PreviewAs | null) => [...shopKeys.all, 'product', id, as] as const,
};

export const shopCatalogQuery = (filters: ShopFilters, as: PreviewAs | null) =>
  queryOptions({
    queryKey: shopKeys.catalog(filters, as),
    queryFn: ({ signal }) =>
      as
        ? api.get<ShopPage>('/products/preview-store', { ...filters, ...as, limit: SHOP_PAGE_SIZE }, signal)
        : api.get<ShopPage>('/sales/my-shop', { ...filters, limit: SHOP_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export const shopProductQuery = (id: string, as: PreviewAs | null) =>
  queryOptions({
    queryKey: shopKeys.product(id, as),
    queryFn: ({ signal }) =>
      as
        ? api.get<ShopProductDetail>(`/products/preview-product/${encodeURIComponent(id)}`, as, signal)
        : api.get<ShopProductDetail>(`/sales/my-shop/product/${encodeURIComponent(id)}`, undefined, signal),
  });
