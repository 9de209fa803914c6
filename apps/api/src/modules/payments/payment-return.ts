import { paymentReturnPath } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { onlineStores } from '../online-stores/online-stores.tables.js';
import { orders } from '../orders/orders.tables.js';
import type { PaymentRow } from './payments.repo.js';

/** The online store (issue 22) an order was placed in, with its slug and the order's reference; null for others. */
export async function orderStoreOf(executor: Executor, companyId: string, orderId: string) {
  const [row] = await executor
    .select({ storeId: onlineStores.id, slug: onlineStores.slug, referenceNo: orders.referenceNo })
    .from(orders)
    .innerJoin(
      onlineStores,
      and(eq(onlineStores.companyId, orders.companyId), eq(onlineStores.id, orders.onlineStoreId)),
    )
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  return row ?? null;
}

/**
 * Where the payer returns from the gateway: a store order's customer to its storefront's result page (it has no
 * agent pages), everyone else to the page of the purpose and state (shared `paymentReturnPath`).
 */
export async function returnPathOf(
  executor: Executor,
  payment: Pick<PaymentRow, 'id' | 'companyId' | 'purpose' | 'status' | 'orderId'>,
): Promise<string> {
  const store = payment.orderId ? await orderStoreOf(executor, payment.companyId, payment.orderId) : null;
  if (store)
    return `/s/${encodeURIComponent(store.slug)}/paid?orderNo=${encodeURIComponent(store.referenceNo)}&result=${payment.status}`;
  return paymentReturnPath(payment.purpose, payment.status, payment.id);
}
