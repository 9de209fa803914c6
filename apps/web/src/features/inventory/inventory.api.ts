import type {
  InventoryRow,
  inventoryOption,
  MOVEMENT_KINDS,
  StockMovement,
  StockStore,
  StockUpdateInput,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiSend } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

export type StockIndicatorColor = 'green' | 'amber' | 'red';
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
type Paged<T> = { items: T[]; total: number; page: number; limit: number; store: StockStore };
export type InventoryPage = Paged<InventoryRow>;
export type HistoryPage = Paged<StockMovement>;
export type InventoryOption = z.infer<typeof inventoryOption>;

/** Filters of the stock list, as they travel in the page URL. */
export type InventoryFilters = {
  storeId?: string;
  q?: string;
  categoryId?: string;
  indicator?: StockIndicatorColor;
  page?: number;
};

export type HistoryFilters = {
  storeId?: string;
  productId?: string;
  type?: MovementKind;
  from?: string;
  to?: string;
  page?: number;
};

export const PAGE_SIZE = 20;

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (filters: InventoryFilters) => [...inventoryKeys.all, 'list', filters] as const,
  options: (storeId: string | undefined, q: string) => [...inventoryKeys.all, 'options', storeId ?? '', q] as const,
  history: (filters: HistoryFilters) => [...inventoryKeys.all, 'history', filters] as const,
  categories: () => ['catalog', 'categories', 'all'] as const,
};

export const inventoryListQuery = (filters: InventoryFilters) =>
  pageQuery<InventoryPage>(inventoryKeys.list(filters), '/inventory', { ...filters, limit: PAGE_SIZE });

export const inventoryOptionsQuery = (storeId: string | undefined, q: string) =>
  queryOptions({
    queryKey: inventoryKeys.options(storeId, q),
    queryFn: ({ signal }) =>
      api.get<{ items: InventoryOption[] }>('/inventory/select', { storeId, q: q || undefined }, signal),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });

export const historyQuery = (filters: HistoryFilters) =>
  pageQuery<HistoryPage>(inventoryKeys.history(filters), '/inventory/update-history', { ...filters, limit: PAGE_SIZE });

/** Categories for the filter (HQ and staff only; the API caps a page at 100). */
export const categoryOptionsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: inventoryKeys.categories(),
    queryFn: ({ signal }) => api.get<{ items: { id: string; name: string }[] }>('/categories', { limit: 100 }, signal),
    select: (data) => data.items.map((category) => ({ value: category.id, label: category.name })),
    staleTime: 5 * 60_000,
    enabled,
  });

export const inventoryApi = {
  updateStock: (body: StockUpdateInput) => api.send<{ count: number }>('/inventory/store', body),
  reverse: (id: string) =>
    apiSend<{ id: string }>(`/inventory/delete-history/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
