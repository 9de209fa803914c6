import type { CommissionType, MonthlyRank, RankBasis } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companyCloseFacts, ranksOf } from './close.repo.js';
import { monthPlanOf } from './plan-snapshot.js';
import { versionInForce } from './plan-versions.repo.js';
import { rankBasisOf } from './rank-basis.js';

/** What a month's close computes with, beside the month's sales and tree: the plan's monthly part. */
export type MonthPlan = {
  ranks: MonthlyRank[];
  off: Set<CommissionType>;
  rankBasis: RankBasis;
  /** Each level's leadership percentage (basis points), by level id; a level not listed has none. */
  leadershipByLevel: Map<string, number>;
};

/**
 * The commission plan a month is closed with (the close, a late refund's recompute, a simulation all read it here):
 * the latest published plan version effective by `period` (issue 24 "Versioned commission plans"); a company
 * without versions: its live settings.
 */
export async function planForMonth(executor: Executor, companyId: string, period: string): Promise<MonthPlan> {
  const version = await versionInForce(executor, companyId, period);
  if (version) return monthPlanOf(version.plan);
  return livePlan(executor, companyId);
}

async function livePlan(executor: Executor, companyId: string): Promise<MonthPlan> {
  // One after another: `executor` may be a transaction, whose one connection runs one query at a time.
  const ranks = await ranksOf(executor, companyId);
  const facts = await companyCloseFacts(executor, companyId);
  const rankBasis = await rankBasisOf(executor, companyId);
  const levels = await executor.execute(sql`select id, leadership_bp from levels where company_id = ${companyId}`);
  const rows = (levels as unknown as { rows: Array<{ id: string; leadership_bp: number | null }> }).rows;
  return {
    ranks,
    off: new Set(facts.off as CommissionType[]),
    rankBasis,
    leadershipByLevel: new Map(rows.map((row) => [row.id, Number(row.leadership_bp ?? 0)])),
  };
}
