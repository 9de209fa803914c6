import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type Job, MINUTE_JOB_RETRY } from '../../platform/jobs.js';
import { companies } from '../company/company.tables.js';
import { releaseStock } from '../inventory/stock.repo.js';
import { releaseVoucherUse } from '../vouchers/redeem.service.js';
import { type EventActor, recordEvent, SYSTEM } from './order-events.js';
import { orderReservations, orders } from './orders.tables.js';

/**
 * Ends an order that was never paid (cancelled by the buyer or HQ, or past its booking time) and gives back
 * what it held: the reserved stock and the voucher use. Only a move out of `unpaid`/`payment_process` does
 * anything (the row lock orders racing calls), so a cancel racing the booking job releases once.
 */
export async function releaseUnpaidOrder(
  tx: Tx,
  order: { companyId: string; id: string; timeZone: string },
  to: 'cancelled' | 'booking_over',
  now: Date,
  actor: EventActor = SYSTEM,
  note?: string,
) {
  const [current] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)))
    .for('update');
  if (!current || (current.status !== 'unpaid' && current.status !== 'payment_process')) return false;
  await tx
    .update(orders)
    .set({ status: to, bookingExpiresAt: null, cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)));
  await recordEvent(tx, {
    companyId: order.companyId,
    orderId: order.id,
    action: to,
    from: current.status,
    to,
    actor,
    note,
    at: now,
  });
  const held = await closeReservations(tx, order.companyId, order.id, now);
  for (const row of held) await releaseStock(tx, row);
  await releaseVoucherUse(tx, { companyId: order.companyId, now, timeZone: order.timeZone }, order.id);
  return true;
}

/**
 * Marks the order's open reservations closed and answers them in a fixed row order (the order checkout reserves
 * in), so releasing or handing over never deadlocks with a checkout.
 */
export async function closeReservations(tx: Tx, companyId: string, orderId: string, at: Date) {
  const held = await tx
    .update(orderReservations)
    .set({ releasedAt: at })
    .where(
      and(
        eq(orderReservations.companyId, companyId),
        eq(orderReservations.orderId, orderId),
        isNull(orderReservations.releasedAt),
      ),
    )
    .returning();
  return held.sort((a, b) => `${a.productId}/${a.variantId}`.localeCompare(`${b.productId}/${b.variantId}`));
}

/** domain-rules "Orders": an unpaid order past its booking time becomes `booking_over` and frees its stock. */
export async function expireBookings(db: Db, now: Date) {
  const due = await db
    .select({ companyId: orders.companyId, id: orders.id, timeZone: companies.timeZone })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(inArray(orders.status, ['unpaid', 'payment_process']), lte(orders.bookingExpiresAt, now)))
    .orderBy(orders.bookingExpiresAt)
    .limit(500);
  let expired = 0;
  for (const order of due) {
    if (await db.transaction((tx) => releaseUnpaidOrder(tx, order, 'booking_over', now))) expired += 1;
  }
  return expired;
}

export const bookingOverJob: Job = {
  name: 'booking-over',
  cron: '* * * * *',
  retry: MINUTE_JOB_RETRY,
  run: expireBookings,
};
