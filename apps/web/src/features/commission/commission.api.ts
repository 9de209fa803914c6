import type {
  CheckCalculation,
  CommissionAgentsPage,
  CommissionDetailsPage,
  CommissionSummary,
  CommissionType,
  CompanyCommission,
  IncomeStatement,
} from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { pageQuery } from '../../lib/items-query';

export type {
  CheckCalculation,
  CommissionAgentsPage,
  CommissionDetailsPage,
  CommissionSummary,
  CompanyCommission,
  IncomeStatement,
};

export const COMMISSION_PAGE_SIZE = 20;

/** Every key starts with the agent the view is about ('self' for the agent's own). */
export const commissionKeys = {
  all: ['commission'] as const,
  summary: (agentId?: string) => [...commissionKeys.all, agentId ?? 'self', 'summary'] as const,
  details: (agentId: string | undefined, filters: { type: CommissionType; month?: string; page: number }) =>
    [...commissionKeys.all, agentId ?? 'self', 'details', filters] as const,
  statement: (agentId: string | undefined, month: string) =>
    [...commissionKeys.all, agentId ?? 'self', 'statement', month] as const,
  check: (id: string) => [...commissionKeys.all, 'check', id] as const,
  company: (year: number) => [...commissionKeys.all, 'company', year] as const,
  agents: (filters: { month?: string; q?: string; page: number }) =>
    [...commissionKeys.all, 'agents', filters] as const,
};

export const commissionSummaryQuery = (agentId?: string) =>
  queryOptions({
    queryKey: commissionKeys.summary(agentId),
    queryFn: ({ signal }) => api.get<CommissionSummary>('/commission', { agentId }, signal),
  });

export const commissionDetailsQuery = (
  agentId: string | undefined,
  filters: { type: CommissionType; month?: string; page: number },
) =>
  pageQuery<CommissionDetailsPage>(commissionKeys.details(agentId, filters), '/commission/details', {
    ...filters,
    agentId,
    limit: COMMISSION_PAGE_SIZE,
  });

export const incomeStatementQuery = (agentId: string | undefined, month: string) =>
  queryOptions({
    queryKey: commissionKeys.statement(agentId, month),
    queryFn: ({ signal }) => api.get<IncomeStatement>('/commission/income-statement', { month, agentId }, signal),
  });

export const checkCalculationQuery = (id: string) =>
  queryOptions({
    queryKey: commissionKeys.check(id),
    queryFn: ({ signal }) => api.get<CheckCalculation>('/commission/check-calculation', { id }, signal),
    enabled: id !== '',
  });

export const companyCommissionQuery = (year: number) =>
  queryOptions({
    queryKey: commissionKeys.company(year),
    queryFn: ({ signal }) => api.get<CompanyCommission>('/commission/company', { year }, signal),
    placeholderData: keepPreviousData,
  });

export const commissionAgentsQuery = (filters: { month?: string; q?: string; page: number }) =>
  pageQuery<CommissionAgentsPage>(commissionKeys.agents(filters), '/commission/agents', {
    ...filters,
    limit: COMMISSION_PAGE_SIZE,
  });

/** Downloads the statement's PDF with the bearer token, saved as a blob. */
export async function downloadIncomeStatementPdf(month: string, agentId?: string): Promise<void> {
  const query = new URLSearchParams({ month, ...(agentId ? { agentId } : {}) });
  return downloadFile(`/api/commission/income-statement/pdf?${query}`, `income-statement-${month}.pdf`);
}
