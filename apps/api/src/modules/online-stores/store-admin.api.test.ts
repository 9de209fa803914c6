import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../testing/catalog-fixtures.js';
import { postFile } from '../../testing/multipart.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addStaff, addUser, signInOtherCompanyHq } from '../../testing/test-users.js';
import { commissionEntries } from '../commission/commission.tables.js';
import { levelIds, setFeatures } from '../orders/order-fixtures.js';
import { orders } from '../orders/orders.tables.js';
import { todayIn } from '../users/users.repo.js';
import { affiliateClicks, onlineStores, storeVisits } from './online-stores.tables.js';

// Issue 22, the agent's store pages and HQ's store area (docs/decisions.md "Stores (issue 22): store admin").

let t: TestApp;
let hq: string;
let levels: string[];
const ALL_ON = { ejenstoreStatus: true, goAffiliateStatus: true, eKoopStatus: true };

const registration = (slug: string, extra: Record<string, unknown> = {}) => ({
  acceptTerms: true,
  name: `Store ${slug}`,
  slug,
  contactPhone: '+60 12-345 6789',
  contactEmail: `${slug}@example.test`,
  description: 'Healthy drinks',
  ...extra,
});

async function newAgent(levelIndex = 1) {
  const email = `store-${randomUUID().slice(0, 8)}@demo.niaga.test`;
  const id = await addUser(t, { email, name: 'Store Agent', role: 'agent', levelId: levels[levelIndex]! });
  return { id, token: await t.login(email) };
}

const register = (token: string, slug: string, path = 'ejen-store', extra: Record<string, unknown> = {}) =>
  t.call('POST', `/api/${path}/register`, { token, body: registration(slug, extra) });

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  levels = await levelIds(t, hq);
  await setFeatures(t, ALL_ON);
});
afterAll(() => t.close());

describe('registration', () => {
  it('registers a pending store; the slug is lower-cased, unique, and not reserved', async () => {
    const agent = await newAgent();
    expect((await t.call('GET', '/api/ejen-store/store', { token: agent.token })).data).toEqual({
      store: null,
      mayRegister: true,
    });
    const reserved = await register(agent.token, 'checkout');
    expect(reserved.status).toBe(400);
    expect(reserved.meta?.errors?.slug).toBeTruthy();
    const noTerms = await t.call('POST', '/api/ejen-store/register', {
      token: agent.token,
      body: { ...registration('siti-beauty'), acceptTerms: false },
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.meta?.errors?.acceptTerms).toBeTruthy();

    const done = await register(agent.token, 'Siti-Beauty');
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ slug: 'siti-beauty', status: 'pending', kind: 'ejen_store' });
    expect((await register(agent.token, 'siti-beauty-2')).meta?.message).toMatch(/already registered/);

    const other = await newAgent();
    const taken = await register(other.token, 'siti-beauty');
    expect(taken.status).toBe(409);
    expect(taken.meta?.errors?.slug).toMatch(/already taken/);
    // The same slug on another kind of store is taken too: one address space per company.
    expect((await register(other.token, 'siti-beauty', 'go-affiliate')).status).toBe(409);
  });

  it('two agents racing for one slug: exactly one gets it, the other is told the slug is taken', async () => {
    const [a, b] = await Promise.all([newAgent(), newAgent()]);
    const answers = await Promise.all([register(a.token, 'race-slug'), register(b.token, 'race-slug')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.meta?.errors?.slug).toBeTruthy();
  });

  it('a switched-off kind is refused with a clear message', async () => {
    const agent = await newAgent();
    await setFeatures(t, { goAffiliateStatus: false });
    try {
      const refused = await register(agent.token, 'off-kind', 'go-affiliate');
      expect(refused.status).toBe(403);
      expect(refused.meta?.message).toMatch(/switched off/);
      expect((await t.call('GET', '/api/go-affiliate/store', { token: agent.token })).status).toBe(403);
    } finally {
      await setFeatures(t, ALL_ON);
    }
  });

  it('e-koop: only an agent of a stock-holding level, with the school named', async () => {
    await setFeatures(t, { orderingLevelIds: [levels[0]!], orderCompany: false });
    const stockist = await newAgent(0);
    const dealer = await newAgent(1);
    expect((await t.call('GET', '/api/e-koop/store', { token: dealer.token })).data.mayRegister).toBe(false);
    const refused = await register(dealer.token, 'dealer-koop', 'e-koop', { schoolName: 'SK Taman Jaya' });
    expect(refused.status).toBe(403);
    expect(refused.meta?.message).toMatch(/stock-holding/);
    const noSchool = await register(stockist.token, 'sk-jaya', 'e-koop');
    expect(noSchool.meta?.errors?.schoolName).toBeTruthy();
    const done = await register(stockist.token, 'sk-jaya', 'e-koop', { schoolName: 'SK Taman Jaya' });
    expect(done.data).toMatchObject({
      schoolName: 'SK Taman Jaya',
      delivery: { shipping: false, pickup: true, pickupAddress: 'SK Taman Jaya' },
    });
  });

  it('the logo is an upload of the company; a foreign URL is refused', async () => {
    const agent = await newAgent();
    const upload = await postFile(t, '/api/ejen-store/logo', agent.token, {
      filename: 'logo.png',
      type: 'image/png',
      content: await png(),
    });
    expect(upload.statusCode).toBe(200);
    const logoUrl = upload.json().data.large as string;
    const foreign = await register(agent.token, 'logo-shop', 'ejen-store', { logoUrl: 'https://evil.test/x.png' });
    expect(foreign.meta?.errors?.logoUrl).toBeTruthy();
    expect((await register(agent.token, 'logo-shop', 'ejen-store', { logoUrl })).data.logoUrl).toBe(logoUrl);
  });
});

