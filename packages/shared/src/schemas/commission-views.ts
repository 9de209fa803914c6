import { z } from 'zod';
import {
  COMMISSION_ENTRY_STATUSES,
  COMMISSION_TYPE_ALIASES,
  COMMISSION_TYPES,
  type CommissionType,
} from '../commission.js';
import { monthParam } from './commission-close.js';
import { page, pageNumber, pageSize, searchText } from './numbers.js';
import { idText } from './text.js';

/** The commission views (agent and HQ): summary, details, income statement, check calculation, company totals. */

const id = idText();

/** A commission type as the ledger spells it (`sales_profit`), or one of the old aliases (`sale-profit`). */
const QUERY_TYPES = [...COMMISSION_TYPES, ...Object.keys(COMMISSION_TYPE_ALIASES)] as [string, ...string[]];
const queryType = z
  .enum(QUERY_TYPES, { error: 'validation.invalid' })
  .transform(
    (value): CommissionType =>
      COMMISSION_TYPE_ALIASES[value as keyof typeof COMMISSION_TYPE_ALIASES] ?? (value as CommissionType),
  );

/** What the OpenAPI document says of `agentId` where the server answers HQ 400 without it (issue 26). */
export const SUBJECT_AGENT_RULE =
  'Required for HQ (400 without it): the agent the figures are about. An agent may leave it out or give its own ' +
  'id; any other id answers 404.';
const subjectAgentId = id.optional().describe(SUBJECT_AGENT_RULE);

/** HQ names the agent (`agentId`); an agent may leave it out (or name itself). */
export const commissionAgentQuery = z.object({ agentId: subjectAgentId });
export type CommissionAgentQuery = z.input<typeof commissionAgentQuery>;

export const commissionDetailsQuery = z.object({
  type: queryType,
  month: monthParam.optional(),
  agentId: subjectAgentId,
  page: pageNumber,
  limit: pageSize(),
});
export type CommissionDetailsQuery = z.infer<typeof commissionDetailsQuery>;

export const incomeStatementQuery = z.object({ month: monthParam, agentId: subjectAgentId });
export type IncomeStatementQuery = z.input<typeof incomeStatementQuery>;

export const checkCalculationQuery = z.object({ id });
export type CheckCalculationQuery = z.input<typeof checkCalculationQuery>;

export const companyCommissionQuery = z.object({
  year: z.coerce.number({ error: 'validation.invalid' }).int().min(2000).max(2100).optional(),
});
export type CompanyCommissionQuery = z.infer<typeof companyCommissionQuery>;

export const commissionAgentsQuery = z.object({
  month: monthParam.optional(),
  q: searchText,
  page: pageNumber,
  limit: pageSize(),
});
export type CommissionAgentsQuery = z.infer<typeof commissionAgentsQuery>;

const commissionType = z.enum(COMMISSION_TYPES);
/** Sen per ledger type (every type present, 0 when none). */
const byType = z.record(commissionType, z.number());
export const currencyCode = z.enum(['MYR', 'IDR']);
const rankRef = z.object({ id: z.string(), name: z.string() });

export const commissionAgentRef = z.object({ id: z.string(), name: z.string(), levelName: z.string().nullable() });

/** What an agent has this month against one threshold of a rank, in the company's rank basis (units or sen). */
export const thresholdProgress = z.object({
  key: z.enum(['personalSales', 'totalPersonalGroupSales', 'sideGroupSales']),
  have: z.number(),
  need: z.number(),
  /** The company's MOQ setting: `unit` (have and need are units) or `amount` (sen). */
  basis: z.enum(['unit', 'amount']),
});

export const commissionRankProgress = z.object({
  /** The rank this month's figures so far meet. */
  achieved: rankRef.nullable(),
  next: rankRef.nullable(),
  /** The three thresholds of the next rank: what the agent has and what it needs. Empty at the top rank. */
  progress: z.array(thresholdProgress),
});
export type CommissionRankProgress = z.infer<typeof commissionRankProgress>;

export const commissionSummary = z.object({
  agent: commissionAgentRef,
  currency: currencyCode,
  /** The open month the figures of "this month" belong to (`YYYY-MM`). */
  month: z.string(),
  thisMonth: z.object({ byType, total: z.number() }),
  /** The 12 months before this month, newest first. */
  months: z.array(
    z.object({
      month: z.string(),
      status: z.enum(['open', 'closed']),
      byType,
      total: z.number(),
      rank: rankRef.nullable(),
    }),
  ),
  balances: z.object({
    /** What a payout request would claim now. */
    payable: z.number(),
    /** Entries of open months (not payable yet). */
    pending: z.number(),
    /** Entries claimed by a payout that is requested or approved and not paid yet. */
    requested: z.number(),
    /** Entries paid out. */
    paid: z.number(),
  }),
  /**
   * This month's margin on orders the agent sold itself (domain-rules: realized, not payable): never part of a
   * balance or of the commission totals (`agentSoldMargin` in services).
   */
  agentSoldMargin: z.number(),
  rank: commissionRankProgress,
});
export type CommissionSummary = z.infer<typeof commissionSummary>;

