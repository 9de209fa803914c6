import type { ScoreMetric, TopPerformers } from '@niaga/shared';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { featuresOf } from '../company/company.repo.js';
import { monthOf } from '../network/sales.repo.js';
import { topPerformers } from '../ranking/score-ranking.service.js';

/** How long an API instance reuses a company's top 3 of the month (the score ranking page stays live). */
export const LEADERBOARD_TTL_MS = 60_000;

type Entry = { expires: number; board: Promise<TopPerformers> };
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The company's top 3 of this month by one figure as HQ sees it (every amount, nobody "me"): computed once per
 * company, figure and month for LEADERBOARD_TTL_MS and shared by every agent's dashboard (concurrent misses share one
 * computation), since ranking the whole company is the dashboard's dearest part.
 */
function companyBoard(deps: AppDeps, ctx: RequestContext, by: ScoreMetric) {
  const cache = caches.get(deps.db) ?? new Map<string, Entry>();
  caches.set(deps.db, cache);
  const now = Date.now();
  const key = `${ctx.companyId}|${by}|${monthOf(ctx.user.company.timeZone, ctx.now)}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.board;
  for (const [staleKey, entry] of cache) if (entry.expires <= now) cache.delete(staleKey);
  // As HQ sees it: amounts always shown, no caller among the rows.
  const neutral: RequestContext = { ...ctx, user: { ...ctx.user, id: '', role: 'hq' } };
  const board = topPerformers(deps, neutral, { period: 'thisMonth', by, limit: 3 });
  board.catch(() => cache.delete(key));
  cache.set(key, { expires: now + LEADERBOARD_TTL_MS, board });
  return board;
}

/**
 * The dashboard's leaderboard for the calling agent, with the ranking's own rules: the caller's row is `isMe`, and
 * other agents' amounts are hidden while the company shows agents positions only (spec "showAmountSnR", read afresh
 * on every call, so switching it off takes effect at once).
 */
export async function leaderboardFor(deps: AppDeps, ctx: RequestContext, by: ScoreMetric): Promise<TopPerformers> {
  const [view, features] = await Promise.all([companyBoard(deps, ctx, by), featuresOf(deps.db, ctx.companyId)]);
  const amountsShown = features.showAmountSnR !== false;
  return {
    ...view,
    amountsShown,
    items: view.items.map((row) => {
      const isMe = row.agentId === ctx.user.id;
      return { ...row, isMe, score: amountsShown || isMe ? row.score : null };
    }),
  };
}
