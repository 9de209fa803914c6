import type { AccountingProviderName, ZohoDataCentre } from '@niaga/shared';
import type { AppDeps } from '../../platform/deps.js';
import { activeIntegration, type Credentials } from '../integrations/integrations.repo.js';
import type { IntegrationSettings } from '../integrations/integrations.tables.js';
import { baseUrlOf } from '../integrations/provider-http.js';
import type { AccountingAdapter } from './adapter.js';
import { storedAccessToken } from './tokens.js';
import { refreshXeroToken, xeroAdapter, xeroHosts } from './xero.js';
import { refreshZohoToken, zohoBooksAdapter, zohoHosts } from './zoho-books.js';

type Config = AppDeps['config'];

/** A fake server's address (browser tests) stands for all of the provider's hosts; never in production. */
const override = (config: Config, value: string | undefined) =>
  value ? baseUrlOf(config.NODE_ENV, value, '') || undefined : undefined;

export const zohoHostsFor = (config: Config, dataCentre: ZohoDataCentre) =>
  zohoHosts(dataCentre, override(config, config.ZOHO_BASE_URL));
export const xeroHostsFor = (config: Config) => xeroHosts(override(config, config.XERO_BASE_URL));

const oauthCredentials = (credentials: Credentials) => ({
  clientId: credentials.clientId ?? '',
  clientSecret: credentials.clientSecret ?? '',
  refreshToken: credentials.refreshToken ?? '',
});

/**
 * The one place that decides which accounting system answers for a company: its active integration of kind
 * `accounting` when it is the provider asked for, else none (the page says "not connected").
 */
export async function companyAccountingAdapter(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>,
  companyId: string,
  provider: AccountingProviderName,
): Promise<AccountingAdapter | null> {
  const row = await activeIntegration(deps.db, companyId, 'accounting');
  if (row?.provider !== provider) return null;
  const settings: NonNullable<IntegrationSettings['accounting']> = row.settings.accounting ?? {};
  if (provider === 'zoho_books') {
    const hosts = zohoHostsFor(deps.config, (settings.dataCentre ?? 'com') as ZohoDataCentre);
    const token = storedAccessToken(deps, companyId, provider, (credentials) =>
      refreshZohoToken(hosts, oauthCredentials(credentials)),
    );
    return zohoBooksAdapter({ hosts, organizationId: settings.organizationId ?? '' }, token);
  }
  const hosts = xeroHostsFor(deps.config);
  const token = storedAccessToken(deps, companyId, provider, (credentials) =>
    refreshXeroToken(hosts, oauthCredentials(credentials)),
  );
  return xeroAdapter({ hosts, tenantId: settings.tenantId ?? '', accountCode: settings.accountCode ?? '' }, token);
}
