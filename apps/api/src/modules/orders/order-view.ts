import { type OrderSummary, type OrderView, trackingUrl } from '@niaga/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { couriers } from '../couriers/couriers.tables.js';
import { users } from '../users/users.tables.js';
import { orderLines, orders } from './orders.tables.js';

const placer = alias(users, 'placer');

const orderColumns = {
  order: orders,
  buyerName: users.name,
  placedByName: placer.name,
};

/** Orders with their buyer's and placer's names and how many lines each has: the rows of order lists. */
export function orderListRows(executor: Executor) {
  return executor
    .select({
      ...orderColumns,
      itemCount: sql<number>`(select count(*) from ${orderLines} where ${orderLines.companyId} = ${orders.companyId} and ${orderLines.orderId} = ${orders.id})::int`,
    })
    .from(orders)
    .innerJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, orders.buyerId)))
    .innerJoin(placer, and(eq(placer.companyId, orders.companyId), eq(placer.id, orders.placedById)))
    .$dynamic();
}

export type OrderRecord = Awaited<ReturnType<typeof orderRows>>[number] & {
  lines: Array<typeof orderLines.$inferSelect>;
  /** The courier's tracking URL template (read with a shipped order; absent: no link). */
  trackingUrlTemplate?: string | null;
};

/** Orders with their buyer's and placer's names. */
export function orderRows(executor: Executor, companyId: string) {
  return executor
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, orders.buyerId)))
    .innerJoin(placer, and(eq(placer.companyId, orders.companyId), eq(placer.id, orders.placedById)))
    .$dynamic()
    .where(eq(orders.companyId, companyId));
}

export async function orderById(executor: Executor, companyId: string, orderId: string): Promise<OrderRecord | null> {
  const [row] = await orderRows(executor, companyId).where(
    and(eq(orders.companyId, companyId), eq(orders.id, orderId)),
  );
  if (!row) return null;
  const { courierId } = row.order;
  const [lines, [courier]] = await Promise.all([
    executor
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId)))
      .orderBy(asc(orderLines.lineNo)),
    row.order.trackingNumber && courierId
      ? executor
          .select({ template: couriers.trackingUrlTemplate })
          .from(couriers)
          .where(and(eq(couriers.companyId, companyId), eq(couriers.id, courierId)))
      : [],
  ]);
  return { ...row, lines, trackingUrlTemplate: courier?.template ?? null };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOrderSummary(record: Omit<OrderRecord, 'lines'>, itemCount: number): OrderSummary {
  const { order } = record;
  return {
    id: order.id,
    referenceNo: order.referenceNo,
    invoiceNo: order.invoiceNo,
    type: order.type,
    status: order.status,
    buyer: { id: order.buyerId, name: record.buyerName },
    placedBy: { id: order.placedById, name: record.placedByName },
    seller: { kind: order.sellerKind, name: order.sellerName },
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    delivery: order.delivery,
    courierName: order.courierName,
    pickupLocation: order.pickupLocation,
    pickupTime: iso(order.pickupTime),
    voucherCode: order.voucherCode,
    trackingNumber: order.trackingNumber,
    notes: order.notes,
    totalWeightGrams: order.totalWeightGrams,
    totalUnits: order.totalUnits,
    firstOrder: order.firstOrder,
    hasReceipt: !!order.receiptPath,
    bookingExpiresAt: iso(order.bookingExpiresAt),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    approvedAt: iso(order.approvedAt),
    subtotal: order.subtotal,
    discount: order.discount,
    voucherDiscount: order.voucherDiscount,
    shipping: order.shipping,
    adminFee: order.adminFee,
    tax: order.tax,
    taxBasisPoints: order.taxBasisPoints,
    taxIncluded: order.taxIncluded,
    grandTotal: order.grandTotal,
    pointEarned: order.pointEarned,
    itemCount,
  };
}

type LineFacts = Pick<
  typeof orderLines.$inferSelect,
  'kind' | 'itemId' | 'name' | 'variantName' | 'sku' | 'quantity' | 'listPrice' | 'unitPrice' | 'lineTotal' | 'points'
>;

/** A line's fields as the order stores and shows them; the variant and discount are given, each side has its own. */
export function lineFields<V>(line: LineFacts, variantId: V, discount: number) {
  return {
    kind: line.kind,
    itemId: line.itemId,
    variantId,
    name: line.name,
    variantName: line.variantName,
    sku: line.sku,
    quantity: line.quantity,
    listPrice: line.listPrice,
    unitPrice: line.unitPrice,
    discount,
    lineTotal: line.lineTotal,
    points: line.points,
  };
}

export function toOrderView(record: OrderRecord): OrderView {
  const { itemCount: _count, ...summary } = toOrderSummary(record, record.lines.length);
  return {
    ...summary,
    trackingUrl: trackingUrl(record.trackingUrlTemplate ?? null, record.order.trackingNumber),
    receiver: record.order.receiver ?? null,
    lines: record.lines.map((line) => ({
      lineNo: line.lineNo,
      ...lineFields(line, line.variantId || null, line.discount),
    })),
  };
}
