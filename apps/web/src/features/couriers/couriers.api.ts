import type {
  Branch,
  BranchInput,
  CompanyFeatureSwitches,
  Courier,
  CourierInput,
  CourierSummary,
  companyFeaturesInput,
  ShipQuote,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { itemsQuery, pageQuery } from '../../lib/items-query';

export type CourierFilters = { q: string; active: '' | 'true' | 'false'; page: number };
export type QuoteRequest = { state: string; weight: number; subtotal: number };
type CourierPage = { items: CourierSummary[]; total: number; page: number; limit: number };

export const COURIER_PAGE_SIZE = 20;

export const courierKeys = {
  all: ['couriers'] as const,
  list: (filters: CourierFilters) => [...courierKeys.all, 'list', filters] as const,
  detail: (id: string) => [...courierKeys.all, 'detail', id] as const,
  quote: (request: QuoteRequest) => [...courierKeys.all, 'quote', request] as const,
  branches: () => ['branches'] as const,
  features: () => ['company-features'] as const,
};

export const courierListQuery = (filters: CourierFilters) =>
  pageQuery<CourierPage>(courierKeys.list(filters), '/courier', {
    q: filters.q || undefined,
    active: filters.active || undefined,
    page: filters.page,
    limit: COURIER_PAGE_SIZE,
  });

export const courierQuery = (id: string) =>
  queryOptions({
    queryKey: courierKeys.detail(id),
    queryFn: ({ signal }) => api.get<Courier>(`/courier/${encodeURIComponent(id)}`, undefined, signal),
  });

/** The quote answers 422 with the spec's message when nothing fits: shown as it is, never retried. */
export const shipQuoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: courierKeys.quote(request),
    queryFn: ({ signal }) => api.get<ShipQuote>('/sales/ship-method', request, signal),
    retry: false,
    staleTime: 0,
  });

export const branchesQuery = () => itemsQuery<Branch>(courierKeys.branches(), '/setup/branch');

export const companyFeaturesQuery = () =>
  queryOptions({
    queryKey: courierKeys.features(),
    queryFn: ({ signal }) => api.get<CompanyFeatureSwitches>('/setup/company-features', undefined, signal),
  });

export const couriersApi = {
  create: (body: CourierInput) => api.send<Courier>('/courier/store', body),
  update: (id: string, body: CourierInput) => api.send<Courier>(`/courier/update/${encodeURIComponent(id)}`, body),
  setActive: (id: string, active: boolean) => api.send<null>(`/courier/${encodeURIComponent(id)}/active`, { active }),
  remove: (id: string) => api.send<null>(`/courier/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
  saveBranch: (body: BranchInput) => api.send<Branch>('/setup/branch/store', body),
  removeBranch: (id: string) =>
    api.send<null>(`/setup/branch/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
  saveFeatures: (body: z.input<typeof companyFeaturesInput>) =>
    api.send<CompanyFeatureSwitches>('/setup/company-features/store', body),
};
