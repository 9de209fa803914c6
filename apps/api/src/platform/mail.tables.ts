import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz } from '../db/columns.js';

/**
 * Every e-mail is written here first, in the transaction of its cause; a `mail` job (platform/queue.ts) carrying
 * the row's id sends it. The row is the durable record: sent, retrying (`error`) or given up (`failed_at`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An HTML alternative of `body` (HQ-written mails such as the welcoming e-mail), values escaped. */
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
    /** Delivery attempts so far; after MAIL_ATTEMPTS failures the mail is given up (`failed_at`) until resent. */
    attempts: integer('attempts').notNull().default(0),
    failedAt: timestampTz('failed_at'),
  },
  (table) => [
    companyPrimaryKey(table),
    index('mail_outbox_unsent_idx').on(table.sentAt, table.createdAt),
    index('mail_outbox_failed_idx').on(table.companyId, table.failedAt),
  ],
);
