import {
  type CustomerOrderSummary,
  type CustomerOrderView,
  type customerOrdersQuery,
  trackingUrl,
} from '@niaga/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { couriers } from '../couriers/couriers.tables.js';
import { onlineStores } from '../online-stores/online-stores.tables.js';
import { orderEvents, orderLines, orders } from '../orders/orders.tables.js';

/** The customer's own orders, in every store of its company: `buyer_id` is the customer (guest orders included). */
const mine = (ctx: RequestContext) => and(eq(orders.companyId, ctx.companyId), eq(orders.buyerId, ctx.user.id));

function historyRows(deps: AppDeps) {
  return deps.db
    .select({
      order: orders,
      storeSlug: onlineStores.slug,
      storeName: onlineStores.name,
      itemCount: sql<number>`(select count(*)::int from ${orderLines} l where l.company_id = ${orders.companyId} and l.order_id = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(
      onlineStores,
      and(eq(onlineStores.companyId, orders.companyId), eq(onlineStores.id, orders.onlineStoreId)),
    );
}
type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyRows>['where']>>[number];

function toSummary(row: HistoryRow): CustomerOrderSummary {
  const { order } = row;
  return {
    id: order.id,
    referenceNo: order.referenceNo,
    store: row.storeSlug && row.storeName ? { slug: row.storeSlug, name: row.storeName } : null,
    status: order.status,
    grandTotal: order.grandTotal,
    itemCount: row.itemCount,
    createdAt: order.createdAt.toISOString(),
  };
}

/** Newest first, across the company's stores. */
export async function listCustomerOrders(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof customerOrdersQuery>,
) {
  const [rows, [total]] = await Promise.all([
    historyRows(deps)
      .where(mine(ctx))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ value: count() }).from(orders).where(mine(ctx)),
  ]);
  return { items: rows.map(toSummary), total: total?.value ?? 0, page: query.page, limit: query.limit };
}

/**
 * One of the customer's orders: the lines at the prices paid (never a level price), the totals, the status steps
 * and the delivery. Another buyer's order is a 404, as a missing one.
 */
export async function getCustomerOrder(
  deps: AppDeps,
  ctx: RequestContext,
  orderId: string,
): Promise<CustomerOrderView> {
  const [row] = await historyRows(deps).where(and(mine(ctx), eq(orders.id, orderId)));
  if (!row) throw notFound();
  const { order } = row;
  const [lines, events, [courier]] = await Promise.all([
    deps.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, ctx.companyId), eq(orderLines.orderId, order.id)))
      .orderBy(asc(orderLines.lineNo)),
    deps.db
      .select({ from: orderEvents.fromStatus, status: orderEvents.toStatus, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.companyId, ctx.companyId), eq(orderEvents.orderId, order.id)))
      .orderBy(asc(orderEvents.seq)),
    order.courierId && order.trackingNumber
      ? deps.db
          .select({ template: couriers.trackingUrlTemplate })
          .from(couriers)
          .where(and(eq(couriers.companyId, ctx.companyId), eq(couriers.id, order.courierId)))
      : [],
  ]);
  const receiver = order.receiver;
  return {
    ...toSummary(row),
    paymentStatus: order.paymentStatus,
    subtotal: order.subtotal,
    discount: order.discount,
    voucherDiscount: order.voucherDiscount,
    shipping: order.shipping,
    adminFee: order.adminFee,
    tax: order.tax,
    taxIncluded: order.taxIncluded,
    delivery: order.delivery,
    courierName: order.courierName,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(courier?.template ?? null, order.trackingNumber),
    pickupLocation: order.pickupLocation,
    pickupTime: order.pickupTime?.toISOString() ?? null,
    receiver: receiver
      ? {
          firstName: receiver.firstName,
          lastName: receiver.lastName,
          phoneCode: receiver.phoneCode,
          phoneNumber: receiver.phoneNumber,
          address1: receiver.address1,
          address2: receiver.address2,
          postCode: receiver.postCode,
          city: receiver.city,
          state: receiver.state,
          country: receiver.country,
        }
      : null,
    student: order.studentName
      ? { name: order.studentName, parentName: order.parentName ?? '', className: order.studentClass ?? '' }
      : null,
    lines: lines.map((line) => ({
      name: line.name,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    timeline: events
      .filter((event) => event.from !== event.status)
      .map((event) => ({ status: event.status, at: event.at.toISOString() })),
  };
}
