import {
  type RankedAgent,
  rankingMonths,
  type ScoreMetric,
  type ScoreRankingPage,
  type scoreRankingQuery,
  type TopPerformers,
  type topPerformerQuery,
} from '@niaga/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { callerFeatures } from '../company/features.js';
import { cardsOf, type KeptRanking, keptRanking, positionOf } from './kept-rankings.js';

type PeriodQuery = Pick<z.output<typeof scoreRankingQuery>, 'period' | 'from' | 'to'>;

/** The months of the period asked, on today's date in the company's time zone. */
const monthsOf = (ctx: RequestContext, query: PeriodQuery) =>
  rankingMonths(query.period, ctx.user.company.timeZone, ctx.now, { from: query.from, to: query.to });

/** HQ and staff always see amounts; agents only while the company shows them (spec "showAmountSnR", default on). */
const amountsShownTo = (ctx: RequestContext) => ctx.user.role !== 'agent' || callerFeatures(ctx).showAmountSnR;

/** The kept ranking of the period asked (ranking/kept-rankings.ts), and its months. */
async function rankingOf(deps: AppDeps, ctx: RequestContext, by: ScoreMetric, query: PeriodQuery) {
  const months = monthsOf(ctx, query);
  const key = { companyId: ctx.companyId, timeZone: ctx.user.company.timeZone, by, ...months };
  const version = ctx.user.facts.scoresVersion;
  return { months, ranking: await keptRanking(deps.db, key, version, deps.config.RANKING_REFRESH_SECONDS) };
}

/**
 * The ranked agents at `positions` (0-based) as the caller may see them: name, level and photo of these only
 * (kept with the ranking), the score from the ranking, hidden for others when amounts are off.
 */
async function rankedAgentsAt(
  deps: AppDeps,
  ctx: RequestContext,
  ranking: KeptRanking,
  positions: number[],
): Promise<RankedAgent[]> {
  const ids = positions.map((position) => ranking.ids[position] as string);
  const cardOf = await cardsOf(deps.db, ctx.companyId, ranking, ids);
  const amountsShown = amountsShownTo(ctx);
  return positions.flatMap((position) => {
    const agentId = ranking.ids[position] as string;
    const card = cardOf(agentId);
    if (!card) return [];
    const isMe = agentId === ctx.user.id;
    const score = amountsShown || isMe ? (ranking.scores[position] as number) : null;
    return [{ position: position + 1, agentId, ...card, score, isMe }];
  });
}

/** Positions `offset` to `offset + limit - 1` of a ranking, as far as it goes. */
const positionsOf = (ranking: KeptRanking, offset: number, limit: number) =>
  Array.from({ length: Math.max(0, Math.min(limit, ranking.ids.length - offset)) }, (_, k) => offset + k);

/** Spec §7 score-ranking-<by>: a page of the ranking and, for an agent, its own row wherever it stands. */
export async function scoreRanking(
  deps: AppDeps,
  ctx: RequestContext,
  by: ScoreMetric,
  query: z.output<typeof scoreRankingQuery>,
): Promise<ScoreRankingPage> {
  const { months, ranking } = await rankingOf(deps, ctx, by, query);
  const page = positionsOf(ranking, (query.page - 1) * query.limit, query.limit);
  const mine = ctx.user.role === 'agent' ? positionOf(ranking, ctx.user.id) : -1;
  const agents = await rankedAgentsAt(deps, ctx, ranking, mine < 0 || page.includes(mine) ? page : [...page, mine]);
  return {
    ...months,
    by,
    amountsShown: amountsShownTo(ctx),
    asOf: ranking.asOf.toISOString(),
    items: agents.filter((agent) => page.includes(agent.position - 1)),
    me: agents.find((agent) => agent.isMe) ?? null,
    total: ranking.ids.length,
    page: query.page,
    limit: query.limit,
  };
}

/** Spec §7 top-performer: the first agents (3 by default, spec §9) by one figure, with photo and level. */
export async function topPerformers(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof topPerformerQuery>,
): Promise<TopPerformers> {
  const { months, ranking } = await rankingOf(deps, ctx, query.by, query);
  return {
    ...months,
    by: query.by,
    amountsShown: amountsShownTo(ctx),
    asOf: ranking.asOf.toISOString(),
    items: await rankedAgentsAt(deps, ctx, ranking, positionsOf(ranking, 0, query.limit)),
  };
}
