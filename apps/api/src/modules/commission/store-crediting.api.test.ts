import { randomUUID } from 'node:crypto';
import type { StoreKind } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { newId } from '../../platform/ids.js';
import type { TestApp } from '../../testing/test-app.js';
import { agentMonthlySales } from '../network/network.tables.js';
import { onlineStores } from '../online-stores/online-stores.tables.js';
import { setFeatures } from '../orders/order-fixtures.js';
import { orderLines, orders } from '../orders/orders.tables.js';
import { pointEntries } from '../points/points.tables.js';
import { users } from '../users/users.tables.js';
import { commissionEntries, commissionPeriods } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, type TestAgent, thisMonth } from './commission-fixtures.js';
import { nextMonth } from './periods.js';

// Store orders (issue 22) count for the store's agent: decisions.md "Stores (issue 22): counting and commission".

let shop: CommissionShop;
let t: TestApp;
let hq: string;
let L1: string;
let L2: string;
let L3: string;

beforeAll(async () => {
  shop = await createCommissionShop();
  ({
    t,
    hq,
    levels: [L1, L2, L3],
  } = shop);
});
afterAll(() => t.close());

async function newCustomer() {
  return createUser(t.db, {
    companyId: 'demo',
    email: `cust-${randomUUID().slice(0, 12)}@demo.niaga.test`,
    name: 'Store Customer',
    role: 'customer',
  });
}

async function openStore(kind: StoreKind, ownerId: string | null) {
  const id = newId();
  await t.db.insert(onlineStores).values({
    companyId: 'demo',
    id,
    kind,
    ownerId,
    slug: `s-${randomUUID().slice(0, 12)}`,
    name: 'Test store',
    status: 'active',
    termsAcceptedAt: new Date(),
  });
  return id;
}

/** The worked example's tree HQ → A (L1) → B (L2) → C (L3) → D (L3); D runs an ejen-store. */
async function storeTree() {
  const A = await shop.agent(L1, null);
  const B = await shop.agent(L2, A);
  const C = await shop.agent(L3, B);
  const D = await shop.agent(L3, C);
  return { A, B, C, D, store: await openStore('ejen_store', D.id) };
}

type StoreOrder = {
  storeId: string;
  buyerId: string;
  productId: string;
  quantity: number;
  /** The store price paid per unit (sen). */
  storePrice: number;
  /** Who fulfils it: HQ (`hq`) or an agent. */
  seller: 'hq' | TestAgent;
  affiliateId?: string;
  points?: number;
  type?: 'store' | 'ekoop';
};

/**
 * A store order as checkout writes it, waiting for HQ's approval: placed by a helper agent (the cart and stock
 * path of every order), then made the customer's order in the store at the store price.
 */
async function waitingStoreOrder(order: StoreOrder) {
  const placer = await shop.agent(L3, null);
  const { id } = await shop.placeManual(placer, order.productId, order.quantity);
  const total = order.storePrice * order.quantity;
  await t.db
    .update(orderLines)
    .set({ unitPrice: order.storePrice, listPrice: order.storePrice, lineTotal: total })
    .where(and(eq(orderLines.companyId, 'demo'), eq(orderLines.orderId, id)));
  await t.db
    .update(orders)
    .set({
      type: order.type ?? 'store',
      buyerId: order.buyerId,
      onlineStoreId: order.storeId,
      affiliateId: order.affiliateId ?? null,
      subtotal: total,
      grandTotal: total,
      pointEarned: order.points ?? 0,
      ...(order.seller === 'hq' ? {} : { sellerKind: 'agent' as const, sellerStoreId: order.seller.id }),
    })
    .where(and(eq(orders.companyId, 'demo'), eq(orders.id, id)));
  return id;
}

async function countedStoreOrder(order: StoreOrder) {
  const id = await waitingStoreOrder(order);
  const approved = await t.call('POST', `/api/orders/${id}/approve`, { token: hq, body: {} });
  expect(approved.status, approved.meta?.message).toBe(200);
  expect(approved.data.status).toBe('to_ship');
  return id;
}

const entriesOf = (orderId: string) =>
  t.db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, 'demo'), eq(commissionEntries.sourceOrderId, orderId)))
    .orderBy(commissionEntries.seq);

const summary = async (orderId: string) =>
  (await entriesOf(orderId)).map(({ beneficiaryId, type, amount }) => ({ beneficiaryId, type, amount }));

/** PS and GS (sen) of some users this month; a user without sales shows 0 / 0. */
async function sales(...ids: string[]) {
  const rows = await t.db
    .select()
    .from(agentMonthlySales)
    .where(and(eq(agentMonthlySales.companyId, 'demo'), eq(agentMonthlySales.month, thisMonth())));
  return ids.map((id) => {
    const row = rows.find((each) => each.agentId === id);
    return { ps: row?.psAmount ?? 0, gs: row?.gsAmount ?? 0 };
  });
}

const refund = async (orderId: string) => {
  const refunded = await t.call('POST', `/api/orders/${orderId}/refund`, { token: hq, body: { method: 'manual' } });
  expect(refunded.status, refunded.meta?.message).toBe(200);
};

