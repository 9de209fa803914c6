import type {
  AgentRow,
  agentRegistrationRequest,
  bankDetailRequest,
  CommissionRank,
  commissionRanksRequest,
  Greeting,
  GreetingInput,
  GreetingPreview,
  InviteInfo,
  InviteLink,
  Level,
  LevelInput,
  SelfRegisterRequest,
  SocialLinks,
  Terms,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../lib/api-client';
import { itemsQuery } from '../../lib/items-query';

export type InviteLinkOption = { levelId: string; levelName: string; url: string };
export type { Terms };

type AgentPage = { items: AgentRow[]; total: number; page: number; limit: number };

export const recruitmentKeys = {
  all: ['recruitment'] as const,
  levels: () => [...recruitmentKeys.all, 'levels'] as const,
  ranks: () => [...recruitmentKeys.all, 'commission-ranks'] as const,
  terms: () => [...recruitmentKeys.all, 'terms'] as const,
  greetings: () => [...recruitmentKeys.all, 'greetings'] as const,
  inviteLinks: () => [...recruitmentKeys.all, 'invite-links'] as const,
  inviteInfo: (link: InviteLink) => [...recruitmentKeys.all, 'invite-info', link] as const,
  uplines: (q: string) => [...recruitmentKeys.all, 'uplines', q] as const,
};

export const levelsQuery = () =>
  queryOptions({
    queryKey: recruitmentKeys.levels(),
    queryFn: ({ signal }) => api.get<{ items: Level[] }>('/setup/tier', undefined, signal),
    select: (data) => [...data.items].sort((a, b) => a.rankNumber - b.rankNumber),
  });

export const commissionRanksQuery = () =>
  itemsQuery<CommissionRank>(recruitmentKeys.ranks(), '/setup/company-commission-rank');

export const termsQuery = () => itemsQuery<Terms>(recruitmentKeys.terms(), '/setup/tnc');

export const greetingsQuery = () => itemsQuery<Greeting>(recruitmentKeys.greetings(), '/setup/greeting');

export const inviteLinksQuery = () => itemsQuery<InviteLinkOption>(recruitmentKeys.inviteLinks(), '/user/invite-links');

export const inviteInfoQuery = (link: InviteLink) =>
  queryOptions({
    queryKey: recruitmentKeys.inviteInfo(link),
    queryFn: ({ signal }) => api.get<InviteInfo>('/registration/invite-info', link, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Agents to choose an upline from (HQ and staff see every agent). */
export const uplineSearchQuery = (q: string) =>
  queryOptions({
    queryKey: recruitmentKeys.uplines(q),
    queryFn: ({ signal }) =>
      api.get<AgentPage>('/agent-database', { q: q || undefined, limit: 20, sort: 'name' }, signal),
    select: (data) => data.items,
    staleTime: 30_000,
  });

export type AgentRegistration = z.input<typeof agentRegistrationRequest>;
export type CommissionRanksInput = z.input<typeof commissionRanksRequest>;

export const recruitmentApi = {
  createLevel: (body: LevelInput) => api.send<Level>('/setup/tier/store', body),
  updateLevel: (id: string, body: LevelInput) => api.send<Level>(`/setup/tier/update/${encodeURIComponent(id)}`, body),
  reorderLevels: (ids: string[]) => api.send<{ items: Level[] }>('/setup/tier/reorder', { ids }),
  saveRanks: (body: CommissionRanksInput) =>
    api.send<{ items: CommissionRank[] }>('/setup/company-commission-rank/update', body),
  saveTerms: (body: { levelId: string; details: string; pdfFile?: string | null }) =>
    api.send<null>('/setup/tnc/store', body),
  uploadTermsPdf: (file: File) => upload<{ file: string }>('/setup/tnc/pdf', file),
  saveGreeting: (body: GreetingInput) => api.send<null>('/setup/greeting/store', body),
  deleteGreeting: (levelId: string) =>
    api.send<null>(`/setup/greeting/${encodeURIComponent(levelId)}`, undefined, { method: 'DELETE' }),
  previewGreeting: (body: GreetingInput & { agentId?: string | undefined }) =>
    api.send<GreetingPreview>('/setup/greeting/preview', body),
  sendTestGreeting: (body: GreetingInput & { agentId?: string | undefined }) =>
    api.send<{ email: string }>('/setup/greeting/test', body),
  deleteTerms: (levelId: string) =>
    api.send<null>(`/setup/tnc/${encodeURIComponent(levelId)}`, undefined, { method: 'DELETE' }),
  selfRegister: (body: SelfRegisterRequest) => api.send<null>('/user/self-register', body),
  registerAgent: (body: AgentRegistration) => api.send<{ id: string }>('/agent-registration', body),
  saveBank: (body: z.input<typeof bankDetailRequest>) => api.send<null>('/user/bank-detail', body),
  saveSocial: (body: SocialLinks) => api.send<Record<string, string>>('/user/social-network', body),
  uploadPhoto: (file: File) => upload<{ url: string }>('/user/upload-image', file),
};

/** Multipart upload of one file (field "file"). */
function upload<T>(path: string, file: File): Promise<Answer<T>> {
  const body = new FormData();
  body.append('file', file);
  return api.send<T>(path, body);
}
