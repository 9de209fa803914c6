import type {
  AddCartInput,
  CartView,
  CheckoutInput,
  MyOrderView,
  ONLINE_PAY_TYPES,
  OrderSummary,
  OrderTab,
  OrderTotals,
  OrderView,
  PaymentMethodOption,
  PayOrderInput,
  ShipQuote,
} from '@niaga/shared';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';
import type { AgentPage } from '../network';

export type PayType = (typeof ONLINE_PAY_TYPES)[number];
export type { PaymentMethodOption };

export type MyOrdersPage = {
  items: OrderSummary[];
  total: number;
  page: number;
  limit: number;
  counts: Record<string, number>;
};
export type MyOrderFilters = { tab: OrderTab; q?: string; page: number };

export type CheckoutBody = CheckoutInput;
export type CheckoutResult = {
  order: OrderView;
  payment: { paymentId: string; redirectUrl: string } | null;
  /** The same Idempotency-Key was seen before: this is the order that attempt placed. */
  replayed?: boolean;
};

export type VoucherCheck = { voucherCode: string; voucherName: string; discount: number; freeShipping: boolean };

export const ORDERS_PAGE_SIZE = 10;

export const orderKeys = {
  all: ['orders'] as const,
  cart: () => [...orderKeys.all, 'cart'] as const,
  paymentMethods: () => [...orderKeys.all, 'payment-methods'] as const,
  shipMethods: (state: string, weight: number, subtotal: number) =>
    [...orderKeys.all, 'ship-methods', state, weight, subtotal] as const,
  downlines: (q: string) => [...orderKeys.all, 'downlines', q] as const,
  preview: (body: CheckoutBody) => [...orderKeys.all, 'preview', body] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  list: (filters: MyOrderFilters) => [...orderKeys.mine(), 'list', filters] as const,
  detail: (id: string) => [...orderKeys.mine(), 'detail', id] as const,
};

export const cartQuery = () =>
  queryOptions({
    queryKey: orderKeys.cart(),
    queryFn: ({ signal }) => api.get<CartView>('/sales/my-shop/get-cart', undefined, signal),
  });

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: orderKeys.paymentMethods(),
    queryFn: ({ signal }) => api.get<PaymentMethodOption[]>('/sales/payment-method', undefined, signal),
    staleTime: 30_000,
  });

export const shipMethodsQuery = (state: string, weight: number, subtotal: number) =>
  queryOptions({
    queryKey: orderKeys.shipMethods(state, weight, subtotal),
    queryFn: ({ signal }) => api.get<ShipQuote>('/sales/ship-method', { state, weight, subtotal }, signal),
    staleTime: 60_000,
    retry: false,
  });

/** A team order's buyer: the placer's downline (`GET /api/agent-database` answers an agent its downline). */
export const downlineSearchQuery = (q: string) =>
  queryOptions({
    queryKey: orderKeys.downlines(q),
    queryFn: ({ signal }) =>
      api.get<AgentPage>('/agent-database', { q: q || undefined, limit: 20, sort: 'name' }, signal),
    select: (data) => data.items,
    staleTime: 30_000,
  });

/** The checkout summary: the server's totals for the choices made so far (nothing is written). */
export const checkoutPreviewQuery = (body: CheckoutBody) =>
  queryOptions({
    queryKey: orderKeys.preview(body),
    queryFn: ({ signal }) =>
      api.post<{ totals: OrderTotals }>('/sales/checkout', { ...body, dryRun: true }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const myOrdersQuery = (filters: MyOrderFilters) =>
  pageQuery<MyOrdersPage>(orderKeys.list(filters), '/sales/my-orders', { ...filters, limit: ORDERS_PAGE_SIZE });

export const myOrderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<MyOrderView>(`/sales/my-orders/${encodeURIComponent(id)}`, undefined, signal),
  });

/** A v4 UUID; `crypto.randomUUID` exists only on secure (https or localhost) pages. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const cartApi = {
  add: (body: AddCartInput) => api.post<CartView>('/sales/my-shop/add-cart', body),
  update: (id: string, quantity: number) => api.post<CartView>('/sales/my-shop/update-cart', { id, quantity }),
  remove: (id: string) => api.delete<CartView>(`/sales/my-shop/remove-cart/${encodeURIComponent(id)}`),
};

/** What a voucher code gives this cart (`GET /api/sales/voucher/check`): the field's immediate answer. */
export function checkVoucher(code: string, cart: CartView, shipping: number) {
  const lines = cart.lines.map((line) => line.lineTotal);
  return api.get<VoucherCheck>('/sales/voucher/check', {
    code,
    subtotal: lines.reduce((sum, total) => sum + total, 0),
    shipping,
    lines: lines.join(','),
    packageIds:
      cart.lines
        .filter((line) => line.kind === 'package')
        .map((line) => line.itemId)
        .join(',') || undefined,
  });
}

export const orderApi = {
  checkout: (body: CheckoutBody, idempotencyKey: string) =>
    api.post<CheckoutResult>(
      '/sales/checkout',
      { ...body, dryRun: false },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  uploadReceipt: (orderId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<MyOrderView>(`/sales/upload-receipt/${encodeURIComponent(orderId)}`, form);
  },
  cancel: (orderId: string) => api.post<MyOrderView>(`/sales/my-orders/${encodeURIComponent(orderId)}/cancel`),
  pay: (orderId: string, body: PayOrderInput) =>
    api.send<{ order: MyOrderView; payment: { paymentId: string; redirectUrl: string } | null }>(
      `/sales/my-orders/${encodeURIComponent(orderId)}/pay`,
      body,
    ),
};

/** Every cart answer is the whole cart: put it in the cache instead of asking again. */
export function storeCart(queryClient: QueryClient, cart: CartView) {
  queryClient.setQueryData(orderKeys.cart(), cart);
}

/** After an order changes (placed, paid, cancelled): its page, the lists and the counts read again. */
export function refreshOrders(queryClient: QueryClient, order?: OrderView | MyOrderView) {
  // The checkout answers the order without its page's parts (timeline, seller's bank): that page reads it.
  if (order && 'events' in order) queryClient.setQueryData(orderKeys.detail(order.id), order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
}
