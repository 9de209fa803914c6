import type { CourierProviderName } from '@niaga/shared';
import type { Config } from '../../config.js';
import type { Credentials } from '../integrations/integrations.repo.js';
import { baseUrlOf } from '../integrations/provider-http.js';
import type { CourierAdapter } from './carriers/carrier.js';
import { createEasyParcelCourier, EASYPARCEL_DEMO, EASYPARCEL_LIVE } from './carriers/easyparcel.js';

export type { CourierAdapter };

/**
 * The courier adapter of a connected aggregator. Without one the company uses the built-in "manual" courier: its
 * own rate tables (`quote.service.ts`) and the tracking numbers HQ types when shipping.
 */
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
