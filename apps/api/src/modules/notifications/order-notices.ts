import type { NotificationEvent } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { OrderAction } from '../orders/orders.tables.js';
import { orders } from '../orders/orders.tables.js';
import { notify } from './notify.js';

/** The order moves that tell someone, by their timeline action (orders/order-events.ts records every move). */
const NOTICES: Partial<Record<OrderAction, { event: NotificationEvent; reason?: 'cancelled' | 'bookingOver' }>> = {
  placed: { event: 'order_placed' },
  receipt_uploaded: { event: 'receipt_uploaded' },
  approved: { event: 'order_approved' },
  paid: { event: 'order_approved' },
  tracking_set: { event: 'order_shipped' },
  cancelled: { event: 'order_cancelled', reason: 'cancelled' },
  booking_over: { event: 'order_cancelled', reason: 'bookingOver' },
  refunded: { event: 'order_refunded' },
};

/** Mails about an order's move, in the transaction that made it; most moves tell no one. */
export async function notifyOrderMove(tx: Tx, move: { companyId: string; orderId: string; action: OrderAction }) {
  const notice = NOTICES[move.action];
  if (!notice) return;
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, move.companyId), eq(orders.id, move.orderId)));
  if (!order) return;
  await notify(tx, move.companyId, notice.event, {
    agentId: order.buyerId,
    params: {
      order: order.referenceNo,
      tracking: order.trackingNumber ?? '',
      ...(notice.reason ? { reason: `notify.reason.${notice.reason}` } : {}),
    },
    money: { total: order.grandTotal },
  });
}
