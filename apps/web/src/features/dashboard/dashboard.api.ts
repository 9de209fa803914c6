import type { AgentDashboard, HqDashboard } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  agent: () => [...dashboardKeys.all, 'agent'] as const,
  hq: () => [...dashboardKeys.all, 'hq'] as const,
};

/** The agent's dashboard in one call (the leaderboard by TPGS; other figures come from the ranking call). */
export const agentDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.agent(),
    queryFn: ({ signal }) => api.get<AgentDashboard>('/dashboard/agent', undefined, signal),
  });

/** HQ's (and staff's) dashboard in one call; widgets the caller may not see come as null. */
export const hqDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.hq(),
    queryFn: ({ signal }) => api.get<HqDashboard>('/dashboard/hq', undefined, signal),
  });
