import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { countOrder } from './counting.js';
import { type EventActor, GATEWAY, recordEvent } from './order-events.js';
import { orders } from './orders.tables.js';

/** The order, while it still waits for its payment (unpaid, or at the gateway). */
const awaitingPayment = (companyId: string, orderId: string) =>
  and(eq(orders.companyId, companyId), eq(orders.id, orderId), inArray(orders.status, ['unpaid', 'payment_process']));

type OrderRow = typeof orders.$inferSelect;

/**
 * Moves an unpaid (or paying) order to `to_ship` as paid by `method`, once: a second call finds it no longer
 * payable and returns null, so a replayed gateway callback or a double click changes nothing.
 */
export async function markOrderPaid(
  tx: Tx,
  companyId: string,
  orderId: string,
  method: 'wallet' | 'online' | 'cash',
  at: Date,
  /** Who took the payment, when not the wallet's owner or the gateway (HQ recording cash or an agent's wallet). */
  receivedBy?: EventActor,
): Promise<OrderRow | null> {
  const [order] = await tx
    .update(orders)
    .set({
      status: 'to_ship',
      paymentMethod: method,
      paymentStatus: 'paid',
      paidAt: at,
      approvedAt: at,
      bookingExpiresAt: null,
      updatedAt: at,
    })
    .where(awaitingPayment(companyId, orderId))
    .returning();
  if (!order) return null;
  await countOrder(tx, order, at);
  await recordEvent(tx, {
    companyId,
    orderId,
    action: 'paid',
    from: null,
    to: 'to_ship',
    actor: receivedBy ?? (method === 'online' ? GATEWAY : { id: order.placedById, name: 'Wallet' }),
    at,
  });
  return order;
}

/** The buyer left for the gateway: the order waits there until the callback. */
export async function markPaymentStarted(tx: Tx, companyId: string, orderId: string, at: Date) {
  const [order] = await tx
    .update(orders)
    .set({ status: 'payment_process', paymentMethod: 'online', paymentStatus: 'pending', updatedAt: at })
    .where(awaitingPayment(companyId, orderId))
    .returning();
  if (order)
    await recordEvent(tx, {
      companyId,
      orderId,
      action: 'payment_started',
      from: null,
      to: 'payment_process',
      actor: GATEWAY,
      at,
    });
  return order ?? null;
}

/** The gateway refused the payment: the order is unpaid again (its stock stays held until booking time). */
export async function markPaymentFailed(tx: Tx, companyId: string, orderId: string, at: Date) {
  const [order] = await tx
    .update(orders)
    .set({ status: 'unpaid', paymentStatus: 'failed', updatedAt: at })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId), eq(orders.status, 'payment_process')))
    .returning();
  if (order)
    await recordEvent(tx, {
      companyId,
      orderId,
      action: 'payment_failed',
      from: 'payment_process',
      to: 'unpaid',
      actor: GATEWAY,
      at,
    });
  return order ?? null;
}
