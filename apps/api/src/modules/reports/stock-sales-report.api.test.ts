import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import {
  type CommissionShop,
  createCommissionShop,
  type TestAgent,
  thisMonth,
} from '../commission/commission-fixtures.js';

let shop: CommissionShop;
let t: TestApp;
let hq: string;
let B: TestAgent;
let C: TestAgent;
let P: { id: string; name: string };
let Q: { id: string; name: string };
let second: SecondCompany;
let customerId: string;
const month = thisMonth();
const period = (() => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return `from=${month}&to=${last}`;
})();

beforeAll(async () => {
  shop = await createCommissionShop();
  ({ t, hq } = shop);
  const [L1, L2, L3] = shop.levels;
  const A = await shop.agent(L1, null, 'Stock Alpha');
  B = await shop.agent(L2, A, 'Stock Bravo');
  C = await shop.agent(L3, B, 'Stock Charlie');
  await t.db.execute(sql`update users set state = 'Perlis' where company_id = 'demo' and id in (${B.id}, ${C.id})`);
  P = await shop.productP(undefined, 500);
  Q = await shop.productP(undefined, 40);
  await shop.countedOrder(C, P.id, 10); // 10 × 70.00
  await shop.countedOrder(B, P.id, 2); // 2 × 60.00
  await shop.walletOrder(C, P.id, 1); // 1 × 70.00
  await shop.countedOrder(C, Q.id, 3); // 3 × 70.00
  await shop.placeManual(C, P.id, 4); // waiting for approval: reserved, not a sale
  const out = await t.call('POST', '/api/inventory/store', {
    token: hq,
    body: { type: 'out', reason: 'damaged', items: [{ productId: Q.id, amount: 5 }] },
  });
  expect(out.status, out.meta?.message).toBe(200);
  customerId = await createUser(t.db, {
    companyId: 'demo',
    email: 'store-buyer@demo.niaga.test',
    name: 'Store Buyer',
    role: 'customer',
  });
  second = await createSecondCompany(t);
});
afterAll(() => t.close());

const get = (path: string, token = hq, language?: string) =>
  t.call('GET', `/api${path}`, { token, ...(language ? { language } : {}) });
const ok = async (path: string, token = hq) => {
  const response = await get(path, token);
  expect(response.status, `${path}: ${response.meta?.message}`).toBe(200);
  return response.data;
};

describe('inventory tab: the inventory module’s figures', () => {
  it('each item at the main branch has the on hand, reserved and available of the inventory list', async () => {
    for (const product of [P, Q]) {
      const report = await ok(`/inventory-report/list?${period}&storeId=${shop.branchId}&productId=${product.id}`);
      const inventory = await ok(`/inventory?storeId=${shop.branchId}&q=${encodeURIComponent(product.name)}`);
      expect(report.items).toHaveLength(1);
      expect(inventory.items).toHaveLength(1);
      const { onHand, reserved, available } = inventory.items[0];
      expect(report.items[0]).toMatchObject({ storeKind: 'branch', onHand, reserved, available, name: product.name });
    }
    const [q] = (await ok(`/inventory-report/list?${period}&productId=${Q.id}`)).items;
    expect(q.movements).toMatchObject({ in: 40, out: 5 });
    // On hand is what came in less what went out, as the ledger has it.
    expect(q.onHand).toBe(40 - 5 - q.movements.sale);
  });

  it('the summary adds up the list, and movements in another period are not counted', async () => {
    const summary = await ok(`/inventory-report/summary?${period}&q=${encodeURIComponent('Product P')}`);
    const list = await ok(`/inventory-report/list?${period}&q=${encodeURIComponent('Product P')}&limit=100`);
    const sum = (key: 'onHand' | 'reserved' | 'available') =>
      list.items.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0);
    expect(summary).toMatchObject({ items: list.total, onHand: sum('onHand'), reserved: sum('reserved') });
    expect(summary.available).toBe(sum('available'));
    const old = await ok(`/inventory-report/summary?from=2020-01-01&to=2020-01-31&productId=${Q.id}`);
    const [q] = (await ok(`/inventory-report/list?${period}&productId=${Q.id}`)).items;
    expect(old.movements).toMatchObject({ in: 0, out: 0, sale: 0 });
    expect(old.onHand).toBe(40 - 5 - q.movements.sale); // stock is as it is now, whatever the period
  });
});

