import { RECORDING_STATUSES } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, int64, timestampTz, updatedAt } from '../../db/columns.js';
import { companyIdColumn } from '../company/company.tables.js';

/**
 * A gateway payment of an accounting system's invoice (Zoho Books, Xero), written when it settles as paid: one row
 * per payment (its id is the key, so it is never recorded twice). The `accounting-record` job writes it on the
 * invoice; `status` says where that stands: pending (queued or being retried), recorded (with the provider's
 * payment id), failed (given up after the last try, with the provider's error).
 */
export const accountingPayments = pgTable(
  'accounting_payments',
  {
    companyId: companyIdColumn(),
    paymentId: text('payment_id').notNull(),
    provider: text('provider').notNull(),
    invoiceId: text('invoice_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    currency: text('currency').notNull(),
    /** In sen. */
    amount: int64('amount').notNull(),
    payType: text('pay_type').notNull(),
    userId: text('user_id').notNull(),
    paidAt: timestampTz('paid_at').notNull(),
    status: text('status', { enum: RECORDING_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    providerPaymentId: text('provider_payment_id'),
    error: text('error'),
    recordedAt: timestampTz('recorded_at'),
    failedAt: timestampTz('failed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.paymentId] }),
    index('accounting_payments_invoice_idx').on(table.companyId, table.provider, table.invoiceId),
    check('accounting_payments_status_check', sql`${table.status} in ('pending', 'recorded', 'failed')`),
    check('accounting_payments_amount_check', sql`${table.amount} > 0`),
  ],
);
export type AccountingPaymentRow = typeof accountingPayments.$inferSelect;
