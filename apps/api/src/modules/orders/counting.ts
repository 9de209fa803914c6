import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type OrderCounting, publish } from '../../platform/events.js';
import { companies } from '../company/company.tables.js';
import { onlineStores } from '../online-stores/online-stores.tables.js';
import { invoiceCounters, orders } from './orders.tables.js';

/**
 * The next `count` invoice numbers of a company: `<prefix>-INV-000001`, sequential and never reused. The counter
 * row is locked by its UPDATE until the transaction ends, so two approvals never take one number; a rolled-back
 * approval gives its numbers back with the rollback.
 */
export async function nextInvoiceNumbers(tx: Tx, companyId: string, count: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ companyId, lastNumber: count })
    .onConflictDoUpdate({
      target: invoiceCounters.companyId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const [company] = await tx
    .select({ prefix: companies.prefixName })
    .from(companies)
    .where(eq(companies.id, companyId));
  const prefix = (company?.prefix || 'INV').toUpperCase();
  const first = row!.lastNumber - count + 1;
  return Array.from({ length: count }, (_, index) => `${prefix}-${String(first + index).padStart(6, '0')}`);
}

/**
 * domain-rules "Orders": an order counts once it reaches `to_ship`. Each order (of one company, numbered in the
 * given order) gets its invoice number, and the modules that count sales, points and commissions hear of it
 * through the `order.counted` event.
 */
export async function countOrders(tx: Tx, counted: Array<typeof orders.$inferSelect>, at: Date) {
  if (counted.length === 0) return;
  const invoiceNos = await nextInvoiceNumbers(tx, counted[0]!.companyId, counted.length);
  for (const [index, order] of counted.entries()) {
    // One order after the other: crediting an order asks whether the buyer's other orders already count (have
    // their invoice number), so the next order's number must not be written before this one is credited.
    await tx
      .update(orders)
      .set({ invoiceNo: invoiceNos[index]! })
      .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id), isNull(orders.invoiceNo)));
    await publish(tx, 'order.counted', await countingOf(tx, order, at));
  }
}

export const countOrder = (tx: Tx, order: typeof orders.$inferSelect, at: Date) => countOrders(tx, [order], at);

/**
 * Whose sale an order is (domain-rules "Stores and customers"): an order placed in an online store is its store's
 * agent's sale, whoever bought (a customer, or now and then an agent, earns nothing on it); an HQ-run store's is
 * nobody's. Every other order is its buyer's.
 */
async function salesAgentOf(tx: Tx, order: typeof orders.$inferSelect) {
  if (!order.onlineStoreId) return order.buyerId;
  const [store] = await tx
    .select({ ownerId: onlineStores.ownerId })
    .from(onlineStores)
    .where(and(eq(onlineStores.companyId, order.companyId), eq(onlineStores.id, order.onlineStoreId)));
  return store?.ownerId ?? null;
}

export const countingOf = async (tx: Tx, order: typeof orders.$inferSelect, at: Date): Promise<OrderCounting> => ({
  companyId: order.companyId,
  orderId: order.id,
  buyerId: order.buyerId,
  agentId: await salesAgentOf(tx, order),
  amount: order.subtotal - order.discount - order.voucherDiscount,
  units: order.totalUnits,
  at,
  // `approvedAt` is stamped with the moment the order reached to_ship (approval, or payment), when it counted.
  countedAt: order.approvedAt ?? at,
});
