/**
 * What the tenancy sweep (tenancy-sweep.api.test.ts) needs to know about the routes. The sweep reads the OpenAPI
 * document; every `{param}` in a path must be named here, or the sweep fails and says which route to add.
 */

/** The kinds of company A's records the sweep creates (tenancy-records.ts), one id each. */
export const RECORD_KINDS = [
  'staff',
  'level',
  'terms',
  'agent',
  'user',
  'category',
  'product',
  'package',
  'combo',
  'stockMovement',
  'courier',
  'branch',
  'voucher',
  'hallOfFame',
  'cartLine',
  'order',
  'unpaidOrder',
  'address',
  'payment',
  'paymentSession',
  'payout',
  'variant',
  'commissionRank',
  'commissionEntry',
  'company',
  'receiptFile',
  'campaign',
  'redemption',
  'planRequest',
  'newsPost',
  'faq',
  'gamePlan',
  'greeting',
  'marketingFolder',
  'marketingFile',
  'failedMail',
  'reportExport',
  /** Issue 24: a commission plan version (the draft) and a simulation of A. */
  'planVersion',
  'planSimulation',
  /** Named by its slug (storefront paths). */
  'store',
  'ekoopBanner',
  /** Issue 23: a subscription invoice of A, paid in part through the sandbox (its receipt and payment). */
  'subscriptionInvoice',
  'subscriptionReceipt',
  'subscriptionPayment',
  /** Issue 26: a webhook endpoint of A and one of its deliveries. */
  'webhookEndpoint',
  'webhookDelivery',
  /** Issue 26: an API key of A (HQ's settings). */
  'apiKey',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * Path params by the path up to and including the param: `/api/orders/{id}` also covers `/api/orders/{id}/approve`.
 * A new route under a known prefix is swept without an entry; a new prefix fails the sweep until added here.
 */
export const PATH_KINDS: Record<string, RecordKind> = {
  '/api/storefront/{slug}': 'store',
  '/api/setup/company-store/{slug}': 'store',
  '/api/e-koop/banner/delete/{id}': 'ekoopBanner',
  '/api/storefront/{slug}/products/{productId}': 'product',
  '/api/setup/staff/{id}': 'staff',
  '/api/setup/tier/update/{id}': 'level',
  '/api/setup/tnc/{id}': 'terms',
  '/api/setup/greeting/{id}': 'greeting',
  '/api/agents/{id}': 'agent',
  '/api/categories/{id}': 'category',
  '/api/products/{id}': 'product',
  '/api/products/{id}/preview': 'product',
  '/api/sales/my-shop/product/{id}': 'product',
  '/api/packages/{id}': 'package',
  '/api/combos/{id}': 'combo',
  '/api/inventory/delete-history/{id}': 'stockMovement',
  '/api/courier/{id}': 'courier',
  '/api/setup/branch/{id}': 'branch',
  '/api/setup/voucher/{id}': 'voucher',
  '/api/setup/voucher/delete/{id}': 'voucher',
  '/api/setup/hof/delete/{id}': 'hallOfFame',
  '/api/setup/news-feed/{id}': 'newsPost',
  '/api/setup/faq/{id}': 'faq',
  '/api/setup/game-plan/{id}': 'gamePlan',
  '/api/marketing/folder/{id}': 'marketingFolder',
  '/api/marketing/file/{id}': 'marketingFile',
  '/api/setup/company-features/notification/failed-mail/{id}': 'failedMail',
  '/api/sales/my-shop/remove-cart/{id}': 'cartLine',
  '/api/sales/upload-receipt/{id}': 'unpaidOrder',
  '/api/sales/my-orders/{id}': 'unpaidOrder',
  '/api/orders/{id}': 'order',
  '/api/sales/customer/delete/{id}': 'address',
  '/api/customer/orders/{id}': 'order',
  '/api/payments/{id}': 'payment',
  '/api/ejenpay/payment/{id}': 'payment',
  '/api/subscription/invoices/{id}': 'subscriptionInvoice',
  '/api/subscription/receipts/{id}': 'subscriptionReceipt',
  '/api/subscription/payments/{id}': 'subscriptionPayment',
  '/api/settlement/payment/{id}': 'payment',
  '/api/payments/sandbox/{id}': 'paymentSession',
  '/api/commission/payouts/{id}': 'payout',
  // Private files (`GET /api/files/receipts/<order>/<name>`): the owner is the order, the name its receipt's file.
  '/api/files/{kind}/{owner}': 'order',
  '/api/files/{kind}/{owner}/{name}': 'receiptFile',
  '/api/game/campaign/campaign-detail/{id}': 'campaign',
  '/api/game/campaign/edit/{id}': 'campaign',
  '/api/game/campaign/delete/{id}': 'campaign',
  '/api/game/campaign/redeem-list/{id}': 'redemption',
  '/api/plan-rewards/rewards-details/{id}': 'commissionRank',
  '/api/plan-rewards/requests/{id}': 'planRequest',
  '/api/report/export/{id}': 'reportExport',
  '/api/commission/plan/versions/{id}': 'planVersion',
  '/api/commission/plan/simulations/{id}': 'planSimulation',
  '/api/commission/plan/simulations/{id}/agents/{agentId}': 'agent',
  '/api/setup/webhooks/{id}': 'webhookEndpoint',
  '/api/setup/webhook-deliveries/{id}': 'webhookDelivery',
  '/api/setup/api-keys/{id}': 'apiKey',
};

/**
 * Path params that take one fixed word, not an id (the kind of a private file): the sweep sends the word, also in
 * the "missing id" call, and sweeps the route's other params.
 */
export const FIXED_PARAMS: Record<string, string> = {
  '/api/files/{kind}': 'receipts',
  '/api/ejenpay/invoice/{provider}': 'zoho_books',
};

/** Kinds whose ids have a shape (a file name): the "missing id" the sweep compares with has it too. */
export const MISSING_VALUES: Partial<Record<RecordKind, string>> = {
  receiptFile: 'sweep-missing-id-0000.png',
  store: 'sweep-missing-store',
};

/** Path params that name no company's record: the route is swept for nothing. Each with its reason. */
export const NOT_TENANT_PARAMS: Record<string, string> = {
  '/api/app-icon/{name}':
    "The param names an icon size (192.png, 512.png, maskable-512.png); the company is the Host's, as for the " +
    'manifest that lists the icons (public by design: the browser fetches them with no session).',
  '/api/attribute/postcode/{postcode}':
    'Postcodes are shared reference data (the same table for every company), not a company record.',
  '/api/payments/callback/{provider}':
    'Public by design: the gateway calls it server to server with no session; the param names a provider ' +
    '(sandbox, …) and the body is trusted only when its signature verifies (payments.api.test.ts proves a bad ' +
    'signature is refused).',
  '/api/ejenpay/invoice/{provider}/{id}':
    "An invoice id of the company's own accounting system (Zoho Books, Xero), read through the caller's company's " +
    'integration only, and answered only to the agent the invoice is addressed to (accounting.api.test.ts: ' +
    "another agent's invoice answers as a missing one).",
};

/**
 * Routes that still answer something other than 404/403 to another company, each with the finding that will
 * remove it. The sweep calls them last (after checking company A's data) and only reports what they answer.
 */
export const TEMPORARY_ALLOWANCES: Record<string, string> = {
  // None: the sandbox routes (issue 14 finding 2) now need the buyer's session and are swept like the others.
};

/** Routes whose body is a file upload (multipart), not JSON: the sweep sends a tiny PNG. */
export const MULTIPART_ROUTES = new Set(['POST /api/sales/upload-receipt/{id}', 'POST /api/orders/{id}/receipt']);

/**
 * Ids in query strings and JSON bodies (names ending in `Id`/`Ids`, or `id`/`ids`), by field name. The generic
 * names `id` and `ids` are named per route in ROUTE_FIELD_KINDS. An id field of unknown kind fails the sweep.
 */
export const FIELD_KINDS: Record<string, RecordKind> = {
  agentId: 'agent',
  buyerId: 'agent',
  leaderId: 'agent',
  parentId: 'agent',
  uplineId: 'agent',
  levelId: 'level',
  tierId: 'level',
  orderingLevelIds: 'level',
  levelIds: 'level',
  categoryId: 'category',
  productId: 'product',
  itemId: 'product',
  variantId: 'variant',
  packageIds: 'package',
  storeId: 'branch',
  branchId: 'branch',
  pickupBranchId: 'branch',
  voucherId: 'voucher',
  campaignId: 'campaign',
  addressId: 'address',
  courierId: 'courier',
  companyId: 'company',
  comId: 'company',
  folderId: 'marketingFolder',
  versionId: 'planVersion',
  endpointId: 'webhookEndpoint',
};

/** `id`/`ids` (and any field whose kind differs on one route), by `METHOD path field`. */
export const ROUTE_FIELD_KINDS: Record<string, RecordKind> = {
  'GET /api/user/detail id': 'agent',
  'GET /api/users id': 'agent',
  'POST /api/orders/new address.id': 'address',
  'POST /api/setup/tier/reorder ids': 'level',
  'POST /api/setup/company-commission-rank/update ranks.0.id': 'commissionRank',
  'PUT /api/commission/plan/draft plan.ranks.0.id': 'commissionRank',
  'PUT /api/commission/plan/draft plan.levels.0.id': 'level',
  'POST /api/products variants.0.id': 'variant',
  'POST /api/products/{id} variants.0.id': 'variant',
  'POST /api/setup/branch/store id': 'branch',
  'POST /api/setup/voucher/store id': 'voucher',
  'POST /api/setup/hof/store id': 'hallOfFame',
  'POST /api/setup/news-feed/store id': 'newsPost',
  'POST /api/setup/news-feed/updatePin id': 'newsPost',
  'POST /api/setup/faq/store id': 'faq',
  'POST /api/setup/faq/order ids': 'faq',
  'POST /api/marketing/folder id': 'marketingFolder',
  'POST /api/marketing/file id': 'marketingFile',
  'POST /api/sales/my-shop/update-cart id': 'cartLine',
  'POST /api/orders/bulk-approve ids': 'order',
  'POST /api/sales/customer/store id': 'address',
  'POST /api/sales/customer/set-primary id': 'address',
  'GET /api/orders/documents ids': 'order',
  'POST /api/orders/documents/printed ids': 'order',
  'GET /api/orders/documents/pdf ids': 'order',
  'GET /api/commission/check-calculation id': 'commissionEntry',
  'GET /api/commission/payouts/bank-file ids': 'payout',
  'POST /api/commission/payouts/approve ids': 'payout',
  'POST /api/commission/payouts/reject id': 'payout',
  'POST /api/commission/payouts/mark-paid ids': 'payout',
  'GET /api/product-sales/list productIds': 'product',
  'GET /api/product-sales/agent-list productIds': 'product',
  'POST /api/settlement/record paymentIds': 'payment',
  'POST /api/ejen-store/setup productIds': 'product',
  'POST /api/go-affiliate/setup productIds': 'product',
  'POST /api/e-koop/setup productIds': 'product',
  'POST /api/setup/company-store/bulk slugs': 'store',
};

/** Id fields that name no company record, with the reason. */
export const NOT_TENANT_FIELDS: Record<string, string> = {
  provinceId: 'Indonesian regions are shared reference data, the same for every company.',
  regencyId: 'Indonesian regions are shared reference data, the same for every company.',
  districtId: 'Indonesian regions are shared reference data, the same for every company.',
  villageId: 'Indonesian regions are shared reference data, the same for every company.',
  collectionId: "A Billplz collection id: the company's own account at Billplz, no record of ours.",
  clientId: "An OAuth client id (LHDN MyInvois, Zoho, Xero): the company's own account there, no record of ours.",
  organizationId: "A Zoho Books organization id: the company's own organization at Zoho, no record of ours.",
  tenantId: "A Xero tenant id: the company's own organisation at Xero, no record of ours.",
};

/** Company B's own records that valid requests refer to (a package's items must be B's products, …). */
export type CallerRecords = {
  company: string;
  level: string;
  product: string;
  /** An address of the caller's agent. */
  address: string;
  /** Another product, with variants (`variant` is one of them). */
  variant: string;
  variantProduct: string;
  combo: string;
  courier: string;
  /** An approved payout (bank files take approved ones). */
  payout: string;
  /** The e-mail of an agent that signs in with the demo password. */
  agentEmail: string;
  /** An agent of the caller's company (the buyer of an order HQ places). */
  agent: string;
  /** A registration link of the caller's company (the query of /api/registration/invite-info). */
  inviteLink: Record<string, string>;
};

export type RequestOverride = {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

let serial = 0;
/** A fresh value per request (creates answer the same twice only when they do not clash on a unique name). */
function unique(prefix: string) {
  serial += 1;
  return `${prefix}${serial}`;
}

const person = () => ({
  firstName: 'Sweep',
  lastName: 'Person',
  phoneCode: '+60',
  phoneNumber: '123456789',
  identityNo: '900101-14-5678',
  email: `${unique('sweep')}@example.com`,
});
const address = { phoneCode: '+60', phoneNumber: '123456789', postCode: '40000', state: 'Selangor' };
const storeLines = (b: CallerRecords) => ({ lines: [{ productId: b.product, quantity: 1 }], delivery: 'shipping' });
const storeOrder = (b: CallerRecords) => ({
  ...storeLines(b),
  address: { address1: '1 Jalan Sweep', postCode: '40000', city: 'Shah Alam', state: 'Selangor', country: 'MY' },
});
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * Request parts the sweep sends where the ones it builds from the schema would fail validation: a rule the
 * JSON schema cannot say (a refinement, an id that must exist in the caller's company). The sweep needs a valid
 * request so that the answer comes from the id lookup. Keys are `METHOD path`, or `METHOD path field` for the
 * id-field sweep of one field (merged over the route's own). The sweep then sets the id under test.
 */
export const REQUEST_OVERRIDES: Record<string, (b: CallerRecords) => RequestOverride> = {
  // A valid endpoint, so the answer comes from the id (A's: 404, as a missing one).
  'PUT /api/setup/webhooks/{id}': () => ({
    body: { url: 'https://hooks.example.com/sweep', events: ['stock.low'], active: false },
  }),
  // A month in the right form, so the answer comes from the version id (A's: 404, as a missing one).
  'POST /api/commission/plan/simulations': () => ({ body: { month: '2024-01' } }),
  // Storefront customers (issue 22): a valid sign-up, login and reset request, so the answer comes from the slug.
  'POST /api/storefront/{slug}/customer/sign-up': () => ({
    body: {
      name: 'Sweep Shopper',
      email: `${unique('sweep')}@example.com`,
      phoneCode: '+60',
      phoneNumber: '123456789',
      password: 'Sweep#2026',
      acceptTerms: true,
    },
  }),
  'POST /api/storefront/{slug}/customer/login': () => ({
    body: { email: `${unique('sweep')}@example.com`, password: 'Sweep#2026' },
  }),
  'POST /api/storefront/{slug}/customer/forgot-password': () => ({ body: { email: `${unique('sweep')}@example.com` } }),
  'POST /api/packages/{id}': (b) => ({ body: { items: [{ productId: b.product, quantity: 1 }] } }),
  'POST /api/packages': (b) => ({ body: { code: unique('SWP'), items: [{ productId: b.product, quantity: 1 }] } }),
  'POST /api/combos/{id}': (b) => ({ body: { requiredQuantity: 1, products: [{ productId: b.product }] } }),
  'POST /api/combos': (b) => ({
    body: { code: unique('SWC'), requiredQuantity: 1, products: [{ productId: b.product }] },
  }),
  'GET /api/products/{id}/preview': (b) => ({ query: { levelId: b.level } }),
  'POST /api/login': (b) => ({
    body: { email: b.agentEmail, password: 'Demo#2026', type: 'agent', comId: b.company },
  }),
  // The same handler as POST /api/login; B's HQ account, since the per-account login limit counts both paths.
  'POST /api/users/authenticate': (b) => ({
    body: { email: b.agentEmail.replace(/^agent@/, 'hq@'), password: 'Demo#2026', type: 'hq', comId: b.company },
  }),
  'POST /api/sales/my-shop/add-cart': (b) => ({ body: { kind: 'product', itemId: b.product, quantity: 1 } }),
  'POST /api/sales/my-shop/add-cart variantId': (b) => ({ body: { itemId: b.variantProduct, variantId: b.variant } }),
  'POST /api/sales/my-shop/add-cart picks.0.productId': (b) => ({
    body: { kind: 'combo', itemId: b.combo, picks: [{ productId: b.product, quantity: 1 }] },
  }),
  'POST /api/sales/my-shop/add-cart picks.0.variantId': (b) => ({
    body: {
      kind: 'combo',
      itemId: b.combo,
      picks: [{ productId: b.variantProduct, variantId: b.variant, quantity: 1 }],
    },
  }),
  'POST /api/sales/checkout courierId': (b) => ({ body: { courierId: b.courier } }),
  'GET /api/commission/payouts/bank-file': (b) => ({ query: { ids: b.payout } }),
  'POST /api/setup/company-commission-rank/update': () => ({ body: { ranks: [{ commission_name: 'B rank' }] } }),
  'GET /api/registration/invite-info': (b) => ({ query: b.inviteLink }),
  'POST /api/user/self-register': (b) => ({
    body: { ...person(), password: 'Sweep#2026', acceptTerms: true, country: 'MY', link: { ...b.inviteLink } },
  }),
  'POST /api/users/register': (b) => ({
    body: { ...person(), password: 'Sweep#2026', acceptTerms: true, country: 'MY', link: { ...b.inviteLink } },
  }),
  'POST /api/agent-registration': (b) => ({ body: { ...person(), country: 'MY', levelId: b.level } }),
  'POST /api/products': (b) => ({
    body: {
      sku: unique('SWP-'),
      levels: [{ levelId: b.level, price: 1_000 }],
      variants: [{ sku: unique('SWV-'), options: ['Red'] }],
    },
  }),
  'POST /api/products/{id}': (b) => ({
    body: {
      sku: unique('SWP-'),
      levels: [{ levelId: b.level, price: 1_000 }],
      variants: [{ sku: unique('SWV-'), options: ['Red'] }],
    },
  }),
  'POST /api/packages items.0.variantId': (b) => ({ body: { items: [{ productId: b.product, quantity: 1 }] } }),
  'POST /api/inventory/store': (b) => ({ body: { items: [{ productId: b.product, amount: 1 }] } }),
  'POST /api/sales/checkout': (b) => ({
    body: { delivery: 'shipping', addressId: b.address, paymentMethod: 'manual', dryRun: true },
    headers: { 'idempotency-key': unique('sweep-key-') },
  }),
  'POST /api/sales/checkout buyerId': (b) => ({
    body: { type: 'team', delivery: 'shipping', addressId: b.address, paymentMethod: 'manual', dryRun: true },
  }),
  'POST /api/sales/checkout pickupBranchId': () => ({
    body: { delivery: 'pickup', addressId: undefined, pickupTime: new Date(Date.now() + 86_400_000).toISOString() },
  }),
  'POST /api/sales/customer/store': () => ({ body: address }),
  // A store order (issue 22): a shipped cart line and the guest's contact; the slug is what is swept.
  // The preview quotes shipping for the state alone.
  'POST /api/storefront/{slug}/checkout/preview': (b) => ({ body: { ...storeLines(b), state: 'Selangor' } }),
  'POST /api/storefront/{slug}/checkout': (b) => ({
    body: {
      ...storeOrder(b),
      contact: { firstName: 'Sweep', email: 'sweep-guest@example.com', phoneCode: '+60', phoneNumber: '123456789' },
    },
    headers: { 'idempotency-key': unique('sweep-key-') },
  }),
  // HQ ordering for an agent, priced only (dryRun): a new address, so any addressId sent is not read.
  'POST /api/orders/new': (b) => ({
    body: {
      buyerId: b.agent,
      items: [{ kind: 'product', itemId: b.product, quantity: 1 }],
      delivery: 'shipping',
      address: { ...address, firstName: 'Sweep', address1: '1 Jalan Sweep', city: 'Shah Alam' },
      paymentMethod: 'cash',
      dryRun: true,
    },
  }),
  'POST /api/orders/new items.0.variantId': (b) => ({
    body: { items: [{ kind: 'product', itemId: b.variantProduct, variantId: b.variant, quantity: 1 }] },
  }),
  'POST /api/orders/new courierId': (b) => ({ body: { courierId: b.courier } }),
  'POST /api/orders/new pickupBranchId': () => ({
    body: { delivery: 'pickup', address: undefined, pickupTime: new Date(Date.now() + 86_400_000).toISOString() },
  }),
  'GET /api/commission/income-statement': () => ({ query: { month: thisMonth() } }),
  'GET /api/commission/income-statement/pdf': () => ({ query: { month: thisMonth() } }),
};
