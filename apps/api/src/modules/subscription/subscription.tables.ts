import { SUBSCRIPTION_INVOICE_STATUSES, type SubscriptionInvoiceStatus } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz, updatedAt } from '../../db/columns.js';
import { companies, companyRecordId } from '../company/company.tables.js';

export type SubscriptionStatus = SubscriptionInvoiceStatus;
/** The statuses of an invoice that still has a balance to pay. */
export const OPEN_STATUSES = ['pending', 'partially_paid', 'overdue'] as const satisfies readonly SubscriptionStatus[];

/** What a plan allows a company; a limit left out is unlimited. */
export type PlanLimits = { agents?: number; staff?: number };

/** The platform's plans (not a company's record): the operator sets them, companies subscribe to one. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** In sen (or rupiah) per month, in the plan's currency. */
    monthlyPrice: integer('monthly_price').notNull(),
    currency: text('currency', { enum: ['MYR', 'IDR'] })
      .notNull()
      .default('MYR'),
    limits: jsonb('limits').$type<PlanLimits>().notNull().default({}),
    /** Days from issue to the due date. */
    dueDays: integer('due_days').notNull().default(14),
    /** Days past the due date before an open invoice locks the company. */
    graceDays: integer('grace_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('subscription_plans_price_check', sql`${table.monthlyPrice} >= 0`),
    check('subscription_plans_days_check', sql`${table.dueDays} >= 0 and ${table.graceDays} >= 0`),
  ],
);

/** A company's subscription: its plan, the day of the month its invoice is issued, and unapplied credit. */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    companyId: text('company_id')
      .primaryKey()
      .references(() => companies.id),
    /** Null: no monthly invoice (the operator invoices the company by hand). */
    planId: text('plan_id').references(() => subscriptionPlans.id),
    /** 1 to 28: the day of the month the automatic invoice is issued. */
    billingDay: integer('billing_day').notNull().default(1),
    /** The first day of the next month to invoice (the monthly job issues every month up to today). */
    nextPeriodStart: date('next_period_start').notNull(),
    /** Money received beyond an invoice's balance, in sen: applied to the next invoice issued. */
    credit: integer('credit').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('company_subscriptions_day_check', sql`${table.billingDay} between 1 and 28`),
    check('company_subscriptions_credit_check', sql`${table.credit} >= 0`),
  ],
);

/** Numbers of invoices and receipts, platform-wide (`SUB-000123`, `RCP-000045`). */
export const subscriptionInvoiceNumbers = pgSequence('subscription_invoice_numbers');
export const subscriptionReceiptNumbers = pgSequence('subscription_receipt_numbers');

/** The company's monthly subscription invoices, issued by the platform operator (or its monthly job). */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    ...companyRecordId(),
    number: text('number').notNull(),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    /** The day the account locks when the invoice is still open (due date plus grace). */
    systemDueOn: date('system_due_on').notNull(),
    total: integer('total').notNull(),
    paid: integer('paid').notNull().default(0),
    status: text('status', { enum: SUBSCRIPTION_INVOICE_STATUSES }).notNull().default('pending'),
    /** The plan and month invoiced; null for an invoice the operator wrote by hand. */
    planId: text('plan_id'),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    /** The line printed on the invoice ("Niaga Growth plan, 1–30 Nov 2026"). */
    description: text('description').notNull().default(''),
    paidAt: timestampTz('paid_at'),
    voidedAt: timestampTz('voided_at'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('subscription_invoices_open_idx').on(table.companyId, table.status, table.systemDueOn),
    // The operator's lists across companies: newest first, by number anywhere in it, and who is near the lock.
    index('subscription_invoices_issued_idx').on(table.issuedOn, table.number),
    index('subscription_invoices_number_search_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    index('subscription_invoices_lock_day_idx')
      .on(table.systemDueOn)
      .where(sql`${table.status} in ('pending', 'partially_paid', 'overdue')`),
    uniqueIndex('subscription_invoices_number_key').on(table.companyId, table.number),
    // The monthly job issues a period once; voiding frees it for a corrected invoice.
    uniqueIndex('subscription_invoices_period_key')
      .on(table.companyId, table.periodStart)
      .where(sql`${table.periodStart} is not null and ${table.status} <> 'void'`),
    check('subscription_invoices_paid_check', sql`${table.paid} >= 0 and ${table.paid} <= ${table.total}`),
  ],
);

export const SUBSCRIPTION_PAYMENT_METHODS = ['gateway', 'bank_transfer', 'credit'] as const;
export type SubscriptionPaymentMethod = (typeof SUBSCRIPTION_PAYMENT_METHODS)[number];

/** Money applied to a subscription invoice; each is a receipt. Append-only. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    ...companyRecordId(),
    invoiceId: text('invoice_id').notNull(),
    receiptNo: text('receipt_no').notNull(),
    /** Applied to the invoice, in sen (a gateway payment beyond the balance keeps the rest as credit). */
    amount: integer('amount').notNull(),
    /** What arrived, in sen: the applied amount plus what went to credit. */
    received: integer('received').notNull(),
    method: text('method', { enum: SUBSCRIPTION_PAYMENT_METHODS }).notNull(),
    /** The gateway payment (`payments` row) this came from. */
    paymentId: text('payment_id'),
    /** The bank's reference of a transfer, or the gateway's. */
    reference: text('reference'),
    /** Who recorded it: an operator id (bank transfer), a user id (gateway), or `system` (credit). */
    recordedBy: text('recorded_by').notNull(),
    paidAt: timestampTz('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('subscription_payments_invoice_idx').on(table.companyId, table.invoiceId),
    uniqueIndex('subscription_payments_payment_key')
      .on(table.companyId, table.paymentId)
      .where(sql`${table.paymentId} is not null`),
    uniqueIndex('subscription_payments_receipt_key').on(table.receiptNo),
    check('subscription_payments_amount_check', sql`${table.amount} >= 0 and ${table.received} >= ${table.amount}`),
  ],
);

/** The platform operator's people: not company users; they sign in on the operator's own host. */
export const operators = pgTable(
  'operators',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    lastLoginAt: timestampTz('last_login_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('operators_email_key').on(sql`lower(${table.email})`)],
);

/** An operator's signed-in session: only the SHA-256 of its token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: text('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/**
 * The platform's own payment gateway (Billplz or Stripe), where companies pay their subscription: one row per
 * provider, the credentials sealed with `deps.secrets` (context `platform:<provider>`), as a company's integration.
 */
export const platformGateways = pgTable(
  'platform_gateways',
  {
    provider: text('provider').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    sandbox: boolean('sandbox').notNull().default(false),
    settings: jsonb('settings').$type<{ collectionId?: string; methods?: string[] }>().notNull().default({}),
    credentials: text('credentials').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.provider] })],
);
