import type { WebhookDeliveryStatus, WebhookEventType } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz, updatedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/**
 * Where a company's events are POSTed (docs/api.md "Webhooks"). The signing secret is sealed with `deps.secrets`
 * (context `<companyId>:webhook:<id>`): HQ can reveal it, it is never in a list answer.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...companyRecordId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [companyPrimaryKey(table)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * The outbox: one row per event and endpoint, written in the transaction of the event's cause (a rollback sends
 * nothing), delivered by the `webhook-deliver` job queued in the same transaction. `payload` is the exact body sent.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...companyRecordId(),
    endpointId: text('endpoint_id').notNull(),
    eventType: text('event_type').notNull(),
    eventId: text('event_id').notNull(),
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at'),
    lastResponseCode: integer('last_response_code'),
    lastResponseBody: text('last_response_body'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    foreignKey({
      columns: [table.companyId, table.endpointId],
      foreignColumns: [webhookEndpoints.companyId, webhookEndpoints.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_log_idx').on(table.companyId, table.createdAt),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery's endpoint, for `innerJoin(webhookEndpoints, endpointOfDelivery)`. */
export const endpointOfDelivery = and(
  eq(webhookEndpoints.companyId, webhookDeliveries.companyId),
  eq(webhookEndpoints.id, webhookDeliveries.endpointId),
);
