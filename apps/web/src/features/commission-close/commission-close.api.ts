import type { CommissionMonths, MonthCloseResult } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const commissionMonthKeys = { all: ['commission', 'months'] as const };

export const commissionMonthsQuery = () =>
  queryOptions({
    queryKey: commissionMonthKeys.all,
    queryFn: ({ signal }) => api.get<CommissionMonths>('/commission/months', undefined, signal),
  });

/** Closes a month (YYYY-MM); the answer's message says it is closed and payable. */
export const closeMonth = (month: string) => api.send<MonthCloseResult>('/commission/close', { month });
