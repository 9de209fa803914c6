import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { postSigned } from './webhook-http.js';
import { WEBHOOK_JOB } from './webhook-outbox.js';
import { endpointOfDelivery, webhookDeliveries, webhookEndpoints } from './webhooks.tables.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'secrets' | 'queue'>;

/** The sealing context of an endpoint's signing secret: copied to another row, it no longer opens. */
export const secretContext = (companyId: string, endpointId: string) => `${companyId}:webhook:${endpointId}`;

/** 2xx is delivered; anything else (3xx too: redirects are not followed) is a failed try. */
const delivered = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * The `webhook-deliver` job: one signed POST of the stored payload. A failed try is written on the row and thrown,
 * so the queue tries again later (its retry policy), until the job's `lastAttempt`, which leaves the row `failed`
 * without throwing (the log shows it; it is no dead letter for the operator). A delivered row is never sent again
 * by a late retry.
 */
export async function deliverQueued(deps: Deps, data: Record<string, unknown>) {
  const companyId = String(data.companyId);
  const deliveryId = String(data.deliveryId);
  const lastAttempt = Number(data.lastAttempt);
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, endpointOfDelivery)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, deliveryId)));
  if (!row || row.delivery.status === 'delivered') return;
  const key = and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, deliveryId));
  const { delivery, endpoint } = row;
  if (!endpoint.active) {
    await deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, lastError: 'The endpoint is paused.', updatedAt: new Date() })
      .where(key);
    return;
  }
  const answer = await postSigned(
    endpoint.url,
    delivery.payload,
    {
      secret: deps.secrets.open(endpoint.secret, secretContext(companyId, endpoint.id)),
      eventId: delivery.eventId,
      eventType: delivery.eventType,
    },
    deps.config.NODE_ENV === 'production',
  );
  const attempts = delivery.attempts + 1;
  const ok = delivered(answer.status);
  const final = ok || attempts >= lastAttempt;
  // The queue's next try, roughly (pg-boss adds jitter): the first wait doubled for each try of this round.
  const round = attempts - (lastAttempt - deps.config.WEBHOOK_ATTEMPTS);
  const wait = deps.config.WEBHOOK_RETRY_SECONDS * 2 ** Math.max(0, round - 1) * 1000;
  await deps.db
    .update(webhookDeliveries)
    .set({
      status: ok ? 'delivered' : final ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: final ? null : new Date(Date.now() + wait),
      lastResponseCode: answer.status,
      lastResponseBody: answer.body,
      lastError: ok ? null : (answer.error ?? `HTTP ${answer.status}`),
      updatedAt: new Date(),
    })
    .where(key);
  if (!final) throw new Error(`webhook ${delivery.eventType} to ${endpoint.url}: ${answer.error ?? answer.status}`);
}

/** Works the delivery jobs in this process. */
export async function workWebhookJobs(deps: Deps) {
  await deps.queue.work(WEBHOOK_JOB, (data) => deliverQueued(deps, data));
}
