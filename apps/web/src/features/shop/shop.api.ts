import type { ShopPage, ShopProductDetail } from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { readUrlFilters } from '../../ui/list-page/url-state';

/** The shop's filters as they travel in the URL; `levelId`/`firstOrder` only in HQ's preview. */
export type ShopFilters = { q?: string; categoryId?: string; page: number };
export type PreviewAs = { levelId: string; firstOrder: boolean };

export const SHOP_PAGE_SIZE = 24;
/** The shop's filters from the address's text values (`?q=…&categoryId=…&page=…`). */
export const parseShopFilters = (text: (key: string) => string | undefined) => ({
  q: text('q'),
  categoryId: text('categoryId'),
});

export function shopFiltersFrom(search: URLSearchParams): ShopFilters {
  return readUrlFilters(search, parseShopFilters);
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
