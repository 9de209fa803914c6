import type {
  CampaignView,
  PointEntryKind,
  pointEntryView,
  pointsSummary,
  RedemptionStatus,
  RedemptionView,
} from '@niaga/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

export type PointEntry = z.infer<typeof pointEntryView>;
export type PointsSummary = z.infer<typeof pointsSummary>;
type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type CampaignTab = 'active' | 'past';

export const REWARDS_PAGE_SIZE = 20;
const BASE = '/game/campaign';

/** Every query of the agent's points and rewards starts with `rewardKeys.all`: a redemption refreshes them all. */
export const rewardKeys = {
  all: ['rewards'] as const,
  summary: () => [...rewardKeys.all, 'summary'] as const,
  campaigns: (tab: CampaignTab, page: number) => [...rewardKeys.all, 'campaigns', tab, page] as const,
  campaign: (id: string) => [...rewardKeys.all, 'campaign', id] as const,
  points: (filters: PointFilters) => [...rewardKeys.all, 'points', filters] as const,
  redemptions: (filters: RedemptionFilters) => [...rewardKeys.all, 'redemptions', filters] as const,
};

export type PointFilters = { kind?: PointEntryKind; page: number };
export type RedemptionFilters = { status?: RedemptionStatus; page: number; limit?: number };

export const pointsSummaryQuery = () =>
  queryOptions({
    queryKey: rewardKeys.summary(),
    queryFn: ({ signal }) => api.get<PointsSummary>(`${BASE}/points-summary`, undefined, signal),
  });

export const activeCampaignsQuery = (tab: CampaignTab, page: number) =>
  pageQuery<Page<CampaignView> & { balance: number }>(rewardKeys.campaigns(tab, page), `${BASE}/get-active`, {
    tab,
    page,
    limit: REWARDS_PAGE_SIZE,
  });

export const campaignDetailQuery = (id: string) =>
  queryOptions({
    queryKey: rewardKeys.campaign(id),
    queryFn: ({ signal }) =>
      api.get<CampaignView>(`${BASE}/campaign-detail/${encodeURIComponent(id)}`, undefined, signal),
  });

export const pointHistoryQuery = (filters: PointFilters) =>
  pageQuery<Page<PointEntry> & { balance: number }>(rewardKeys.points(filters), `${BASE}/history-point`, {
    kind: filters.kind,
    page: filters.page,
    limit: REWARDS_PAGE_SIZE,
  });

export const redemptionHistoryQuery = (filters: RedemptionFilters) =>
  pageQuery<Page<RedemptionView>>(rewardKeys.redemptions(filters), `${BASE}/history-redeem`, {
    status: filters.status,
    page: filters.page,
    limit: filters.limit ?? REWARDS_PAGE_SIZE,
  });

/** Redeems a campaign; the balance, the campaigns and both histories change, so every rewards query reloads. */
export async function redeemCampaign(queryClient: QueryClient, campaignId: string) {
  const answer = await api.send<{ redemption: RedemptionView; balance: number }>(`${BASE}/redeem-point`, {
    campaignId,
  });
  await queryClient.invalidateQueries({ queryKey: rewardKeys.all });
  return answer;
}
