import type {
  CourierProviderInput,
  IntegrationConfig,
  IntegrationDisableInput,
  IntegrationView,
  PaymentProviderInput,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const integrationKeys = { all: ['integrations'] as const };

export const integrationConfigQuery = () =>
  queryOptions({
    queryKey: integrationKeys.all,
    queryFn: ({ signal }) => api.get<IntegrationConfig>('/setup/integration/config', undefined, signal),
  });

export const integrationApi = {
  storePaymentProvider: (body: PaymentProviderInput) =>
    api.send<IntegrationView>('/setup/integration/payment-provider/store', body),
  storeCourier: (body: CourierProviderInput) => api.send<IntegrationView>('/setup/integration/courier/store', body),
  disable: (body: IntegrationDisableInput) => api.send<IntegrationView>('/setup/integration/disable', body),
};

/** The config with one integration replaced by its saved answer (saving one provider disables the kind's others). */
export function withSaved(config: IntegrationConfig, saved: IntegrationView): IntegrationConfig {
  const others = config.items
    .filter((item) => item.kind !== saved.kind || item.provider !== saved.provider)
    .map((item) =>
      saved.status === 'active' && item.kind === saved.kind ? { ...item, status: 'disabled' as const } : item,
    );
  return { ...config, items: [...others, saved] };
}
