import {
  bankFileQuery,
  markPaidInput,
  payoutDetail as payoutDetailSchema,
  payoutIdsInput,
  payoutListQuery,
  payoutOutcome,
  payoutPage,
  rejectPayoutInput,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import {
  approvePayouts,
  bankFile,
  listPayoutsFor,
  markPayoutsPaid,
  payoutDetail,
  rejectPayout,
  requestPayout,
} from './payouts.service.js';

// Commission data is for HQ (the company admin) and for each agent's own figures; staff permissions do not cover it.
const AGENT: RouteAccess = { roles: ['agent'] };
const HQ: RouteAccess = { roles: ['hq'] };
const HQ_OR_AGENT: RouteAccess = { roles: ['hq', 'agent'] };
const tags = ['commission payouts'];
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function registerPayoutRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/commission/request-payout',
    {
      config: { access: AGENT },
      schema: {
        tags,
        summary: 'Request a payout of the whole payable balance (optional header Idempotency-Key)',
        response: okSchema(payoutDetailSchema),
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && IDEMPOTENCY_KEY.test(header) ? header : undefined;
      return ok(await requestPayout(deps, contextOf(request), key), request.language, 'payouts.requested');
    },
  );
  app.get(
    '/api/commission/payouts',
    {
      config: { access: HQ_OR_AGENT },
      schema: {
        tags,
        summary: 'Payouts (agent: its own with its balance; HQ: all) by status, with counts per status',
        querystring: payoutListQuery,
        response: okSchema(payoutPage),
      },
    },
    async (request) => ok(await listPayoutsFor(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/commission/payouts/bank-file',
    {
      config: { access: HQ },
      schema: {
        tags,
        summary: 'CSV bank payment file of the approved payouts (or of the approved ones among `ids`)',
        querystring: bankFileQuery,
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const file = await bankFile(deps, ctx, request.query.ids);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payouts-${ctx.now.toISOString().slice(0, 10)}.csv"`)
        .header('X-Payout-Count', String(file.count))
        .send(file.csv);
    },
  );
  app.get(
    '/api/commission/payouts/:id',
    {
      config: { access: HQ_OR_AGENT },
      schema: {
        tags,
        summary: 'One payout with its entries',
        params: z.object({ id: text({ max: 64 }) }),
        response: okSchema(payoutDetailSchema),
      },
    },
    async (request) => ok(await payoutDetail(deps, contextOf(request), request.params.id), request.language),
  );
  app.post(
    '/api/commission/payouts/approve',
    {
      config: { access: HQ },
      schema: {
        tags,
        summary: 'Approve requested payouts; each outcome is reported (409 when none could be approved)',
        body: payoutIdsInput,
        response: okSchema(payoutOutcome),
      },
    },
    async (request) =>
      ok(await approvePayouts(deps, contextOf(request), request.body.ids), request.language, 'payouts.approvedDone'),
  );
  app.post(
    '/api/commission/payouts/reject',
    {
      config: { access: HQ },
      schema: {
        tags,
        summary: 'Reject a requested or approved payout with a reason; its commission is payable again',
        body: rejectPayoutInput,
        response: okSchema(payoutDetailSchema),
      },
    },
    async (request) =>
      ok(await rejectPayout(deps, contextOf(request), request.body), request.language, 'payouts.rejectedDone'),
  );
  app.post(
    '/api/commission/payouts/mark-paid',
    {
      config: { access: HQ },
      schema: {
        tags,
        summary: 'Mark approved payouts paid (their entries become paid); each outcome is reported',
        body: markPaidInput,
        response: okSchema(payoutOutcome),
      },
    },
    async (request) =>
      ok(
        await markPayoutsPaid(deps, contextOf(request), request.body.ids, request.body.reference),
        request.language,
        'payouts.paidDone',
      ),
  );
}
