import {
  adminFeeView,
  idText,
  paymentStart,
  paymentView,
  sandboxCompleteInput,
  sandboxCompleteResult,
  sandboxSessionView,
  text,
  topUpInput,
  walletQuery,
  walletView,
} from '@niaga/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { companyByHost, requireHostCompany } from '../company/host-company.js';
import { BILLPLZ } from './gateway/billplz.js';
import { platformGatewayName } from './gateway/platform.js';
import { sandboxProvider } from './gateway/providers.js';
import { adminFees, handleBillplzReturn, handleCallback, paymentOf, startTopUp, walletOf } from './payments.service.js';
import { completeSandbox, sandboxSession } from './sandbox.service.js';

const tags = ['payments'];
const idParams = z.object({ id: idText() });
const sessionParams = z.object({ id: text({ max: 200, min: 1 }) });
const CALLBACK_PATH = '/api/payments/callback';
const billplzText = (max: number) => text({ max }).optional();
/** Billplz's redirect query; the fields it signs are verified by the provider (any it adds are signed too). */
const billplzReturnQuery = z.object({
  'billplz[id]': billplzText(64),
  'billplz[paid]': billplzText(5),
  'billplz[paid_at]': billplzText(40),
  'billplz[transaction_id]': billplzText(64),
  'billplz[transaction_status]': billplzText(20),
  'billplz[x_signature]': billplzText(128),
});

export function registerPaymentRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.post(
    '/api/payments/top-up-credit',
    {
      access: access.agents,
      summary: 'Start a wallet top-up (RM 10 to RM 10,000) at the gateway; answers where the browser goes',
      body: topUpInput,
      response: paymentStart,
    },
    (request) => startTopUp(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/payments/get-admin-fee',
    {
      summary: 'Admin fee in sen per payment method (manual, wallet, online)',
      response: adminFeeView,
    },
    (request) => adminFees(deps, contextOf(request)),
  );
  r.get(
    '/api/payments/wallet',
    {
      access: access.agents,
      summary: "The signed-in agent's wallet balance and its ledger, newest first",
      query: walletQuery,
      response: walletView,
    },
    (request) => walletOf(deps, contextOf(request), request.query),
  );

  if (sandboxProvider(deps.config)) registerSandboxRoutes(app, deps);

  // The callback is verified over its exact bytes, so this route alone reads the body as a string.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    routes(scope.withTypeProvider<ZodTypeProvider>(), { tags }).post(
      `${CALLBACK_PATH}/:provider`,
      {
        access: 'public',
        summary: 'Gateway callback (server to server): verified signature, settles the payment once',
        document: { rawBody: ['application/json', 'application/x-www-form-urlencoded'], errors: [401] },
        params: z.object({ provider: text({ max: 40, min: 1 }) }),
        response: z.object({ paymentId: z.string().nullable(), status: z.string(), replay: z.boolean() }),
      },
      async (request) => {
        const hostCompany = await companyByHost(deps.db, request.host);
        const rawBody = String(request.body ?? '');
        return handleCallback(deps, request.params.provider, request.headers, rawBody, hostCompany?.id ?? null);
      },
    );
  });

  // The company's Billplz, and the platform's (subscription payments, issue 23).
  for (const name of [BILLPLZ, platformGatewayName(BILLPLZ)]) {
    r.custom(
      'GET',
      `/api/payments/return/${name}`,
      {
        access: 'public',
        summary: 'The payer back from Billplz: the signed query is verified and settled, then the browser is sent on',
        document: { redirect: true, errors: [401] },
        query: billplzReturnQuery,
      },
      async (request, reply) => {
        const company = await requireHostCompany(deps.db, request);
        return reply.redirect(await handleBillplzReturn(deps, request.query, company.id, name));
      },
    );
  }

  r.get(
    '/api/payments/:id',
    {
      // A locked company's HQ follows its subscription payment here.
      access: { ...access.signedIn, allowLocked: 'hq' },
      summary: "One of the caller's payments (the pending page polls it)",
      params: idParams,
      response: paymentView,
    },
    (request) => paymentOf(deps, contextOf(request), request.params.id),
  );
}

/**
 * The sandbox provider's hosted page reads and completes a session. Only where the sandbox is switched on, and
 * only for the buyer who started the payment: the session id travels in the redirect URL, so it proves nothing.
 */
function registerSandboxRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/payments/sandbox/:id',
    {
      access: { ...access.signedIn, allowLocked: 'hq' },
      summary: 'Sandbox gateway: the session shown on its hosted page',
      params: sessionParams,
      response: sandboxSessionView,
    },
    (request) => sandboxSession(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/payments/sandbox/:id/complete',
    {
      access: { ...access.signedIn, allowLocked: 'hq' },
      summary: 'Sandbox gateway: pay, fail or cancel; sends the signed callback, answers where to return',
      params: sessionParams,
      body: sandboxCompleteInput,
      response: sandboxCompleteResult,
    },
    async (request) => {
      const deliver = async (rawBody: string, headers: Record<string, string>) => {
        const response = await app.inject({
          method: 'POST',
          url: `${CALLBACK_PATH}/sandbox`,
          // To the same host, as the provider calls the company's callback address (the host names the company).
          headers: { ...headers, host: request.host },
          payload: rawBody,
        });
        return response.statusCode;
      };
      return completeSandbox(deps, contextOf(request), request.params.id, request.body.outcome, deliver);
    },
  );
}
