import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail is written here first; sent over SMTP when configured (design.md "mail"). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('mail_outbox_unsent_idx').on(table.sentAt, table.createdAt),
  ],
);
