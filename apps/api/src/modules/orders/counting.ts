import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type OrderCounting, publish } from '../../platform/events.js';
import { companies } from '../company/company.tables.js';
import { invoiceCounters, orders } from './orders.tables.js';

/**
 * The next invoice number of a company: `<prefix>-INV-000001`, sequential and never reused. The counter row is
 * locked by its UPDATE until the transaction ends, so two approvals never take one number; a rolled-back
 * approval gives its number back with the rollback.
 */
export async function nextInvoiceNumber(tx: Tx, companyId: string) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.companyId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const [company] = await tx
    .select({ prefix: companies.prefixName })
    .from(companies)
    .where(eq(companies.id, companyId));
  const prefix = (company?.prefix || 'INV').toUpperCase();
  return `${prefix}-${String(row!.lastNumber).padStart(6, '0')}`;
}

/**
 * domain-rules "Orders": an order counts once it reaches `to_ship`. It gets its invoice number, and the
 * modules that count sales, points and commissions hear of it through the `order.counted` event.
 */
export async function countOrder(tx: Tx, order: typeof orders.$inferSelect, at: Date) {
  const invoiceNo = await nextInvoiceNumber(tx, order.companyId);
  await tx
    .update(orders)
    .set({ invoiceNo })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id), isNull(orders.invoiceNo)));
  await publish(tx, 'order.counted', countingOf(order, at));
}

export const countingOf = (order: typeof orders.$inferSelect, at: Date): OrderCounting => ({
  companyId: order.companyId,
  orderId: order.id,
  buyerId: order.buyerId,
  amount: order.subtotal - order.discount - order.voucherDiscount,
  units: order.totalUnits,
  at,
});
