import { canAccess, type MenuBadges } from '@niaga/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { commissionPayouts } from '../commission/commission.tables.js';
import { orderStatusCounts } from '../orders/orders.tables.js';

/** Who sees the order counts: who may open the order list (`manage.routes.ts`, MANAGERS). */
const ORDER_MANAGERS = { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' } as const;
const WAITING = ['pending_approval', 'to_ship'] as const;

/**
 * Orders waiting for approval and to ship, from the trigger-kept counters (`order_status_counts`, the list's own
 * tab counts): HQ and staff the company's, an agent those it sells.
 */
async function waitingOrders(db: Executor, ctx: RequestContext) {
  const rows = await db
    .select({ status: orderStatusCounts.status, value: sql<number>`sum(${orderStatusCounts.count})::int` })
    .from(orderStatusCounts)
    .where(
      and(
        eq(orderStatusCounts.companyId, ctx.companyId),
        ctx.user.role === 'agent' ? eq(orderStatusCounts.sellerStoreId, ctx.user.id) : undefined,
        inArray(orderStatusCounts.status, [...WAITING]),
      ),
    )
    .groupBy(orderStatusCounts.status);
  const of = (status: (typeof WAITING)[number]) => rows.find((row) => row.status === status)?.value ?? 0;
  return { ordersToApprove: of('pending_approval'), ordersToShip: of('to_ship') };
}

/** Payouts agents asked for that HQ has not answered yet (index `commission_payouts_status_idx`). */
async function requestedPayouts(db: Executor, ctx: RequestContext) {
  const [row] = await db
    .select({ value: count() })
    .from(commissionPayouts)
    .where(and(eq(commissionPayouts.companyId, ctx.companyId), eq(commissionPayouts.status, 'requested')));
  return row?.value ?? 0;
}

/** The menu's badges: only the counts of lists the caller may open (see shared `menuBadges`). */
export async function menuBadgesFor(db: Executor, ctx: RequestContext): Promise<MenuBadges> {
  const seesOrders = canAccess(ctx.user, ORDER_MANAGERS);
  const seesPayouts = ctx.user.role === 'hq';
  const [orders, payouts] = await Promise.all([
    seesOrders ? waitingOrders(db, ctx) : null,
    seesPayouts ? requestedPayouts(db, ctx) : null,
  ]);
  return {
    ordersToApprove: orders?.ordersToApprove ?? null,
    ordersToShip: orders?.ordersToShip ?? null,
    payoutsRequested: payouts,
  };
}
