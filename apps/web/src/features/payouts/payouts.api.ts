import type {
  CommissionSettings,
  CommissionSettingsInput,
  PayoutDetail,
  PayoutOutcome,
  PayoutPage,
  PayoutStatus,
} from '@niaga/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { pageQuery } from '../../lib/items-query';

export type PayoutFilters = { status?: PayoutStatus; q?: string; page: number };
export const PAGE_SIZE = 20;

export const payoutKeys = {
  all: ['payouts'] as const,
  list: (filters: PayoutFilters) => [...payoutKeys.all, 'list', filters] as const,
  detail: (id: string) => [...payoutKeys.all, 'detail', id] as const,
  settings: () => ['commission-settings'] as const,
};

export const payoutListQuery = (filters: PayoutFilters) =>
  pageQuery<PayoutPage>(payoutKeys.list(filters), '/commission/payouts', { ...filters, limit: PAGE_SIZE });

export const payoutDetailQuery = (id: string) =>
  queryOptions({
    queryKey: payoutKeys.detail(id),
    queryFn: ({ signal }) => api.get<PayoutDetail>(`/commission/payouts/${encodeURIComponent(id)}`, undefined, signal),
  });

export const commissionSettingsQuery = () =>
  queryOptions({
    queryKey: payoutKeys.settings(),
    queryFn: ({ signal }) => api.get<CommissionSettings>('/setup/commission-settings', undefined, signal),
  });

export const refreshPayouts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: payoutKeys.all });

export const payoutApi = {
  request: (key: string) =>
    api.send<PayoutDetail>('/commission/request-payout', {}, { headers: { 'Idempotency-Key': key } }),
  approve: (ids: string[]) => api.send<PayoutOutcome>('/commission/payouts/approve', { ids }),
  markPaid: (ids: string[], reference?: string) =>
    api.send<PayoutOutcome>('/commission/payouts/mark-paid', { ids, ...(reference ? { reference } : {}) }),
  reject: (id: string, reason: string) => api.send<PayoutDetail>('/commission/payouts/reject', { id, reason }),
  saveSettings: (body: CommissionSettingsInput) =>
    api.send<CommissionSettings>('/setup/commission-settings/store', body),
};

/** Downloads the CSV bank payment file (the ticked payouts, or every approved one): a fetch saved as a blob. */
export async function downloadBankFile(ids: string[]): Promise<void> {
  const query = new URLSearchParams(ids.length > 0 ? { ids: ids.join(',') } : { status: 'approved' });
  return downloadFile(`/api/commission/payouts/bank-file?${query}`, 'payouts.csv');
}
