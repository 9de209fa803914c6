import type { Cp58IssueResult, Cp58Page, Cp58Statement } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { downloadFile } from '../../lib/download';
import { pageQuery } from '../../lib/items-query';

export type Cp58Filters = { year: number; q?: string; page: number };

export const cp58Keys = {
  all: ['cp58'] as const,
  statement: (year: number, agentId?: string) => [...cp58Keys.all, 'statement', year, agentId ?? 'own'] as const,
  list: (filters: Cp58Filters) => [...cp58Keys.all, 'list', filters] as const,
};

/** The caller's statement of a year; null when none was issued yet (the page's empty state). */
export const cp58StatementQuery = (year: number) =>
  queryOptions({
    queryKey: cp58Keys.statement(year),
    queryFn: ({ signal }) => api.get<Cp58Statement | null>('/report/getcp58', { year }, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const cp58ListQuery = (filters: Cp58Filters) =>
  pageQuery<Cp58Page>(cp58Keys.list(filters), '/report/searchcp58', {
    year: filters.year,
    q: filters.q,
    page: filters.page,
  });

export const cp58Api = {
  issue: (year: number) => api.send<Cp58IssueResult>('/report/cp58', { year }),
};

/** Downloads a statement's PDF with the bearer token (saved as a blob). HQ names the agent. */
export async function downloadCp58Pdf(year: number, agentId?: string): Promise<void> {
  const query = new URLSearchParams({ year: String(year), ...(agentId ? { agentId } : {}) });
  return downloadFile(`/api/report/getcp58/pdf?${query}`, `CP58-${year}.pdf`);
}

/** The years offered: this year (so far) back to six years ago, newest first. */
export function cp58Years(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 7 }, (_, index) => current - index);
}
