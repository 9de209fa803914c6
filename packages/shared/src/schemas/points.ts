import { z } from 'zod';
import { POINT_CYCLES, POINT_ENTRY_KINDS } from '../points.js';
import { listQuery, page, unitsSchema } from './numbers.js';
import { idText, multilineText, requiredText, text } from './text.js';

/** Points a thing costs or a cap of redemptions: a whole number from 1. */
const positiveCount = unitsSchema.min(1, 'validation.min1');

/**
 * Spec §3 Campaign (HQ's set-up): dates are calendar days in the company's time zone, both counting; `levelIds`
 * are the levels it is open to (empty: every level); `image1` the banner's URL from `POST /api/game/campaign/image`.
 */
export const campaignInput = z
  .object({
    gameTitle: requiredText(200),
    gameDesc: multilineText(5000).default(''),
    gameTnc: multilineText(10_000).default(''),
    rewardType: requiredText(100),
    pointRequired: positiveCount,
    startDate: z.iso.date('validation.date'),
    endDate: z.iso.date('validation.date'),
    image1: text({ max: 500 }).nullable().optional(),
    maxRedeem: positiveCount,
    levelIds: z.array(idText()).max(100).default([]),
  })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate)
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.dateOrder' });
  });
export type CampaignInput = z.input<typeof campaignInput>;

export const CAMPAIGN_STATES = ['upcoming', 'active', 'past'] as const;
export const CAMPAIGN_TABS = ['all', ...CAMPAIGN_STATES] as const;
/** Why an agent cannot redeem a campaign now (the refusals of domain-rules "Points and rewards"). */
export const REDEEM_REFUSALS = ['notActive', 'notOpenToLevel', 'soldOut', 'balanceShort'] as const;
export type RedeemRefusal = (typeof REDEEM_REFUSALS)[number];

export const campaignView = z.object({
  id: z.string(),
  comId: z.string(),
  gameTitle: z.string(),
  gameDesc: z.string(),
  gameTnc: z.string(),
  rewardType: z.string(),
  pointRequired: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** Spec "previous": the campaign has ended (it is listed among the past ones). */
  previous: z.boolean(),
  image1: z.string().nullable(),
  maxRedeem: z.number(),
  levelIds: z.array(z.string()),
  levels: z.array(z.object({ id: z.string(), name: z.string() })),
  status: z.enum(CAMPAIGN_STATES),
  /** Redemptions that hold a slot (pending or fulfilled; a cancelled one gives its slot back). */
  redeemedCount: z.number(),
  remaining: z.number(),
  /** For an agent: whether it may redeem now, and if not why (`unavailableMessage` in its language). */
  canRedeem: z.boolean().nullable(),
  unavailable: z.enum(REDEEM_REFUSALS).nullable(),
  unavailableMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type CampaignView = z.infer<typeof campaignView>;

export const campaignListQuery = listQuery.extend({ tab: z.enum(CAMPAIGN_TABS).default('all') });
export const campaignPage = page(campaignView);

/** An agent's campaigns: the active ones open to its level, or the past ones, with its balance. */
export const agentCampaignQuery = listQuery.extend({ tab: z.enum(['active', 'past']).default('active') });
export const agentCampaignPage = page(campaignView).extend({ balance: z.number() });

export const campaignSummary = z.object({
  total: z.number(),
  active: z.number(),
  upcoming: z.number(),
  past: z.number(),
  redemptions: z.object({ pending: z.number(), fulfilled: z.number(), cancelled: z.number() }),
  /** Points taken by redemptions that were not cancelled. */
  pointsRedeemed: z.number(),
});

export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const redeemInput = z.object({ campaignId: idText() });

export const redemptionView = z.object({
  id: z.string(),
  campaignId: z.string(),
  gameTitle: z.string(),
  rewardType: z.string(),
  image1: z.string().nullable(),
  gameTnc: z.string(),
  agentId: z.string(),
  agentName: z.string().nullable(),
  points: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  /** HQ's note: how the reward was handed over (fulfilled) or why it was cancelled. */
  note: z.string().nullable(),
  fulfilledOn: z.string().nullable(),
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RedemptionView = z.infer<typeof redemptionView>;
export const redeemResult = z.object({ redemption: redemptionView, balance: z.number() });

export const redemptionListQuery = listQuery.extend({
  campaignId: text({ max: 64 }).optional(),
  status: z.enum(REDEMPTION_STATUSES).optional(),
});
export const redemptionPage = page(redemptionView);

export const fulfilInput = z.object({
  note: multilineText(1000).default(''),
  /** The day the reward was handed over (company time zone); left out: today. */
  fulfilledOn: z.iso.date('validation.date').optional(),
});
export const cancelRedemptionInput = z.object({ note: multilineText(1000).default('') });

export const pointEntryView = z.object({
  id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: credits positive, debits negative. */
  points: z.number(),
  /** The balance right after this entry. */
  balanceAfter: z.number(),
  at: z.string(),
  orderId: z.string().nullable(),
  referenceNo: z.string().nullable(),
  redemptionId: z.string().nullable(),
  gameTitle: z.string().nullable(),
  /** The cycle an expiry entry closed (its first day). */
  cycleStart: z.string().nullable(),
  /** Points a refund could not take back because they were already used (the balance never goes below zero). */
  unrecovered: z.number(),
});
export const pointHistoryQuery = listQuery.extend({
  kind: z.enum(POINT_ENTRY_KINDS).optional(),
  /** HQ and staff: the agent whose points to show (an agent always sees its own). */
  agentId: text({ max: 64 }).optional(),
});
export const pointHistoryPage = page(pointEntryView).extend({ balance: z.number() });

/** The agent's points page: balance, what expires next, and what it can redeem. */
export const pointsSummary = z.object({
  balance: z.number(),
  cycle: z.enum(POINT_CYCLES).nullable(),
  expiring: z.object({ points: z.number(), at: z.string() }).nullable(),
  /** Active campaigns open to the agent's level that still have a slot and that its balance covers. */
  redeemableCount: z.number(),
  /** The cheapest active reward open to it that its balance does not cover yet. */
  nextReward: z
    .object({ id: z.string(), gameTitle: z.string(), pointRequired: z.number(), pointsShort: z.number() })
    .nullable(),
  pendingRedemptions: z.number(),
});

/** Company setting (domain-rules "Points expiry"): off by default; the cycle points live in. */
export const pointsSettingsInput = z.object({
  pointsExpiry: z.boolean(),
  pointsCycle: z.enum(POINT_CYCLES, { error: 'validation.required' }),
});
export const pointsSettings = pointsSettingsInput.extend({
  /** The day expiry was last switched on (company time zone): nothing earned before it expires earlier. */
  since: z.string().nullable(),
});
export type PointsSettings = z.infer<typeof pointsSettings>;
