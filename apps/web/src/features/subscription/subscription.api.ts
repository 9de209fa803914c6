import type {
  PaymentStart,
  PayType,
  SubscriptionInvoiceDetail,
  SubscriptionInvoicePage,
  SubscriptionInvoiceStatus,
  SubscriptionPaymentView,
  SubscriptionSummary,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { pageQuery } from '../../lib/items-query';

export const INVOICE_PAGE_SIZE = 10;

export const subscriptionKeys = {
  all: ['subscription'] as const,
  summary: () => [...subscriptionKeys.all, 'summary'] as const,
  invoices: (filters: InvoiceFilters) => [...subscriptionKeys.all, 'invoices', filters] as const,
  invoice: (id: string) => [...subscriptionKeys.all, 'invoice', id] as const,
};

export type InvoiceFilters = { page: number; status?: SubscriptionInvoiceStatus };

/** The plan, balance, lock and notice (the shell's banner reads it too, HQ only). */
export const subscriptionSummaryQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.summary(),
    queryFn: ({ signal }) => api.get<SubscriptionSummary>('/subscription', undefined, signal),
    staleTime: 60_000,
  });

export const subscriptionInvoicesQuery = (filters: InvoiceFilters) =>
  pageQuery<SubscriptionInvoicePage>(subscriptionKeys.invoices(filters), '/subscription/invoices', {
    page: filters.page,
    limit: INVOICE_PAGE_SIZE,
    status: filters.status,
  });

export const subscriptionInvoiceQuery = (id: string) =>
  queryOptions({
    queryKey: subscriptionKeys.invoice(id),
    queryFn: ({ signal }) =>
      api.get<SubscriptionInvoiceDetail>(`/subscription/invoices/${encodeURIComponent(id)}`, undefined, signal),
  });

export const subscriptionApi = {
  pay: (invoiceId: string, amount: number, payType: PayType) =>
    api.post<PaymentStart>(`/subscription/invoices/${encodeURIComponent(invoiceId)}/pay`, { amount, payType }),
  invoicePdf: (invoice: { id: string; number: string }) =>
    downloadFile(`/subscription/invoices/${encodeURIComponent(invoice.id)}/pdf`, `${invoice.number}.pdf`),
  receiptPdf: (receipt: { id: string; receiptNo: string }) =>
    downloadFile(`/subscription/receipts/${encodeURIComponent(receipt.id)}/pdf`, `${receipt.receiptNo}.pdf`),
};

export const invoicePath = (id: string) => `/subscription/detail/${encodeURIComponent(id)}`;

/** Sends the browser to the payment provider: its own page (the sandbox) in the app, a real provider's site away. */
export function goToProvider(redirectUrl: string, navigate: (path: string) => void) {
  if (redirectUrl.startsWith('/')) navigate(redirectUrl);
  else window.location.assign(redirectUrl);
}

/** How often the return page asks whether the provider's callback has arrived. */
export const PAYMENT_POLL_MS = 2_000;

export const subscriptionPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: [...subscriptionKeys.all, 'payment', id] as const,
    queryFn: ({ signal }) =>
      api.get<SubscriptionPaymentView>(`/subscription/payments/${encodeURIComponent(id)}`, undefined, signal),
  });
