import { nextExpiryWindow, type pointHistoryQuery, unusedCredits } from '@niaga/shared';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { featuresOf } from '../company/features.js';
import { orders } from '../orders/orders.tables.js';
import { balanceOf, creditsAndDebits } from '../points/ledger.repo.js';
import { pointEntries } from '../points/points.tables.js';
import { users } from '../users/users.tables.js';
import { openToAgentNow, todayOf } from './campaign-view.js';
import { campaignRedemptions, campaigns } from './campaigns.tables.js';

/** Whose points a caller reads: an agent its own (another agent's id: 404); HQ and staff the agent they name. */
async function pointsOwner(deps: AppDeps, ctx: RequestContext, agentId: string | undefined) {
  if (ctx.user.role === 'agent') {
    if (agentId && agentId !== ctx.user.id) throw notFound();
    return ctx.user.id;
  }
  if (!agentId) throw badRequest('validation.required', { agentId: 'validation.required' });
  const [agent] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, agentId), eq(users.role, 'agent')));
  if (!agent) throw notFound();
  return agent.id;
}

/** An agent's ledger, newest first, each entry with the balance right after it (the running sum in `seq` order). */
export async function pointHistory(deps: AppDeps, ctx: RequestContext, query: z.output<typeof pointHistoryQuery>) {
  const agentId = await pointsOwner(deps, ctx, query.agentId);
  const mine = and(eq(pointEntries.companyId, ctx.companyId), eq(pointEntries.agentId, agentId));
  const history = deps.db.$with('history').as(
    deps.db
      .select({
        id: pointEntries.id,
        seq: pointEntries.seq,
        kind: pointEntries.kind,
        points: pointEntries.points,
        at: pointEntries.at,
        orderId: pointEntries.orderId,
        redemptionId: pointEntries.redemptionId,
        cycleStart: pointEntries.cycleStart,
        unrecovered: pointEntries.unrecovered,
        balanceAfter: sql<number>`(sum(${pointEntries.points}) over (order by ${pointEntries.seq}))::bigint`.as(
          'balance_after',
        ),
      })
      .from(pointEntries)
      .where(mine),
  );
  const kind = query.kind ? eq(history.kind, query.kind) : undefined;
  const rows = await deps.db
    .with(history)
    .select({
      id: history.id,
      kind: history.kind,
      points: history.points,
      balanceAfter: history.balanceAfter,
      at: history.at,
      orderId: history.orderId,
      redemptionId: history.redemptionId,
      cycleStart: history.cycleStart,
      unrecovered: history.unrecovered,
      referenceNo: orders.referenceNo,
      gameTitle: campaigns.gameTitle,
    })
    .from(history)
    .leftJoin(orders, and(eq(orders.companyId, ctx.companyId), eq(orders.id, history.orderId)))
    .leftJoin(
      campaignRedemptions,
      and(eq(campaignRedemptions.companyId, ctx.companyId), eq(campaignRedemptions.id, history.redemptionId)),
    )
    .leftJoin(campaigns, and(eq(campaigns.companyId, ctx.companyId), eq(campaigns.id, campaignRedemptions.campaignId)))
    .where(kind)
    .orderBy(desc(history.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db
    .select({ value: count() })
    .from(pointEntries)
    .where(and(mine, query.kind ? eq(pointEntries.kind, query.kind) : undefined));
  return {
    items: rows.map((entry) => ({
      ...entry,
      points: Number(entry.points),
      balanceAfter: Number(entry.balanceAfter),
      at: new Date(entry.at).toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
    balance: await balanceOf(deps.db, ctx.companyId, agentId),
  };
}

/** What expires at the end of the current cycle (expiry on): credits of earlier cycles that debits left unused. */
async function nextExpiry(deps: AppDeps, ctx: RequestContext, balance: number) {
  const features = await featuresOf(deps.db, ctx.companyId);
  if (!features.pointsExpiry) return { cycle: null, expiring: null };
  const cycle = features.pointsCycle;
  const window = nextExpiryWindow(
    cycle,
    ctx.user.company.timeZone,
    ctx.now,
    features.pointsExpirySince ?? todayOf(ctx),
  );
  if (!window) return { cycle, expiring: null };
  const { credits, debits } = await creditsAndDebits(deps.db, ctx.companyId, ctx.user.id, window.creditsBefore);
  const points = Math.min(unusedCredits(credits, debits), balance);
  return { cycle, expiring: points > 0 ? { points, at: window.expiresAt.toISOString() } : null };
}

/** The agent's points page: balance, what expires next, how many rewards it can redeem and the next one in reach. */
export async function pointsSummary(deps: AppDeps, ctx: RequestContext) {
  const balance = await balanceOf(deps.db, ctx.companyId, ctx.user.id);
  const open = openToAgentNow(ctx);
  const [redeemable] = await deps.db
    .select({ value: count() })
    .from(campaigns)
    .where(and(open, lte(campaigns.pointRequired, balance)));
  const [next] = await deps.db
    .select({ id: campaigns.id, gameTitle: campaigns.gameTitle, pointRequired: campaigns.pointRequired })
    .from(campaigns)
    .where(and(open, sql`${campaigns.pointRequired} > ${balance}`))
    .orderBy(campaigns.pointRequired, campaigns.id)
    .limit(1);
  const [pending] = await deps.db
    .select({ value: count() })
    .from(campaignRedemptions)
    .where(
      and(
        eq(campaignRedemptions.companyId, ctx.companyId),
        eq(campaignRedemptions.agentId, ctx.user.id),
        eq(campaignRedemptions.status, 'pending'),
      ),
    );
  return {
    balance,
    ...(await nextExpiry(deps, ctx, balance)),
    redeemableCount: redeemable?.value ?? 0,
    nextReward: next ? { ...next, pointsShort: next.pointRequired - balance } : null,
    pendingRedemptions: pending?.value ?? 0,
  };
}
