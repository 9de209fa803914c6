import { achievedRank, rankFiguresOf, type SalesFigures } from '@niaga/shared';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { lastClosedMonth, payableBalance } from '../commission/ledger.repo.js';
import { nextMonth, openMonthOf } from '../commission/periods.js';
import { rankBasisOf } from '../commission/rank-basis.js';
import { ranksOf, sumsByMonthAndType } from '../commission/statement.repo.js';
import { monthOf } from '../network/sales.repo.js';

/**
 * The commission card from the commission module's own queries, as `/api/commission` counts them but only what the
 * card shows: the open month's net commission so far (the calendar month, or the first after the last closed one),
 * what a payout request would claim now, and the commission rank `sales` meet so far.
 */
export async function commissionCard(deps: AppDeps, ctx: RequestContext, sales: SalesFigures) {
  const lastClosed = await lastClosedMonth(deps.db, ctx.companyId);
  const current = openMonthOf(monthOf(ctx.user.company.timeZone, ctx.now), lastClosed);
  const [sums, payable, ranks, basis] = await Promise.all([
    sumsByMonthAndType(deps.db, ctx.companyId, ctx.user.id, current, nextMonth(current)),
    payableBalance(deps.db, ctx.companyId, ctx.user.id, lastClosed),
    ranksOf(deps.db, ctx.companyId),
    rankBasisOf(deps.db, ctx.companyId),
  ]);
  const rank = achievedRank(rankFiguresOf(sales, basis), ranks);
  return {
    month: current.slice(0, 7),
    thisMonth: sums.reduce((sum, row) => sum + row.total, 0),
    payable,
    rank: rank && { id: rank.id, name: rank.name },
  };
}
