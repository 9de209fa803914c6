import {
  type RankedAgent,
  rankingMonths,
  type ScoreFigures,
  type ScoreMetric,
  type ScoreRankingPage,
  type scoreRankingQuery,
  type TopPerformers,
  type topPerformerQuery,
} from '@niaga/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { scoreFiguresOf } from '../commission/score-figures.js';
import { featuresOf } from '../company/company.repo.js';

type PeriodQuery = Pick<z.output<typeof scoreRankingQuery>, 'period' | 'from' | 'to'>;

/** The months of the period asked, on today's date in the company's time zone. */
const monthsOf = (ctx: RequestContext, query: PeriodQuery) =>
  rankingMonths(query.period, ctx.user.company.timeZone, ctx.now, { from: query.from, to: query.to });

/** HQ and staff always see amounts; agents only while the company shows them (spec "showAmountSnR", default on). */
async function amountsShownTo(deps: AppDeps, ctx: RequestContext) {
  if (ctx.user.role !== 'agent') return true;
  return (await featuresOf(deps.db, ctx.companyId)).showAmountSnR !== false;
}

/** One ranked agent as the caller may see it: the figure ranked by, hidden for others when amounts are off. */
function rankedAgentOf(row: ScoreFigures, by: ScoreMetric, ctx: RequestContext, amountsShown: boolean): RankedAgent {
  const isMe = row.agentId === ctx.user.id;
  return {
    position: row.position,
    agentId: row.agentId,
    name: row.name,
    levelName: row.levelName,
    photoUrl: row.photoUrl,
    score: amountsShown || isMe ? row[by] : null,
    isMe,
  };
}

/** Spec §7 score-ranking-<by>: a page of the ranking and, for an agent, its own row wherever it stands. */
export async function scoreRanking(
  deps: AppDeps,
  ctx: RequestContext,
  by: ScoreMetric,
  query: z.output<typeof scoreRankingQuery>,
): Promise<ScoreRankingPage> {
  const months = monthsOf(ctx, query);
  const isAgent = ctx.user.role === 'agent';
  const [figures, amountsShown] = await Promise.all([
    scoreFiguresOf(deps, ctx, {
      ...months,
      by,
      limit: query.limit,
      page: query.page,
      ...(isAgent && { agentId: ctx.user.id }),
    }),
    amountsShownTo(deps, ctx),
  ]);
  const view = (row: ScoreFigures) => rankedAgentOf(row, by, ctx, amountsShown);
  return {
    ...months,
    by,
    amountsShown,
    items: figures.items.map(view),
    me: figures.me && view(figures.me),
    total: figures.total,
    page: figures.page,
    limit: figures.limit,
  };
}

/** Spec §7 top-performer: the first agents (3 by default, spec §9) by one figure, with photo and level. */
export async function topPerformers(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof topPerformerQuery>,
): Promise<TopPerformers> {
  const months = monthsOf(ctx, query);
  const [figures, amountsShown] = await Promise.all([
    scoreFiguresOf(deps, ctx, { ...months, by: query.by, limit: query.limit, page: 1 }),
    amountsShownTo(deps, ctx),
  ]);
  return {
    ...months,
    by: query.by,
    amountsShown,
    items: figures.items.map((row) => rankedAgentOf(row, query.by, ctx, amountsShown)),
  };
}
