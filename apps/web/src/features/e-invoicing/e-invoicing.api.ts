import type { EInvoiceMonth, EInvoiceSubmitResult } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

export type EInvoiceMonthFilters = { year: number; month: number };

export const eInvoiceKeys = {
  all: ['e-invoice'] as const,
  month: (filters: EInvoiceMonthFilters) => [...eInvoiceKeys.all, filters.year, filters.month] as const,
};

/** The month's documents; polled every 3 s while one is still with LHDN (submitted). */
export const eInvoiceMonthQuery = (filters: EInvoiceMonthFilters) =>
  queryOptions({
    queryKey: eInvoiceKeys.month(filters),
    queryFn: ({ signal }) => api.get<EInvoiceMonth>('/e-invoice/data', filters, signal),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'submitted') ? 3_000 : false),
  });

export const eInvoiceApi = {
  submit: (filters: EInvoiceMonthFilters, numbers?: string[]) =>
    api.send<EInvoiceSubmitResult>('/e-invoice/submit', { ...filters, ...(numbers ? { numbers } : {}) }),
  cancel: (number: string, reason: string) => api.send<null>('/e-invoice/cancel', { number, reason }),
  refresh: (filters: EInvoiceMonthFilters) => api.send<null>('/e-invoice/refresh', filters),
};

export function downloadEInvoices(filters: EInvoiceMonthFilters, format: 'xlsx' | 'csv' | 'json') {
  const query = new URLSearchParams({ year: String(filters.year), month: String(filters.month), format });
  const name = `e-invoices-${filters.year}-${String(filters.month).padStart(2, '0')}.${format}`;
  return downloadFile(`/api/e-invoice/export?${query}`, name);
}

/** The month before this one: the month whose e-invoices are due now. */
export function lastMonth(now = new Date()): EInvoiceMonthFilters {
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}
