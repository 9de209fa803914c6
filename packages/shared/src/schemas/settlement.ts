import { z } from 'zod';
import type { Access } from '../permissions.js';
import { moneySchema, page, pageNumber, pageSize } from './numbers.js';
import { reportPeriod } from './report-period.js';
import { idText, requiredText, text } from './text.js';

/**
 * A gateway payment as the settlement report sees it (docs/decisions.md "Settlement statuses"):
 * `awaiting` the buyer has not paid yet, `failed` the gateway refused it, `pending` collected by the gateway and
 * not yet in a bank settlement HQ recorded, `settled` in one, `refunded` its order was refunded (never settled).
 */
export const SETTLEMENT_STATUSES = ['awaiting', 'failed', 'pending', 'settled', 'refunded'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Who may read the settlement report and record settlements: HQ only (docs/decisions.md). */
export const SETTLEMENT_ACCESS = { roles: ['hq'] } as const satisfies Access;

/** A gateway's fee: `percentBp` basis points of the amount plus `fixed` sen per payment. */
export const gatewayFeeSchedule = z.object({
  percentBp: z.number().int().min(0).max(10_000),
  fixed: moneySchema,
});
export type GatewayFeeSchedule = z.infer<typeof gatewayFeeSchedule>;

export const settlementFilters = reportPeriod.extend({
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  provider: text({ max: 40 }).optional(),
});
export const settlementReportQuery = settlementFilters.extend({ page: pageNumber, limit: pageSize() });
export type SettlementReportQuery = z.input<typeof settlementReportQuery>;

export const moneyFigures = z.object({
  /** Sen the gateways collected (paid payments, refunded ones included). */
  collected: z.number(),
  fees: z.number(),
  net: z.number(),
  settled: z.number(),
  /** Net of collected payments not yet settled (refunded ones excluded). */
  pending: z.number(),
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

export const settlementPaymentRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  provider: z.string(),
  payType: z.string(),
  purpose: z.enum(['order', 'topup']),
  orderId: z.string().nullable(),
  orderReferenceNo: z.string().nullable(),
  payer: z.string(),
  providerRef: z.string().nullable(),
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  status: z.enum(SETTLEMENT_STATUSES),
  settlementId: z.string().nullable(),
  bankReference: z.string().nullable(),
  settledOn: z.string().nullable(),
});
export type SettlementPaymentRow = z.infer<typeof settlementPaymentRow>;

export const settlementDay = moneyFigures.extend({ day: z.string(), payments: z.number() });
export type SettlementDay = z.infer<typeof settlementDay>;

export const settlementReport = z.object({
  summary: moneyFigures.extend({ payments: z.number() }),
  days: z.array(settlementDay),
  providers: z.array(z.string()),
  list: page(settlementPaymentRow),
  currency: z.string(),
});
export type SettlementReport = z.infer<typeof settlementReport>;

export const companyMoneyBalance = moneyFigures.extend({ currency: z.string() });
export type CompanyMoneyBalance = z.infer<typeof companyMoneyBalance>;

/** POST /api/settlement/record: the bank credited `amount` on `settledOn` for these payments. */
export const recordSettlementInput = z.object({
  settledOn: z.iso.date(),
  bankReference: requiredText(100),
  amount: moneySchema,
  paymentIds: z.array(idText()).min(1, 'validation.required').max(1000, 'validation.tooLarge'),
});
export type RecordSettlementInput = z.input<typeof recordSettlementInput>;

export const settlementRecorded = z.object({
  id: z.string(),
  settledOn: z.string(),
  bankReference: z.string(),
  amount: z.number(),
  payments: z.number(),
  /** The payments' net (amount less fees): `amount - expected` is what the bank differs by. */
  expected: z.number(),
});
export type SettlementRecorded = z.infer<typeof settlementRecorded>;
