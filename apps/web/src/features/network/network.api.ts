import type {
  AgentDetail,
  AgentListQuery,
  AgentRow,
  Level,
  levelSummary,
  PlanRequestView,
  TreeNode,
  treeSearchResult,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

export type AgentPage = { items: AgentRow[]; total: number; page: number; limit: number };
export type TreeChildren = { items: TreeNode[]; total: number };
export type TreeSearchResult = z.infer<typeof treeSearchResult>;
export type NetworkSummary = z.infer<typeof levelSummary>;
export type UplineCandidate = { id: string; name: string; email: string; level: string | null; rankNumber: number };

/** The value of `uplineId` that places an agent at the top, directly under HQ (see the API). */
export const HQ_UPLINE = 'hq';

/** Filters and sort of the agent lists, as they travel in the page URL and the query string. */
export type AgentFilters = Omit<AgentListQuery, 'limit' | 'page'> & { page?: number };

export const networkKeys = {
  all: ['network'] as const,
  levels: () => [...networkKeys.all, 'levels'] as const,
  agents: (filters: AgentFilters) => [...networkKeys.all, 'agents', filters] as const,
  promoteList: (filters: AgentFilters) => [...networkKeys.all, 'promote', 'list', filters] as const,
  summary: () => [...networkKeys.all, 'promote', 'summary'] as const,
  uplines: (agentId: string, levelId: string, q: string) =>
    [...networkKeys.all, 'promote', 'uplines', agentId, levelId, q] as const,
  /** Under `promote`: a level change refreshes the promotion requests too. */
  planRequests: () => [...networkKeys.all, 'promote', 'plan-requests'] as const,
  agent: (id: string) => [...networkKeys.all, 'agent', id] as const,
  tree: () => [...networkKeys.all, 'tree'] as const,
  treeChildren: (parentId: string | null, asOf: string | null = null) =>
    [...networkKeys.tree(), 'children', parentId ?? 'root', asOf ?? 'now'] as const,
  treeSearch: (q: string) => [...networkKeys.tree(), 'search', q] as const,
};

export const PAGE_SIZE = 20;

function listParams(filters: AgentFilters) {
  return { ...filters, limit: PAGE_SIZE };
}

export const levelsQuery = () =>
  queryOptions({
    queryKey: networkKeys.levels(),
    queryFn: ({ signal }) => api.get<{ items: Level[] }>('/setup/tier', undefined, signal),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
  });

export const agentListQuery = (filters: AgentFilters) =>
  pageQuery<AgentPage>(networkKeys.agents(filters), '/agent-database', listParams(filters));

export const promoteListQuery = (filters: AgentFilters) =>
  pageQuery<AgentPage>(networkKeys.promoteList(filters), '/promote-demote', listParams(filters));

export const summaryQuery = () =>
  queryOptions({
    queryKey: networkKeys.summary(),
    queryFn: ({ signal }) => api.get<NetworkSummary>('/promote-demote/summary', undefined, signal),
  });

export const uplineListQuery = (agentId: string, levelId: string, q: string) =>
  queryOptions({
    queryKey: networkKeys.uplines(agentId, levelId, q),
    queryFn: ({ signal }) =>
      api.get<{ items: UplineCandidate[] }>(
        '/promote-demote/upline-list',
        { agentId, levelId, q: q || undefined },
        signal,
      ),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });

export const agentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: networkKeys.agent(id),
    queryFn: ({ signal }) => api.get<AgentDetail>(`/agents/${encodeURIComponent(id)}`, undefined, signal),
  });

/** One level of the family tree: now, or as it stood at the end of `asOf` (`YYYY-MM-DD`). */
export const treeChildrenQuery = (parentId: string | null, asOf: string | null = null) =>
  queryOptions({
    queryKey: networkKeys.treeChildren(parentId, asOf),
    queryFn: ({ signal }) =>
      api.get<TreeChildren>('/user/family-tree', { parentId: parentId ?? undefined, asOf: asOf ?? undefined }, signal),
  });

export const treeSearchQuery = (q: string) =>
  queryOptions({
    queryKey: networkKeys.treeSearch(q),
    queryFn: ({ signal }) => api.get<{ items: TreeSearchResult[] }>('/user/family-tree/search', { q }, signal),
    select: (data) => data.items,
    enabled: q.trim().length > 0,
  });

/** Agents' promotion requests waiting for HQ (the plan subscription), oldest last. */
export const planRequestsQuery = () =>
  queryOptions({
    queryKey: networkKeys.planRequests(),
    queryFn: ({ signal }) =>
      api.get<{ items: PlanRequestView[]; total: number }>(
        '/plan-rewards/requests',
        { status: 'pending', limit: 50 },
        signal,
      ),
  });

export const networkApi = {
  approveRequest: (id: string, body: { uplineId?: string }) =>
    api.send<PlanRequestView>(`/plan-rewards/requests/${encodeURIComponent(id)}/approve`, body),
  rejectRequest: (id: string, body: { reason: string }) =>
    api.send<PlanRequestView>(`/plan-rewards/requests/${encodeURIComponent(id)}/reject`, body),
  changeLevel: (body: { agentId: string; levelId: string; uplineId?: string; reason?: string }) =>
    api.send<null>('/promote-demote/store', body),
  setSuspended: (body: { agentId: string; suspend: boolean; reason: string }) =>
    api.send<null>('/promote-demote/suspend', body),
};
