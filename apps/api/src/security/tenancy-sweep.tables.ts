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
