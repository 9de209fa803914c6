import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz } from '../db/columns.js';

/** Every e-mail is written here first; sent over SMTP when configured (design.md "mail"). */
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
  },
  (table) => [companyPrimaryKey(table), index('mail_outbox_unsent_idx').on(table.sentAt, table.createdAt)],
);
