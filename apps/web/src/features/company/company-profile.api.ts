import type { CompanyProfile, CompanyProfileInput } from '@niaga/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type MsicCode = { code: string; description: string; section: string | null; sectionName: string | null };

export const companyProfileKeys = {
  all: ['company-profile'] as const,
  profile: () => [...companyProfileKeys.all, 'profile'] as const,
  msic: (q: string) => ['reference', 'msic', q] as const,
};

export const companyProfileQuery = () =>
  queryOptions({
    queryKey: companyProfileKeys.profile(),
    queryFn: ({ signal }) => api.get<CompanyProfile>('/setup/company', undefined, signal),
  });

/** MSIC 2008 codes by code prefix or words of the description (the reference list, public). */
export const msicQuery = (q: string) =>
  queryOptions({
    queryKey: companyProfileKeys.msic(q),
    queryFn: ({ signal }) =>
      api.get<{ items: MsicCode[]; total: number }>('/attribute/list-msic', { q: q || undefined, limit: 30 }, signal),
    select: (data) => data.items,
    staleTime: 24 * 60 * 60_000,
    placeholderData: keepPreviousData,
  });

export const companyProfileApi = {
  save: (input: CompanyProfileInput) => api.send<CompanyProfile>('/setup/company/store', input),
};
