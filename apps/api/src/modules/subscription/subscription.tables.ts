import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

export const SUBSCRIPTION_STATUSES = ['pending', 'paid', 'partially_paid', 'overdue', 'void'] as const;

/** The company's monthly subscription invoices, issued by the platform operator. */
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
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('subscription_invoices_open_idx').on(table.companyId, table.status, table.systemDueOn),
  ],
);
