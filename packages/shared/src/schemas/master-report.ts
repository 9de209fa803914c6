import { z } from 'zod';
import { AGENT_STATUSES } from '../agents.js';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../orders.js';
import type { Access } from '../permissions.js';
import { page, pageNumber, pageSize } from './numbers.js';
import { reportPeriod } from './report-period.js';
import { idText, text } from './text.js';

/**
 * The master report's filters (issue 21, spec §7): the period, and the agent a row is about (its level, its
 * address state, or one agent); `branchId` is the selling branch of a transaction.
 */
export const masterReportFilters = reportPeriod.extend({
  levelId: idText().optional(),
  branchId: idText().optional(),
  state: text({ max: 100 }).optional(),
  agentId: idText().optional(),
});
export type MasterReportFilters = z.input<typeof masterReportFilters>;

const sorted = <S extends readonly [string, ...string[]]>(sorts: S, fallback: S[number]) => ({
  page: pageNumber,
  limit: pageSize(),
  sort: z.enum(sorts).default(fallback),
});

// ---- Transactions: the orders placed in the period (their creation day, as the order list's default date).

export const TRANSACTION_SORTS = ['createdAt', '-createdAt', 'grandTotal', '-grandTotal'] as const;
export const transactionFilters = masterReportFilters.extend({ status: z.enum(ORDER_STATUSES).optional() });
export const transactionListQuery = transactionFilters.extend(sorted(TRANSACTION_SORTS, '-createdAt'));
export type TransactionListQuery = z.input<typeof transactionListQuery>;

const moneyTotals = z.object({
  orders: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  voucherDiscount: z.number(),
  shipping: z.number(),
  adminFee: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
});
export type MoneyTotals = z.infer<typeof moneyTotals>;

export const transactionSummary = z.object({
  /** Every order placed in the period, whatever its state. */
  orders: z.number(),
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number(), grandTotal: z.number() })),
  /** Orders that count (to ship, shipping, completed): the sales. */
  counted: moneyTotals,
  refunded: z.object({ orders: z.number(), grandTotal: z.number() }),
  currency: z.string(),
});
export type TransactionSummary = z.infer<typeof transactionSummary>;

export const transactionRow = z.object({
  id: z.string(),
  referenceNo: z.string(),
  invoiceNo: z.string().nullable(),
  createdAt: z.string(),
  buyer: z.object({ id: z.string(), name: z.string() }),
  levelName: z.string().nullable(),
  state: z.string().nullable(),
  sellerName: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(ORDER_STATUSES),
  totalUnits: z.number(),
  grandTotal: z.number(),
});
export type TransactionRow = z.infer<typeof transactionRow>;
export const transactionPage = page(transactionRow);
export type TransactionPage = z.infer<typeof transactionPage>;

export const paymentMethodReport = z.object({
  items: z.array(
    z.object({ paymentMethod: z.enum(PAYMENT_METHODS).nullable(), orders: z.number(), grandTotal: z.number() }),
  ),
  total: z.object({ orders: z.number(), grandTotal: z.number() }),
});
export type PaymentMethodReport = z.infer<typeof paymentMethodReport>;

// ---- Recruitment: agents who joined in the period, and who recruited them (their introducer).

export const RECRUITMENT_SORTS = ['-recruits', 'recruits', 'name', '-name'] as const;
export const recruitmentListQuery = masterReportFilters.extend(sorted(RECRUITMENT_SORTS, '-recruits'));
export type RecruitmentListQuery = z.input<typeof recruitmentListQuery>;

export const recruitmentSummary = z.object({
  newAgents: z.number(),
  recruiters: z.number(),
  byLevel: z.array(z.object({ levelId: z.string().nullable(), levelName: z.string().nullable(), agents: z.number() })),
});
export type RecruitmentSummary = z.infer<typeof recruitmentSummary>;

