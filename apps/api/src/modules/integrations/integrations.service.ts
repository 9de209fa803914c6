import {
  type AccountingProviderInput,
  type CourierProviderInput,
  type IntegrationConfig,
  type IntegrationDisableInput,
  type IntegrationKind,
  type IntegrationProvider,
  type IntegrationView,
  type MessageKey,
  type MyInvoisCertificateInput,
  type MyInvoisProviderInput,
  type PaymentProviderInput,
  SECRET_FIELDS,
  type ZohoDataCentre,
} from '@niaga/shared';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { xeroHostsFor, zohoHostsFor } from '../accounting/adapters.js';
import { withToken } from '../accounting/tokens.js';
import { checkXero } from '../accounting/xero.js';
import { checkZohoBooks } from '../accounting/zoho-books.js';
import { courierAdapter } from '../couriers/carriers.js';
import { myInvoisFor } from '../e-invoice/adapters.js';
import { CertificateError, openPkcs12 } from '../e-invoice/signature.js';
import { gatewayAdapter } from '../payments/gateway/providers.js';
import {
  type Credentials,
  disableIntegration,
  findIntegration,
  listIntegrations,
  openCredentials,
  saveActiveIntegration,
  sealCredentials,
} from './integrations.repo.js';
import type { IntegrationRow, IntegrationSettings } from './integrations.tables.js';

