import { hasPermission } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { orders } from '../orders/orders.tables.js';

/**
 * Who may read an order's transfer receipt (it shows the buyer's bank details): the buyer, the upline that placed
 * the order for it, the agent that sells it, HQ, and staff holding "approve manual payment" or "manage orders"
 * (the two permissions that show the order with its receipt). Staff without either get 403; anyone else, and any
 * order of another company (the company is the caller's, from its token), gets 404 like a missing order.
 */
export async function assertMayReadReceipt(deps: AppDeps, ctx: RequestContext, orderId: string): Promise<void> {
  const { user } = ctx;
  if (user.role === 'staff' && !hasPermission(user, 'approve_manual_payment') && !hasPermission(user, 'manage_orders'))
    throw forbidden();
  const [order] = await deps.db
    .select({ buyerId: orders.buyerId, placedById: orders.placedById, sellerStoreId: orders.sellerStoreId })
    .from(orders)
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId)));
  if (!order) throw notFound();
  if (user.role === 'hq' || user.role === 'staff') return;
  if (order.buyerId === user.id || order.placedById === user.id) return;
  if (user.role === 'agent' && order.sellerStoreId === user.id) return;
  throw notFound();
}
