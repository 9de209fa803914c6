import {
  accountingProviderInput,
  courierProviderInput,
  integrationConfig,
  integrationDisableInput,
  integrationView,
  paymentProviderInput,
} from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import {
  integrationConfig as configOf,
  disableCompanyIntegration,
  storeAccountingProvider,
  storeCourierProvider,
  storePaymentProvider,
} from './integrations.service.js';

const tags = ['integrations'];

/** Spec §2 "/integration": HQ connects a payment gateway or a courier aggregator, or disables one. */
export function registerIntegrationRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/integration/config',
    {
      access: access.hq,
      summary:
        "The company's integrations: kind, provider, status, settings and which credentials are set (never their values)",
      response: integrationConfig,
    },
    (request) => configOf(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/integration/payment-provider/store',
    {
      access: access.hq,
      summary: 'Connect Billplz or Stripe: credentials checked with the provider, sealed, saved active',
      body: paymentProviderInput,
      response: integrationView,
      message: 'integration.saved',
    },
    (request) => storePaymentProvider(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/integration/courier/store',
    {
      access: access.hq,
      summary: 'Connect a courier aggregator (EasyParcel): API key checked with the provider, sealed, saved active',
      body: courierProviderInput,
      response: integrationView,
      message: 'integration.saved',
    },
    (request) => storeCourierProvider(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/integration/accounting/store',
    {
      access: access.hq,
      summary:
        'Connect Zoho Books or Xero (OAuth2 client, refresh token and settings): checked with the provider, sealed, saved active',
      body: accountingProviderInput,
      response: integrationView,
      message: 'integration.saved',
    },
    (request) => storeAccountingProvider(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/integration/disable',
    {
      access: access.hq,
      summary: 'Disable an integration: kept, never called until connected again',
      body: integrationDisableInput,
      response: integrationView,
      message: 'integration.disabled',
    },
    (request) => disableCompanyIntegration(deps, contextOf(request), request.body),
  );
}
