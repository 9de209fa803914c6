import type { StoreOrderTracking } from '@niaga/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { eventsOf } from '../orders/order-events.js';
import { orderLines, orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';
import type { StoreVisit } from './store-checkout.service.js';
import { storeBySlug } from './storefront-lookup.js';

const notFound = () => new AppError(404, 'storeCheckout.orderNotFound', 'NOT_FOUND');

/**
 * GET /api/storefront/{slug}/track: a store order by its reference number and the buyer's or receiver's e-mail
 * (case-insensitive), only in the store it was placed in. A wrong pair answers exactly as a missing order, and
 * each IP is limited like the other public look-ups. Nothing of the seller (the agent, its prices) is shown.
 */
export async function trackStoreOrder(
  deps: AppDeps,
  visit: Pick<StoreVisit, 'company' | 'slug'>,
  query: { orderNo: string; email: string },
  ip: string,
): Promise<StoreOrderTracking> {
  await deps.rateLimit([{ rule: deps.rateRules.codeIp, key: `store-track-ip:${ip}` }]);
  const store = await storeBySlug(deps.db, visit.company.id, visit.slug);
  const email = query.email.trim().toLowerCase();
  const [order] = await deps.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, orders.buyerId)))
    .where(
      and(
        eq(orders.companyId, store.companyId),
        eq(orders.referenceNo, query.orderNo.trim().toUpperCase()),
        eq(orders.onlineStoreId, store.id),
        sql`(${users.email} = ${email} or lower(${orders.receiver}->>'email') = ${email})`,
      ),
    );
  if (!order) throw notFound();
  const row = order.order;
  const [lines, events] = await Promise.all([
    deps.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, row.companyId), eq(orderLines.orderId, row.id)))
      .orderBy(asc(orderLines.lineNo)),
    eventsOf(deps.db, row.companyId, row.id),
  ]);
  return {
    orderNo: row.referenceNo,
    status: row.status,
    placedAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    // Who moved the order (staff, the agent) is not the customer's business: only what happened and when.
    timeline: events.map((event) => ({ action: event.action, status: event.toStatus, at: event.createdAt })),
    lines: lines.map((line) => ({
      productId: line.itemId,
      variantId: line.variantId,
      name: line.name,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    totals: {
      subtotal: row.subtotal,
      shipping: row.shipping,
      adminFee: row.adminFee,
      tax: row.tax,
      taxIncluded: row.taxIncluded,
      grandTotal: row.grandTotal,
    },
    delivery: row.delivery,
    courierName: row.courierName,
    trackingNumber: row.trackingNumber,
    pickupLocation: row.pickupLocation,
    receiverName: [row.receiver?.firstName, row.receiver?.lastName].filter(Boolean).join(' '),
    ekoop:
      row.type === 'ekoop'
        ? { studentName: row.studentName ?? '', parentName: row.parentName ?? '', studentClass: row.studentClass ?? '' }
        : null,
  };
}
