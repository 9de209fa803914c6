import { closeMonth, type MonthClose, type MonthlyAgent } from '@niaga/shared';
import type { Executor } from '../../db/client.js';
import { monthlyAgents } from './close.repo.js';
import type { MonthPlan } from './plan-for-month.js';

/**
 * The month's close computed with `plan`, writing nothing: the same load and pure compute the close runs
 * (close.ts). The one place a simulation calls them, so a faster load+compute replaces them here only.
 */
export async function computeMonthWith(
  executor: Executor,
  companyId: string,
  period: string,
  plan: MonthPlan,
): Promise<{ agents: MonthlyAgent[]; result: MonthClose }> {
  const agents = await monthlyAgents(executor, companyId, period, plan.leadershipByLevel);
  return { agents, result: closeMonth(period, agents, plan.ranks, plan.off, plan.rankBasis) };
}