export const recruiterRow = z.object({
  agentId: z.string(),
  name: z.string(),
  levelName: z.string().nullable(),
  state: z.string().nullable(),
  recruits: z.number(),
  lastJoinedAt: z.string(),
});
export type RecruiterRow = z.infer<typeof recruiterRow>;
export const recruiterPage = page(recruiterRow);
export type RecruiterPage = z.infer<typeof recruiterPage>;

// ---- KPI: the monthly sales figures of domain-rules "Sales figures" over the months the period touches.

export const KPI_SORTS = ['-tpgs', 'tpgs', '-ps', 'ps', '-gs', 'gs', '-recruits', 'recruits', 'name', '-name'] as const;
export const kpiListQuery = masterReportFilters.extend(sorted(KPI_SORTS, '-tpgs'));
export type KpiListQuery = z.input<typeof kpiListQuery>;

export const kpiSummary = z.object({
  /** The months counted, YYYY-MM: figures are kept per month (`agent_monthly_sales`). */
  fromMonth: z.string(),
  toMonth: z.string(),
  /** Sum of PS: the company's sales value in the months. */
  ps: z.number(),
  psUnits: z.number(),
  agentsWithSales: z.number(),
  recruits: z.number(),
  /** Net commission of the months (the commission ledger, as /api/commission/company). */
  commission: z.number(),
  currency: z.string(),
  /** Which measure the level targets use (company feature MOQ: units or RM). */
  targetUnit: z.enum(['amount', 'unit']),
});
export type KpiSummary = z.infer<typeof kpiSummary>;

/** A level's target over the months (0: none set) and whether the agent reached it. */
const kpiTarget = z.object({ target: z.number(), met: z.boolean() });
export const kpiRow = z.object({
  agentId: z.string(),
  name: z.string(),
  levelName: z.string().nullable(),
  state: z.string().nullable(),
  ps: z.number(),
  psUnits: z.number(),
  gs: z.number(),
  gsUnits: z.number(),
  tpgs: z.number(),
  tpgsUnits: z.number(),
  sideGroupSales: z.number(),
  recruits: z.number(),
  commission: z.number(),
  kpi: z.object({ ps: kpiTarget, gs: kpiTarget, tpgs: kpiTarget }),
});
export type KpiRow = z.infer<typeof kpiRow>;
export const kpiPage = page(kpiRow);
export type KpiPage = z.infer<typeof kpiPage>;

// ---- Agent report: the agents (as they are now) and what they bought in the period.

export const AGENT_REPORT_SORTS = [
  '-purchases',
  'purchases',
  '-orders',
  'orders',
  'name',
  '-name',
  '-joinedAt',
  'joinedAt',
] as const;
export const agentReportFilters = masterReportFilters.extend({ status: z.enum(AGENT_STATUSES).optional() });
export const agentReportListQuery = agentReportFilters.extend(sorted(AGENT_REPORT_SORTS, '-purchases'));
export type AgentReportListQuery = z.input<typeof agentReportListQuery>;

export const agentReportSummary = z.object({
  agents: z.number(),
  byStatus: z.array(z.object({ status: z.enum(AGENT_STATUSES), agents: z.number() })),
  joined: z.number(),
  /** Agents with at least one counted order placed in the period. */
  buying: z.number(),
});
export type AgentReportSummary = z.infer<typeof agentReportSummary>;

export const agentReportRow = z.object({
  agentId: z.string(),
  name: z.string(),
  email: z.string(),
  levelName: z.string().nullable(),
  state: z.string().nullable(),
  status: z.enum(AGENT_STATUSES),
  joinedAt: z.string(),
  orders: z.number(),
  purchases: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type AgentReportRow = z.infer<typeof agentReportRow>;
export const agentReportPage = page(agentReportRow);
export type AgentReportPage = z.infer<typeof agentReportPage>;

/**
 * Who may read the master report: HQ only (docs/decisions.md "Master report"): company-wide sales, commission
 * and every agent's personal data, and spec §6 gives staff no report permission.
 */
export const MASTER_REPORT_ACCESS = { roles: ['hq'] } as const satisfies Access;
