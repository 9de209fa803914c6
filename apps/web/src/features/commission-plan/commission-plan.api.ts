import type {
  CommissionPlan,
  CommissionPlanOverview,
  PlanSimulation,
  PlanVersion,
  SimulationAgentDetail,
  SimulationAgentsPage,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiSend } from '../../lib/api-client';

export const planKeys = {
  all: ['commission', 'plan'] as const,
  simulation: (id: string) => ['commission', 'plan', 'simulation', id] as const,
  agents: (id: string, query: object) => ['commission', 'plan', 'simulation', id, 'agents', query] as const,
  agent: (id: string, agentId: string) => ['commission', 'plan', 'simulation', id, 'agent', agentId] as const,
};

export const planOverviewQuery = () =>
  queryOptions({
    queryKey: planKeys.all,
    queryFn: ({ signal }) => api.get<CommissionPlanOverview>('/commission/plan', undefined, signal),
  });

const running = (simulation: PlanSimulation | undefined) =>
  simulation?.status === 'queued' || simulation?.status === 'running';

/** A simulation, read again while it runs (the job keeps its progress on its row). */
export const simulationQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.simulation(id),
    queryFn: ({ signal }) => api.get<PlanSimulation>(`/commission/plan/simulations/${id}`, undefined, signal),
    refetchInterval: (query) => (running(query.state.data) ? 700 : false),
  });

export const simulationAgentsQuery = (id: string, query: { page: number; q: string; changed: boolean }) =>
  queryOptions({
    queryKey: planKeys.agents(id, query),
    queryFn: ({ signal }) =>
      api.get<SimulationAgentsPage>(
        `/commission/plan/simulations/${id}/agents`,
        { page: query.page, q: query.q || undefined, changed: String(query.changed) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const simulationAgentQuery = (id: string, agentId: string) =>
  queryOptions({
    queryKey: planKeys.agent(id, agentId),
    queryFn: ({ signal }) =>
      api.get<SimulationAgentDetail>(`/commission/plan/simulations/${id}/agents/${agentId}`, undefined, signal),
  });

export const planApi = {
  saveDraft: (plan: CommissionPlan, note?: string) =>
    apiSend<PlanVersion>('/commission/plan/draft', { method: 'PUT', body: { plan, ...(note ? { note } : {}) } }),
  deleteDraft: () => apiSend<null>('/commission/plan/draft', { method: 'DELETE' }),
  publish: (effectiveMonth: string) => api.send<PlanVersion>('/commission/plan/draft/publish', { effectiveMonth }),
  simulate: (versionId: string, month: string) =>
    api.post<PlanSimulation>('/commission/plan/simulations', { versionId, month }),
};
