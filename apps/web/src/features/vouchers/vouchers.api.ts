import type { PackageView, VoucherInput, VoucherTab, VoucherUseView, VoucherView } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

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
  pageQuery<VoucherPage>(voucherKeys.list(filters), '/setup/voucher', { ...filters, limit: PAGE_SIZE });

export const voucherQuery = (id: string) =>
  queryOptions({
    queryKey: voucherKeys.detail(id),
    queryFn: ({ signal }) => api.get<VoucherView>(`/setup/voucher/${encodeURIComponent(id)}`, undefined, signal),
  });

export const voucherHistoryQuery = (filters: HistoryFilters) =>
  pageQuery<VoucherUsePage>(voucherKeys.history(filters), '/setup/voucher/history', { ...filters, limit: PAGE_SIZE });

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
