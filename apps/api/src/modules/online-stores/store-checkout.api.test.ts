import { randomUUID } from 'node:crypto';
import { AFFILIATE_COOKIE } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { useMockProviders } from '../../testing/mock-providers.js';
import { useTestApp } from '../../testing/test-app.js';
import { forgetHostCache } from '../company/host-company.js';
import { stockLevels } from '../inventory/inventory.tables.js';
import { addCourier, heldAtHq, setFeatures, stockedProduct } from '../orders/order-fixtures.js';
import { orders } from '../orders/orders.tables.js';
import { sandboxProvider } from '../payments/gateway/providers.js';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/gateway/sandbox.js';
import { payments } from '../payments/payments.tables.js';
import { sellerFor } from '../shop/seller.js';
import { users } from '../users/users.tables.js';
import { affiliateClicks, onlineStoreProducts, onlineStores } from './online-stores.tables.js';

const t = useTestApp();
const mocks = useMockProviders();
let hq: string;
let agent1: string;
let agent2: string;

const stores = new Map<string, { id: string; slug: string }>();

/** The active store of this kind and owner (one per owner and kind), listing `productIds` too. */
async function openStore(kind: 'ejen_store' | 'go_affiliate' | 'e_koop', ownerId: string | null, productIds: string[]) {
  const cacheKey = `${kind}/${ownerId}`;
  let store = stores.get(cacheKey);
  if (!store) {
    store = { id: newId(), slug: `st-${kind.replace('_', '')}-${Math.random().toString(36).slice(2, 8)}` };
    stores.set(cacheKey, store);
    await t.db.insert(onlineStores).values({
      companyId: 'demo',
      id: store.id,
      kind,
      ownerId,
      slug: store.slug,
      name: `Store ${store.slug}`,
      status: 'active',
      termsAcceptedAt: new Date(),
      schoolName: kind === 'e_koop' ? 'SK Taman Melati' : null,
      delivery:
        kind === 'e_koop'
          ? { shipping: false, pickup: true, pickupAddress: 'SK Taman Melati, Kuala Lumpur' }
          : { shipping: true, pickup: false, pickupAddress: null },
    });
  }
  const storeId = store.id;
  await t.db
    .insert(onlineStoreProducts)
    .values(productIds.map((productId, position) => ({ companyId: 'demo', storeId, productId, position })))
    .onConflictDoNothing();
  return store;
}

/** Puts `units` of a product on hand at a seller (an agent's inventory or HQ's branch). */
async function giveStock(storeId: string, productId: string, units: number) {
  await t.db
    .insert(stockLevels)
    .values({ companyId: 'demo', storeId, productId, variantId: '', onHand: units })
    .onConflictDoUpdate({
      target: [stockLevels.companyId, stockLevels.storeId, stockLevels.productId, stockLevels.variantId],
      set: { onHand: units, reserved: 0 },
    });
}

async function stockAt(storeId: string, productId: string) {
  const [row] = await t.db
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(
      and(eq(stockLevels.companyId, 'demo'), eq(stockLevels.storeId, storeId), eq(stockLevels.productId, productId)),
    );
  return row ?? { onHand: 0, reserved: 0 };
}

const contact = (email: string) => ({
  firstName: 'Nurul',
  lastName: 'Huda',
  email,
  phoneCode: '+60',
  phoneNumber: '123456789',
});
const address = { address1: '1 Jalan Mawar', postCode: '40000', city: 'Shah Alam', state: 'Selangor', country: 'MY' };

function shipBody(productId: string, email: string, quantity = 1, patch: Record<string, unknown> = {}) {
  return { lines: [{ productId, quantity }], contact: contact(email), delivery: 'shipping', address, ...patch };
}

function place(
  slug: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
) {
  return t.call('POST', `/api/storefront/${slug}/checkout`, { body, headers: { 'idempotency-key': key, ...headers } });
}

async function orderRow(orderNo: string) {
  const [row] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, 'demo'), eq(orders.referenceNo, orderNo)));
  return row!;
}

