import type {
  CommissionSettings,
  CommissionSettingsInput,
  PayoutDetail,
  PayoutOutcome,
  PayoutPage,
  PayoutStatus,
} from '@niaga/shared';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { getToken } from '../../lib/storage';

export type PayoutFilters = { status?: PayoutStatus; q?: string; page: number };
export const PAGE_SIZE = 20;

export const payoutKeys = {
  all: ['payouts'] as const,
  list: (filters: PayoutFilters) => [...payoutKeys.all, 'list', filters] as const,
  detail: (id: string) => [...payoutKeys.all, 'detail', id] as const,
  settings: () => ['commission-settings'] as const,
};

export const payoutListQuery = (filters: PayoutFilters) =>
  queryOptions({
    queryKey: payoutKeys.list(filters),
    queryFn: ({ signal }) => api.get<PayoutPage>('/commission/payouts', { ...filters, limit: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

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

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'payouts.csv';

/** Downloads the CSV bank payment file (the ticked payouts, or every approved one): a fetch saved as a blob. */
export async function downloadBankFile(ids: string[]): Promise<void> {
  const url = new URL('/api/commission/payouts/bank-file', window.location.origin);
  if (ids.length > 0) url.searchParams.set('ids', ids.join(','));
  else url.searchParams.set('status', 'approved');
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url.pathname + url.search, { headers });
  } catch {
    throw new ApiError(0, i18n.t('errors.noResponse'));
  }
  if (!response.ok) {
    let message = i18n.t('errors.generic');
    try {
      const body = (await response.json()) as { meta?: { message?: string } };
      message = body.meta?.message || message;
    } catch {
      // not an envelope
    }
    throw new ApiError(response.status, message);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
