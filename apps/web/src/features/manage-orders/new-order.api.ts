import {
  HQ_ORDER_PAYMENT_METHODS,
  type HqOrderBuyer,
  type HqOrderInput,
  type HqOrderQuote,
  type ManageOrderView,
  type OrderView,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type HqPayment = (typeof HQ_ORDER_PAYMENT_METHODS)[number];
export const HQ_PAYMENTS = HQ_ORDER_PAYMENT_METHODS;

/** One line of the order being built: a product (variant) or a package, with its name for the list. */
export type DraftItem = {
  kind: 'product' | 'package';
  itemId: string;
  variantId: string | null;
  name: string;
  quantity: number;
};

export const newOrderKeys = {
  buyer: (id: string) => ['manage-orders', 'new', 'buyer', id] as const,
  quote: (body: HqOrderInput) => ['manage-orders', 'new', 'quote', body] as const,
};

export const hqOrderBuyerQuery = (buyerId: string) =>
  queryOptions({
    queryKey: newOrderKeys.buyer(buyerId),
    queryFn: ({ signal }) => api.get<HqOrderBuyer>('/orders/new/buyer', { buyerId }, signal),
    enabled: Boolean(buyerId),
  });

/** The order priced by the API at the agent's level (a dry run: nothing is written). */
export const hqOrderQuoteQuery = (body: HqOrderInput | null) =>
  queryOptions({
    queryKey: newOrderKeys.quote(body ?? ({} as HqOrderInput)),
    queryFn: ({ signal }) => api.post<HqOrderQuote>('/orders/new', { ...body, dryRun: true }, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const newOrderApi = {
  place: (body: HqOrderInput, idempotencyKey: string) =>
    api.post<{ order: OrderView; replayed: boolean }>(
      '/orders/new',
      { ...body, dryRun: false },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  receipt: (orderId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<ManageOrderView>(`/orders/${encodeURIComponent(orderId)}/receipt`, form);
  },
};