describe("HQ's store database", () => {
  it('lists stores by kind, status and search; approves, suspends and reactivates; bulk reports refused ones', async () => {
    const agent = await newAgent();
    await register(agent.token, 'moderated-shop');
    const list = await t.call('GET', '/api/setup/company-store?status=pending&q=moderated', { token: hq });
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject({ slug: 'moderated-shop', status: 'pending', ownerName: 'Store Agent' });

    const staffEmail = `stores-${randomUUID().slice(0, 6)}@demo.niaga.test`;
    await addStaff(t, staffEmail, 'No Rights', []);
    const staffToken = await t.login(staffEmail, 'hq');
    expect((await t.call('GET', '/api/setup/company-store', { token: staffToken })).status).toBe(200);
    const denied = await t.call('POST', '/api/setup/company-store/moderated-shop/approve', { token: staffToken });
    expect(denied.status).toBe(403);
    expect((await t.call('GET', '/api/setup/company-store', { token: agent.token })).status).toBe(403);

    const approve = () => t.call('POST', '/api/setup/company-store/moderated-shop/approve', { token: hq });
    expect((await approve()).data).toMatchObject({ status: 'active' });
    expect((await approve()).status).toBe(409);
    expect((await t.call('POST', '/api/setup/company-store/moderated-shop/suspend', { token: hq })).data.status).toBe(
      'suspended',
    );
    const accountBody = {
      name: 'Moderated',
      contactPhone: '0123456789',
      contactEmail: 'm@example.test',
      bank: { bankCountry: 'MY', bankName: 'Maybank', accountNumber: '1234567890', accountName: 'Store Agent' },
    };
    const account = await t.call('POST', '/api/ejen-store/account', { token: agent.token, body: accountBody });
    expect(account.status).toBe(409);
    expect(account.meta?.message).toMatch(/suspended/);

    const bulk = await t.call('POST', '/api/setup/company-store/bulk', {
      token: hq,
      body: { action: 'reactivate', slugs: ['moderated-shop', 'no-such-store'] },
    });
    expect(bulk.data.done).toEqual(['moderated-shop']);
    expect(bulk.data.refused).toEqual([{ slug: 'no-such-store', reason: 'Store not found.' }]);
    const saved = await t.call('POST', '/api/ejen-store/account', { token: agent.token, body: accountBody });
    expect(saved.data).toMatchObject({ status: 'active', bank: { bankName: 'Maybank' }, name: 'Moderated' });
  });
});

