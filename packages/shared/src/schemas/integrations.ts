import { z } from 'zod';
import { text } from './text.js';

/** The kinds of integration of spec §2 "/integration". */
export const INTEGRATION_KINDS = [
  'payment_gateway',
  'courier',
  'insurance',
  'online_store',
  'dropship',
  'communication',
  'marketplace',
  'shipping',
  'e_invoice',
  'accounting',
] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const PAYMENT_GATEWAYS = ['billplz', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
export const COURIER_PROVIDERS = ['easyparcel'] as const;
export type CourierProviderName = (typeof COURIER_PROVIDERS)[number];
export const EINVOICE_PROVIDERS = ['myinvois'] as const;
/** Accounting systems whose invoices agents pay here (/ejenpay-zoho, /ejenpay-xero). */
export const ACCOUNTING_PROVIDERS = ['zoho_books', 'xero'] as const;
export type AccountingProviderName = (typeof ACCOUNTING_PROVIDERS)[number];
export const INTEGRATION_PROVIDERS = [
  ...PAYMENT_GATEWAYS,
  ...COURIER_PROVIDERS,
  ...EINVOICE_PROVIDERS,
  ...ACCOUNTING_PROVIDERS,
] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The providers with a real adapter, by kind (the other kinds have none yet: docs/decisions.md). */
export const PROVIDERS_BY_KIND: Partial<Record<IntegrationKind, readonly IntegrationProvider[]>> = {
  payment_gateway: PAYMENT_GATEWAYS,
  courier: COURIER_PROVIDERS,
  e_invoice: EINVOICE_PROVIDERS,
  accounting: ACCOUNTING_PROVIDERS,
};

/** The payment methods a gateway may offer the company's agents at checkout. */
export const GATEWAY_METHODS = ['fpx', 'card'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** The credential fields of each provider: sealed at rest, never answered (only whether each is set). */
export const SECRET_FIELDS = {
  billplz: ['apiKey', 'xSignatureKey'],
  stripe: ['secretKey', 'webhookSecret'],
  easyparcel: ['apiKey'],
  myinvois: ['clientId', 'clientSecret'],
  zoho_books: ['clientId', 'clientSecret', 'refreshToken'],
  xero: ['clientId', 'clientSecret', 'refreshToken'],
} as const satisfies Record<IntegrationProvider, readonly string[]>;

const secret = text({ max: 200, trim: true }).optional();

/**
 * POST /api/setup/integration/payment-provider/store. A secret left empty keeps the one stored (required on the
 * first connection); the provider's own check call must accept the credentials before anything is saved.
 */
export const paymentProviderInput = z.object({
  provider: z.enum(PAYMENT_GATEWAYS, { error: 'validation.required' }),
  /** Billplz: billplz-sandbox.com instead of billplz.com. (Stripe: test keys are their own sandbox.) */
  sandbox: z.boolean().default(false),
  methods: z.array(z.enum(GATEWAY_METHODS)).min(1, 'integration.methodsRequired').max(GATEWAY_METHODS.length),
  /** Billplz collection id (not a secret). */
  collectionId: text({ max: 64 }).optional(),
  apiKey: secret,
  xSignatureKey: secret,
  secretKey: secret,
  webhookSecret: secret,
});
export type PaymentProviderInput = z.input<typeof paymentProviderInput>;

/** POST /api/setup/integration/courier/store */
export const courierProviderInput = z.object({
  provider: z.enum(COURIER_PROVIDERS, { error: 'validation.required' }),
  /** EasyParcel: its demo server instead of the live one. */
  sandbox: z.boolean().default(false),
  apiKey: secret,
});
export type CourierProviderInput = z.input<typeof courierProviderInput>;

/** POST /api/setup/integration/myinvois/store: LHDN's taxpayer client id and secret (checked by logging in). */
export const myInvoisProviderInput = z.object({
  /** LHDN's pre-production system instead of production. */
  sandbox: z.boolean().default(false),
  clientId: secret,
  clientSecret: secret,
});
export type MyInvoisProviderInput = z.input<typeof myInvoisProviderInput>;

/**
 * Zoho's data centres: the accounts server (`https://accounts.zoho.<dc>`, OAuth tokens) and the API server
 * (`https://www.zohoapis.<dc>`, Books API) of the organisation's region. A fixed list: never a free URL to call.
 */
export const ZOHO_DATA_CENTRES = ['com', 'eu', 'in', 'com.au', 'jp', 'ca', 'com.cn', 'sa'] as const;
export type ZohoDataCentre = (typeof ZOHO_DATA_CENTRES)[number];

/**
 * POST /api/setup/integration/accounting/store: Zoho Books (a self client's id, secret and refresh token, the data
 * centre and the organization id) or Xero (a custom connection's id, secret and refresh token, the tenant id and
 * the account code payments are recorded to). Checked with the provider's own call before anything is saved.
 */
export const accountingProviderInput = z.object({
  provider: z.enum(ACCOUNTING_PROVIDERS, { error: 'validation.required' }),
  clientId: secret,
  clientSecret: secret,
  refreshToken: text({ max: 2000, trim: true }).optional(),
  /** Zoho Books */
  dataCentre: z.enum(ZOHO_DATA_CENTRES).optional(),
  organizationId: text({ max: 40 }).regex(/^\d*$/, 'validation.invalid').optional(),
  /** Xero */
  tenantId: text({ max: 64 }).optional(),
  accountCode: text({ max: 10 }).optional(),
});
export type AccountingProviderInput = z.input<typeof accountingProviderInput>;

/**
 * POST /api/setup/integration/myinvois/certificate: the company's signing certificate, a PKCS#12 file (.p12/.pfx)
 * as base64 (at most 64 KB of file), and its password. Sealed at rest with the MyInvois credentials.
 */
export const myInvoisCertificateInput = z.object({
  file: text({ max: 90_000, min: 1 }).regex(/^[A-Za-z0-9+/=]+$/, 'eInvoice.certificate.unreadable'),
  password: text({ max: 200, trim: false }),
});
export type MyInvoisCertificateInput = z.input<typeof myInvoisCertificateInput>;

/** The signing certificate as HQ sees it (never the file, key or password). */
export const signingCertificateView = z.object({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  notAfter: z.string(),
});
export type SigningCertificateView = z.infer<typeof signingCertificateView>;

/** POST /api/setup/integration/disable */
export const integrationDisableInput = z.object({
  kind: z.enum(INTEGRATION_KINDS, { error: 'validation.required' }),
  provider: z.enum(INTEGRATION_PROVIDERS, { error: 'validation.required' }),
});
export type IntegrationDisableInput = z.infer<typeof integrationDisableInput>;

export const integrationView = z.object({
  kind: z.enum(INTEGRATION_KINDS),
  provider: z.enum(INTEGRATION_PROVIDERS),
  status: z.enum(['active', 'disabled']),
  sandbox: z.boolean(),
  /** Payment gateways: the methods agents see at checkout. */
  methods: z.array(z.enum(GATEWAY_METHODS)),
  /** Settings that are not secret (the Billplz collection id). */
  collectionId: z.string().nullable(),
  /** Which credential fields hold a value; the values never leave the server. */
  credentialsSet: z.array(z.string()),
  /** MyInvois: the uploaded signing certificate's subject, issuer and expiry. */
  certificate: signingCertificateView.nullable(),
  /** Accounting systems: the settings that are not secret (Zoho: data centre, organization; Xero: tenant, account). */
  accounting: z
    .object({
      dataCentre: z.string().nullable(),
      organizationId: z.string().nullable(),
      tenantId: z.string().nullable(),
      tenantName: z.string().nullable(),
      accountCode: z.string().nullable(),
    })
    .nullable(),
  updatedAt: z.string(),
});
export type IntegrationView = z.infer<typeof integrationView>;

/** GET /api/setup/integration/config */
export const integrationConfig = z.object({
  items: z.array(integrationView),
  /** Where each gateway sends its callbacks (Stripe: the webhook endpoint to register in its dashboard). */
  callbackUrls: z.object({ billplz: z.string(), stripe: z.string() }),
});
export type IntegrationConfig = z.infer<typeof integrationConfig>;

/** Provider names as their owners write them (messages name the provider). */
export const PROVIDER_LABELS: Record<IntegrationProvider, string> = {
  billplz: 'Billplz',
  stripe: 'Stripe',
  easyparcel: 'EasyParcel',
  myinvois: 'MyInvois',
  zoho_books: 'Zoho Books',
  xero: 'Xero',
};
