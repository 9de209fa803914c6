import type { AgentDashboard, agentDashboardQuery } from '@niaga/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { inviteLinks } from '../network/registration.service.js';
import { monthOf, NO_SALES, salesFigures } from '../network/sales.repo.js';
import { topPerformers } from '../ranking/score-ranking.service.js';
import { commissionCard } from './commission-card.js';
import { agentFigures } from './dashboard.repo.js';
import { rewardsCard } from './rewards-card.js';

/** The 12 months (YYYY-MM-01) ending with `month`, oldest first. */
export function lastTwelveMonths(month: string): string[] {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(year, monthNo - 12 + index, 1)).toISOString().slice(0, 10),
  );
}

/**
 * GET /api/dashboard/agent: every widget of the agent's dashboard in one answer, each from the module that owns
 * the figure (ranking, points and campaigns, commission, network); months in the company's time zone.
 */
export async function agentDashboard(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof agentDashboardQuery>,
  origin: string,
): Promise<AgentDashboard> {
  const month = monthOf(ctx.user.company.timeZone, ctx.now);
  const months = lastTwelveMonths(month);
  const salesNow = salesFigures(deps.db, ctx.companyId, [ctx.user.id], month).then(
    (figures) => figures.get(ctx.user.id) ?? NO_SALES,
  );
  const [leaderboard, points, sales, commission, own, invites] = await Promise.all([
    // The kept ranking (ranking/kept-rankings.ts): the caller's row marked, amounts as the company shows them.
    topPerformers(deps, ctx, { period: 'thisMonth', by: query.by, limit: 3 }),
    rewardsCard(deps, ctx),
    salesNow,
    salesNow.then((figures) => commissionCard(deps, ctx, figures)),
    agentFigures(deps.db, {
      companyId: ctx.companyId,
      agentId: ctx.user.id,
      from: months[0]!,
      month,
      timeZone: ctx.user.company.timeZone,
    }),
    inviteLinks(deps, ctx, origin),
  ]);
  const byMonth = new Map(own.sales.map((row) => [row.month, row]));
  const recruit = invites.items.find((item) => item.levelId === ctx.user.level?.id) ?? invites.items[0];
  return {
    month: month.slice(0, 7),
    leaderboard,
    rewards: points,
    summary: {
      ps: sales.ps,
      gs: sales.gs,
      tpgs: sales.tpgs,
      teamSize: own.teamSize,
      newRecruits: own.newRecruits,
      rank: commission.rank,
    },
    sales: months.map((first) => {
      const row = byMonth.get(first.slice(0, 7));
      return { month: first.slice(0, 7), ps: Number(row?.ps ?? 0), gs: Number(row?.gs ?? 0) };
    }),
    commission: { month: commission.month, thisMonth: commission.thisMonth, payable: commission.payable },
    links: {
      product: `${origin}/my-shop`,
      recruit: recruit?.url ?? null,
      commission: `${origin}/commission`,
    },
  };
}
