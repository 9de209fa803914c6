import { z } from 'zod';
import { idText, multilineText, requiredText } from './text.js';

/** What a company's endpoints may subscribe to (docs/api.md "Webhooks"). */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.approved',
  'order.shipped',
  'order.completed',
  'order.cancelled',
  'order.refunded',
  'agent.registered',
  'agent.promoted',
  'agent.suspended',
  'payout.requested',
  'payout.paid',
  'stock.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The test event "Send test event" delivers; never published by the domain. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** POST/PUT /api/setup/webhooks: the URL's scheme and host are checked by the API (webhook.urlInsecure, ...). */
export const webhookEndpointInput = z.object({
  url: requiredText(500).pipe(z.url({ error: 'webhook.urlInvalid' })),
  description: multilineText(300).optional().default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'webhook.unknownEvent' }))
    .min(1, 'webhook.eventsRequired')
    .max(WEBHOOK_EVENTS.length),
  active: z.boolean().optional().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

export const webhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;
export const webhookEndpointList = z.object({ items: z.array(webhookEndpointView) });

/** The signing secret: answered only by the reveal and rotate routes (HQ only). */
export const webhookSecretView = z.object({ secret: z.string() });

export const webhookEndpointParams = z.object({ id: idText() });

export const webhookDeliveryQuery = z.object({
  endpointId: idText().optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});

export const webhookDeliveryView = z.object({
  id: z.string(),
  endpointId: z.string(),
  endpointUrl: z.string(),
  eventType: z.string(),
  eventId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastResponseCode: z.number().int().nullable(),
  lastResponseBody: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;
/** The newest deliveries first (the last 200 that match). */
export const webhookDeliveryList = z.object({ items: z.array(webhookDeliveryView) });

/** POST /api/setup/webhooks: the new endpoint with its signing secret (also revealable later by HQ). */
export const webhookEndpointCreated = webhookEndpointView.extend({ secret: z.string() });

/** POST /api/setup/webhooks/{id}/test and resend: the delivery queued. */
export const webhookDeliveryQueued = z.object({ deliveryId: z.string() });
