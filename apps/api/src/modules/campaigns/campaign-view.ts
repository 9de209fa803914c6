import { type CampaignView, dayIn, type RedeemRefusal, translate } from '@niaga/shared';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { levels } from '../users/users.tables.js';
import { campaigns } from './campaigns.tables.js';

export type CampaignRow = typeof campaigns.$inferSelect;

export const todayOf = (ctx: RequestContext) => dayIn(ctx.user.company.timeZone, ctx.now);

export function statusOf(row: Pick<CampaignRow, 'startDate' | 'endDate'>, today: string) {
  if (row.startDate > today) return 'upcoming' as const;
  if (row.endDate < today) return 'past' as const;
  return 'active' as const;
}

/** A campaign the caller's company owns and has not deleted. */
export const liveCampaign = (companyId: string, id: string) =>
  and(eq(campaigns.companyId, companyId), eq(campaigns.id, id), sql`${campaigns.deletedAt} is null`);

/** SQL: open to a level (no levels named: open to all). */
export const openToLevel = (levelId: string | null) =>
  sql`(cardinality(${campaigns.levelIds}) = 0 or ${levelId}::text = any(${campaigns.levelIds}))`;

/** SQL: the campaigns the calling agent could redeem today, balance aside: live, active, open to its level, not sold out. */
export const openToAgentNow = (ctx: RequestContext) => {
  const today = todayOf(ctx);
  return and(
    eq(campaigns.companyId, ctx.companyId),
    isNull(campaigns.deletedAt),
    lte(campaigns.startDate, today),
    gte(campaigns.endDate, today),
    openToLevel(ctx.user.level?.id ?? null),
    sql`${campaigns.redeemedCount} < ${campaigns.maxRedeem}`,
  );
};

/** For an agent: why it cannot redeem now, checked in the order of domain-rules; null: it can. */
export function refusalOf(
  row: CampaignRow,
  today: string,
  levelId: string | null,
  balance: number,
): RedeemRefusal | null {
  if (statusOf(row, today) !== 'active') return 'notActive';
  if (row.levelIds.length > 0 && !(levelId && row.levelIds.includes(levelId))) return 'notOpenToLevel';
  if (row.redeemedCount >= row.maxRedeem) return 'soldOut';
  if (balance < row.pointRequired) return 'balanceShort';
  return null;
}

const REFUSAL_KEYS = {
  notActive: ['campaign.notActive', 'CAMPAIGN_NOT_ACTIVE'],
  notOpenToLevel: ['campaign.notOpenToLevel', 'CAMPAIGN_NOT_OPEN'],
  soldOut: ['campaign.soldOut', 'CAMPAIGN_SOLD_OUT'],
  balanceShort: ['campaign.balanceShort', 'INSUFFICIENT_BALANCE'],
} as const;

const refusalParams = (row: CampaignRow, balance: number) => ({ required: row.pointRequired, balance });

/** The refusal as the answer of a redemption: 409 with its reason word and message. */
export function refusalError(refusal: RedeemRefusal, row: CampaignRow, balance: number) {
  const [key, reason] = REFUSAL_KEYS[refusal];
  return new AppError(409, key, reason, undefined, undefined, refusalParams(row, balance));
}

/** The names of the company's levels, by id (a handful per company). */
export async function levelNamesOf(executor: Executor, companyId: string) {
  const rows = await executor
    .select({ id: levels.id, name: levels.levelName })
    .from(levels)
    .where(eq(levels.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** For an agent, pass its level and balance (then `canRedeem` and the refusal are filled); for HQ, leave out. */
export type Viewer = { levelId: string | null; balance: number } | null;

export function toCampaignView(
  row: CampaignRow,
  ctx: RequestContext,
  levelNames: Map<string, string>,
  viewer: Viewer,
): CampaignView {
  const today = todayOf(ctx);
  const status = statusOf(row, today);
  const refusal = viewer ? refusalOf(row, today, viewer.levelId, viewer.balance) : null;
  return {
    id: row.id,
    comId: row.companyId,
    gameTitle: row.gameTitle,
    gameDesc: row.gameDesc,
    gameTnc: row.gameTnc,
    rewardType: row.rewardType,
    pointRequired: row.pointRequired,
    startDate: row.startDate,
    endDate: row.endDate,
    previous: status === 'past',
    image1: row.image1,
    maxRedeem: row.maxRedeem,
    levelIds: row.levelIds,
    levels: row.levelIds.map((id) => ({ id, name: levelNames.get(id) ?? '' })),
    status,
    redeemedCount: row.redeemedCount,
    remaining: Math.max(0, row.maxRedeem - row.redeemedCount),
    canRedeem: viewer ? refusal === null : null,
    unavailable: refusal,
    unavailableMessage: refusal
      ? translate(ctx.language, REFUSAL_KEYS[refusal][0], refusalParams(row, viewer?.balance ?? 0))
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
