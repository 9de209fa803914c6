import {
  planApproveInput,
  planOverview,
  planRankDetail,
  planRejectInput,
  planRequestInput,
  planRequestListQuery,
  planRequestPage,
  planRequestView,
  planSubscription,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { planOverview as overviewOf, planRankDetail as rankDetailOf } from './plan.service.js';
import {
  approvePlanRequest,
  createPlanRequest,
  listPlanRequests,
  rejectPlanRequest,
  planSubscription as subscriptionOf,
} from './plan-requests.service.js';

/** Who answers promotion requests: who may promote (network.routes.ts, PROMOTERS). */
const PROMOTERS = access.hqAndStaffWith('promote_demote_suspend');
const idParams = z.object({ id: text({ max: 64 }) });
const BASE = '/api/plan-rewards';

export function registerPlanRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['plan-rewards'] });
  r.get(
    BASE,
    {
      access: access.team,
      summary:
        "The reward plan: levels, commission ranks with targets and benefits, the agent's rank progress this month and the rewards open to its level (HQ and staff: a preview)",
      response: planOverview,
    },
    (request) => overviewOf(deps, contextOf(request)),
  );
  r.get(
    `${BASE}/rewards-details/:id`,
    {
      access: access.team,
      summary: "One commission rank in full, with the agent's progress towards it this month",
      params: idParams,
      response: planRankDetail,
    },
    (request) => rankDetailOf(deps, contextOf(request), request.params.id),
  );
  r.get(
    `${BASE}/plan-subscription`,
    {
      access: access.team,
      summary:
        "The level upgrade path: the levels above the agent's with their minimum first order and monthly targets against this month's figures, and the agent's promotion requests",
      response: planSubscription,
    },
    (request) => subscriptionOf(deps, contextOf(request)),
  );
  r.get(
    `${BASE}/requests`,
    {
      access: access.teamWith('promote_demote_suspend'),
      summary: "Promotion requests, newest first: an agent's own; HQ and staff every agent's (by status)",
      query: planRequestListQuery,
      response: planRequestPage,
    },
    (request) => listPlanRequests(deps, contextOf(request), request.query),
  );
  r.post(
    `${BASE}/requests`,
    {
      access: access.agents,
      summary: 'Ask HQ to be promoted to a higher level (one pending request at a time: 409)',
      body: planRequestInput,
      response: planRequestView,
      message: 'plan.requested',
    },
    (request) => createPlanRequest(deps, contextOf(request), request.body),
  );
  r.post(
    `${BASE}/requests/:id/approve`,
    {
      access: PROMOTERS,
      summary:
        'Approve a pending request: the agent is promoted as by /api/promote-demote/store (a new upline when the rules ask for one), in the same transaction',
      params: idParams,
      body: planApproveInput,
      response: planRequestView,
      message: 'plan.approved',
    },
    (request) => approvePlanRequest(deps, contextOf(request), request.params.id, request.body),
  );
  r.post(
    `${BASE}/requests/:id/reject`,
    {
      access: PROMOTERS,
      summary: 'Reject a pending request with a reason the agent reads',
      params: idParams,
      body: planRejectInput,
      response: planRequestView,
      message: 'plan.rejected',
    },
    (request) => rejectPlanRequest(deps, contextOf(request), request.params.id, request.body),
  );
}
