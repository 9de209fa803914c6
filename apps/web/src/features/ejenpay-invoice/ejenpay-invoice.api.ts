import type {
  AccountingProviderName,
  ExternalInvoicePayInput,
  ExternalInvoiceView,
  ExternalPaymentView,
  PaymentStart,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** How often the return page asks whether the payment settled and whether it is on the invoice yet. */
export const FOLLOW_POLL_MS = 2_000;

export const invoiceKeys = {
  all: ['ejenpay-invoice'] as const,
  invoice: (provider: AccountingProviderName, id: string) => [...invoiceKeys.all, 'invoice', provider, id] as const,
  payment: (id: string) => [...invoiceKeys.all, 'payment', id] as const,
};

/** The accounting systems' pages: /ejenpay-zoho/:id and /ejenpay-xero/:id. */
export const INVOICE_PAGES: Record<AccountingProviderName, string> = {
  zoho_books: '/ejenpay-zoho',
  xero: '/ejenpay-xero',
};
export const invoicePagePath = (provider: AccountingProviderName, id: string) =>
  `${INVOICE_PAGES[provider]}/${encodeURIComponent(id)}`;

export const externalInvoiceQuery = (provider: AccountingProviderName, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.invoice(provider, id),
    queryFn: ({ signal }) =>
      api.get<ExternalInvoiceView>(`/ejenpay/invoice/${provider}/${encodeURIComponent(id)}`, undefined, signal),
    // 404 and "not connected" are answers, not hiccups.
    retry: false,
    // The balance moves outside this page (a payment recorded, HQ in its accounting system): read it on every visit.
    refetchOnMount: 'always',
  });

export const externalPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.payment(id),
    queryFn: ({ signal }) =>
      api.get<ExternalPaymentView>(`/ejenpay/payment/${encodeURIComponent(id)}`, undefined, signal),
  });

export const invoicePaymentApi = {
  pay: (provider: AccountingProviderName, id: string, body: ExternalInvoicePayInput) =>
    api.post<PaymentStart>(`/ejenpay/invoice/${provider}/${encodeURIComponent(id)}/pay`, body),
};
