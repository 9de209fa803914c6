import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { mainBranchId } from '../modules/inventory/stores.js';
import { expectCopyRoundTrip } from '../testing/copy-round-trip.js';
import { type Database, openDatabase } from './client.js';
import { DEMO_PASSWORD, seedDemo } from './seed/demo.js';

// `npm start` runs on the embedded PGlite: the same migrations, seed and routes must work there.
let dataDir: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'niaga-pglite-'));
  database = openDatabase({ dataDir });
  await database.migrate();
  expect(await seedDemo(database.db, { catalog: true })).toBe(true);
  app = await buildApp({ config: loadConfig({ WEB_DIST: '/nonexistent' }), db: database.db, logger: false });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database (PGlite)', () => {
  it('migrates, seeds once, logs in and answers the user', async () => {
    expect(await seedDemo(database.db)).toBe(false);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'localhost:3000' },
      payload: { email: 'agent1@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(login.statusCode).toBe(200);
    const detail = await app.inject({
      method: 'GET',
      url: '/api/user/detail',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(detail.json().data).toMatchObject({ email: 'agent1@demo.niaga.test', level: { name: 'Stockist' } });
  });

  it('serves the shop and the inventory with stock (prepared reads with array parameters)', async () => {
    const token = async (email: string, type: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { host: 'localhost:3000' },
          payload: { email, password: DEMO_PASSWORD, type },
        })
      ).json().data.token;
    const get = async (url: string, bearer: string) =>
      (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } })).json().data;
    const shop = await get('/api/sales/my-shop', await token('agent1@demo.niaga.test', 'agent'));
    expect(shop.products.items.length).toBeGreaterThan(0);
    expect(shop.products.items.some((item: { available: number }) => item.available > 0)).toBe(true);
    const inventory = await get('/api/inventory', await token('hq@demo.niaga.test', 'hq'));
    expect(inventory.store).toMatchObject({ kind: 'branch', writable: true });
    expect(inventory.items.some((row: { onHand: number }) => row.onHand > 0)).toBe(true);
  });

  it("serves HQ's order list: a tab's page, a search and a filter (named statements answering JSON)", async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'localhost:3000' },
      payload: { email: 'hq@demo.niaga.test', password: DEMO_PASSWORD, type: 'hq' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/orders?${query}`, headers })).json().data;
    // An order as the manage-orders bench writes them (the demo seed places none).
    await database.db.execute(sql`
      insert into orders (company_id, id, reference_no, type, status, buyer_id, placed_by_id, seller_store_id,
        seller_kind, seller_name, subtotal, grand_total, delivery, receiver)
      select 'demo', 'o-pglite', 'NGPGLITE1', 'personal', 'completed', u.id, u.id, b.id, 'branch', 'HQ', 100, 100,
        'shipping', '{"firstName": "Siti", "lastName": "Aminah"}'
      from users u, branches b where u.email = 'agent1@demo.niaga.test' and b.company_id = 'demo' and b.is_main`);
    const opened = await list('tab=completed');
    expect(opened.items.map((row: { id: string }) => row.id)).toContain('o-pglite');
    const found = await list('tab=completed&q=siti amin');
    expect(found.items).toEqual([expect.objectContaining({ id: 'o-pglite', receiverName: 'Siti Aminah' })]);
    expect((await list('tab=completed&from=2000-01-01')).counts).toEqual(opened.counts);
  });

  it('adds to the cart and checks out (one-statement cart and order writes, JSON rows back)', async () => {
    const agent = (
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: 'localhost:3000' },
        payload: { email: 'agent1@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
      })
    ).json().data.token;
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${agent}`, ...headers } });
    const shop = (await call('GET', '/api/sales/my-shop')).json().data;
    const product = shop.products.items.find(
      (item: { available: number; variantCount: number }) => item.available > 0 && item.variantCount === 0,
    );
    const added = await call('POST', '/api/sales/my-shop/add-cart', {
      kind: 'product',
      itemId: product.id,
      quantity: 1,
    });
    expect(added.json().data.lines).toHaveLength(1);
    const pickupBranchId = await mainBranchId(database.db, 'demo');
    const placed = await call(
      'POST',
      '/api/sales/checkout',
      {
        delivery: 'pickup',
        pickupBranchId,
        pickupTime: new Date(Date.now() + 86_400_000).toISOString(),
        paymentMethod: 'manual',
      },
      { 'idempotency-key': 'pglite-checkout-1' },
    );
    expect(placed.statusCode).toBe(200);
    const order = placed.json().data.order;
    expect(order).toMatchObject({ status: 'unpaid', lines: [{ itemId: product.id, quantity: 1 }] });
    // The buyer's order page adds its timeline, receipt and bank account to what the checkout answered.
    const stored = (await call('GET', `/api/sales/my-orders/${order.id}`)).json().data;
    expect(stored).toEqual({ ...order, events: stored.events, receiptUrl: null, sellerBank: stored.sellerBank });
    expect(stored.events).toMatchObject([{ action: 'placed', toStatus: 'unpaid' }]);
  });

  it("copies rows from a blob (the close's bulk writes, db/copy.ts)", () => expectCopyRoundTrip(database.db));
});
