import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64 } from '../../db/columns.js';
import { companyIdColumn, companyRecordId } from '../company/company.tables.js';

/** A bank settlement HQ recorded: the bank credited `amount` on `settledOn` for the payments it covers. */
export const settlements = pgTable(
  'settlements',
  {
    ...companyRecordId(),
    settledOn: date('settled_on').notNull(),
    bankReference: text('bank_reference').notNull(),
    amount: int64('amount').notNull(),
    /** The covered payments' net (amount less fees) when recorded. */
    expected: int64('expected').notNull(),
    payments: integer('payments').notNull(),
    createdById: text('created_by_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('settlements_settled_on_idx').on(table.companyId, table.settledOn),
    check('settlements_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * Which settlement covers a payment. The primary key is the payment: a payment is settled once, so of two
 * settlements recorded at the same time for the same payment one commits and the other fails on this key.
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    companyId: companyIdColumn(),
    paymentId: text('payment_id').notNull(),
    settlementId: text('settlement_id').notNull(),
    fee: int64('fee').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.paymentId] }),
    index('settlement_payments_settlement_idx').on(table.companyId, table.settlementId),
  ],
);
