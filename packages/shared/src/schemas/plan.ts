import { z } from 'zod';
import { commissionRankProgress, currencyCode, thresholdProgress } from './commission-views.js';
import { commissionRank, level } from './network.js';
import { page, pageNumber, pageSize } from './numbers.js';
import { idText, multilineText, text } from './text.js';

/**
 * Plan and rewards (issue 18): the company's levels and commission ranks as agents see them, the agent's progress
 * this month, and the plan subscription (the level upgrade path and the agent's requests to HQ to be promoted).
 */
/** A level as the plan shows it: its minimum orders, monthly targets and commissions (no head count). */
export const planLevel = level.omit({ agentCount: true, inactive: true });
export type PlanLevel = z.infer<typeof planLevel>;

const planReward = z.object({
  id: z.string(),
  gameTitle: z.string(),
  rewardType: z.string(),
  pointRequired: z.number(),
  endDate: z.string(),
  image1: z.string().nullable(),
});

export const planOverview = z.object({
  currency: currencyCode,
  /** YYYY-MM: the month the progress is about (the open commission month). */
  month: z.string(),
  /** The caller's level; null for HQ and staff (a preview of what agents see). */
  myLevelId: z.string().nullable(),
  /** Active levels, highest first (rank number 1 first). */
  levels: z.array(planLevel),
  /** Commission ranks, lowest first (as HQ ordered them). */
  ranks: z.array(commissionRank),
  /** The agent's rank this month so far and its progress to the next; null for HQ and staff. */
  rank: commissionRankProgress.nullable(),
  /** What the ranks' thresholds count: the company's MOQ setting (units, or sen). */
  rankBasis: z.enum(['unit', 'amount']),
  /** Active campaigns open to the agent's level (HQ and staff: every active campaign). */
  rewards: z.array(planReward),
});
export type PlanOverview = z.infer<typeof planOverview>;

export const planRankDetail = z.object({
  currency: currencyCode,
  month: z.string(),
  rank: commissionRank,
  /** 1 = the lowest rank. */
  position: z.number(),
  rankCount: z.number(),
  /** Agents: whether this month's figures so far meet this rank (or a higher one) and each threshold's progress. */
  held: z.boolean().nullable(),
  progress: z.array(thresholdProgress).nullable(),
  /** What the rank's thresholds count: the company's MOQ setting (units, or sen). */
  rankBasis: z.enum(['unit', 'amount']),
});
export type PlanRankDetail = z.infer<typeof planRankDetail>;

export const PLAN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

export const planRequestView = z.object({
  id: z.string(),
  agent: z.object({ id: z.string(), name: z.string() }),
  fromLevelName: z.string().nullable(),
  toLevelId: z.string(),
  toLevelName: z.string(),
  note: z.string().nullable(),
  status: z.enum(PLAN_REQUEST_STATUSES),
  decisionReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanRequestView = z.infer<typeof planRequestView>;

const levelTarget = z.object({
  key: z.enum(['ps', 'gs', 'tpgs']),
  /** This month's figure of the agent (sen / units); null for HQ's preview. */
  have: z.number().nullable(),
  haveUnits: z.number().nullable(),
  need: z.number(),
  needUnits: z.number(),
});

export const planSubscription = z.object({
  currency: currencyCode,
  month: z.string(),
  /** The agent's level; null for HQ and staff. */
  current: planLevel.nullable(),
  /** The levels above the agent's (HQ: every active level), nearest first: what each asks for. */
  steps: z.array(
    z.object({
      level: planLevel,
      targets: z.array(levelTarget),
      /** Agents: whether this month's figures meet every monthly target of the level. */
      targetsMet: z.boolean().nullable(),
    }),
  ),
  /** The agent's pending request, if any (one at a time). */
  pending: planRequestView.nullable(),
  /** The agent's latest requests, newest first (HQ and staff: none). */
  requests: z.array(planRequestView),
});
export type PlanSubscription = z.infer<typeof planSubscription>;

export const planRequestInput = z.object({
  levelId: idText(),
  note: multilineText(300).optional(),
});
export type PlanRequestInput = z.input<typeof planRequestInput>;

export const planRequestListQuery = z.object({
  status: z.enum(PLAN_REQUEST_STATUSES).optional(),
  page: pageNumber,
  limit: pageSize(),
});
export const planRequestPage = page(planRequestView);

export const planApproveInput = z.object({ uplineId: text({ max: 64 }).optional() });
export const planRejectInput = z.object({ reason: multilineText(300, 1) });
