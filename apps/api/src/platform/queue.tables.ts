import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../db/columns.js';

/**
 * The in-process job queue's jobs (platform/queue-local.ts), used on the embedded database; PostgreSQL runs
 * pg-boss in its own `pgboss` schema instead. Not a tenant table: a job's data names its company.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** created → active → completed, or back to retry, or failed after the last retry. */
    state: text('state', { enum: ['created', 'retry', 'active', 'completed', 'failed'] })
      .notNull()
      .default('created'),
    retryCount: integer('retry_count').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    retryDelaySeconds: integer('retry_delay_seconds').notNull(),
    retryBackoff: boolean('retry_backoff').notNull(),
    startAfter: timestampTz('start_after').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (table) => [index('queue_jobs_due_idx').on(table.name, table.state, table.startAfter)],
);