function toView(deps: AppDeps, row: IntegrationRow): IntegrationView {
  const credentials = openCredentials(deps.secrets, row);
  return {
    kind: row.kind as IntegrationKind,
    provider: row.provider as IntegrationProvider,
    status: row.status,
    sandbox: row.sandbox,
    methods: (row.settings.methods ?? []) as IntegrationView['methods'],
    collectionId: row.settings.collectionId ?? null,
    certificate: row.settings.certificate ?? null,
    accounting: row.settings.accounting
      ? {
          dataCentre: row.settings.accounting.dataCentre ?? null,
          organizationId: row.settings.accounting.organizationId ?? null,
          tenantId: row.settings.accounting.tenantId ?? null,
          tenantName: row.settings.accounting.tenantName ?? null,
          accountCode: row.settings.accounting.accountCode ?? null,
        }
      : null,
    // The stored access token and its expiry are the server's own, not a field HQ fills in.
    credentialsSet: Object.keys(credentials).filter(
      (field) => credentials[field] && field !== 'accessToken' && field !== 'accessTokenExpiresAt',
    ),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/setup/integration/config: the company's integrations (no credential value, only which are set). */
export async function integrationConfig(deps: AppDeps, ctx: RequestContext): Promise<IntegrationConfig> {
  const rows = await listIntegrations(deps.db, ctx.companyId);
  return {
    items: rows.map((row) => toView(deps, row)),
    callbackUrls: {
      billplz: `${ctx.origin}/api/payments/callback/billplz`,
      stripe: `${ctx.origin}/api/payments/callback/stripe`,
    },
  };
}

/**
 * The credentials to save: each secret field given, or else the one stored; a field with neither is refused
 * (per field, before any call to the provider).
 */
async function credentialsFor(
  deps: AppDeps,
  ctx: RequestContext,
  kind: IntegrationKind,
  provider: IntegrationProvider,
  given: Partial<Record<string, unknown>>,
  /** Settings the provider needs besides its secrets (the Billplz collection id), refused in the same answer. */
  missing: Record<string, MessageKey> = {},
): Promise<Credentials> {
  const stored = await findIntegration(deps.db, ctx.companyId, kind, provider);
  const kept = stored ? openCredentials(deps.secrets, stored) : {};
  const credentials: Credentials = {};
  for (const field of SECRET_FIELDS[provider]) {
    const value = (typeof given[field] === 'string' && given[field]) || kept[field];
    if (value) credentials[field] = value;
    else missing[field] = 'validation.required';
  }
  if (Object.keys(missing).length) throw new AppError(400, 'errors.invalidInput', 'VALIDATION', missing);
  return credentials;
}

async function save(
  deps: AppDeps,
  ctx: RequestContext,
  row: { kind: IntegrationKind; provider: IntegrationProvider; sandbox: boolean; settings: IntegrationSettings },
  credentials: Credentials,
): Promise<IntegrationView> {
  const saved = await saveActiveIntegration(
    deps.db,
    {
      ...row,
      companyId: ctx.companyId,
      credentials: sealCredentials(deps.secrets, ctx.companyId, row.provider, credentials),
    },
    ctx.now,
  );
  return toView(deps, saved);
}

/**
 * POST /api/setup/integration/payment-provider/store: checks the credentials with the provider's own call (refused:
 * a clear message and nothing saved), then saves them sealed as the company's active gateway (another is disabled).
 */
export async function storePaymentProvider(
  deps: AppDeps,
  ctx: RequestContext,
  input: PaymentProviderInput & { sandbox: boolean },
): Promise<IntegrationView> {
  const missing: Record<string, MessageKey> =
    input.provider === 'billplz' && !input.collectionId ? { collectionId: 'validation.required' } : {};
  const credentials = await credentialsFor(deps, ctx, 'payment_gateway', input.provider, input, missing);
  const settings: IntegrationSettings = { methods: [...new Set(input.methods)] };
  if (input.provider === 'billplz') settings.collectionId = input.collectionId;
  await gatewayAdapter(deps.config, {
    provider: input.provider,
    sandbox: input.sandbox,
    methods: settings.methods ?? [],
    collectionId: settings.collectionId,
    credentials,
  }).checkCredentials();
  const sandbox = input.provider === 'billplz' && input.sandbox;
  return save(deps, ctx, { kind: 'payment_gateway', provider: input.provider, sandbox, settings }, credentials);
}

/** POST /api/setup/integration/courier/store: the same for a courier aggregator. */
export async function storeCourierProvider(
  deps: AppDeps,
  ctx: RequestContext,
  input: CourierProviderInput & { sandbox: boolean },
): Promise<IntegrationView> {
  const credentials = await credentialsFor(deps, ctx, 'courier', input.provider, input);
  await courierAdapter(deps.config, {
    provider: input.provider,
    sandbox: input.sandbox,
    credentials,
  }).checkCredentials();
  return save(
    deps,
    ctx,
    { kind: 'courier', provider: input.provider, sandbox: input.sandbox, settings: {} },
    credentials,
  );
}

/** POST /api/setup/integration/disable: kept with its credentials, never called until connected again. */
export async function disableCompanyIntegration(
  deps: AppDeps,
  ctx: RequestContext,
  input: IntegrationDisableInput,
): Promise<IntegrationView> {
  const row = await disableIntegration(deps.db, ctx.companyId, input.kind, input.provider, ctx.now);
  if (!row) throw new AppError(404, 'integration.notFound', 'NOT_FOUND');
  return toView(deps, row);
}

/** POST /api/setup/integration/myinvois/store: LHDN's client id and secret, checked by logging in, then saved. */
export async function storeMyInvoisProvider(
  deps: AppDeps,
  ctx: RequestContext,
  input: MyInvoisProviderInput & { sandbox: boolean },
): Promise<IntegrationView> {
  const credentials = await credentialsFor(deps, ctx, 'e_invoice', 'myinvois', input);
  await myInvoisFor(deps, {
    clientId: credentials.clientId ?? '',
    clientSecret: credentials.clientSecret ?? '',
    sandbox: input.sandbox,
  }).checkCredentials();
  // The signing certificate uploaded earlier stays with the new client id and secret.
  const stored = await findIntegration(deps.db, ctx.companyId, 'e_invoice', 'myinvois');
  const kept = stored ? openCredentials(deps.secrets, stored) : {};
  const certificate: Credentials = kept.certificateP12
    ? { certificateP12: kept.certificateP12, certificatePassword: kept.certificatePassword ?? '' }
    : {};
  return save(
    deps,
    ctx,
    {
      kind: 'e_invoice',
      provider: 'myinvois',
      sandbox: input.sandbox,
      settings: stored?.settings.certificate ? { certificate: stored.settings.certificate } : {},
    },
    { ...credentials, ...certificate },
  );
}

/**
 * POST /api/setup/integration/myinvois/certificate: the company's signing certificate (PKCS#12 and its password),
 * opened to check it can sign today (password, private key, dates), then sealed with the MyInvois credentials;
 * its subject, issuer, serial and expiry are kept in the clear for the settings page.
 */
export async function storeMyInvoisCertificate(
  deps: AppDeps,
  ctx: RequestContext,
  input: MyInvoisCertificateInput,
): Promise<IntegrationView> {
  const stored = await findIntegration(deps.db, ctx.companyId, 'e_invoice', 'myinvois');
  if (!stored) throw new AppError(404, 'integration.notFound', 'NOT_FOUND');
  const file = Buffer.from(input.file, 'base64');
  let opened: ReturnType<typeof openPkcs12>;
  try {
    opened = openPkcs12(file, input.password ?? '', ctx.now);
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    const key = `eInvoice.certificate.${error.problem}` as const satisfies MessageKey;
    throw new AppError(400, key, 'VALIDATION', { file: key });
  }
  return save(
    deps,
    ctx,
    {
      kind: 'e_invoice',
      provider: 'myinvois',
      sandbox: stored.sandbox,
      settings: {
        ...stored.settings,
        certificate: {
          subject: opened.subject,
          issuer: opened.issuer,
          serialNumber: opened.serialNumber,
          notAfter: opened.notAfter.toISOString(),
        },
      },
    },
    {
      ...openCredentials(deps.secrets, stored),
      certificateP12: file.toString('base64'),
      certificatePassword: input.password ?? '',
    },
  );
}

/**
 * POST /api/setup/integration/accounting/store: Zoho Books or Xero. The provider's own calls check the credentials
 * and settings (a token from the refresh token; Zoho: the organization; Xero: the tenant among the connections and
 * the account code) before anything is saved. The token answered is saved sealed with them, and Xero's rotated
 * refresh token replaces the one given (the one given is already spent).
 */
export async function storeAccountingProvider(
  deps: AppDeps,
  ctx: RequestContext,
  input: AccountingProviderInput,
): Promise<IntegrationView> {
  const missing: Record<string, MessageKey> = {};
  const need = (field: 'dataCentre' | 'organizationId' | 'tenantId' | 'accountCode') => {
    if (!input[field]) missing[field] = 'validation.required';
  };
  if (input.provider === 'zoho_books') for (const field of ['dataCentre', 'organizationId'] as const) need(field);
  else for (const field of ['tenantId', 'accountCode'] as const) need(field);
  const credentials = await credentialsFor(deps, ctx, 'accounting', input.provider, input, missing);
  const oauth = {
    clientId: credentials.clientId ?? '',
    clientSecret: credentials.clientSecret ?? '',
    refreshToken: credentials.refreshToken ?? '',
  };
  const now = Date.now();
  if (input.provider === 'zoho_books') {
    const dataCentre = input.dataCentre as ZohoDataCentre;
    const settings = { hosts: zohoHostsFor(deps.config, dataCentre), organizationId: input.organizationId ?? '' };
    const token = await checkZohoBooks(settings, oauth);
    return save(
      deps,
      ctx,
      {
        kind: 'accounting',
        provider: 'zoho_books',
        sandbox: false,
        settings: { accounting: { dataCentre, organizationId: settings.organizationId } },
      },
      withToken(credentials, token, now),
    );
  }
  const settings = {
    hosts: xeroHostsFor(deps.config),
    tenantId: input.tenantId ?? '',
    accountCode: input.accountCode ?? '',
  };
  const token = await checkXero(settings, oauth);
  return save(
    deps,
    ctx,
    {
      kind: 'accounting',
      provider: 'xero',
      sandbox: false,
      settings: {
        accounting: { tenantId: settings.tenantId, tenantName: token.tenantName, accountCode: settings.accountCode },
      },
    },
    withToken(credentials, token, now),
  );
}
