/**
 * How the sweeps (tenancy-sweep.api.test.ts, openapi-responses.api.test.ts) build a valid request for a route: the
 * caller's own records it refers to, and per route the body, query or headers a minimal request lacks.
 */
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
