import { dayIn, type fulfilInput, type RedemptionView } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { addPoints, appendEntry, lockBalance } from '../points/ledger.repo.js';
import { liveCampaign, refusalError, refusalOf, todayOf } from './campaign-view.js';
import { campaignRedemptions, campaigns } from './campaigns.tables.js';
import { redemptionById } from './redemptions.repo.js';

/**
 * Redeems a campaign's reward in one transaction (domain-rules "Points and rewards"): the campaign's row lock
 * serialises its slots, the agent's balance lock its points, always in that order (cancel takes them in the same
 * order). A refusal (not active, not open to the level, sold out, balance short) takes nothing.
 */
export async function redeemCampaign(deps: AppDeps, ctx: RequestContext, campaignId: string) {
  const agentId = ctx.user.id;
  const id = newId();
  const balance = await deps.db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(liveCampaign(ctx.companyId, campaignId)).for('update');
    if (!campaign) throw notFound();
    const before = await lockBalance(tx, ctx.companyId, agentId);
    const refusal = refusalOf(campaign, todayOf(ctx), ctx.user.level?.id ?? null, before);
    if (refusal) throw refusalError(refusal, campaign, before);
    await tx.insert(campaignRedemptions).values({
      companyId: ctx.companyId,
      id,
      campaignId,
      agentId,
      points: campaign.pointRequired,
      createdAt: ctx.now,
    });
    await appendEntry(tx, ctx.companyId, {
      agentId,
      kind: 'redeemed',
      points: -campaign.pointRequired,
      at: ctx.now,
      key: `redeem:${id}`,
      redemptionId: id,
    });
    await tx
      .update(campaigns)
      .set({ redeemedCount: sql`${campaigns.redeemedCount} + 1` })
      .where(liveCampaign(ctx.companyId, campaignId));
    return before - campaign.pointRequired;
  });
  return { redemption: (await redemptionById(deps.db, ctx.companyId, id)) as RedemptionView, balance };
}

async function lockPending(tx: Tx, ctx: RequestContext, id: string) {
  const mine = and(eq(campaignRedemptions.companyId, ctx.companyId), eq(campaignRedemptions.id, id));
  const [row] = await tx.select().from(campaignRedemptions).where(mine).for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError(409, 'redemption.notPending', 'CONFLICT');
  return { row, mine };
}

const handled = (ctx: RequestContext, note: string) => ({
  note: note || null,
  handledByName: ctx.user.name,
  handledAt: ctx.now,
});

/** HQ handed the reward over: a note and the day (company time zone; today when left out). */
export async function fulfilRedemption(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  input: z.output<typeof fulfilInput>,
) {
  await deps.db.transaction(async (tx) => {
    const { mine } = await lockPending(tx, ctx, id);
    await tx
      .update(campaignRedemptions)
      .set({
        status: 'fulfilled',
        fulfilledOn: input.fulfilledOn ?? dayIn(ctx.user.company.timeZone, ctx.now),
        ...handled(ctx, input.note),
      })
      .where(mine);
  });
  return (await redemptionById(deps.db, ctx.companyId, id)) as RedemptionView;
}

/** HQ cancels a pending redemption: its points come back as a new entry and its slot is free again. */
export async function cancelRedemption(deps: AppDeps, ctx: RequestContext, id: string, note: string) {
  await deps.db.transaction(async (tx) => {
    const { row, mine } = await lockPending(tx, ctx, id);
    const campaign = and(eq(campaigns.companyId, ctx.companyId), eq(campaigns.id, row.campaignId));
    await tx.select({ id: campaigns.id }).from(campaigns).where(campaign).for('update');
    await tx
      .update(campaigns)
      .set({ redeemedCount: sql`greatest(${campaigns.redeemedCount} - 1, 0)` })
      .where(campaign);
    await addPoints(tx, ctx.companyId, {
      agentId: row.agentId,
      kind: 'returned',
      points: row.points,
      at: ctx.now,
      key: `return:${id}`,
      redemptionId: id,
    });
    await tx
      .update(campaignRedemptions)
      .set({ status: 'cancelled', ...handled(ctx, note) })
      .where(mine);
  });
  return (await redemptionById(deps.db, ctx.companyId, id)) as RedemptionView;
}
