import type { EInvoiceKind } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from '../../db/columns.js';
import { companyIdColumn } from '../company/company.tables.js';

/** The states a document has at LHDN once it was handed over (not issued: no row). */
export type StoredEInvoiceStatus = 'submitted' | 'valid' | 'invalid' | 'cancelled';

/**
 * An e-invoice handed to MyInvois (issue 21): one row per document number (`INV-000123`, `RN-INV-000123`,
 * `CONS-202610`), written when it is queued and moved by the submission and polling jobs. The document itself is
 * built again from the orders when needed; `documentHash` is the SHA-256 of what was sent.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    companyId: companyIdColumn(),
    number: text('number').notNull(),
    kind: text('kind').$type<EInvoiceKind>().notNull(),
    /** The calendar month (company time zone) the document belongs to: `2026-10`. */
    period: text('period').notNull(),
    orderId: text('order_id'),
    status: text('status').$type<StoredEInvoiceStatus>().notNull(),
    /** Where it went: `myinvois` (LHDN) or `sandbox` (recorded here only). */
    adapter: text('adapter', { enum: ['myinvois', 'sandbox'] }).notNull(),
    submissionUid: text('submission_uid'),
    uuid: text('uuid'),
    longId: text('long_id'),
    /** LHDN's public validation link (`https://<portal>/<uuid>/share/<longId>`), printed with its QR code. */
    validationLink: text('validation_link'),
    documentHash: text('document_hash'),
    /** LHDN's reasons for an invalid document (or a refused submission). */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    submittedAt: timestampTz('submitted_at'),
    validatedAt: timestampTz('validated_at'),
    cancelledAt: timestampTz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.number] }),
    index('e_invoices_period_idx').on(table.companyId, table.period),
    check('e_invoices_status_check', sql`${table.status} in ('submitted', 'valid', 'invalid', 'cancelled')`),
  ],
);
export type EInvoiceRow = typeof eInvoices.$inferSelect;
