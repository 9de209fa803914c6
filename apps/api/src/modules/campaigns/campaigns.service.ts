import type { agentCampaignQuery, CampaignView, campaignInput, campaignListQuery } from '@niaga/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { balanceOf } from '../points/ledger.repo.js';
import { levels } from '../users/users.tables.js';
import { levelNamesOf, liveCampaign, openToLevel, toCampaignView, todayOf, type Viewer } from './campaign-view.js';
import { campaignRedemptions, campaigns } from './campaigns.tables.js';

type CampaignInput = z.output<typeof campaignInput>;

function tabCondition(tab: z.output<typeof campaignListQuery>['tab'], today: string): SQL | undefined {
  if (tab === 'upcoming') return gt(campaigns.startDate, today);
  if (tab === 'past') return lt(campaigns.endDate, today);
  if (tab === 'active') return and(lte(campaigns.startDate, today), gte(campaigns.endDate, today));
  return undefined;
}

const live = (companyId: string) => and(eq(campaigns.companyId, companyId), isNull(campaigns.deletedAt));

async function listPage(
  deps: AppDeps,
  ctx: RequestContext,
  where: SQL | undefined,
  query: { page: number; limit: number },
  viewer: Viewer,
) {
  const rows = await deps.db
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.startDate), asc(campaigns.gameTitle), asc(campaigns.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(campaigns).where(where);
  const names = await levelNamesOf(deps.db, ctx.companyId);
  return {
    items: rows.map((row) => toCampaignView(row, ctx, names, viewer)),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** HQ's list by tab (all, active, upcoming, past: days in the company's time zone), newest start first. */
export function listCampaigns(deps: AppDeps, ctx: RequestContext, query: z.output<typeof campaignListQuery>) {
  const where = and(
    live(ctx.companyId),
    tabCondition(query.tab, todayOf(ctx)),
    query.q ? ilike(campaigns.gameTitle, containsPattern(query.q)) : undefined,
  );
  return listPage(deps, ctx, where, query, null);
}

/** An agent's campaigns open to its level, active or past, each saying whether it can redeem now; and its balance. */
export async function agentCampaigns(deps: AppDeps, ctx: RequestContext, query: z.output<typeof agentCampaignQuery>) {
  const balance = await balanceOf(deps.db, ctx.companyId, ctx.user.id);
  const where = and(
    live(ctx.companyId),
    openToLevel(ctx.user.level?.id ?? null),
    tabCondition(query.tab, todayOf(ctx)),
    query.q ? ilike(campaigns.gameTitle, containsPattern(query.q)) : undefined,
  );
  const viewer = { levelId: ctx.user.level?.id ?? null, balance };
  return { ...(await listPage(deps, ctx, where, query, viewer)), balance };
}

/** One campaign; an agent's view says whether it can redeem it now and why not. */
export async function getCampaign(deps: AppDeps, ctx: RequestContext, id: string): Promise<CampaignView> {
  const [row] = await deps.db.select().from(campaigns).where(liveCampaign(ctx.companyId, id));
  if (!row) throw notFound();
  const viewer =
    ctx.user.role === 'agent'
      ? { levelId: ctx.user.level?.id ?? null, balance: await balanceOf(deps.db, ctx.companyId, ctx.user.id) }
      : null;
  return toCampaignView(row, ctx, await levelNamesOf(deps.db, ctx.companyId), viewer);
}

async function assertLevels(deps: AppDeps, ctx: RequestContext, levelIds: string[]) {
  if (levelIds.length === 0) return;
  const found = await deps.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), inArray(levels.id, levelIds)));
  if (found.length !== new Set(levelIds).size)
    throw badRequest('campaign.levelUnknown', { levelIds: 'campaign.levelUnknown' });
}

const valuesOf = (input: CampaignInput) => ({
  gameTitle: input.gameTitle,
  gameDesc: input.gameDesc,
  gameTnc: input.gameTnc,
  rewardType: input.rewardType,
  pointRequired: input.pointRequired,
  startDate: input.startDate,
  endDate: input.endDate,
  image1: input.image1 || null,
  maxRedeem: input.maxRedeem,
  levelIds: [...new Set(input.levelIds)],
});

export async function storeCampaign(deps: AppDeps, ctx: RequestContext, input: CampaignInput) {
  await assertLevels(deps, ctx, input.levelIds);
  const id = newId();
  await deps.db.insert(campaigns).values({ companyId: ctx.companyId, id, ...valuesOf(input) });
  return getCampaign(deps, ctx, id);
}

/** Edits a campaign; `maxRedeem` never goes below the slots taken (checked under the row lock redemptions take). */
export async function editCampaign(deps: AppDeps, ctx: RequestContext, id: string, input: CampaignInput) {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ redeemedCount: campaigns.redeemedCount })
      .from(campaigns)
      .where(liveCampaign(ctx.companyId, id))
      .for('update');
    if (!current) throw notFound();
    await assertLevels(deps, ctx, input.levelIds);
    if (input.maxRedeem < current.redeemedCount)
      throw new AppError(
        400,
        'campaign.maxBelowRedeemed',
        'VALIDATION',
        { maxRedeem: 'campaign.maxBelowRedeemed' },
        undefined,
        { count: current.redeemedCount },
      );
    await tx.update(campaigns).set(valuesOf(input)).where(liveCampaign(ctx.companyId, id));
  });
  return getCampaign(deps, ctx, id);
}

/** Soft delete: its redemptions stay (HQ still fulfils or cancels them) and agents no longer see it. */
export async function deleteCampaign(deps: AppDeps, ctx: RequestContext, id: string) {
  const [row] = await deps.db
    .update(campaigns)
    .set({ deletedAt: ctx.now })
    .where(liveCampaign(ctx.companyId, id))
    .returning({ id: campaigns.id });
  if (!row) throw notFound();
}

/** HQ's figures: campaigns by state, redemptions by status and the points they took (cancelled ones excepted). */
export async function campaignSummary(deps: AppDeps, ctx: RequestContext) {
  const today = todayOf(ctx);
  const [states] = await deps.db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${campaigns.startDate} <= ${today} and ${campaigns.endDate} >= ${today})::int`,
      upcoming: sql<number>`count(*) filter (where ${campaigns.startDate} > ${today})::int`,
      past: sql<number>`count(*) filter (where ${campaigns.endDate} < ${today})::int`,
    })
    .from(campaigns)
    .where(live(ctx.companyId));
  const [redeemed] = await deps.db
    .select({
      pending: sql<number>`count(*) filter (where ${campaignRedemptions.status} = 'pending')::int`,
      fulfilled: sql<number>`count(*) filter (where ${campaignRedemptions.status} = 'fulfilled')::int`,
      cancelled: sql<number>`count(*) filter (where ${campaignRedemptions.status} = 'cancelled')::int`,
      points: sql<number>`coalesce(sum(${campaignRedemptions.points}) filter (where ${campaignRedemptions.status} <> 'cancelled'), 0)::bigint`,
    })
    .from(campaignRedemptions)
    .where(eq(campaignRedemptions.companyId, ctx.companyId));
  return {
    total: states?.total ?? 0,
    active: states?.active ?? 0,
    upcoming: states?.upcoming ?? 0,
    past: states?.past ?? 0,
    redemptions: {
      pending: redeemed?.pending ?? 0,
      fulfilled: redeemed?.fulfilled ?? 0,
      cancelled: redeemed?.cancelled ?? 0,
    },
    pointsRedeemed: Number(redeemed?.points ?? 0),
  };
}
