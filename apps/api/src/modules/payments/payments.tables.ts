import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';

/** An agent's wallet balance; changed only together with a `wallet_entries` row, never below zero. */
export const wallets = pgTable(
  'wallets',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
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
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    id: text('id').notNull(),
    purpose: text('purpose', { enum: ['order', 'topup'] }).notNull(),
    userId: text('user_id').notNull(),
    orderId: text('order_id'),
    provider: text('provider').notNull(),
    payType: text('pay_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('payments_order_idx').on(table.companyId, table.orderId),
    index('payments_user_idx').on(table.companyId, table.userId, table.createdAt),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);
