import { z } from 'zod';
import { COMMISSION_TYPES, MONTHLY_COMMISSION_TYPES } from '../commission.js';
import { monthParam } from './commission-close.js';
import { moneySchema, page, pageNumber, pageSize, searchText } from './numbers.js';
import { idText, optionalText, requiredText, text } from './text.js';

/** A percentage in basis points (1% = 100), 0 to 100%. */
const basisPoints = z
  .number({ error: 'validation.number' })
  .int('validation.wholeNumber')
  .min(0, 'validation.notNegative')
  .max(10_000, 'validation.percentMax');

/** A commission rank in a plan version: thresholds in sen (or units, by `rankBasis`), percentages in basis points. */
export const planRank = z.object({
  /** Left out for a rank added in a draft: the draft gives it one. */
  id: idText().optional(),
  name: requiredText(100),
  personalSales: moneySchema,
  totalPersonalGroupSales: moneySchema,
  sideGroupSales: moneySchema,
  commissionBasisPoints: basisPoints,
  personalLevelBasisPoints: basisPoints,
  isLeadership: z.boolean(),
  /** The rank's benefit texts (the ranks screen's); kept with the plan so applying it keeps them. */
  benefits: z
    .array(text({ max: 200 }))
    .max(8)
    .default([]),
});

/** A level's commission terms in a plan version: helper %, recruit commission (sen), leadership %. */
export const planLevelTerms = z.object({
  id: idText(),
  name: text({ max: 100 }).default(''),
  helperBasisPoints: basisPoints,
  recruitComm: moneySchema,
  leadershipBasisPoints: basisPoints,
});

/** A product's per-level commission amounts (sen) in a plan version. */
export const planProductCommissions = z.object({
  personalLevel: moneySchema.default(0),
  overriding: moneySchema.default(0),
  leadership: moneySchema.default(0),
  introducerBonus: moneySchema.default(0),
  affiliate: moneySchema.default(0),
  salesProfit: moneySchema.default(0),
});
export const planProduct = z.object({
  productId: idText(),
  name: text({ max: 200 }).default(''),
  levels: z.array(z.object({ levelId: idText(), commissions: planProductCommissions })).max(50),
});

export const planSwitches = z.object({
  commissionOff: z.array(z.enum(COMMISSION_TYPES)).max(COMMISSION_TYPES.length),
  zeroriseOverriding: z.boolean(),
  /** What rank thresholds count (the company's MOQ setting). */
  rankBasis: z.enum(['unit', 'amount']),
});

/** The whole commission plan, as a version keeps it (a snapshot). */
export const commissionPlan = z.object({
  ranks: z.array(planRank).max(30, 'validation.tooMany'),
  levels: z.array(planLevelTerms).max(50, 'validation.tooMany'),
  products: z.array(planProduct).max(5_000, 'validation.tooMany'),
  switches: planSwitches,
});
export type CommissionPlan = z.output<typeof commissionPlan>;
export type PlanRank = z.output<typeof planRank>;

/** PUT /api/commission/plan/draft: the draft's whole plan and a short note. */
export const planDraftInput = z.object({ plan: commissionPlan, note: optionalText(300) });
export const publishPlanInput = z.object({ effectiveMonth: monthParam });

/** One difference between a version and the one before it (`field` names what changed; amounts as stored). */
export const planChange = z.object({
  kind: z.enum(['rank', 'level', 'product', 'switch']),
  name: z.string(),
  field: z.string(),
  from: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  to: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type PlanChange = z.infer<typeof planChange>;

export const planVersionSummary = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(['draft', 'published']),
  /** YYYY-MM; null for a draft. */
  effectiveMonth: z.string().nullable(),
  /** How it came: HQ's plan page, a direct edit of a settings screen, or the settings the versions started from. */
  source: z.enum(['plan', 'settings', 'initial']),
  note: z.string().nullable(),
  changes: z.array(planChange),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  publishedByName: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummary>;
/** The plan as answered: stored texts are plain strings (a response schema does not re-check input rules). */
const planView = z.object({
  ranks: z.array(planRank.extend({ id: z.string().optional(), name: z.string(), benefits: z.array(z.string()) })),
  levels: z.array(planLevelTerms.extend({ id: z.string(), name: z.string() })),
  products: z.array(
    planProduct.extend({
      productId: z.string(),
      name: z.string(),
      levels: z.array(z.object({ levelId: z.string(), commissions: planProductCommissions })),
    }),
  ),
  switches: planSwitches,
});
export const planVersion = planVersionSummary.extend({ plan: planView });
export type PlanVersion = z.infer<typeof planVersion>;

/** GET /api/commission/plan: the version in force this month, the draft, the history (newest first). */
export const commissionPlanOverview = z.object({
  currentMonth: z.string(),
  inForce: planVersion,
  draft: planVersion.nullable(),
  history: z.array(planVersionSummary),
  /** Closed months (YYYY-MM, newest first): what a simulation can run over. */
  closedMonths: z.array(z.string()),
});
export type CommissionPlanOverview = z.infer<typeof commissionPlanOverview>;

export const startSimulationInput = z.object({ versionId: idText(), month: monthParam });

const typeTotal = z.object({ type: z.enum(MONTHLY_COMMISSION_TYPES), paid: z.number(), simulated: z.number() });
export const simulationAgentDiff = z.object({
  agentId: z.string(),
  name: z.string(),
  paid: z.number(),
  simulated: z.number(),
  difference: z.number(),
  paidRank: z.string().nullable(),
  simulatedRank: z.string().nullable(),
});
export type SimulationAgentDiff = z.infer<typeof simulationAgentDiff>;

export const planSimulation = z.object({
  id: z.string(),
  versionId: z.string(),
  versionNumber: z.number(),
  month: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** 0-100, for the progress bar. */
  progress: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  summary: z
    .object({
      agents: z.number(),
      /** The month's counted sales (the sum of every agent's personal sales), sen. */
      sales: z.number(),
      totals: z.array(typeTotal),
      paid: z.number(),
      simulated: z.number(),
      /** Payout as basis points of sales (paid, simulated). */
      paidPercentOfSales: z.number(),
      simulatedPercentOfSales: z.number(),
      /** Agents whose monthly commission differs. */
      changedAgents: z.number(),
      gainers: z.array(simulationAgentDiff),
      losers: z.array(simulationAgentDiff),
    })
    .nullable(),
});
export type PlanSimulation = z.infer<typeof planSimulation>;

export const simulationAgentsQuery = z.object({
  page: pageNumber,
  limit: pageSize(),
  q: searchText,
  /** Only agents whose commission differs (default), or all. */
  changed: z.enum(['true', 'false']).default('true'),
});
export const simulationAgentsPage = page(simulationAgentDiff);
export type SimulationAgentsPage = z.infer<typeof simulationAgentsPage>;

const simulationEntry = z.object({
  type: z.enum(MONTHLY_COMMISSION_TYPES),
  sourceAgentId: z.string(),
  sourceName: z.string(),
  amount: z.number(),
});
export const simulationAgentDetail = simulationAgentDiff.extend({
  paidEntries: z.array(simulationEntry),
  simulatedEntries: z.array(simulationEntry),
});
export type SimulationAgentDetail = z.infer<typeof simulationAgentDetail>;
