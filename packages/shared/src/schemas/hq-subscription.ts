import { z } from 'zod';
import { page, pageNumber, pageSize } from './numbers.js';
import { PAY_TYPES } from './payments.js';

/** Spec §4 "Subscription invoice": the statuses HQ sees. */
export const SUBSCRIPTION_INVOICE_STATUSES = ['pending', 'paid', 'partially_paid', 'overdue', 'void'] as const;
export type SubscriptionInvoiceStatus = (typeof SUBSCRIPTION_INVOICE_STATUSES)[number];

/**
 * Spec §6 "subscription messages visible to HQ only": an open invoice due within a few days (`due_soon`), past its
 * due date but in the grace days (`past_due`: the account locks on `lockOn`), past the grace days (`locked`).
 */
export const SUBSCRIPTION_NOTICES = ['due_soon', 'past_due', 'locked'] as const;
export type SubscriptionNotice = (typeof SUBSCRIPTION_NOTICES)[number];

/** GET /api/subscription: the company's plan, credit, open balance and lock. */
export const subscriptionSummary = z.object({
  plan: z.object({ name: z.string(), monthlyPrice: z.number(), currency: z.enum(['MYR', 'IDR']) }).nullable(),
  billingDay: z.number().nullable(),
  /** Money received beyond an invoice's balance, applied to the next invoice. */
  credit: z.number(),
  /** The balance of every open invoice. */
  balance: z.number(),
  openInvoices: z.number(),
  locked: z.boolean(),
  /** The earliest lock date of the open invoices (past: locked since the day after). */
  lockOn: z.string().nullable(),
  /** The oldest open invoice, the one the notice is about. */
  next: z
    .object({
      id: z.string(),
      number: z.string(),
      dueOn: z.string(),
      systemDueOn: z.string(),
      balance: z.number(),
      status: z.enum(SUBSCRIPTION_INVOICE_STATUSES),
    })
    .nullable(),
  notice: z.enum(SUBSCRIPTION_NOTICES).nullable(),
  /** The payment methods the platform's gateway offers (empty: online payment is unavailable). */
  payTypes: z.array(z.enum(PAY_TYPES)),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** Spec §3 "Subscription invoice": number, date, due date, total, status, balance, system due date. */
export const subscriptionInvoiceView = z.object({
  id: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  systemDueOn: z.string(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: z.enum(SUBSCRIPTION_INVOICE_STATUSES),
  description: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type SubscriptionInvoiceView = z.infer<typeof subscriptionInvoiceView>;

export const subscriptionInvoiceListQuery = z.object({
  page: pageNumber,
  limit: pageSize(),
  status: z.enum(SUBSCRIPTION_INVOICE_STATUSES).optional(),
});
export type SubscriptionInvoiceListQuery = z.input<typeof subscriptionInvoiceListQuery>;
export type SubscriptionInvoiceListFilters = z.output<typeof subscriptionInvoiceListQuery>;
export const subscriptionInvoicePage = page(subscriptionInvoiceView);
export type SubscriptionInvoicePage = z.infer<typeof subscriptionInvoicePage>;

export const SUBSCRIPTION_RECEIPT_METHODS = ['gateway', 'bank_transfer', 'credit'] as const;

/** A receipt: money applied to the invoice (`amount`) out of what arrived (`received`; the rest became credit). */
export const subscriptionReceiptView = z.object({
  id: z.string(),
  receiptNo: z.string(),
  amount: z.number(),
  received: z.number(),
  method: z.enum(SUBSCRIPTION_RECEIPT_METHODS),
  reference: z.string().nullable(),
  paymentId: z.string().nullable(),
  paidAt: z.string(),
});
export type SubscriptionReceiptView = z.infer<typeof subscriptionReceiptView>;

/** GET /api/subscription/invoices/{id}: the invoice, its receipts and what may be paid online now. */
export const subscriptionInvoiceDetail = subscriptionInvoiceView.extend({
  receipts: z.array(subscriptionReceiptView),
  /** The balance not held by a gateway session in progress: the most a new payment may be (0: none now). */
  payable: z.number(),
  payTypes: z.array(z.enum(PAY_TYPES)),
});
export type SubscriptionInvoiceDetail = z.infer<typeof subscriptionInvoiceDetail>;

/** POST /api/subscription/invoices/{id}/pay: the whole balance or a part, in sen, through the platform's gateway. */
export const subscriptionPayInput = z.object({
  amount: z
    .number({ error: 'validation.number' })
    .int('validation.wholeNumber')
    .min(1, 'subscription.payMinimum')
    .max(100_000_000_000, 'validation.tooLarge'),
  payType: z.enum(PAY_TYPES, { error: 'validation.required' }),
});
export type SubscriptionPayInput = z.input<typeof subscriptionPayInput>;

/** GET /api/subscription/payments/{id}: a payment of a subscription invoice, for the page the provider returns to. */
export const subscriptionPaymentView = z.object({
  id: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  amount: z.number(),
  payType: z.string(),
  invoice: z.object({
    id: z.string(),
    number: z.string(),
    balance: z.number(),
    status: z.enum(SUBSCRIPTION_INVOICE_STATUSES),
  }),
  /** The receipt this payment made (once paid). */
  receipt: z.object({ id: z.string(), receiptNo: z.string(), amount: z.number(), received: z.number() }).nullable(),
});
export type SubscriptionPaymentView = z.infer<typeof subscriptionPaymentView>;
