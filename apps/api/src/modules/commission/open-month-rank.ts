import {
  achievedRank,
  nextRankAfter,
  type RankBasis,
  type RankThresholds,
  rankFiguresOf,
  type SalesFigures,
} from '@niaga/shared';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { monthOf, NO_SALES, salesFigures } from '../network/sales.repo.js';
import { lastClosedMonth } from './ledger.repo.js';
import { openMonthOf } from './periods.js';
import { rankBasisOf } from './rank-basis.js';
import { type CompanyRow, companyOf, ranksOf } from './statement.repo.js';

// The open commission month and the rank an agent's figures meet in it (commission summary, income statement,
// agents list, plan and rewards).

/** The month "this month" means: the calendar month in the company's zone, or the first open one after it. */
export const currentMonth = (company: CompanyRow, lastClosed: string | null, now: Date) =>
  openMonthOf(monthOf(company.timeZone, now), lastClosed);

/** The month "this month" means for the caller's company (the open commission month, YYYY-MM-01) and its currency. */
export async function thisCommissionMonth(executor: Executor, ctx: RequestContext) {
  const [company, lastClosed] = await Promise.all([
    companyOf(executor, ctx.companyId),
    lastClosedMonth(executor, ctx.companyId),
  ]);
  return { month: currentMonth(company, lastClosed, ctx.now), currency: company.currency };
}

/** What an agent has and needs against each threshold of `rank`, in the company's rank basis. */
export const progressTo = (rank: RankThresholds, sales: SalesFigures, basis: RankBasis) => {
  const have = rankFiguresOf(sales, basis);
  return [
    { key: 'personalSales' as const, have: have.ps, need: rank.personalSales, basis },
    { key: 'totalPersonalGroupSales' as const, have: have.tpgs, need: rank.totalPersonalGroupSales, basis },
    { key: 'sideGroupSales' as const, have: have.sideGroupSales, need: rank.sideGroupSales, basis },
  ];
};

/** One agent's figures of an open month, the rank they meet so far and the progress to the next (plan and summary). */
export async function agentMonthRank(executor: Executor, companyId: string, agentId: string, month: string) {
  const { sales, achieved, next, basis } = (await openMonthRanks(executor, companyId, [agentId], month)).get(agentId)!;
  return {
    sales,
    achieved,
    basis,
    rank: { achieved: rankRef(achieved), next: rankRef(next), progress: next ? progressTo(next, sales, basis) : [] },
  };
}

/** The rank an agent's figures of an open month meet so far, the next rank and the progress to it. */
export async function openMonthRanks(executor: Executor, companyId: string, agentIds: string[], month: string) {
  const [ranks, figures, basis] = await Promise.all([
    ranksOf(executor, companyId),
    salesFigures(executor, companyId, agentIds, month),
    rankBasisOf(executor, companyId),
  ]);
  return new Map(
    agentIds.map((agentId) => {
      const sales = figures.get(agentId) ?? NO_SALES;
      const achieved = achievedRank(rankFiguresOf(sales, basis), ranks);
      const next = nextRankAfter(achieved, ranks);
      return [agentId, { sales, achieved, next, basis }] as const;
    }),
  );
}

export const rankRef = (rank: { id: string; name: string } | null) => (rank ? { id: rank.id, name: rank.name } : null);