describe('product sales tab: counted orders’ lines', () => {
  it('per product and per agent, with the KPI’s sales (price × units) and no waiting order', async () => {
    const list = await ok(`/product-sales/list?${period}&productIds=${P.id},${Q.id}`);
    const p = list.items.find((row: { productId: string }) => row.productId === P.id);
    expect(p).toMatchObject({ units: 13, orders: 3, sales: 10 * 7_000 + 2 * 6_000 + 7_000 });
    const q = list.items.find((row: { productId: string }) => row.productId === Q.id);
    expect(q).toMatchObject({ units: 3, sales: 21_000 });
    expect(list.items[0].productId).toBe(P.id); // sorted by sales, highest first
    const byAgent = await ok(`/product-sales/agent-list?${period}&productIds=${P.id}&sort=units`);
    expect(byAgent.items.map((row: { agentName: string; units: number }) => [row.agentName, row.units])).toEqual([
      ['Stock Bravo', 2],
      ['Stock Charlie', 11],
    ]);
    const perlis = await ok(`/product-sales/list?${period}&productIds=${P.id}&agentId=${B.id}`);
    expect(perlis.items[0]).toMatchObject({ units: 2, sales: 12_000 });
    const choices = await ok(`/product-sales/products?q=${encodeURIComponent(P.name)}`);
    expect(choices).toEqual({ items: [expect.objectContaining({ id: P.id })], max: 10 });
  });

  it('refuses 11 products in the caller’s language', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => `p${i}`).join(',');
    const ms = await get(`/product-sales/list?${period}&productIds=${ids}`, hq, 'ms');
    expect(ms.status).toBe(400);
    expect(ms.meta?.errors?.productIds).toBe('Pilih paling banyak 10 produk untuk laporan jualan produk.');
    const id = await get(`/product-sales/agent-list?${period}&productIds=${ids}`, hq, 'id');
    expect(id.meta?.errors?.productIds).toBe('Pilih paling banyak 10 produk untuk laporan penjualan produk.');
    const ten = ids.split(',').slice(0, 10).join(',');
    expect((await get(`/product-sales/list?${period}&productIds=${ten}`)).status).toBe(200);
  });
});

describe('customer database tab', () => {
  it('lists users with role customer and their counted orders', async () => {
    const summary = await ok(`/customer-report/summary?${period}`);
    expect(summary).toMatchObject({ customers: 1, joined: 1, buying: 0, orders: 0, purchases: 0 });
    const list = await ok(`/customer-report/list?${period}&q=buyer`);
    expect(list.items).toEqual([expect.objectContaining({ customerId, name: 'Store Buyer', orders: 0 })]);
    expect((await ok(`/customer-report/list?${period}&q=nobody`)).items).toEqual([]);
  });
});

describe('access, tenancy, bad input and exports', () => {
  const CALLS = [
    '/inventory-report/summary',
    '/inventory-report/list',
    '/product-sales/list',
    '/product-sales/agent-list',
    '/customer-report/summary',
    '/customer-report/list',
  ];

  it('is HQ’s only, and another company sees none of demo’s rows', async () => {
    for (const path of CALLS) {
      expect((await get(`${path}?${period}`, C.token)).status, path).toBe(403);
      expect((await get(`${path}?${period}`, second.tokens.staff)).status, path).toBe(403);
      const theirs = await ok(`${path}?${period}&productIds=${P.id}`, second.tokens.hq);
      if (Array.isArray(theirs.items)) expect(theirs.items, path).toEqual([]);
    }
    expect((await ok(`/inventory-report/summary?${period}`, second.tokens.hq)).onHand).toBe(0);
    expect((await ok(`/product-sales/products?q=Product`, second.tokens.hq)).items).toEqual([]);
  });

  it('refuses a bad period', async () => {
    for (const path of CALLS) {
      const response = await get(`${path}?from=2020-01-01&to=2026-01-02`, hq, 'ms');
      expect(response.status, path).toBe(400);
      expect(response.meta?.errors?.to).toBe('Laporan merangkumi paling lama 5 tahun: pilih tempoh yang lebih pendek.');
    }
    expect((await get(`/inventory-report/list?${period}&sort=secret`)).status).toBe(400);
  });

  it('exports the product sales list with the rows of its call', async () => {
    const [from, to] = period.split('&').map((part) => part.split('=')[1]!) as [string, string];
    const started = await t.call('POST', '/api/report/export', {
      token: hq,
      body: { source: 'product-sales-list', format: 'csv', filters: { from, to, productIds: `${P.id},${Q.id}` } },
    });
    expect(started.status, started.meta?.message).toBe(200);
    for (;;) {
      const answer = await t.call('GET', `/api/report/export/${started.data.id}`, { token: hq });
      if (answer.data.status === 'failed') throw new Error(answer.data.error);
      if (answer.data.status === 'done') {
        const file = await t.app.inject({
          method: 'GET',
          url: answer.data.downloadUrl,
          headers: { authorization: `Bearer ${hq}` },
        });
        const lines = file.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines[0]).toBe('Product,Variant,SKU,Orders,Units,Sales');
        expect(lines).toHaveLength(3);
        expect(lines[1]).toContain(',3,13,890.00');
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});
