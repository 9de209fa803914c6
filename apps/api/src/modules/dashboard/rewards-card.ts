import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { openToAgentNow } from '../campaigns/campaign-view.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { pointBalances } from '../points/points.tables.js';

/**
 * The rewards card in one statement, by the rules of the points page (`rewards.service.ts#pointsSummary`): the
 * agent's balance, how many active campaigns open to its level (with slots left) it can redeem now, and the
 * cheapest one its balance does not reach yet.
 */
export async function rewardsCard(deps: AppDeps, ctx: RequestContext) {
  const balance = deps.db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.companyId, ctx.companyId), eq(pointBalances.agentId, ctx.user.id)));
  const mine = sql`coalesce((${balance}), 0)`;
  const [row] = await deps.db
    .select({
      balance: sql<number>`${mine}::int`,
      redeemable: sql<number>`(count(*) filter (where ${campaigns.pointRequired} <= ${mine}))::int`,
      next: sql<{ id: string; gameTitle: string; pointRequired: number } | null>`(array_agg(json_build_object(
        'id', ${campaigns.id}, 'gameTitle', ${campaigns.gameTitle}, 'pointRequired', ${campaigns.pointRequired})
        order by ${campaigns.pointRequired}, ${campaigns.id}) filter (where ${campaigns.pointRequired} > ${mine}))[1]`,
    })
    .from(campaigns)
    .where(openToAgentNow(ctx));
  const points = Number(row?.balance ?? 0);
  const next = typeof row?.next === 'string' ? JSON.parse(row.next) : (row?.next ?? null);
  return {
    balance: points,
    redeemableCount: Number(row?.redeemable ?? 0),
    nextReward: next && { ...next, pointsShort: next.pointRequired - points },
  };
}
