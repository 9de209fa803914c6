import { PAY_TYPES, type PaymentGatewayName } from '@niaga/shared';
import type { Config } from '../../../config.js';
import type { Executor } from '../../../db/client.js';
import type { AppDeps } from '../../../platform/deps.js';
import { activeIntegration, type Credentials, openCredentials } from '../../integrations/integrations.repo.js';
import type { IntegrationRow } from '../../integrations/integrations.tables.js';
import { baseUrlOf } from '../../integrations/provider-http.js';
import { BILLPLZ_PRODUCTION, BILLPLZ_SANDBOX, createBillplzProvider } from './billplz.js';
import { isPlatformGatewayName, platformCallbackProvider } from './platform.js';
import type { PaymentGatewayAdapter, PaymentProvider } from './provider.js';
import { createSandboxProvider, SANDBOX, type SandboxProvider } from './sandbox.js';
import { createStripeProvider } from './stripe.js';

type ProviderConfig = Pick<Config, 'PAYMENT_SANDBOX_SECRET'>;
/** A gateway is read with the caller's executor: inside a checkout's transaction, on its connection. */
type GatewayDeps = Pick<AppDeps, 'config' | 'secrets'> & { db: Executor };
const sandboxes = new Map<string, SandboxProvider>();

/** The sandbox provider for this configuration (one per secret), or null when the sandbox is off. */
export function sandboxProvider(config: ProviderConfig): SandboxProvider | null {
  const secret = config.PAYMENT_SANDBOX_SECRET;
  if (!secret) return null;
  let provider = sandboxes.get(secret);
  if (!provider) {
    provider = createSandboxProvider(secret);
    sandboxes.set(secret, provider);
  }
  return provider;
}

export type GatewaySetup = {
  provider: PaymentGatewayName;
  /** The name payments and callbacks know the adapter by (default: the provider's; the platform's own: `platform-…`). */
  name?: string;
  sandbox: boolean;
  methods: readonly string[];
  collectionId?: string;
  credentials: Credentials;
};

/** A company's gateway adapter from its settings and opened credentials (saved ones, or ones being checked). */
export function gatewayAdapter(config: Config, setup: GatewaySetup) {
  const { credentials } = setup;
  if (setup.provider === 'stripe') {
    const stripe = createStripeProvider(
      { secretKey: credentials.secretKey ?? '', webhookSecret: credentials.webhookSecret ?? '' },
      setup.methods,
    );
    return setup.name ? { ...stripe, name: setup.name } : stripe;
  }
  const fallback = setup.sandbox ? BILLPLZ_SANDBOX : BILLPLZ_PRODUCTION;
  return createBillplzProvider(
    {
      apiKey: credentials.apiKey ?? '',
      xSignatureKey: credentials.xSignatureKey ?? '',
      collectionId: setup.collectionId ?? '',
    },
    baseUrlOf(config.NODE_ENV, config.BILLPLZ_BASE_URL, fallback),
    setup.name,
  );
}

const savedAdapter = (deps: GatewayDeps, row: IntegrationRow) =>
  gatewayAdapter(deps.config, {
    provider: row.provider as PaymentGatewayName,
    sandbox: row.sandbox,
    methods: row.settings.methods ?? [],
    collectionId: row.settings.collectionId,
    credentials: openCredentials(deps.secrets, row),
  });

export type CompanyGateway = { provider: PaymentProvider; methods: readonly string[] };

/**
 * Where the company's online payments go: its active payment gateway (with the methods it chose); without one,
 * the development sandbox when switched on; else null (no online payment). A disabled gateway is never called.
 */
export async function companyGateway(deps: GatewayDeps, companyId: string): Promise<CompanyGateway | null> {
  const row = await activeIntegration(deps.db, companyId, 'payment_gateway');
  if (row) return { provider: savedAdapter(deps, row), methods: row.settings.methods ?? [] };
  const sandbox = sandboxProvider(deps.config);
  return sandbox ? { provider: sandbox, methods: PAY_TYPES } : null;
}

/**
 * The methods the company's agents may pay online with, as `companyGateway` would offer them, without opening the
 * credentials (the checkout's payment-method list asks on every visit; only paying needs the provider).
 */
export async function gatewayMethods(deps: GatewayDeps, companyId: string): Promise<readonly string[] | null> {
  const row = await activeIntegration(deps.db, companyId, 'payment_gateway');
  if (row) return row.settings.methods ?? [];
  return sandboxProvider(deps.config) ? PAY_TYPES : null;
}

/** The provider a callback names in its path: the sandbox, or the company's active gateway of that name. */
export async function callbackProvider(
  deps: GatewayDeps,
  name: string,
  companyId: string | null,
): Promise<PaymentProvider | null> {
  if (name === SANDBOX) return sandboxProvider(deps.config);
  if (isPlatformGatewayName(name)) return platformCallbackProvider(deps, name);
  if (!companyId) return null;
  const row = await activeIntegration(deps.db, companyId, 'payment_gateway');
  return row?.provider === name ? savedAdapter(deps, row) : null;
}

export type { PaymentGatewayAdapter };
