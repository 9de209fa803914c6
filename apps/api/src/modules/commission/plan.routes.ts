import {
  commissionPlanOverview,
  idText,
  planDraftInput,
  planSimulation,
  planVersion,
  publishPlanInput,
  simulationAgentDetail,
  simulationAgentsPage,
  simulationAgentsQuery,
  startSimulationInput,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { deleteDraft, planOverview, publishDraft, planVersion as readVersion, saveDraft } from './plan.service.js';
import { simulationAgent, simulationAgents, simulationStatus, startSimulation } from './plan-simulation.js';

// The company admin only, like the commission settings it versions (ranks, levels, switches: access.hq).
const tags = ['commission'];
const idParams = z.object({ id: idText() });

export function registerCommissionPlanRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/commission/plan',
    {
      access: access.hq,
      summary: 'The commission plan: the version in force this month, the draft, the history, closed months',
      response: commissionPlanOverview,
    },
    (request) => planOverview(deps, contextOf(request)),
  );
  r.get(
    '/api/commission/plan/versions/:id',
    { access: access.hq, summary: 'One plan version with its whole plan', params: idParams, response: planVersion },
    (request) => readVersion(deps, contextOf(request), request.params.id),
  );
  r.put(
    '/api/commission/plan/draft',
    {
      access: access.hq,
      summary: 'Create or replace the draft plan (nothing live changes until it is published)',
      body: planDraftInput,
      response: planVersion,
      message: 'commission.plan.draftSaved',
    },
    (request) => saveDraft(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/commission/plan/draft',
    { access: access.hq, summary: 'Delete the draft plan', message: 'commission.plan.draftDeleted' },
    (request) => deleteDraft(deps, contextOf(request)),
  );
  r.post(
    '/api/commission/plan/draft/publish',
    {
      access: access.hq,
      summary: 'Publish the draft, in force from a future month (YYYY-MM)',
      body: publishPlanInput,
      response: planVersion,
      message: (data) => ({
        key: 'commission.plan.published',
        params: { number: data.number, month: data.effectiveMonth ?? '' },
      }),
    },
    (request) => publishDraft(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/commission/plan/simulations',
    {
      access: access.hq,
      summary: "Simulate a plan version over a closed month's sales (in the background; writes no ledger entry)",
      body: startSimulationInput,
      response: planSimulation,
    },
    (request) => startSimulation(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/commission/plan/simulations/:id',
    {
      access: access.hq,
      summary: "A simulation's status, progress and, once done, its totals",
      params: idParams,
      response: planSimulation,
    },
    (request) => simulationStatus(deps, contextOf(request), request.params.id),
  );
  r.get(
    '/api/commission/plan/simulations/:id/agents',
    {
      access: access.hq,
      summary: "Each agent's monthly commission paid and simulated (largest difference first; search by name)",
      params: idParams,
      query: simulationAgentsQuery,
      response: simulationAgentsPage,
    },
    (request) => simulationAgents(deps, contextOf(request), request.params.id, request.query),
  );
  r.get(
    '/api/commission/plan/simulations/:id/agents/:agentId',
    {
      access: access.hq,
      summary: "One agent's monthly entries, paid and simulated",
      params: z.object({ id: idText(), agentId: idText() }),
      response: simulationAgentDetail,
    },
    (request) => simulationAgent(deps, contextOf(request), request.params.id, request.params.agentId),
  );
}