/** The gateway's paid callback for the order's payment, as the sandbox sends it. */
async function payAtGateway(orderNo: string) {
  const order = await orderRow(orderNo);
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, 'demo'), eq(payments.orderId, order.id)));
  const { rawBody, signature } = sandboxProvider(t.config)!.signCallback({
    companyId: 'demo',
    paymentId: payment!.id,
    providerRef: payment!.providerRef!,
    amount: payment!.amount,
    outcome: 'paid',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/sandbox',
    headers: { host: 'localhost', 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
}

/** Orders, users and units held across the company: bad input changes none of them. */
async function counts() {
  const [orderCount, userCount, held] = await Promise.all([
    t.db.$count(orders),
    t.db.$count(users),
    t.db.select({ reserved: sql<string>`coalesce(sum(${stockLevels.reserved}), 0)` }).from(stockLevels),
  ]);
  return { orderCount, userCount, reserved: Number(held[0]?.reserved) };
}

beforeAll(async () => {
  hq = await t.login('hq@demo.niaga.test', 'hq');
  agent1 = await t.userId('agent1@demo.niaga.test');
  agent2 = await t.userId('agent2@demo.niaga.test');
  await setFeatures(t, { ejenstoreStatus: true, goAffiliateStatus: true, eKoopStatus: true });
  forgetHostCache(t.db); // the company as the Host names it is cached for a while
  await addCourier(t, hq, { name: 'PosLaju', price: 800 });
});

describe('store checkout (issue 22)', () => {
  it("a guest pays an ejen-store order from the agent's own stock, at the store price, through the gateway", async () => {
    const product = await stockedProduct(t, hq, 10);
    const store = await openStore('ejen_store', agent2, [product.id]);
    await giveStock(agent2, product.id, 5);
    const preview = await t.call('POST', `/api/storefront/${store.slug}/checkout/preview`, {
      body: { lines: [{ productId: product.id, quantity: 2 }], delivery: 'shipping', state: 'Selangor' },
    });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({
      lines: [{ productId: product.id, quantity: 2, unitPrice: 9_000, lineTotal: 18_000 }],
      totals: { subtotal: 18_000, shipping: 800 },
    });
    const placed = await place(store.slug, shipBody(product.id, 'Guest1@Example.com', 2));
    expect(placed.status).toBe(200);
    expect(placed.data).toMatchObject({ status: 'payment_process', replayed: false });
    expect(placed.data.redirectUrl).toMatch(new RegExp(`^/s/${store.slug}/ejenpay/fpx/`));
    const order = await orderRow(placed.data.orderNo);
    const [buyer] = await t.db.select().from(users).where(eq(users.id, order.buyerId));
    expect(buyer).toMatchObject({ role: 'customer', status: 'new', email: 'guest1@example.com', passwordHash: null });
    expect(order).toMatchObject({
      type: 'store',
      onlineStoreId: store.id,
      sellerStoreId: agent2,
      sellerKind: 'agent',
      placedById: buyer!.id,
      affiliateId: null,
      subtotal: 18_000,
    });
    expect(await stockAt(agent2, product.id)).toEqual({ onHand: 5, reserved: 2 });
    expect((await payAtGateway(placed.data.orderNo)).statusCode).toBe(200);
    expect((await payAtGateway(placed.data.orderNo)).statusCode).toBe(200); // a replayed callback changes nothing
    expect((await orderRow(placed.data.orderNo)).status).toBe('to_ship');

    const tracked = await t.call(
      'GET',
      `/api/storefront/${store.slug}/track?orderNo=${placed.data.orderNo.toLowerCase()}&email=GUEST1@example.com`,
    );
    expect(tracked.status).toBe(200);
    expect(tracked.data).toMatchObject({
      orderNo: placed.data.orderNo,
      status: 'to_ship',
      courierName: 'PosLaju',
      lines: [{ productId: product.id, quantity: 2, unitPrice: 9_000 }],
      totals: { grandTotal: order.grandTotal },
    });
    expect(tracked.data.timeline.map((step: { action: string }) => step.action)).toEqual([
      'placed',
      'payment_started',
      'paid',
    ]);
    expect(JSON.stringify(tracked.data)).not.toContain(agent2);

    // A wrong e-mail, and store B's slug, answer exactly as a missing order.
    const other = await openStore('ejen_store', agent1, [product.id]);
    const wrong = await t.call(
      'GET',
      `/api/storefront/${store.slug}/track?orderNo=${placed.data.orderNo}&email=x@example.com`,
    );
    const elsewhere = await t.call(
      'GET',
      `/api/storefront/${other.slug}/track?orderNo=${placed.data.orderNo}&email=guest1@example.com`,
    );
    const missing = await t.call(
      'GET',
      `/api/storefront/${store.slug}/track?orderNo=NG000000-AAAAAAAA&email=guest1@example.com`,
    );
    for (const answer of [wrong, elsewhere]) {
      expect(answer.status).toBe(404);
      expect(answer.meta).toEqual(missing.meta);
    }
  });

  it("a guest pays at the sandbox's hosted page in the store, and returns to the store's result page", async () => {
    const product = await stockedProduct(t, hq, 10);
    const store = await openStore('go_affiliate', agent2, [product.id]);
    const other = await openStore('ejen_store', agent1, [product.id]);
    const placed = await place(store.slug, shipBody(product.id, 'sandbox-guest@example.com'));
    const session = decodeURIComponent(placed.data.redirectUrl.split('/').pop());
    const query = `session=${encodeURIComponent(session)}`;
    expect((await t.call('GET', `/api/storefront/${other.slug}/sandbox?${query}`)).status).toBe(404);
    const page = await t.call('GET', `/api/storefront/${store.slug}/sandbox?${query}`);
    expect(page.data).toMatchObject({ status: 'pending', amount: placed.data.grandTotal, purpose: 'order' });
    const paid = await t.call('POST', `/api/storefront/${store.slug}/sandbox/complete`, {
      body: { session, outcome: 'paid' },
    });
    expect(paid.data).toEqual({
      status: 'paid',
      returnUrl: `/s/${store.slug}/paid?orderNo=${placed.data.orderNo}&result=paid`,
    });
    expect((await orderRow(placed.data.orderNo)).status).toBe('to_ship');
  });

  it("dropships from the agent's own seller when the agent holds none of the item", async () => {
    const product = await stockedProduct(t, hq, 10);
    const store = await openStore('ejen_store', agent2, [product.id]);
    const { seller } = await sellerFor(t.db, 'demo', agent2);
    expect(seller.storeId).not.toBe(agent2);
    if (seller.kind === 'agent') await giveStock(seller.storeId, product.id, 10);
    const before = await stockAt(seller.storeId, product.id);
    const placed = await place(store.slug, shipBody(product.id, 'guest2@example.com', 3));
    expect(placed.status).toBe(200);
    expect(await orderRow(placed.data.orderNo)).toMatchObject({
      sellerStoreId: seller.storeId,
      sellerKind: seller.kind,
    });
    expect(await stockAt(seller.storeId, product.id)).toEqual({ ...before, reserved: before.reserved + 3 });
    expect(await stockAt(agent2, product.id)).toEqual({ onHand: 0, reserved: 0 });
  });

  it('attributes a go-affiliate order to the clicked agent, HQ sells, and never to the buyer itself', async () => {
    const product = await stockedProduct(t, hq, 10);
    const store = await openStore('go_affiliate', agent2, [product.id]);
    const clickedStore = await openStore('go_affiliate', agent1, [product.id]);
    const clickId = newId();
    await t.db
      .insert(affiliateClicks)
      .values({ companyId: 'demo', id: clickId, storeId: clickedStore.id, visitorHash: 'v1' });
    const cookie = { cookie: `other=1; ${AFFILIATE_COOKIE}=${clickId}` };
    const placed = await place(store.slug, shipBody(product.id, 'guest3@example.com'), randomUUID(), cookie);
    expect(placed.status).toBe(200);
    const order = await orderRow(placed.data.orderNo);
    expect(order).toMatchObject({ affiliateId: agent1, sellerKind: 'branch', type: 'store' });
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 10, reserved: 1 });

    // No click: the store's own agent. The clicked agent buying itself: no affiliate at all.
    const direct = await place(store.slug, shipBody(product.id, 'guest4@example.com'));
    expect((await orderRow(direct.data.orderNo)).affiliateId).toBe(agent2);
    const own = await place(clickedStore.slug, shipBody(product.id, 'agent1@demo.niaga.test'), randomUUID(), cookie);
    expect(own.status).toBe(200);
    expect(await orderRow(own.data.orderNo)).toMatchObject({ buyerId: agent1, affiliateId: null });
  });

  it('e-koop orders are picked up at the school and need the student, parent and class', async () => {
    const product = await stockedProduct(t, hq, 10);
    const store = await openStore('e_koop', agent1, [product.id]);
    await giveStock(agent1, product.id, 10);
    const base = {
      lines: [{ productId: product.id, quantity: 1 }],
      contact: contact('parent@example.com'),
      delivery: 'pickup',
    };
    const before = await counts();
    const missing = await place(store.slug, { ...base, ekoop: { studentName: 'Adam' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.meta?.errors ?? {})).toEqual(['ekoop.parentName', 'ekoop.studentClass']);
    const shipped = await place(store.slug, {
      ...base,
      delivery: 'shipping',
      address,
      ekoop: { studentName: 'Adam', parentName: 'Huda', studentClass: '5 Bestari' },
    });
    expect(shipped.status).toBe(400);
    expect(await counts()).toEqual(before);
    const placed = await place(store.slug, {
      ...base,
      ekoop: { studentName: 'Adam', parentName: 'Huda', studentClass: '5 Bestari' },
    });
    expect(placed.status).toBe(200);
    expect(await orderRow(placed.data.orderNo)).toMatchObject({
      type: 'ekoop',
      delivery: 'pickup',
      pickupLocation: 'SK Taman Melati, Kuala Lumpur',
      studentName: 'Adam',
      parentName: 'Huda',
      studentClass: '5 Bestari',
      sellerStoreId: agent1,
      shipping: 0,
    });
    const tracked = await t.call(
      'GET',
      `/api/storefront/${store.slug}/track?orderNo=${placed.data.orderNo}&email=parent@example.com`,
    );
    expect(tracked.data).toMatchObject({
      ekoop: { studentClass: '5 Bestari' },
      pickupLocation: 'SK Taman Melati, Kuala Lumpur',
    });
  });

  it('a retried place answers the same order; bad input and unlisted items change nothing', async () => {
    const product = await stockedProduct(t, hq, 10);
    const unlisted = await stockedProduct(t, hq, 10);
    const store = await openStore('go_affiliate', agent2, [product.id]);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      place(store.slug, shipBody(product.id, 'retry@example.com'), key),
      place(store.slug, shipBody(product.id, 'retry@example.com'), key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data.orderNo).toBe(second.data.orderNo);
    const third = await place(store.slug, shipBody(product.id, 'retry@example.com'), key);
    expect(third.data).toMatchObject({ orderNo: first.data.orderNo, replayed: true });
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 10, reserved: 1 });

    const before = await counts();
    const refused = [
      await place(store.slug, shipBody(unlisted.id, 'bad@example.com')),
      await place(store.slug, shipBody(product.id, 'bad@example.com', 11)),
      await place(store.slug, { ...shipBody(product.id, 'bad@example.com'), address: undefined }),
      await place(store.slug, shipBody(product.id, 'not-an-email')),
      await place(store.slug, shipBody(product.id, 'hq@demo.niaga.test')),
      await place(store.slug, shipBody(product.id, 'bad@example.com'), 'short'),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([409, 409, 400, 400, 409, 400]);
    expect(refused[1]!.meta?.reason).toBe('NOT_ENOUGH_STOCK');
    expect(await counts()).toEqual(before);
  });

  it("no oversell: 20 guests at once for the agent's last 4 units place 4 orders at the agent", async () => {
    const product = await stockedProduct(t, hq, 0);
    const store = await openStore('e_koop', agent1, [product.id]);
    await giveStock(agent1, product.id, 4);
    const body = (index: number) => ({
      lines: [{ productId: product.id, quantity: 1 }],
      contact: contact(`rush${index}@example.com`),
      delivery: 'pickup',
      ekoop: { studentName: 'A', parentName: 'B', studentClass: 'C' },
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => place(store.slug, body(index))));
    expect(results.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(
      results.filter((answer) => answer.status === 409).every((answer) => answer.meta?.reason === 'NOT_ENOUGH_STOCK'),
    ).toBe(true);
    expect(await stockAt(agent1, product.id)).toEqual({ onHand: 4, reserved: 4 });
  });
});

describe("store checkout through the company's Stripe", () => {
  it("sends the guest back to the store's result page, never to the agents' pending page", async () => {
    const product = await stockedProduct(t, hq, 10);
    const store = await openStore('ejen_store', agent2, [product.id]);
    await giveStock(agent2, product.id, 5);
    const stripeApi = () => mocks.agent.get('https://api.stripe.com');
    stripeApi().intercept({ path: '/v1/balance', method: 'GET' }).reply(200, { object: 'balance', available: [] });
    const saved = await t.call('POST', '/api/setup/integration/payment-provider/store', {
      token: hq,
      body: { provider: 'stripe', methods: ['card', 'fpx'], secretKey: 'sk_test_store', webhookSecret: 'whsec_store' },
    });
    expect(saved.status).toBe(200);
    let sent = new URLSearchParams();
    stripeApi()
      .intercept({ path: '/v1/checkout/sessions', method: 'POST' })
      .reply(200, (request) => {
        sent = new URLSearchParams(String(request.body));
        return { id: 'cs_store_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_store_1' };
      });
    const placed = await place(store.slug, shipBody(product.id, 'stripe-guest@example.com'));
    expect(placed.data.redirectUrl).toBe('https://checkout.stripe.com/c/pay/cs_store_1');
    const back = `http://localhost/s/${store.slug}/paid?orderNo=${placed.data.orderNo}&result=pending`;
    expect(sent.get('success_url')).toBe(back);
    expect(sent.get('cancel_url')).toBe(back);
  });
});
