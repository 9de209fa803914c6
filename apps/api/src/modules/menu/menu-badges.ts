import { canAccess, type MenuBadges } from '@niaga/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import type { RequestContext } from '../../platform/context.js';
import { commissionPayouts } from '../commission/commission.tables.js';
import { orderStatusCounts } from '../orders/orders.tables.js';
import { planRequests } from '../plan/plan.tables.js';

/** Who sees the order counts: who may open the order list (`manage.routes.ts`, MANAGERS). */
const ORDER_MANAGERS = { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' } as const;
const WAITING = ['pending_approval', 'to_ship'] as const;
/** Who sees the promotion requests: who may answer them (`plan.routes.ts`, PROMOTERS). */
const PROMOTERS = { roles: ['hq', 'staff'], permission: 'promote_demote_suspend' } as const;

/**
 * One prepared statement for every badge, as the shell asks on each navigation: orders waiting for approval and to
 * ship from the trigger-kept counters (`order_status_counts`, the list's own tab counts), the company's for HQ and
 * staff, those it sells for an agent (`sellerId`); and, when asked, payouts agents requested that HQ has not
 * answered yet (index `commission_payouts_status_idx`), and promotion requests waiting (`plan_requests_status_idx`).
 */
const badgesQuery = preparedPer((executor) =>
  executor
    .select({
      ordersToApprove: sql<number>`coalesce(sum(${orderStatusCounts.count}) filter (where ${orderStatusCounts.status} = 'pending_approval'), 0)::int`,
      ordersToShip: sql<number>`coalesce(sum(${orderStatusCounts.count}) filter (where ${orderStatusCounts.status} = 'to_ship'), 0)::int`,
      payoutsRequested: sql<number | null>`case when ${sql.placeholder('withPayouts')}::boolean then (
        select count(*)::int from ${commissionPayouts}
        where ${commissionPayouts.companyId} = ${sql.placeholder('companyId')} and ${commissionPayouts.status} = 'requested'
      ) end`,
      promotionRequests: sql<number | null>`case when ${sql.placeholder('withRequests')}::boolean then (
        select count(*)::int from ${planRequests}
        where ${planRequests.companyId} = ${sql.placeholder('companyId')} and ${planRequests.status} = 'pending'
      ) end`,
    })
    .from(orderStatusCounts)
    .where(
      and(
        eq(orderStatusCounts.companyId, sql.placeholder('companyId')),
        inArray(orderStatusCounts.status, [...WAITING]),
        sql`(${sql.placeholder('sellerId')}::text is null or ${orderStatusCounts.sellerStoreId} = ${sql.placeholder('sellerId')})`,
      ),
    )
    .prepare('menu_badges'),
);

/** The menu's badges: only the counts of lists the caller may open (see shared `menuBadges`). */
export async function menuBadgesFor(db: Executor, ctx: RequestContext): Promise<MenuBadges> {
  const seesOrders = canAccess(ctx.user, ORDER_MANAGERS);
  const [row] = await badgesQuery(db).execute({
    companyId: ctx.companyId,
    sellerId: ctx.user.role === 'agent' ? ctx.user.id : null,
    withPayouts: ctx.user.role === 'hq',
    withRequests: canAccess(ctx.user, PROMOTERS),
  });
  return {
    ordersToApprove: seesOrders ? (row?.ordersToApprove ?? 0) : null,
    ordersToShip: seesOrders ? (row?.ordersToShip ?? 0) : null,
    payoutsRequested: row?.payoutsRequested ?? null,
    promotionRequests: row?.promotionRequests ?? null,
  };
}
