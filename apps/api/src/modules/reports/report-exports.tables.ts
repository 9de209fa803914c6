import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz } from '../../db/columns.js';

/**
 * One export of a report to a file (issue 21 "Exports"). Written with its `report-export` job in one transaction;
 * the job writes the file row by row, counts `rows_done` as it goes (the progress bar), and stores the file.
 * It runs as the session that asked for it (`token_hash`): a signed-out session's export stops.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    source: text('source').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    format: text('format', { enum: ['xlsx', 'csv'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    fileName: text('file_name').notNull(),
    /** The file's storage key once done (`.private/<company>/exports/<id>.<format>`). */
    fileKey: text('file_key'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [
    companyPrimaryKey(table),
    index('report_exports_user_idx').on(table.companyId, table.userId, table.createdAt),
    check('report_exports_rows_check', sql`${table.rowsDone} >= 0`),
  ],
);
