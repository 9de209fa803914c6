import type { CompanyTheme, companyThemeInput, ThemeLogoSlot } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

export const companyThemeKey = ['company-theme'] as const;

export const companyThemeQuery = () =>
  queryOptions({
    queryKey: companyThemeKey,
    queryFn: ({ signal }) => api.get<CompanyTheme>('/setup/company-theme', undefined, signal),
  });

export const companyThemeApi = {
  save: (body: z.output<typeof companyThemeInput>) => api.send<CompanyTheme>('/setup/company-theme/store', body),
  /** Multipart upload (field "file") into a slot; the answer is the whole theme (new app icons included). */
  uploadLogo: (slot: ThemeLogoSlot, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.send<CompanyTheme>('/setup/company-theme/store-logo', body, { query: { slot } });
  },
  removeLogo: (slot: ThemeLogoSlot) => api.send<CompanyTheme>('/setup/company-theme/remove-logo', { slot }),
};