export const commissionSourceOrder = z.object({
  id: z.string(),
  referenceNo: z.string(),
  invoiceNo: z.string().nullable(),
  buyerName: z.string().nullable(),
});
export type CommissionSourceOrder = z.infer<typeof commissionSourceOrder>;

/** One ledger entry, as the details list and the check calculation both show it. */
const entryFields = {
  id: z.string(),
  type: commissionType,
  amount: z.number(),
  status: z.enum(COMMISSION_ENTRY_STATUSES),
  /** `YYYY-MM`. */
  period: z.string(),
  createdAt: z.string(),
};

export const commissionDetailRow = z.object({
  ...entryFields,
  productName: z.string().nullable(),
  order: commissionSourceOrder.nullable(),
  /** The entry this one reverses (a refund's reversal). */
  reversesId: z.string().nullable(),
  formula: z.string(),
});
export type CommissionDetailRow = z.infer<typeof commissionDetailRow>;

export const commissionDetailsPage = page(commissionDetailRow).extend({
  /** Sum of every matching entry (all pages). */
  sum: z.number(),
  agent: commissionAgentRef,
  currency: currencyCode,
});
export type CommissionDetailsPage = z.infer<typeof commissionDetailsPage>;

export const incomeStatement = z.object({
  month: z.string(),
  currency: currencyCode,
  agent: commissionAgentRef.extend({ identityNo: z.string().nullable(), tin: z.string().nullable() }),
  company: z.object({
    name: z.string(),
    roc: z.string().nullable(),
    tin: z.string().nullable(),
    address: z.array(z.string()),
  }),
  /** Every ledger type: earned (positive entries), reversed (refund reversals, ≤ 0) and net. */
  types: z.array(z.object({ type: commissionType, earned: z.number(), reversed: z.number(), net: z.number() })),
  totals: z.object({ earned: z.number(), reversed: z.number(), net: z.number() }),
  /** Payouts marked paid in the month (company time zone). */
  payouts: z.array(
    z.object({ id: z.string(), amount: z.number(), paidAt: z.string(), reference: z.string().nullable() }),
  ),
  payoutsTotal: z.number(),
  /** The month's margin on orders the agent sold itself: realized, not payable, not in `totals`. */
  agentSoldMargin: z.number(),
  rank: rankRef.nullable(),
  /** The month is closed (the figures are final). */
  closed: z.boolean(),
});
export type IncomeStatement = z.infer<typeof incomeStatement>;

/** One input of a formula, for the web to label (`commission.input.<key>`). */
export const calculationInput = z.object({
  key: z.string(),
  value: z.union([z.number(), z.string()]),
  format: z.enum(['money', 'count', 'percent', 'text']),
});
export type CalculationInput = z.infer<typeof calculationInput>;

export const checkCalculation = z.object({
  ...entryFields,
  currency: currencyCode,
  /** e.g. "(70.00 − 60.00) × 10 = 100.00". */
  formula: z.string(),
  kind: z.enum(['differential', 'storeProfit', 'perUnit', 'percent', 'performance', 'reversal', 'clawback']),
  inputs: z.array(calculationInput),
  /**
   * Performance bonus: each direct leg: its top's rank and %, its TPGS, what the leg was paid as performance bonus,
   * the cap (the earner's % × leg TPGS) and the deduction (the smaller). `paid`/`cap` are null on entries written
   * before they were kept.
   */
  legs: z.array(
    z.object({
      agentId: z.string(),
      agentName: z.string(),
      basisPoints: z.number(),
      rankName: z.string().nullable(),
      tpgs: z.number(),
      paid: z.number().nullable(),
      cap: z.number().nullable(),
      deduction: z.number(),
    }),
  ),
  beneficiary: commissionAgentRef,
  /** The agent whose sales earned it (the buyer, or the leg top of a monthly entry). */
  sourceAgent: z.object({ id: z.string(), name: z.string() }).nullable(),
  order: commissionSourceOrder.nullable(),
  reverses: z
    .object({ id: z.string(), type: commissionType, amount: z.number(), period: z.string(), formula: z.string() })
    .nullable(),
  /** A late refund's clawback: the sentence in the reader's language, the month recomputed and the order. */
  clawback: z.object({ text: z.string(), month: z.string(), orderId: z.string(), orderRef: z.string() }).nullable(),
});
export type CheckCalculation = z.infer<typeof checkCalculation>;

export const companyCommission = z.object({
  year: z.number(),
  currency: currencyCode,
  /** January to December (`YYYY-MM`), net of reversals. */
  months: z.array(z.object({ month: z.string(), status: z.enum(['open', 'closed']), byType, total: z.number() })),
  byType,
  total: z.number(),
});
export type CompanyCommission = z.infer<typeof companyCommission>;

export const commissionAgentRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  levelName: z.string().nullable(),
  /** Net commission of the month. */
  commission: z.number(),
  payable: z.number(),
  rank: rankRef.nullable(),
});
export type CommissionAgentRow = z.infer<typeof commissionAgentRow>;

export const commissionAgentsPage = page(commissionAgentRow).extend({
  month: z.string(),
  currency: currencyCode,
});
export type CommissionAgentsPage = z.infer<typeof commissionAgentsPage>;
