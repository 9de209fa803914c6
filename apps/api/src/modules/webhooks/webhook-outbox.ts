import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import type { RetryPolicy } from '../../platform/queue.js';
import { type WebhookEndpointRow, webhookDeliveries, webhookEndpoints } from './webhooks.tables.js';

export const WEBHOOK_JOB = 'webhook-deliver';

type OutboxDeps = Pick<AppDeps, 'config' | 'queue'>;
let installed: OutboxDeps | null = null;

/**
 * The process's queue and settings for subscribers that hold only a transaction (as `installMailer`): a process
 * runs on one database with one queue; `buildApp` installs them.
 */
export function installWebhooks(deps: OutboxDeps) {
  installed = deps;
}

function outbox(): OutboxDeps {
  if (!installed) throw new Error('webhooks not installed (buildApp installs them)');
  return installed;
}

/** The queue's retries of a delivery: WEBHOOK_ATTEMPTS tries in all, WEBHOOK_RETRY_SECONDS apart, doubling. */
export const deliveryRetry = (config: OutboxDeps['config']): RetryPolicy => ({
  retryLimit: config.WEBHOOK_ATTEMPTS - 1,
  retryDelaySeconds: config.WEBHOOK_RETRY_SECONDS,
  retryBackoff: true,
});

/** What a delivery job carries: the try after which a failure is final (a resend is one more try). */
export type DeliveryJob = { companyId: string; deliveryId: string; lastAttempt: number };

/** Queues a try of a delivery in `executor`'s transaction; the worker looks as soon as it may have committed. */
export async function queueDelivery(executor: Executor, job: DeliveryJob, policy: RetryPolicy) {
  const { queue } = outbox();
  await queue.send(executor, WEBHOOK_JOB, job, policy);
  setImmediate(() => queue.wake(WEBHOOK_JOB));
}

/** The body every endpoint receives: `{ id, type, created, companyId, data }` (docs/api.md "Webhooks"). */
export const payloadOf = (eventId: string, type: string, companyId: string, data: unknown, at: Date) =>
  JSON.stringify({ id: eventId, type, created: Math.floor(at.getTime() / 1000), companyId, data });

/**
 * Writes the event's delivery to each of `endpoints` and queues it, in `executor`'s transaction: one event id
 * for all of them. Answers the delivery ids.
 */
export async function writeDeliveries(
  executor: Executor,
  companyId: string,
  endpoints: Pick<WebhookEndpointRow, 'id'>[],
  type: string,
  data: unknown,
) {
  const { config } = outbox();
  const eventId = `evt_${newId()}`;
  const payload = payloadOf(eventId, type, companyId, data, new Date());
  const rows = endpoints.map((endpoint) => ({
    companyId,
    id: newId(),
    endpointId: endpoint.id,
    eventType: type,
    eventId,
    payload,
    nextAttemptAt: new Date(),
  }));
  if (rows.length === 0) return [];
  await executor.insert(webhookDeliveries).values(rows);
  for (const row of rows)
    await queueDelivery(
      executor,
      { companyId, deliveryId: row.id, lastAttempt: config.WEBHOOK_ATTEMPTS },
      deliveryRetry(config),
    );
  return rows.map((row) => row.id);
}

/**
 * A domain event for the company's active endpoints that want `type`; `dataOf` (the record's public shape, read
 * in the same transaction) runs only when one does.
 */
export async function writeEvent(executor: Executor, companyId: string, type: string, dataOf: () => Promise<unknown>) {
  const endpoints = await executor
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} ? ${type}`,
      ),
    );
  if (endpoints.length === 0) return;
  const data = await dataOf();
  if (data !== null) await writeDeliveries(executor, companyId, endpoints, type, data);
}
