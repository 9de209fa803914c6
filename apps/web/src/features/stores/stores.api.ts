import {
  type CompanyStoreRow,
  type EkoopBannerInput,
  type EkoopBannerView,
  type OwnStore,
  STORE_KIND_PATHS,
  type StoreAccountInput,
  type StoreAction,
  type StoreCustomerRow,
  type StoreKind,
  type StoreRegistrationInput,
  type StoreSetupInput,
  type StoreSetupView,
  type StoreStatus,
  type StoreSummary,
  type StoreView,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { pageQuery } from '../../lib/items-query';

type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type StoreDatabaseFilters = { kind?: StoreKind; status?: StoreStatus; q?: string; page: number };
export type StoreCustomerFilters = { kind?: StoreKind; storeSlug?: string; q?: string; page: number };
export type ImageUpload = { small: string; large: string };
export const PAGE_SIZE = 20;

const base = (kind: StoreKind) => `/${STORE_KIND_PATHS[kind]}`;
const HQ_BASE = '/setup/company-store';

export const storeKeys = {
  all: ['stores'] as const,
  own: (kind: StoreKind) => [...storeKeys.all, 'own', kind] as const,
  setup: (kind: StoreKind) => [...storeKeys.all, 'setup', kind] as const,
  summary: (kind: StoreKind, period: { from: string; to: string }) =>
    [...storeKeys.all, 'summary', kind, period] as const,
  banners: () => [...storeKeys.all, 'banners'] as const,
  database: (filters: StoreDatabaseFilters) => [...storeKeys.all, 'database', filters] as const,
  customers: (filters: StoreCustomerFilters) => [...storeKeys.all, 'customers', filters] as const,
};

export const ownStoreQuery = (kind: StoreKind) =>
  queryOptions({
    queryKey: storeKeys.own(kind),
    queryFn: ({ signal }) => api.get<OwnStore>(`${base(kind)}/store`, undefined, signal),
  });

export const storeSetupQuery = (kind: StoreKind) =>
  queryOptions({
    queryKey: storeKeys.setup(kind),
    queryFn: ({ signal }) => api.get<StoreSetupView>(`${base(kind)}/setup`, undefined, signal),
  });

export const storeSummaryQuery = (kind: StoreKind, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: storeKeys.summary(kind, period),
    queryFn: ({ signal }) => api.get<StoreSummary>(`${base(kind)}/summary`, period, signal),
  });

export const bannersQuery = () =>
  queryOptions({
    queryKey: storeKeys.banners(),
    queryFn: ({ signal }) => api.get<{ items: EkoopBannerView[] }>('/e-koop/banner', undefined, signal),
  });

export const companyStoresQuery = (filters: StoreDatabaseFilters) =>
  pageQuery<Page<CompanyStoreRow>>(storeKeys.database(filters), HQ_BASE, { ...filters, limit: PAGE_SIZE });

export const storeCustomersQuery = (filters: StoreCustomerFilters) =>
  pageQuery<Page<StoreCustomerRow>>(storeKeys.customers(filters), `${HQ_BASE}/customers`, {
    ...filters,
    limit: PAGE_SIZE,
  });

function upload(path: string) {
  return (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.send<ImageUpload>(path, body);
  };
}

export const storeApi = {
  register: (kind: StoreKind, body: StoreRegistrationInput) => api.send<StoreView>(`${base(kind)}/register`, body),
  saveAccount: (kind: StoreKind, body: StoreAccountInput) => api.send<StoreView>(`${base(kind)}/account`, body),
  saveSetup: (kind: StoreKind, body: StoreSetupInput) => api.send<StoreSetupView>(`${base(kind)}/setup`, body),
  uploadLogo: (kind: StoreKind) => upload(`${base(kind)}/logo`),
  uploadBanner: upload('/e-koop/banner/image'),
  createBanner: (body: EkoopBannerInput) => api.send<EkoopBannerView>('/e-koop/banner/store', body),
  deleteBanner: (id: string) => api.delete<null>(`/e-koop/banner/delete/${encodeURIComponent(id)}`),
  changeStatus: (slug: string, action: StoreAction) =>
    api.send<StoreView>(`${HQ_BASE}/${encodeURIComponent(slug)}/${action}`),
  bulk: (action: StoreAction, slugs: string[]) =>
    api.send<{ done: string[]; refused: Array<{ slug: string; reason: string }> }>(`${HQ_BASE}/bulk`, {
      action,
      slugs,
    }),
};
