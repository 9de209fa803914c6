import type { PlanOverview, PlanRankDetail, PlanRequestInput, PlanRequestView, PlanSubscription } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/plan-rewards';

/** Every plan query starts with `planKeys.all`: a promotion request refreshes them all. */
export const planKeys = {
  all: ['plan-rewards'] as const,
  overview: () => [...planKeys.all, 'overview'] as const,
  rank: (id: string) => [...planKeys.all, 'rank', id] as const,
  subscription: () => [...planKeys.all, 'subscription'] as const,
};

export const planOverviewQuery = () =>
  queryOptions({
    queryKey: planKeys.overview(),
    queryFn: ({ signal }) => api.get<PlanOverview>(BASE, undefined, signal),
  });

export const planRankQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.rank(id),
    queryFn: ({ signal }) =>
      api.get<PlanRankDetail>(`${BASE}/rewards-details/${encodeURIComponent(id)}`, undefined, signal),
  });

export const planSubscriptionQuery = () =>
  queryOptions({
    queryKey: planKeys.subscription(),
    queryFn: ({ signal }) => api.get<PlanSubscription>(`${BASE}/plan-subscription`, undefined, signal),
  });

export const requestPromotion = (body: PlanRequestInput) => api.send<PlanRequestView>(`${BASE}/requests`, body);
