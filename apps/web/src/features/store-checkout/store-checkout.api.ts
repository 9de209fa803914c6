import type {
  SandboxCompleteResult,
  SandboxSessionView,
  StoreCheckoutInput,
  StoreCheckoutPreview,
  StoreCheckoutPreviewInput,
  StoreCheckoutResult,
  StoreOrderTracking,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const base = (slug: string) => `/storefront/${encodeURIComponent(slug)}`;

export const storeCheckoutKeys = {
  all: (slug: string) => ['store-checkout', slug] as const,
  preview: (slug: string, body: StoreCheckoutPreviewInput) =>
    [...storeCheckoutKeys.all(slug), 'preview', body] as const,
  track: (slug: string, orderNo: string, email: string) =>
    [...storeCheckoutKeys.all(slug), 'track', orderNo, email] as const,
  sandbox: (slug: string, session: string) => [...storeCheckoutKeys.all(slug), 'sandbox', session] as const,
};

/** The checkout summary at store prices for the cart and the delivery chosen so far. */
export const storePreviewQuery = (slug: string, body: StoreCheckoutPreviewInput, enabled: boolean) =>
  queryOptions({
    queryKey: storeCheckoutKeys.preview(slug, body),
    queryFn: () => api.post<StoreCheckoutPreview>(`${base(slug)}/checkout/preview`, body),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const storeTrackQuery = (slug: string, orderNo: string, email: string) =>
  queryOptions({
    queryKey: storeCheckoutKeys.track(slug, orderNo, email),
    queryFn: ({ signal }) => api.get<StoreOrderTracking>(`${base(slug)}/track`, { orderNo, email }, signal),
    enabled: Boolean(orderNo && email),
    retry: false,
  });

export const storeSandboxQuery = (slug: string, session: string) =>
  queryOptions({
    queryKey: storeCheckoutKeys.sandbox(slug, session),
    queryFn: ({ signal }) => api.get<SandboxSessionView>(`${base(slug)}/sandbox`, { session }, signal),
    retry: false,
  });

export const storeCheckoutApi = {
  place: (slug: string, body: StoreCheckoutInput, idempotencyKey: string) =>
    api.post<StoreCheckoutResult>(`${base(slug)}/checkout`, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  completeSandbox: (slug: string, session: string, outcome: 'paid' | 'failed' | 'cancelled') =>
    api.post<SandboxCompleteResult>(`${base(slug)}/sandbox/complete`, { session, outcome }),
};

/** The e-mail of the last order placed in this store, so the result page can show it without asking again. */
const emailKey = (slug: string) => `niaga.storeOrderEmail.${slug}`;
export const rememberOrderEmail = (slug: string, email: string) => window.sessionStorage.setItem(emailKey(slug), email);
export const rememberedOrderEmail = (slug: string) => window.sessionStorage.getItem(emailKey(slug)) ?? '';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
