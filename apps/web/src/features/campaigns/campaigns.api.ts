import type {
  CampaignInput,
  CampaignView,
  campaignSummary,
  PointsSettings,
  RedemptionStatus,
  RedemptionView,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';
import type { ImageUpload } from '../catalog';

type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type CampaignTab = 'all' | 'active' | 'upcoming' | 'past';
export type CampaignFilters = { tab: CampaignTab; q?: string; page: number };
export type RedemptionFilters = { status?: RedemptionStatus; campaignId?: string; q?: string; page: number };
export type CampaignSummary = z.infer<typeof campaignSummary>;

export const PAGE_SIZE = 20;
const BASE = '/game/campaign';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (filters: CampaignFilters) => [...campaignKeys.all, 'list', filters] as const,
  summary: () => [...campaignKeys.all, 'summary'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  redemptions: (filters: RedemptionFilters) => [...campaignKeys.all, 'redemptions', filters] as const,
  pointsSettings: () => ['points-settings'] as const,
};

export const campaignListQuery = (filters: CampaignFilters) =>
  pageQuery<Page<CampaignView>>(campaignKeys.list(filters), `${BASE}/list`, { ...filters, limit: PAGE_SIZE });

/** The counts of the tabs and of the redemptions. */
export const campaignSummaryQuery = () =>
  queryOptions({
    queryKey: campaignKeys.summary(),
    queryFn: ({ signal }) => api.get<CampaignSummary>(`${BASE}/summary`, undefined, signal),
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<CampaignView>(`${BASE}/campaign-detail/${encodeURIComponent(id)}`, undefined, signal),
  });

export const redemptionListQuery = (filters: RedemptionFilters) =>
  pageQuery<Page<RedemptionView>>(campaignKeys.redemptions(filters), `${BASE}/redeem-list`, {
    ...filters,
    limit: PAGE_SIZE,
  });

export const pointsSettingsQuery = () =>
  queryOptions({
    queryKey: campaignKeys.pointsSettings(),
    queryFn: ({ signal }) => api.get<PointsSettings>('/setup/points-settings', undefined, signal),
  });

function uploadBanner(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.send<ImageUpload>(`${BASE}/image`, body);
}

const redemptionPath = (id: string, action: 'fulfil' | 'cancel') =>
  `${BASE}/redeem-list/${encodeURIComponent(id)}/${action}`;

export const campaignApi = {
  save: (body: CampaignInput, id?: string) =>
    api.send<CampaignView>(id ? `${BASE}/edit/${encodeURIComponent(id)}` : `${BASE}/store`, body),
  remove: (id: string) => api.delete<null>(`${BASE}/delete/${encodeURIComponent(id)}`),
  uploadBanner,
  fulfil: (id: string, body: { note: string; fulfilledOn?: string }) =>
    api.send<RedemptionView>(redemptionPath(id, 'fulfil'), body),
  cancel: (id: string, body: { note: string }) => api.send<RedemptionView>(redemptionPath(id, 'cancel'), body),
  saveSettings: (body: { pointsExpiry: boolean; pointsCycle: string }) =>
    api.send<PointsSettings>('/setup/points-settings/store', body),
};
