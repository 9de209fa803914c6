import type { AnalyticsBreakdown, AnalyticsGroup, AnalyticsSales } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type AnalyticsPeriod = { from: string; to: string };
export type Breakdown = 'category' | 'product' | 'state' | 'age';

export const analyticsKeys = { all: ['analytics'] as const };

export const salesQuery = (period: AnalyticsPeriod, group: AnalyticsGroup) =>
  queryOptions({
    queryKey: [...analyticsKeys.all, 'sales', period, group],
    queryFn: ({ signal }) => api.get<AnalyticsSales>('/analytic/sales', { ...period, group }, signal),
  });

export const breakdownQuery = (name: Breakdown, query: AnalyticsPeriod & { top?: number }) =>
  queryOptions({
    queryKey: [...analyticsKeys.all, name, query],
    queryFn: ({ signal }) => api.get<AnalyticsBreakdown>(`/analytic/${name}`, query, signal),
  });
