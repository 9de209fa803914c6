import type { CompanyMoneyBalance, RecordSettlementInput, SettlementRecorded, SettlementReport } from '@niaga/shared';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client';

export const settlementKeys = {
  all: ['settlement'] as const,
  report: (query: Query) => [...settlementKeys.all, 'report', query] as const,
  balance: () => [...settlementKeys.all, 'balance'] as const,
};

export const settlementReportQuery = (query: Query) =>
  queryOptions({
    queryKey: settlementKeys.report(query),
    queryFn: ({ signal }) => api.get<SettlementReport>('/settlement/report-data', query, signal),
    placeholderData: keepPreviousData,
  });

export const companyMoneyBalanceQuery = () =>
  queryOptions({
    queryKey: settlementKeys.balance(),
    queryFn: ({ signal }) => api.get<CompanyMoneyBalance>('/company-money/balance', undefined, signal),
  });

export const recordSettlement = (input: RecordSettlementInput) =>
  api.send<SettlementRecorded>('/settlement/record', input);

export const refreshSettlement = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: settlementKeys.all });
