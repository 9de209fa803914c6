import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../users/users.tables.js';
import { orders } from './orders.tables.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * domain-rules "Orders": an order counts once it reaches `to_ship`. Counting marks the buyer's first counted
 * order (so first-order items and minimums no longer apply) and makes a new or inactive agent active.
 * Sales figures, points and commissions read counted orders (issue 8).
 */
async function countOrder(tx: Tx, order: OrderRow, at: Date) {
  await tx
    .update(users)
    .set({
      lastCountedAt: sql`greatest(coalesce(${users.lastCountedAt}, ${at}), ${at})`,
      status: sql`case when ${users.status} in ('new', 'inactive') then 'active' else ${users.status} end`,
    })
    .where(and(eq(users.companyId, order.companyId), eq(users.id, order.buyerId)));
}

/**
 * Moves an unpaid (or paying) order to `to_ship` as paid by `method`, once: a second call finds it no longer
 * payable and returns null, so a replayed gateway callback or a double click changes nothing.
 */
export async function markOrderPaid(
  tx: Tx,
  companyId: string,
  orderId: string,
  method: 'wallet' | 'online',
  at: Date,
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
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.id, orderId),
        inArray(orders.status, ['unpaid', 'payment_process']),
      ),
    )
    .returning();
  if (order) await countOrder(tx, order, at);
  return order ?? null;
}

/** The buyer left for the gateway: the order waits there until the callback. */
export async function markPaymentStarted(tx: Tx, companyId: string, orderId: string, at: Date) {
  const [order] = await tx
    .update(orders)
    .set({ status: 'payment_process', paymentMethod: 'online', paymentStatus: 'pending', updatedAt: at })
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.id, orderId),
        inArray(orders.status, ['unpaid', 'payment_process']),
      ),
    )
    .returning();
  return order ?? null;
}

/** The gateway refused the payment: the order is unpaid again (its stock stays held until booking time). */
export async function markPaymentFailed(tx: Tx, companyId: string, orderId: string, at: Date) {
  const [order] = await tx
    .update(orders)
    .set({ status: 'unpaid', paymentStatus: 'failed', updatedAt: at })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId), eq(orders.status, 'payment_process')))
    .returning();
  return order ?? null;
}
