import type {
  AdminFeeView,
  PaymentStart,
  PaymentView,
  PayType,
  SandboxCompleteResult,
  SandboxSessionView,
  WalletView,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

export const WALLET_PAGE_SIZE = 10;
/** How often the pending pages ask whether the gateway's callback has arrived. */
export const PENDING_POLL_MS = 2_000;

export const paymentKeys = {
  all: ['payments'] as const,
  wallet: (page: number) => [...paymentKeys.all, 'wallet', page] as const,
  payment: (id: string) => [...paymentKeys.all, 'payment', id] as const,
  adminFee: () => [...paymentKeys.all, 'admin-fee'] as const,
  sandbox: (sessionId: string) => [...paymentKeys.all, 'sandbox', sessionId] as const,
};

export const walletQuery = (page = 1) =>
  pageQuery<WalletView>(paymentKeys.wallet(page), '/payments/wallet', { page, limit: WALLET_PAGE_SIZE });

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.payment(id),
    queryFn: ({ signal }) => api.get<PaymentView>(`/payments/${encodeURIComponent(id)}`, undefined, signal),
  });

export const adminFeeQuery = () =>
  queryOptions({
    queryKey: paymentKeys.adminFee(),
    queryFn: ({ signal }) => api.get<AdminFeeView>('/payments/get-admin-fee', undefined, signal),
    staleTime: 60_000,
  });

export const sandboxSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.sandbox(sessionId),
    queryFn: ({ signal }) =>
      api.get<SandboxSessionView>(`/payments/sandbox/${encodeURIComponent(sessionId)}`, undefined, signal),
    retry: false,
  });

export const paymentApi = {
  topUp: (amount: number, payType: PayType) => api.post<PaymentStart>('/payments/top-up-credit', { amount, payType }),
  completeSandbox: (sessionId: string, outcome: 'paid' | 'failed' | 'cancelled') =>
    api.post<SandboxCompleteResult>(`/payments/sandbox/${encodeURIComponent(sessionId)}/complete`, { outcome }),
};

/** `/ejenpay-topup/50` and `/ejenpay-topup/12.50`: the amount in the URL is in ringgit (rupiah), up to 2 decimals. */
export function parseUrlAmount(value: string | undefined): number | null {
  if (!value || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function urlAmount(sen: number): string {
  return sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2);
}

export const topUpPath = (sen: number) => `/ejenpay-topup/${urlAmount(sen)}`;
