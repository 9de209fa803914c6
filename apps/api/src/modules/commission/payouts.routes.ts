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
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { IDEMPOTENCY_KEY } from '../../platform/openapi.js';
import { routes } from '../../platform/route.js';
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
const tags = ['commission payouts'];

export function registerPayoutRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.post(
    '/api/commission/request-payout',
    {
      access: access.agents,
      summary: 'Request a payout of the whole payable balance (optional header Idempotency-Key)',
      document: { idempotencyKey: 'optional' },
      response: payoutDetailSchema,
      message: 'payouts.requested',
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && IDEMPOTENCY_KEY.test(header) ? header : undefined;
      return requestPayout(deps, contextOf(request), key);
    },
  );
  r.get(
    '/api/commission/payouts',
    {
      access: access.hqAndAgents,
      summary: 'Payouts (agent: its own with its balance; HQ: all) by status, with counts per status',
      query: payoutListQuery,
      response: payoutPage,
    },
    (request) => listPayoutsFor(deps, contextOf(request), request.query),
  );
  r.custom(
    'GET',
    '/api/commission/payouts/bank-file',
    {
      access: access.hq,
      summary: 'CSV bank payment file of the approved payouts (or of the approved ones among `ids`)',
      document: { produces: ['text/csv'], errors: [409] },
      query: bankFileQuery,
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
  r.get(
    '/api/commission/payouts/:id',
    {
      access: access.hqAndAgents,
      summary: 'One payout with its entries',
      params: z.object({ id: text({ max: 64 }) }),
      response: payoutDetailSchema,
    },
    (request) => payoutDetail(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/commission/payouts/approve',
    {
      access: access.hq,
      summary: 'Approve requested payouts; each outcome is reported (409 when none could be approved)',
      body: payoutIdsInput,
      response: payoutOutcome,
      message: 'payouts.approvedDone',
    },
    (request) => approvePayouts(deps, contextOf(request), request.body.ids),
  );
  r.post(
    '/api/commission/payouts/reject',
    {
      access: access.hq,
      summary: 'Reject a requested or approved payout with a reason; its commission is payable again',
      body: rejectPayoutInput,
      response: payoutDetailSchema,
      message: 'payouts.rejectedDone',
    },
    (request) => rejectPayout(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/commission/payouts/mark-paid',
    {
      access: access.hq,
      summary: 'Mark approved payouts paid (their entries become paid); each outcome is reported',
      body: markPaidInput,
      response: payoutOutcome,
      message: 'payouts.paidDone',
    },
    (request) => markPayoutsPaid(deps, contextOf(request), request.body.ids, request.body.reference),
  );
}
