import type {
  AccountingProviderInput,
  CourierProviderInput,
  IntegrationConfig,
  IntegrationDisableInput,
  IntegrationView,
  MyInvoisCertificateInput,
  MyInvoisProviderInput,
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
  storeMyInvois: (body: MyInvoisProviderInput) => api.send<IntegrationView>('/setup/integration/myinvois/store', body),
  storeMyInvoisCertificate: (body: MyInvoisCertificateInput) =>
    api.send<IntegrationView>('/setup/integration/myinvois/certificate', body),
  storeAccounting: (body: AccountingProviderInput) =>
    api.send<IntegrationView>('/setup/integration/accounting/store', body),
  disable: (body: IntegrationDisableInput) => api.send<IntegrationView>('/setup/integration/disable', body),
};
