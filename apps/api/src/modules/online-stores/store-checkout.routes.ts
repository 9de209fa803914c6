import {
  AFFILIATE_COOKIE,
  sandboxCompleteResult,
  sandboxSessionView,
  storeCheckoutInput,
  storeCheckoutPreview,
  storeCheckoutPreviewInput,
  storeCheckoutResult,
  storeOrderTracking,
  storeSandboxCompleteInput,
  storeSandboxQuery,
  storeSlugParam,
  storeTrackQuery,
} from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { IDEMPOTENCY_KEY } from '../../platform/openapi.js';
import { routes } from '../../platform/route.js';
import { requireHostCompany } from '../company/host-company.js';
import { sandboxProvider } from '../payments/gateway/providers.js';
import { completeStoreSandbox, storeSandboxSession } from '../payments/sandbox.service.js';
import { placeStoreOrder, previewStoreCheckout, type StoreVisit } from './store-checkout.service.js';
import { trackStoreOrder } from './store-order-tracking.service.js';
import { storeBySlug } from './storefront-lookup.js';

const CLICK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The counted click the affiliate cookie names, when it looks like an id (anything else is no click). */
function clickIdOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== AFFILIATE_COOKIE) continue;
    const id = decodeURIComponent(value.join('='));
    return CLICK_ID.test(id) ? id : undefined;
  }
  return undefined;
}

async function visitOf(deps: AppDeps, request: FastifyRequest<{ Params: { slug: string } }>): Promise<StoreVisit> {
  return {
    company: await requireHostCompany(deps.db, request),
    slug: request.params.slug,
    clickId: clickIdOf(request),
    origin: `${request.protocol}://${request.host}`,
    now: new Date(),
  };
}

/** Store checkout and order tracking (issue 22): public, the company from the Host, the buyer from the e-mail. */
export function registerStoreCheckoutRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['storefront'] });
  r.post(
    '/api/storefront/:slug/checkout/preview',
    {
      access: 'public',
      summary: 'Store checkout summary: lines at store prices, couriers for the address, totals (nothing is written)',
      params: storeSlugParam,
      body: storeCheckoutPreviewInput,
      response: storeCheckoutPreview,
    },
    async (request) => previewStoreCheckout(deps, await visitOf(deps, request), request.body),
  );
  r.post(
    '/api/storefront/:slug/checkout',
    {
      access: 'public',
      summary: 'Place a store order as a guest or customer (header Idempotency-Key); answers the gateway URL to pay',
      document: { idempotencyKey: 'required' },
      params: storeSlugParam,
      body: storeCheckoutInput,
      response: storeCheckoutResult,
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest('order.idempotencyKey');
      return placeStoreOrder(deps, await visitOf(deps, request), request.body, key);
    },
  );
  r.get(
    '/api/storefront/:slug/track',
    {
      access: 'public',
      summary: "A store order by reference number and the buyer's e-mail (a wrong pair is 404); rate-limited",
      document: { rateLimited: true },
      params: storeSlugParam,
      query: storeTrackQuery,
      response: storeOrderTracking,
    },
    async (request) =>
      trackStoreOrder(
        deps,
        { company: await requireHostCompany(deps.db, request), slug: request.params.slug },
        request.query,
        request.ip,
      ),
  );
  if (sandboxProvider(deps.config)) registerStoreSandboxRoutes(app, deps);
}

/**
 * The sandbox gateway's hosted page for a store order's payment (only with PAYMENT_SANDBOX): a guest has no
 * session, so the store in the path and the MAC-signed session id (as a real provider's page URL) open it.
 */
function registerStoreSandboxRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['storefront'] });
  const storeOf = async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    const company = await requireHostCompany(deps.db, request);
    return storeBySlug(deps.db, company.id, request.params.slug);
  };
  r.get(
    '/api/storefront/:slug/sandbox',
    {
      access: 'public',
      summary: "Sandbox gateway: a store order's payment session, shown on the store's hosted page",
      params: storeSlugParam,
      query: storeSandboxQuery,
      response: sandboxSessionView,
    },
    async (request) => {
      const store = await storeOf(request);
      return storeSandboxSession(deps, store.companyId, store.id, request.query.session);
    },
  );
  r.post(
    '/api/storefront/:slug/sandbox/complete',
    {
      access: 'public',
      summary: "Sandbox gateway: pay, fail or cancel a store order's payment; answers the store page to return to",
      params: storeSlugParam,
      body: storeSandboxCompleteInput,
      response: sandboxCompleteResult,
    },
    async (request) => {
      const store = await storeOf(request);
      const deliver = async (rawBody: string, headers: Record<string, string>) =>
        // To the same host, as the provider calls the company's callback address (the host names the company).
        (
          await app.inject({
            method: 'POST',
            url: '/api/payments/callback/sandbox',
            headers: { ...headers, host: request.host },
            payload: rawBody,
          })
        ).statusCode;
      const { session, outcome } = request.body;
      return completeStoreSandbox(deps, store.companyId, store.id, session, outcome, deliver);
    },
  );
}
