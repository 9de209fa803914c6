import type { NotificationControl } from '@niaga/shared';
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';

/** Which events mail whom, and HQ's addresses (company-features notification); no row: the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  companyId: text('company_id').primaryKey(),
  events: jsonb('events').$type<NotificationControl[]>().notNull(),
  hqAddresses: jsonb('hq_addresses').$type<string[]>().notNull(),
  lowStockThreshold: integer('low_stock_threshold').notNull(),
  updatedAt: updatedAt(),
});

/** The company's own SMTP server; no row: the platform's (SMTP_URL). The password is sealed (`<companyId>:smtp`). */
export const companySmtp = pgTable('company_smtp', {
  companyId: text('company_id').primaryKey(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  secure: boolean('secure').notNull(),
  username: text('username'),
  passwordSealed: text('password_sealed'),
  fromEmail: text('from_email').notNull(),
  fromName: text('from_name'),
  updatedAt: updatedAt(),
});

/** Notices sent by the daily job (invoice due, low stock): one per key, so a tick run twice mails once. */
export const notificationLog = pgTable(
  'notification_log',
  { companyId: text('company_id').notNull(), key: text('key').notNull(), createdAt: createdAt() },
  (table) => [primaryKey({ columns: [table.companyId, table.key] })],
);
