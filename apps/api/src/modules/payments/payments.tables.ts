import { PAYMENT_PURPOSES } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, timestampTz, updatedAt } from '../../db/columns.js';
import { companyIdColumn, companyRecordId } from '../company/company.tables.js';

/** An invoice of the company's accounting system that an agent pays here (/ejenpay-zoho, /ejenpay-xero). */
export type ExternalInvoiceRef = { provider: string; invoiceId: string; number: string; currency: string };

/** An agent's wallet balance; changed only together with a `wallet_entries` row, never below zero. */
export const wallets = pgTable(
  'wallets',
  {
    companyId: companyIdColumn(),
    userId: text('user_id').notNull(),
    balance: int64('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    check('wallets_balance_check', sql`${table.balance} >= 0`),
  ],
);

/** The wallet ledger: append-only; `amount` is signed (top-up +, payment −, refund +). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ['topup', 'payment', 'refund', 'adjustment'] }).notNull(),
    amount: int64('amount').notNull(),
    balanceAfter: int64('balance_after').notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('wallet_entries_user_idx').on(table.companyId, table.userId, table.createdAt),
    uniqueIndex('wallet_entries_order_payment_key')
      .on(table.companyId, table.orderId)
      .where(sql`${table.kind} = 'payment'`),
  ],
);

/**
 * One online payment at a gateway: for an order or a wallet top-up. The provider's callback moves it from
 * `pending` to `paid` or `failed` exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    ...companyRecordId(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    userId: text('user_id').notNull(),
    orderId: text('order_id'),
    provider: text('provider').notNull(),
    payType: text('pay_type').notNull(),
    amount: int64('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    providerRef: text('provider_ref'),
    /** Purpose `subscription`: the company's subscription invoice being paid (to the platform's gateway). */
    subscriptionInvoiceId: text('subscription_invoice_id'),
    /** Purpose `invoice`: the accounting system's invoice being paid (Zoho Books, Xero). */
    externalInvoice: jsonb('external_invoice').$type<ExternalInvoiceRef>(),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (table) => [
    companyPrimaryKey(table),
    index('payments_order_idx').on(table.companyId, table.orderId),
    index('payments_user_idx').on(table.companyId, table.userId, table.createdAt),
    // A gateway callback names the payment by the provider's reference (a Billplz bill id).
    index('payments_provider_ref_idx').on(table.companyId, table.provider, table.providerRef),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);
