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
  'cartLine',
  'order',
  'unpaidOrder',
  'address',
  'payment',
  'paymentSession',
  'payout',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * Path params by the path up to and including the param: `/api/orders/{id}` also covers `/api/orders/{id}/approve`.
 * A new route under a known prefix is swept without an entry; a new prefix fails the sweep until added here.
 */
export const PATH_KINDS: Record<string, RecordKind> = {
  '/api/setup/staff/{id}': 'staff',
  '/api/setup/tier/update/{id}': 'level',
  '/api/setup/tnc/{id}': 'terms',
  '/api/agents/{id}': 'agent',
  '/api/categories/{id}': 'category',
  '/api/products/{id}': 'product',
  '/api/products/preview-product/{id}': 'product',
  '/api/sales/my-shop/product/{id}': 'product',
  '/api/packages/{id}': 'package',
  '/api/combos/{id}': 'combo',
  '/api/inventory/delete-history/{id}': 'stockMovement',
  '/api/courier/{id}': 'courier',
  '/api/courier/update/{id}': 'courier',
  '/api/setup/branch/{id}': 'branch',
  '/api/setup/voucher/{id}': 'voucher',
  '/api/setup/voucher/delete/{id}': 'voucher',
  '/api/sales/my-shop/remove-cart/{id}': 'cartLine',
  '/api/sales/upload-receipt/{id}': 'unpaidOrder',
  '/api/sales/my-orders/{id}': 'unpaidOrder',
  '/api/orders/{id}': 'order',
  '/api/sales/customer/delete/{id}': 'address',
  '/api/payments/{id}': 'payment',
  '/api/payments/sandbox/{id}': 'paymentSession',
  '/api/commission/payouts/{id}': 'payout',
};

/** Path params that name no company's record: the route is swept for nothing. Each with its reason. */
export const NOT_TENANT_PARAMS: Record<string, string> = {
  '/api/attribute/postcode/{postcode}':
    'Postcodes are shared reference data (the same table for every company), not a company record.',
  '/api/payments/callback/{provider}':
    'Public by design: the gateway calls it server to server with no session; the param names a provider ' +
    '(sandbox, …) and the body is trusted only when its signature verifies (payments.api.test.ts proves a bad ' +
    'signature is refused).',
};

/**
 * Routes that still answer something other than 404/403 to another company, each with the finding that will
 * remove it. The sweep calls them last (after checking company A's data) and only reports what they answer.
 */
export const TEMPORARY_ALLOWANCES: Record<string, string> = {
  // until sandbox requires login (issue 14 finding 2)
  'GET /api/payments/sandbox/{id}':
    'Public today: the sandbox page reads a session by its MAC-signed id. Until sandbox requires login (issue 14 finding 2).',
  // until sandbox requires login (issue 14 finding 2)
  'POST /api/payments/sandbox/{id}/complete':
    'Public today: completes a session by its MAC-signed id. Until sandbox requires login (issue 14 finding 2).',
};

/** Routes whose body is a file upload (multipart), not JSON: the sweep sends a tiny PNG. */
export const MULTIPART_ROUTES = new Set(['POST /api/sales/upload-receipt/{id}']);

/** Company B's own records that valid requests refer to (a package's items must be B's products, …). */
export type CallerRecords = { level: string; product: string };

/**
 * Request parts the sweep sends where the ones it builds from the schema would fail validation: a rule the
 * JSON schema cannot say (a refinement, an id that must exist in the caller's company). The sweep needs a valid
 * request so that the answer comes from the id lookup. Merged over the built body and required query.
 */
export const REQUEST_OVERRIDES: Record<
  string,
  (b: CallerRecords) => { body?: Record<string, unknown>; query?: Record<string, string> }
> = {
  'POST /api/packages/{id}': (b) => ({ body: { items: [{ productId: b.product, quantity: 1 }] } }),
  'POST /api/combos/{id}': (b) => ({ body: { requiredQuantity: 1, products: [{ productId: b.product }] } }),
  'GET /api/products/preview-product/{id}': (b) => ({ query: { levelId: b.level } }),
};
