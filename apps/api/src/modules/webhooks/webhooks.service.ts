import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type webhookDeliveryQuery,
  type webhookEndpointInput,
} from '@niaga/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { NO_RETRY } from '../../platform/queue.js';
import { secretContext } from './webhook-delivery.js';
import { queueDelivery, writeDeliveries } from './webhook-outbox.js';
import { checkWebhookUrl } from './webhook-url.js';
import { endpointOfDelivery, type WebhookEndpointRow, webhookDeliveries, webhookEndpoints } from './webhooks.tables.js';

/** Endpoints per company: enough for several systems, few enough that one event stays cheap to fan out. */
export const MAX_ENDPOINTS = 10;
/** The delivery log shows the newest this many that match. */
const LOG_LIMIT = 200;

type Input = z.output<typeof webhookEndpointInput>;
const endpointNotFound = () => new AppError(404, 'webhook.notFound', 'NOT_FOUND');
const iso = (date: Date | null) => date?.toISOString() ?? null;

const toView = (row: WebhookEndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const endpointKey = (companyId: string, id: string) =>
  and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id));

async function endpointOf(deps: AppDeps, ctx: RequestContext, id: string) {
  const [row] = await deps.db.select().from(webhookEndpoints).where(endpointKey(ctx.companyId, id));
  if (!row) throw endpointNotFound();
  return row;
}

const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;
const production = (deps: AppDeps) => deps.config.NODE_ENV === 'production';

export async function listEndpoints(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, ctx.companyId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return { items: rows.map(toView) };
}

export async function createEndpoint(deps: AppDeps, ctx: RequestContext, input: Input) {
  const url = checkWebhookUrl(input.url, production(deps));
  const id = newId();
  const secret = newSecret();
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ value: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, ctx.companyId));
    if ((existing?.value ?? 0) >= MAX_ENDPOINTS)
      throw new AppError(409, 'webhook.tooMany', 'CONFLICT', undefined, undefined, { max: MAX_ENDPOINTS });
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: ctx.companyId,
        id,
        url,
        description: input.description,
        events: input.events,
        active: input.active,
        secret: deps.secrets.seal(secret, secretContext(ctx.companyId, id)),
      })
      .returning();
    return created!;
  });
  return { ...toView(row), secret };
}

export async function updateEndpoint(deps: AppDeps, ctx: RequestContext, id: string, input: Input) {
  const url = checkWebhookUrl(input.url, production(deps));
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ url, description: input.description, events: input.events, active: input.active, updatedAt: new Date() })
    .where(endpointKey(ctx.companyId, id))
    .returning();
  if (!row) throw endpointNotFound();
  return toView(row);
}

/** Deletes the endpoint and its delivery log; deliveries still queued find nothing and stop. */
export async function deleteEndpoint(deps: AppDeps, ctx: RequestContext, id: string) {
  const deleted = await deps.db
    .delete(webhookEndpoints)
    .where(endpointKey(ctx.companyId, id))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw endpointNotFound();
}

export async function revealSecret(deps: AppDeps, ctx: RequestContext, id: string) {
  const row = await endpointOf(deps, ctx, id);
  return { secret: deps.secrets.open(row.secret, secretContext(ctx.companyId, id)) };
}

/** A new secret at once: the next try of every delivery (a retry too) is signed with it. */
export async function rotateSecret(deps: AppDeps, ctx: RequestContext, id: string) {
  const secret = newSecret();
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ secret: deps.secrets.seal(secret, secretContext(ctx.companyId, id)), updatedAt: new Date() })
    .where(endpointKey(ctx.companyId, id))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw endpointNotFound();
  return { secret };
}

/** A `webhook.test` event to this endpoint only (paused or not: HQ asked for it). */
export async function sendTestEvent(deps: AppDeps, ctx: RequestContext, id: string) {
  const endpoint = await endpointOf(deps, ctx, id);
  const data = { endpointId: endpoint.id, message: 'This is a test event from Niaga.' };
  const [deliveryId] = await deps.db.transaction((tx) =>
    writeDeliveries(tx, ctx.companyId, [endpoint], WEBHOOK_TEST_EVENT, data),
  );
  return { deliveryId: deliveryId! };
}

export async function listDeliveries(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof webhookDeliveryQuery>,
): Promise<{ items: WebhookDeliveryView[] }> {
  const filters: SQL[] = [eq(webhookDeliveries.companyId, ctx.companyId)];
  if (query.endpointId) filters.push(eq(webhookDeliveries.endpointId, query.endpointId));
  if (query.status) filters.push(eq(webhookDeliveries.status, query.status));
  const rows = await deps.db
    .select({ delivery: webhookDeliveries, endpointUrl: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, endpointOfDelivery)
    .where(and(...filters))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_LIMIT);
  return {
    items: rows.map(({ delivery: row, endpointUrl }) => ({
      id: row.id,
      endpointId: row.endpointId,
      endpointUrl,
      eventType: row.eventType,
      eventId: row.eventId,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: iso(row.nextAttemptAt),
      lastResponseCode: row.lastResponseCode,
      lastResponseBody: row.lastResponseBody,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** One more try of the same payload and event id, now (the receiver dedupes by `Niaga-Event-Id`). */
export async function resendDelivery(deps: AppDeps, ctx: RequestContext, id: string) {
  await deps.db.transaction(async (tx) => {
    const key = and(eq(webhookDeliveries.companyId, ctx.companyId), eq(webhookDeliveries.id, id));
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), updatedAt: new Date() })
      .where(key)
      .returning({ attempts: webhookDeliveries.attempts });
    if (!row) throw new AppError(404, 'webhook.deliveryNotFound', 'NOT_FOUND');
    await queueDelivery(tx, { companyId: ctx.companyId, deliveryId: id, lastAttempt: row.attempts + 1 }, NO_RETRY);
  });
  return { deliveryId: id };
}
