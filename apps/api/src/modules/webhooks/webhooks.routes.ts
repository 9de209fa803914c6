import {
  webhookDeliveryList,
  webhookDeliveryQuery,
  webhookDeliveryQueued,
  webhookEndpointCreated,
  webhookEndpointInput,
  webhookEndpointList,
  webhookEndpointParams,
  webhookEndpointView,
  webhookSecretView,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  revealSecret,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './webhooks.service.js';

const tags = ['webhooks'];

/** Issue 26: HQ's outgoing webhooks (docs/api.md "Webhooks"): endpoints, their secrets and the delivery log. */
export function registerWebhookRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/webhooks',
    {
      access: access.hq,
      summary: "The company's webhook endpoints (never their secrets)",
      response: webhookEndpointList,
    },
    (request) => listEndpoints(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/webhooks',
    {
      access: access.hq,
      summary: 'Add a webhook endpoint: https URL, events, active; answers its signing secret',
      body: webhookEndpointInput,
      response: webhookEndpointCreated,
      message: 'webhook.saved',
    },
    (request) => createEndpoint(deps, contextOf(request), request.body),
  );
  r.put(
    '/api/setup/webhooks/:id',
    {
      access: access.hq,
      summary: 'Change a webhook endpoint (URL, description, events, active or paused)',
      params: webhookEndpointParams,
      body: webhookEndpointInput,
      response: webhookEndpointView,
      message: 'webhook.saved',
    },
    (request) => updateEndpoint(deps, contextOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/setup/webhooks/:id',
    {
      access: access.hq,
      summary: 'Delete a webhook endpoint and its delivery log',
      params: webhookEndpointParams,
      message: 'webhook.deleted',
    },
    (request) => deleteEndpoint(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/setup/webhooks/:id/secret',
    {
      access: access.hq,
      summary: "Reveal a webhook endpoint's signing secret",
      params: webhookEndpointParams,
      response: webhookSecretView,
    },
    (request) => revealSecret(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/setup/webhooks/:id/secret/rotate',
    {
      access: access.hq,
      summary: "Replace a webhook endpoint's signing secret at once; answers the new one",
      params: webhookEndpointParams,
      response: webhookSecretView,
      message: 'webhook.rotated',
    },
    (request) => rotateSecret(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/setup/webhooks/:id/test',
    {
      access: access.hq,
      summary: 'Send a webhook.test event to this endpoint',
      params: webhookEndpointParams,
      response: webhookDeliveryQueued,
      message: 'webhook.testSent',
    },
    (request) => sendTestEvent(deps, contextOf(request), request.params.id),
  );
  r.get(
    '/api/setup/webhook-deliveries',
    {
      access: access.hq,
      summary: 'The webhook delivery log, newest first (the last 200), by endpoint and status',
      query: webhookDeliveryQuery,
      response: webhookDeliveryList,
    },
    (request) => listDeliveries(deps, contextOf(request), request.query),
  );
  r.post(
    '/api/setup/webhook-deliveries/:id/resend',
    {
      access: access.hq,
      summary: 'Send a delivery again: one more try of the same payload and event id',
      params: webhookEndpointParams,
      response: webhookDeliveryQueued,
      message: 'webhook.resent',
    },
    (request) => resendDelivery(deps, contextOf(request), request.params.id),
  );
}
