import { z } from 'zod';
import { COMMISSION_ENTRY_STATUSES, COMMISSION_TYPES, PAYOUT_STATUSES } from '../commission.js';
import { optionalText } from './common.js';
import { bankDetailView } from './network.js';
import { listQuery, page } from './numbers.js';
import { idText, multilineText, text } from './text.js';

const id = idText();
const ids = z.array(id).min(1, 'payouts.selectAtLeastOne').max(500, 'validation.tooMany');

/** GET /api/commission/payouts: an agent sees its own; HQ all, by status, searching the agent's name or e-mail. */
export const payoutListQuery = listQuery.extend({ status: z.enum(PAYOUT_STATUSES).optional() });
export type PayoutListQuery = z.input<typeof payoutListQuery>;

/** A payout as the lists and the details show it. `reference` is the payment reference of the bank file. */
export const payoutView = z.object({
  id: z.string(),
  reference: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  bank: bankDetailView.partial().nullable(),
  entryCount: z.number(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidByName: z.string().nullable(),
  paymentReference: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectedByName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  bankFileAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

/** What an agent may request now: its payable balance, the company minimum, whether its bank details are set. */
export const payoutBalance = z.object({
  payable: z.number(),
  minPayout: z.number(),
  hasBank: z.boolean(),
  suspended: z.boolean(),
});
export type PayoutBalance = z.infer<typeof payoutBalance>;

export const payoutPage = page(payoutView).extend({
  /** Payouts per status (HQ: with the search applied, across every status). */
  counts: z.record(z.string(), z.number()),
  /** The caller's own balance (agents only; null for HQ). */
  balance: payoutBalance.nullable(),
});
export type PayoutPage = z.infer<typeof payoutPage>;

export const payoutEntry = z.object({
  id: z.string(),
  type: z.enum(COMMISSION_TYPES),
  amount: z.number(),
  period: z.string(),
  status: z.enum(COMMISSION_ENTRY_STATUSES),
  sourceOrderId: z.string().nullable(),
  sourceReferenceNo: z.string().nullable(),
  reversal: z.boolean(),
});
export type PayoutEntry = z.infer<typeof payoutEntry>;
export const payoutDetail = payoutView.extend({ entries: z.array(payoutEntry) });
export type PayoutDetail = z.infer<typeof payoutDetail>;

export const payoutIdsInput = z.object({ ids });
export const markPaidInput = z.object({ ids, reference: optionalText(100) });
export const rejectPayoutInput = z.object({ id, reason: multilineText(500, 1) });
export type RejectPayoutInput = z.input<typeof rejectPayoutInput>;

export const PAYOUT_OUTCOMES = [
  'approved',
  'paid',
  'alreadyApproved',
  'alreadyPaid',
  'rejected',
  'notApproved',
  'notFound',
] as const;
/** Each payout's outcome of a bulk move: done (`ok`), or why not, with the sentence to show. */
export const payoutOutcome = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      ok: z.boolean(),
      outcome: z.enum(PAYOUT_OUTCOMES),
      message: z.string().nullable(),
    }),
  ),
  done: z.number(),
  refused: z.number(),
});
export type PayoutOutcome = z.infer<typeof payoutOutcome>;

/** GET /api/commission/payouts/bank-file: the approved payouts, or the listed ones (comma-separated ids). */
export const bankFileQuery = z.object({
  status: z.literal('approved').optional(),
  ids: text({ max: 20_000 })
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean) : [])),
});

/** The commission part of `companies.features` (GET/POST /api/setup/commission-settings). */
export const commissionSettings = z.object({
  commissionOff: z.array(z.enum(COMMISSION_TYPES)),
  zeroriseOverriding: z.boolean(),
  /** Sen. */
  minPayout: z.number(),
  incomeStatement: z.boolean(),
  cp58Feature: z.boolean(),
});
export type CommissionSettings = z.infer<typeof commissionSettings>;
export const commissionSettingsInput = z.object({
  commissionOff: z.array(z.enum(COMMISSION_TYPES, { error: 'validation.invalid' })).optional(),
  zeroriseOverriding: z.boolean().optional(),
  minPayout: z
    .number({ error: 'validation.required' })
    .int('validation.wholeNumber')
    .min(0, 'validation.notNegative')
    .max(100_000_000_00, 'validation.tooLarge')
    .optional(),
  incomeStatement: z.boolean().optional(),
  cp58Feature: z.boolean().optional(),
});
export type CommissionSettingsInput = z.input<typeof commissionSettingsInput>;