describe('ejen-store orders', () => {
  it("dropshipped by HQ: store profit to the store's agent, the network paid as on its own purchase, PS to it", async () => {
    const { A, B, C, D, store } = await storeTree();
    const P = await shop.productP();
    const customer = await newCustomer();
    const orderId = await countedStoreOrder({
      storeId: store,
      buyerId: customer,
      productId: P.id,
      quantity: 3,
      storePrice: 9_000,
      seller: 'hq',
      points: 12,
    });

    expect(await summary(orderId)).toEqual([
      { beneficiaryId: D.id, type: 'store_profit', amount: 6_000 }, // (90.00 − 70.00) × 3
      { beneficiaryId: B.id, type: 'sales_profit', amount: 3_000 }, // (70.00 − 60.00) × 3
      { beneficiaryId: A.id, type: 'sales_profit', amount: 3_000 }, // (60.00 − 50.00) × 3
      { beneficiaryId: C.id, type: 'overriding', amount: 300 }, // D's same-level upline, 1.00 × 3
    ]);
    const [storeProfit] = await entriesOf(orderId);
    expect(storeProfit).toMatchObject({
      status: 'pending',
      period: thisMonth(),
      sourceLineNo: 1,
      sourceAgentId: D.id,
      key: `${orderId}:1:store_profit:${D.id}`,
      inputs: { kind: 'storeProfit', productName: P.name, storePrice: 9_000, levelPrice: 7_000, quantity: 3 },
    });

    // PS is the store's agent's; its uplines get it as group sales; the customer has none, nor points.
    expect(await sales(D.id, C.id, B.id, A.id, customer)).toEqual([
      { ps: 27_000, gs: 0 },
      { ps: 0, gs: 27_000 },
      { ps: 0, gs: 27_000 },
      { ps: 0, gs: 27_000 },
      { ps: 0, gs: 0 },
    ]);
    const points = await t.db.select().from(pointEntries).where(eq(pointEntries.orderId, orderId));
    expect(points.map(({ agentId, points }) => ({ agentId, points }))).toEqual([{ agentId: D.id, points: 12 }]);
    // A store sale is not the agent's own order: D stays `new`, its first purchase still to come.
    const [agentRow] = await t.db.select().from(users).where(eq(users.id, D.id));
    expect(agentRow).toMatchObject({ status: 'new', lastCountedAt: null });

    // The agent's commission details show the line, and its check calculation every input.
    const details = await t.call('GET', '/api/commission/details?type=store-profit', { token: D.token });
    expect(details.status, details.meta?.message).toBe(200);
    expect(details.data.sum).toBe(6_000);
    const [row] = details.data.items;
    expect(row).toMatchObject({
      type: 'store_profit',
      amount: 6_000,
      productName: P.name,
      formula: '(90.00 − 70.00) × 3 = 60.00',
      order: { id: orderId },
    });
    const check = await t.call('GET', `/api/commission/check-calculation?id=${row.id}`, { token: D.token });
    expect(check.status, check.meta?.message).toBe(200);
    expect(check.data).toMatchObject({
      kind: 'storeProfit',
      sourceAgent: { id: D.id },
      order: { id: orderId },
      inputs: [
        { key: 'productName', value: P.name, format: 'text' },
        { key: 'storePrice', value: 9_000, format: 'money' },
        { key: 'levelPrice', value: 7_000, format: 'money' },
        { key: 'quantity', value: 3, format: 'count' },
      ],
    });

    // A refund reverses it all with new entries and takes PS and points back.
    await refund(orderId);
    const after = await entriesOf(orderId);
    expect(after).toHaveLength(8);
    expect(after.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(after.find((entry) => entry.reversesId === storeProfit!.id)).toMatchObject({
      type: 'store_profit',
      beneficiaryId: D.id,
      amount: -6_000,
      inputs: { kind: 'reversal', reversesId: storeProfit!.id, originalAmount: 6_000 },
    });
    expect(await sales(D.id, C.id)).toEqual([
      { ps: 0, gs: 0 },
      { ps: 0, gs: 0 },
    ]);
    const pointsAfter = await t.db.select().from(pointEntries).where(eq(pointEntries.orderId, orderId));
    expect(pointsAfter.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
  });

  it('a late refund (its month closed) reverses the store profit in the next open month', async () => {
    const { D, store } = await storeTree();
    const P = await shop.productP();
    const orderId = await countedStoreOrder({
      storeId: store,
      buyerId: await newCustomer(),
      productId: P.id,
      quantity: 1,
      storePrice: 9_000,
      seller: 'hq',
    });
    const month = thisMonth();
    await t.db.insert(commissionPeriods).values({ companyId: 'demo', month, status: 'closed', closedAt: new Date() });
    try {
      await refund(orderId);
    } finally {
      await t.db.delete(commissionPeriods).where(eq(commissionPeriods.companyId, 'demo'));
    }
    const storeProfit = (await entriesOf(orderId)).filter((entry) => entry.type === 'store_profit');
    expect(
      storeProfit.map(({ beneficiaryId, amount, period, status }) => ({ beneficiaryId, amount, period, status })),
    ).toEqual([
      { beneficiaryId: D.id, amount: 2_000, period: month, status: 'reversed' },
      { beneficiaryId: D.id, amount: -2_000, period: nextMonth(month), status: 'reversed' },
    ]);
  });

  it('dropshipped by an upline agent: store profit, no sales profit (its margin is realized)', async () => {
    const { B, C, D, store } = await storeTree();
    const P = await shop.productP();
    const orderId = await countedStoreOrder({
      storeId: store,
      buyerId: await newCustomer(),
      productId: P.id,
      quantity: 2,
      storePrice: 8_000,
      seller: B,
    });
    expect(await summary(orderId)).toEqual([
      { beneficiaryId: D.id, type: 'store_profit', amount: 2_000 },
      { beneficiaryId: C.id, type: 'overriding', amount: 200 },
    ]);
  });

  it('a store price below the level price earns no store profit; the network is paid from the price paid', async () => {
    const { A, B, C, store } = await storeTree();
    const P = await shop.productP();
    const orderId = await countedStoreOrder({
      storeId: store,
      buyerId: await newCustomer(),
      productId: P.id,
      quantity: 2,
      storePrice: 6_500,
      seller: 'hq',
    });
    expect(await summary(orderId)).toEqual([
      { beneficiaryId: B.id, type: 'sales_profit', amount: 1_000 }, // (65.00 − 60.00) × 2
      { beneficiaryId: A.id, type: 'sales_profit', amount: 2_000 },
      { beneficiaryId: C.id, type: 'overriding', amount: 200 },
    ]);
  });

  it("sold from the agent's own stock: PS to the agent, no commission (its margin is realized)", async () => {
    const { C, D, store } = await storeTree();
    const P = await shop.productP();
    const orderId = await countedStoreOrder({
      storeId: store,
      buyerId: await newCustomer(),
      productId: P.id,
      quantity: 2,
      storePrice: 9_000,
      seller: D,
    });
    expect(await summary(orderId)).toEqual([]);
    expect(await sales(D.id, C.id)).toEqual([
      { ps: 18_000, gs: 0 },
      { ps: 0, gs: 18_000 },
    ]);
  });

  it('the company switching store profit off writes none (the other types still)', async () => {
    const { A, B, C, store } = await storeTree();
    const P = await shop.productP();
    const switched = await t.call('POST', '/api/setup/commission-settings/store', {
      token: hq,
      body: { commissionOff: ['store_profit'] },
    });
    expect(switched.status, switched.meta?.message).toBe(200);
    try {
      const orderId = await countedStoreOrder({
        storeId: store,
        buyerId: await newCustomer(),
        productId: P.id,
        quantity: 1,
        storePrice: 9_000,
        seller: 'hq',
      });
      expect(await summary(orderId)).toEqual([
        { beneficiaryId: B.id, type: 'sales_profit', amount: 1_000 },
        { beneficiaryId: A.id, type: 'sales_profit', amount: 1_000 },
        { beneficiaryId: C.id, type: 'overriding', amount: 100 },
      ]);
    } finally {
      await setFeatures(t, { commissionOff: [] });
    }
  });
});

describe('go-affiliate and e-koop orders', () => {
  it("pays the affiliate the product's affiliate amount, and nothing on the affiliate's own purchase", async () => {
    const upline = await shop.agent(L2, null);
    const affiliate = await shop.agent(L3, upline);
    const store = await openStore('go_affiliate', affiliate.id);
    const P = await shop.productP({ affiliate: 300 });
    const viaLink = { storeId: store, productId: P.id, quantity: 4, storePrice: 9_000, seller: 'hq' as const };

    const orderId = await countedStoreOrder({ ...viaLink, buyerId: await newCustomer(), affiliateId: affiliate.id });
    expect(await summary(orderId)).toEqual([{ beneficiaryId: affiliate.id, type: 'affiliate', amount: 1_200 }]);
    expect(await sales(affiliate.id, upline.id)).toEqual([
      { ps: 36_000, gs: 0 },
      { ps: 0, gs: 36_000 },
    ]);

    const own = await countedStoreOrder({ ...viaLink, buyerId: affiliate.id, affiliateId: affiliate.id });
    expect(await summary(own)).toEqual([]);
  });

  it('an e-koop HQ runs credits no agent', async () => {
    const store = await openStore('e_koop', null);
    const P = await shop.productP();
    const customer = await newCustomer();
    const before = await t.db.select({ count: sql<number>`count(*)::int` }).from(agentMonthlySales);
    const orderId = await countedStoreOrder({
      storeId: store,
      buyerId: customer,
      productId: P.id,
      quantity: 2,
      storePrice: 9_000,
      seller: 'hq',
      type: 'ekoop',
    });
    expect(await summary(orderId)).toEqual([]);
    const after = await t.db.select({ count: sql<number>`count(*)::int` }).from(agentMonthlySales);
    expect(after).toEqual(before);
  });
});
