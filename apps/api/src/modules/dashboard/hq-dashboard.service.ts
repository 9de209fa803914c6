import { type HqDashboard, hasPermission } from '@niaga/shared';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { lowStockOf } from '../inventory/inventory.repo.js';
import { monthOf } from '../network/sales.repo.js';
import { todayIn } from '../users/users.repo.js';
import { companyFigures } from './dashboard.repo.js';

/** Items the low-stock card lists (the counts cover all of them). */
const LOW_STOCK_SHOWN = 5;

/**
 * GET /api/dashboard/hq: HQ's dashboard in one answer. Staff get the widgets their permissions allow (the others
 * are null); payouts and the subscription notice are HQ's only (spec §6 has no staff permission for commission,
 * and subscription messages are HQ's).
 */
export async function hqDashboard(deps: AppDeps, ctx: RequestContext): Promise<HqDashboard> {
  const timeZone = ctx.user.company.timeZone;
  const today = todayIn(timeZone, ctx.now);
  const month = monthOf(timeZone, ctx.now);
  const may = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(ctx.user, permission);
  const isHq = ctx.user.role === 'hq';
  const parts = {
    orders: may('manage_orders'),
    sales: may('manage_orders'),
    agents: may('promote_demote_suspend') || may('add_user'),
    hq: isHq,
  };
  const { mainBranchId, mainBranchName } = ctx.user.facts;
  const [company, lowStock] = await Promise.all([
    companyFigures(deps.db, { companyId: ctx.companyId, today, month, timeZone, parts }),
    may('manage_inventory') ? lowStockOf(deps.db, ctx.companyId, mainBranchId, LOW_STOCK_SHOWN) : null,
  ]);
  const invoice = company.subscription;
  return {
    today,
    month: month.slice(0, 7),
    orders: parts.orders ? company.tabs : null,
    sales: parts.sales
      ? {
          today: company.salesToday,
          month: company.salesMonth,
          ordersToday: company.ordersToday,
          ordersMonth: company.ordersMonth,
        }
      : null,
    newAgents: parts.agents ? company.newAgents : null,
    payoutsWaiting: isHq ? company.payouts : null,
    lowStock: lowStock && {
      branchName: mainBranchName,
      red: lowStock.red,
      amber: lowStock.amber,
      items: lowStock.items.map(({ productId, variantId, name, sku, options, available, peakOnHand, indicator }) => ({
        productId,
        variantId,
        name,
        sku,
        options,
        available,
        peakOnHand,
        indicator,
      })),
    },
    subscription: isHq && invoice ? { ...invoice, status: invoice.dueOn < today ? 'overdue' : 'due' } : null,
  };
}