describe('set-up', () => {
  it('lists published products with a store price only; opening hours and delivery; every change bumps the version', async () => {
    const agent = await newAgent();
    const store = (await register(agent.token, 'setup-shop')).data;
    const priced = await createProduct(t, hq, { name: 'Priced Drink' });
    const unpriced = await createProduct(t, hq, { name: 'Unpriced Drink', extra: { storePrice: 0 } });
    const hidden = await createProduct(t, hq, { name: 'Hidden Drink' });
    await t.db.execute(sql`update products set status = 'suspended' where company_id = 'demo' and id = ${hidden.id}`);

    const view = (await t.call('GET', '/api/ejen-store/setup', { token: agent.token })).data;
    const names = view.products.map((product: { name: string }) => product.name);
    expect(names).toContain('Priced Drink');
    expect(names).not.toContain('Unpriced Drink');
    expect(names).not.toContain('Hidden Drink');
    expect(view.products.find((p: { name: string }) => p.name === 'Priced Drink')).toMatchObject({
      storePrice: 9_000,
      listed: false,
    });

    const save = (
      productIds: string[],
      delivery: { shipping: boolean; pickup: boolean; pickupAddress: string | null } = {
        shipping: true,
        pickup: false,
        pickupAddress: null,
      },
    ) =>
      t.call('POST', '/api/ejen-store/setup', {
        token: agent.token,
        body: { productIds, openingHours: 'Mon–Fri 9:00–17:00', delivery },
      });
    expect((await save([priced.id, unpriced.id])).meta?.errors?.['productIds.1']).toMatch(/store price/);
    expect((await save([hidden.id])).meta?.errors?.['productIds.0']).toMatch(/published/);
    expect((await save([randomUUID()])).status).toBe(400);
    expect(
      (await save([priced.id], { shipping: false, pickup: true, pickupAddress: null })).meta?.errors?.[
        'delivery.pickupAddress'
      ],
    ).toBeTruthy();
    const version = async () =>
      (await t.db.select({ v: onlineStores.version }).from(onlineStores).where(eq(onlineStores.id, store.id)))[0]!.v;
    const before = await version();
    const saved = await save([priced.id], { shipping: true, pickup: true, pickupAddress: 'Lot 5, Jalan Niaga' });
    expect(saved.status).toBe(200);
    expect(saved.data.products[0]).toMatchObject({ productId: priced.id, listed: true });
    expect(saved.data.openingHours).toBe('Mon–Fri 9:00–17:00');
    expect(await version()).toBe(before + 1);
  });

  it('an e-koop is pickup only; its banners are listed, added and deleted only by their owner', async () => {
    await setFeatures(t, { orderingLevelIds: [levels[0]!], orderCompany: false });
    const owner = await newAgent(0);
    await register(owner.token, 'koop-banners', 'e-koop', { schoolName: 'SMK Niaga' });
    const shipping = await t.call('POST', '/api/e-koop/setup', {
      token: owner.token,
      body: { productIds: [], openingHours: null, delivery: { shipping: true, pickup: true, pickupAddress: 'SMK' } },
    });
    expect(shipping.meta?.errors?.['delivery.shipping']).toBeTruthy();

    const image = (
      await postFile(t, '/api/e-koop/banner/image', owner.token, {
        filename: 'b.png',
        type: 'image/png',
        content: await png(),
      })
    ).json().data.large;
    const created = await t.call('POST', '/api/e-koop/banner/store', {
      token: owner.token,
      body: {
        title: 'Back to school',
        description: 'Uniforms 10% off',
        imageUrl: image,
        url: 'https://example.test/promo',
      },
    });
    expect(created.data).toMatchObject({ title: 'Back to school', description: 'Uniforms 10% off', imageUrl: image });
    expect((await t.call('GET', '/api/e-koop/banner', { token: owner.token })).data.items).toHaveLength(1);

    const stranger = await newAgent(0);
    const foreign = await t.call('DELETE', `/api/e-koop/banner/delete/${created.data.id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(
      (await t.call('DELETE', `/api/e-koop/banner/delete/${created.data.id}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/e-koop/banner', { token: owner.token })).data.items).toEqual([]);
  });
});

async function storeOrder(
  store: { id: string },
  buyerId: string,
  patch: { status?: string; grandTotal?: number; affiliateId?: string; onlineStoreId?: string | null } = {},
) {
  const id = randomUUID();
  const total = patch.grandTotal ?? 10_000;
  await t.db.insert(orders).values({
    companyId: 'demo',
    id,
    referenceNo: `ST-${id.slice(0, 8)}`,
    type: 'store',
    status: (patch.status ?? 'to_ship') as 'to_ship',
    buyerId,
    placedById: buyerId,
    sellerStoreId: 'hq',
    sellerKind: 'branch',
    sellerName: 'HQ',
    onlineStoreId: patch.onlineStoreId === undefined ? store.id : patch.onlineStoreId,
    affiliateId: patch.affiliateId ?? null,
    subtotal: total,
    grandTotal: total,
    delivery: 'shipping',
  });
  return id;
}

async function credit(beneficiaryId: string, orderId: string, type: string, amount: number) {
  await t.db.insert(commissionEntries).values({
    companyId: 'demo',
    id: randomUUID(),
    key: `test-${randomUUID()}`,
    beneficiaryId,
    type: type as 'affiliate',
    amount,
    period: new Date().toISOString().slice(0, 8).concat('01'),
    sourceOrderId: orderId,
    inputs: {} as never,
  });
}

const png = () => new Jimp({ width: 40, height: 30, color: 0x3366ccff }).getBuffer('image/png');
// The summary's period is in the company's time zone: between 16:00 and 24:00 UTC its day is already the next.
const today = () => todayIn('Asia/Kuala_Lumpur');

describe('summary and customer database', () => {
  let customer: string;
  beforeAll(async () => {
    customer = await addUser(t, {
      email: `buyer-${randomUUID().slice(0, 6)}@example.test`,
      name: 'Cik Pembeli',
      role: 'customer',
    });
  });

  it('counts visits, counted orders and sales, the commission from them and the latest orders', async () => {
    const agent = await newAgent();
    const store = (await register(agent.token, 'summary-shop')).data;
    await t.call('POST', '/api/setup/company-store/summary-shop/approve', { token: hq });
    const first = await storeOrder(store, customer, { grandTotal: 12_000 });
    await storeOrder(store, customer, { grandTotal: 8_000, status: 'completed' });
    await storeOrder(store, customer, { grandTotal: 50_000, status: 'pending_payment' });
    await credit(agent.id, first, 'store_profit', 1_500);
    await credit(agent.id, first, 'affiliate', 300);
    await t.db.insert(storeVisits).values({ companyId: 'demo', storeId: store.id, day: today(), visits: 7 });

    const summary = await t.call('GET', `/api/ejen-store/summary?from=${today()}&to=${today()}`, {
      token: agent.token,
    });
    expect(summary.data).toMatchObject({
      visits: 7,
      orders: 2,
      sales: 20_000,
      commission: 1_800,
      commissionByType: { store_profit: 1_500, affiliate: 300 },
      clicks: null,
    });
    expect(summary.data.latestOrders).toHaveLength(3);
    expect(summary.data.latestOrders[0]).toMatchObject({ referenceNo: expect.stringMatching(/^ST-/) });
    const lastYear = `${Number(today().slice(0, 4)) - 1}`;
    const empty = await t.call('GET', `/api/ejen-store/summary?from=${lastYear}-01-01&to=${lastYear}-01-31`, {
      token: agent.token,
    });
    expect(empty.data).toMatchObject({ visits: 0, orders: 0, sales: 0, commission: 0, latestOrders: [] });
  });

  it('go-affiliate: clicks beside the orders attributed to the agent (the funnel)', async () => {
    const agent = await newAgent();
    const store = (await register(agent.token, 'affiliate-shop', 'go-affiliate')).data;
    for (const visitor of ['a', 'b', 'c'])
      await t.db
        .insert(affiliateClicks)
        .values({ companyId: 'demo', id: randomUUID(), storeId: store.id, visitorHash: visitor });
    const order = await storeOrder(store, customer, { onlineStoreId: null, affiliateId: agent.id, grandTotal: 9_000 });
    await credit(agent.id, order, 'affiliate', 450);
    const summary = await t.call('GET', `/api/go-affiliate/summary?from=${today()}&to=${today()}`, {
      token: agent.token,
    });
    expect(summary.data).toMatchObject({ clicks: 3, orders: 1, sales: 9_000, commission: 450 });
  });

  it("lists each store's customers with their counted orders; another company sees none of them", async () => {
    const agent = await newAgent();
    const store = (await register(agent.token, 'customer-shop')).data;
    await storeOrder(store, customer, { grandTotal: 3_000 });
    await storeOrder(store, customer, { grandTotal: 4_000 });
    await storeOrder(store, customer, { grandTotal: 99_000, status: 'cancelled' });
    const list = await t.call('GET', '/api/setup/company-store/customers?storeSlug=customer-shop', { token: hq });
    expect(list.data.items).toEqual([
      expect.objectContaining({ name: 'Cik Pembeli', storeSlug: 'customer-shop', orders: 2, total: 7_000 }),
    ]);
    expect(
      (await t.call('GET', '/api/setup/company-store/customers?q=pembeli', { token: hq })).data.total,
    ).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/setup/company-store/customers', { token: agent.token })).status).toBe(403);

    const other = await signInOtherCompanyHq(t, { id: 'store-other' });
    const host = 'store-other.localhost';
    const foreign = await t.call('GET', '/api/setup/company-store/customers', { token: other, host });
    expect(foreign.data).toMatchObject({ items: [], total: 0 });
    expect((await t.call('GET', '/api/setup/company-store', { token: other, host })).data.total).toBe(0);
    const approveForeign = await t.call('POST', '/api/setup/company-store/customer-shop/approve', {
      token: other,
      host,
    });
    expect(approveForeign.status).toBe(404);

    const exported = await t.call('POST', '/api/report/export', {
      token: hq,
      body: { source: 'store-customers', filters: { storeSlug: 'customer-shop' }, format: 'csv' },
    });
    expect(exported.status).toBe(200);
    const [row] = await t.db
      .select({ id: onlineStores.id })
      .from(onlineStores)
      .where(and(eq(onlineStores.companyId, 'demo'), eq(onlineStores.slug, 'customer-shop')));
    expect(row?.id).toBe(store.id);
  });
});
