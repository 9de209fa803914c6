import { z } from 'zod';
import { ORDER_TABS } from '../orders.js';
import { SCORE_METRICS } from './commission-close.js';
import { topPerformers } from './score-ranking.js';

/** GET /api/dashboard/agent: the leaderboard's figure (this month's top 3). */
export const agentDashboardQuery = z.object({ by: z.enum(SCORE_METRICS).default('tpgs') });
export type AgentDashboardQuery = z.input<typeof agentDashboardQuery>;

const rankRef = z.object({ id: z.string(), name: z.string() });

/** The agent's dashboard in one answer (amounts in sen; months YYYY-MM in the company's time zone). */
export const agentDashboard = z.object({
  /** This calendar month (YYYY-MM) in the company's time zone: the summary's and the leaderboard's month. */
  month: z.string(),
  leaderboard: topPerformers,
  rewards: z.object({
    balance: z.number(),
    /** The cheapest active campaign open to the agent's level that its balance does not reach yet. */
    nextReward: z
      .object({ id: z.string(), gameTitle: z.string(), pointRequired: z.number(), pointsShort: z.number() })
      .nullable(),
    /** Active campaigns open to the agent that its balance reaches now. */
    redeemableCount: z.number(),
  }),
  summary: z.object({
    ps: z.number(),
    gs: z.number(),
    tpgs: z.number(),
    /** Everyone below the agent in the tree. */
    teamSize: z.number(),
    /** Agents the agent introduced who joined this month. */
    newRecruits: z.number(),
    /** The commission rank this month's figures meet so far (null: none yet). */
    rank: rankRef.nullable(),
  }),
  /** The last 12 months, oldest first, this month last: personal and group sales. */
  sales: z.array(z.object({ month: z.string(), ps: z.number(), gs: z.number() })),
  commission: z.object({
    /** The open commission month (YYYY-MM): this month, or the first after the last closed one. */
    month: z.string(),
    thisMonth: z.number(),
    /** What a payout request would claim now. */
    payable: z.number(),
  }),
  links: z.object({
    /** The shop where the agent's team orders (the ejen-store link once stores exist). */
    product: z.string(),
    /** The invite link into the agent's own level (null: the agent may recruit into no level). */
    recruit: z.string().nullable(),
    commission: z.string(),
  }),
});
export type AgentDashboard = z.infer<typeof agentDashboard>;

const tabCounts = z.object(
  Object.fromEntries(Object.keys(ORDER_TABS).map((tab) => [tab, z.number()])) as Record<
    keyof typeof ORDER_TABS,
    z.ZodNumber
  >,
);

export const lowStockItem = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  sku: z.string(),
  options: z.array(z.string()),
  available: z.number(),
  peakOnHand: z.number(),
  indicator: z.enum(['green', 'amber', 'red']),
});

/**
 * HQ's (and staff's) dashboard in one answer. A widget the caller's permissions do not allow is null (staff see
 * orders and sales with `manage_orders`, new agents with `promote_demote_suspend` or `add_user`, low stock with
 * `manage_inventory`; payouts and the subscription notice are HQ's only).
 */
export const hqDashboard = z.object({
  /** Today (YYYY-MM-DD) and this month (YYYY-MM) in the company's time zone. */
  today: z.string(),
  month: z.string(),
  orders: tabCounts.nullable(),
  sales: z
    .object({ today: z.number(), month: z.number(), ordersToday: z.number(), ordersMonth: z.number() })
    .nullable(),
  newAgents: z.number().nullable(),
  payoutsWaiting: z.object({ count: z.number(), amount: z.number() }).nullable(),
  /** The main branch's stock below spec §9's thresholds: red under 50 %, amber under 80 % of the 30-day peak. */
  lowStock: z
    .object({ branchName: z.string(), red: z.number(), amber: z.number(), items: z.array(lowStockItem) })
    .nullable(),
  /** The company's oldest open subscription invoice (null: none open, or not HQ). */
  subscription: z
    .object({
      number: z.string(),
      status: z.enum(['due', 'overdue']),
      dueOn: z.string(),
      /** The day the account locks if still unpaid. */
      lockOn: z.string(),
      amountDue: z.number(),
    })
    .nullable(),
});
export type HqDashboard = z.infer<typeof hqDashboard>;
