import type { CompanyNetwork, companyNetworkInput, TaxSettings, taxSettingsInput } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

export const networkRulesKey = ['company-network'] as const;

export const companyNetworkQuery = () =>
  queryOptions({
    queryKey: networkRulesKey,
    queryFn: ({ signal }) => api.get<CompanyNetwork>('/setup/company-network', undefined, signal),
  });

export const saveCompanyNetwork = (body: z.output<typeof companyNetworkInput>) =>
  api.send<CompanyNetwork>('/setup/company-network/store', body);

export const taxSettingsKey = ['tax-settings'] as const;

export const taxSettingsQuery = () =>
  queryOptions({
    queryKey: taxSettingsKey,
    queryFn: ({ signal }) => api.get<TaxSettings>('/setup/tax', undefined, signal),
  });

export const saveTaxSettings = (body: z.output<typeof taxSettingsInput>) =>
  api.send<TaxSettings>('/setup/tax/store', body);
