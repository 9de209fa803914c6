import type { PlanLevel, PlanOverview, PlanRankDetail } from '@niaga/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { openToLevel, todayOf } from '../campaigns/campaign-view.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { agentMonthRank, progressTo, thisCommissionMonth } from '../commission/open-month-rank.js';
import { rankBasisOf } from '../commission/rank-basis.js';
import { listCommissionRanks } from '../network/commission-ranks.service.js';
import { toLevel } from '../network/levels.service.js';
import { levels } from '../users/users.tables.js';

/** The caller's level when it is an agent; null for HQ and staff, who see the plan as a preview. */
export const agentLevelOf = (ctx: RequestContext) => (ctx.user.role === 'agent' ? (ctx.user.level?.id ?? null) : null);
const isAgent = (ctx: RequestContext) => ctx.user.role === 'agent';

/** The company's active levels, highest first (rank number 1 first), as the plan shows them. */
export async function planLevels(executor: Executor, companyId: string): Promise<PlanLevel[]> {
  const rows = await executor
    .select()
    .from(levels)
    .where(and(eq(levels.companyId, companyId), eq(levels.inactive, false)))
    .orderBy(asc(levels.rankNumber));
  return rows.map((row) => {
    const { agentCount: _count, inactive: _inactive, ...level } = toLevel(row, 0);
    return level;
  });
}

/** Active campaigns open to a level (HQ's preview, `levelId` undefined: every active one), ending soonest first. */
async function openRewards(executor: Executor, ctx: RequestContext, levelId: string | null | undefined) {
  const today = todayOf(ctx);
  return executor
    .select({
      id: campaigns.id,
      gameTitle: campaigns.gameTitle,
      rewardType: campaigns.rewardType,
      pointRequired: campaigns.pointRequired,
      endDate: campaigns.endDate,
      image1: campaigns.image1,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.companyId, ctx.companyId),
        sql`${campaigns.deletedAt} is null`,
        lte(campaigns.startDate, today),
        gte(campaigns.endDate, today),
        levelId === undefined ? undefined : openToLevel(levelId),
      ),
    )
    .orderBy(asc(campaigns.endDate), asc(campaigns.gameTitle))
    .limit(20);
}

/** /plan-rewards: levels, ranks with targets and benefits, the agent's progress this month and the rewards open to it. */
export async function planOverview(deps: AppDeps, ctx: RequestContext): Promise<PlanOverview> {
  const { month, currency } = await thisCommissionMonth(deps.db, ctx);
  const [levelList, ranks, progress, rewards, rankBasis] = await Promise.all([
    planLevels(deps.db, ctx.companyId),
    listCommissionRanks(deps, ctx),
    isAgent(ctx) ? agentMonthRank(deps.db, ctx.companyId, ctx.user.id, month) : null,
    openRewards(deps.db, ctx, isAgent(ctx) ? agentLevelOf(ctx) : undefined),
    rankBasisOf(deps.db, ctx.companyId),
  ]);
  return {
    currency,
    month: month.slice(0, 7),
    myLevelId: agentLevelOf(ctx),
    levels: levelList,
    ranks: ranks.items,
    rank: progress?.rank ?? null,
    rankBasis,
    rewards,
  };
}

/** /plan-rewards/rewards-details/{id}: one commission rank in full, and for an agent its progress towards it. */
export async function planRankDetail(deps: AppDeps, ctx: RequestContext, rankId: string): Promise<PlanRankDetail> {
  const { month, currency } = await thisCommissionMonth(deps.db, ctx);
  const [{ items }, progress, rankBasis] = await Promise.all([
    listCommissionRanks(deps, ctx),
    isAgent(ctx) ? agentMonthRank(deps.db, ctx.companyId, ctx.user.id, month) : null,
    rankBasisOf(deps.db, ctx.companyId),
  ]);
  const index = items.findIndex((rank) => rank.id === rankId);
  const rank = items[index];
  if (!rank) throw notFound();
  const thresholds = {
    id: rank.id,
    personalSales: rank.personal_sales,
    totalPersonalGroupSales: rank.total_personal_group_sales,
    sideGroupSales: rank.side_group_sales,
  };
  const heldIndex = progress?.achieved ? items.findIndex((item) => item.id === progress.achieved?.id) : -1;
  return {
    currency,
    month: month.slice(0, 7),
    rank,
    position: index + 1,
    rankCount: items.length,
    held: progress ? heldIndex >= index : null,
    progress: progress ? progressTo(thresholds, progress.sales, rankBasis) : null,
    rankBasis,
  };
}
