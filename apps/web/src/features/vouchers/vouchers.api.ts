import type { PackageView, VoucherInput, VoucherTab, VoucherUseView, VoucherView } from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type VoucherPage = Page<VoucherView>;
export type VoucherUsePage = Page<VoucherUseView>;
export type VoucherFilters = { tab: VoucherTab; q?: string; page: number };
export type HistoryFilters = { voucherId?: string; q?: string; page: number };

export const PAGE_SIZE = 20;

export const voucherKeys = {
  all: ['vouchers'] as const,
  list: (filters: VoucherFilters) => [...voucherKeys.all, 'list', filters] as const,
  detail: (id: string) => [...voucherKeys.all, 'detail', id] as const,
  history: (filters: HistoryFilters) => [...voucherKeys.all, 'history', filters] as const,
  packages: () => [...voucherKeys.all, 'packages'] as const,
};

export const voucherListQuery = (filters: VoucherFilters) =>
  queryOptions({
    queryKey: voucherKeys.list(filters),
    queryFn: ({ signal }) => api.get<VoucherPage>('/setup/voucher', { ...filters, limit: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export const voucherQuery = (id: string) =>
  queryOptions({
    queryKey: voucherKeys.detail(id),
    queryFn: ({ signal }) => api.get<VoucherView>(`/setup/voucher/${encodeURIComponent(id)}`, undefined, signal),
  });

export const voucherHistoryQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: voucherKeys.history(filters),
    queryFn: ({ signal }) =>
      api.get<VoucherUsePage>('/setup/voucher/history', { ...filters, limit: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

/** Packages a voucher may require (the picker lists the ongoing and upcoming ones). */
export const packageOptionsQuery = () =>
  queryOptions({
    queryKey: voucherKeys.packages(),
    queryFn: ({ signal }) => api.get<Page<PackageView>>('/packages', { limit: 100 }, signal),
    select: (data) => data.items.filter((item) => item.validity !== 'expired' && !item.suspended),
    staleTime: 60_000,
  });

export const voucherApi = {
  save: (body: VoucherInput) => api.send<VoucherView>('/setup/voucher/store', body),
  remove: (id: string) => api.delete<null>(`/setup/voucher/delete/${encodeURIComponent(id)}`),
};
