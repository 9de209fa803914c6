import type { CourierProviderName } from '@niaga/shared';
import type { Config } from '../../config.js';
import type { AppDeps } from '../../platform/deps.js';
import { activeIntegration, type Credentials, openCredentials } from '../integrations/integrations.repo.js';
import { baseUrlOf } from '../integrations/provider-http.js';
import type { CourierAdapter } from './carriers/carrier.js';
import { createEasyParcelCourier, EASYPARCEL_DEMO, EASYPARCEL_LIVE } from './carriers/easyparcel.js';
import { createManualCourier } from './carriers/manual.js';

export type { CourierAdapter };

/** The adapter of a courier aggregator, from its settings and opened credentials (saved ones, or ones being checked). */
export function courierAdapter(
  config: Pick<Config, 'NODE_ENV' | 'EASYPARCEL_BASE_URL'>,
  setup: { provider: CourierProviderName; sandbox: boolean; credentials: Credentials },
): CourierAdapter {
  const fallback = setup.sandbox ? EASYPARCEL_DEMO : EASYPARCEL_LIVE;
  return createEasyParcelCourier(
    setup.credentials.apiKey ?? '',
    baseUrlOf(config.NODE_ENV, config.EASYPARCEL_BASE_URL, fallback),
  );
}

/**
 * The company's courier: its active aggregator (EasyParcel), else the built-in manual courier (its own rate
 * tables and the tracking numbers HQ types). A disabled integration is never called.
 */
export async function companyCourier(
  deps: Pick<AppDeps, 'config' | 'db' | 'secrets'>,
  companyId: string,
): Promise<CourierAdapter> {
  const row = await activeIntegration(deps.db, companyId, 'courier');
  if (!row) return createManualCourier(deps.db, companyId);
  return courierAdapter(deps.config, {
    provider: row.provider as CourierProviderName,
    sandbox: row.sandbox,
    credentials: openCredentials(deps.secrets, row),
  });
}
