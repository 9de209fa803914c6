import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { orders } from '../orders/orders.tables.js';
import { levels } from '../users/users.tables.js';
import { commissionEntries } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, type TestAgent, thisMonth } from './commission-fixtures.js';

let t: TestApp;
let hq: string;
let shop: CommissionShop;
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

const get = (url: string, token: string) => t.call('GET', url, { token });
const month = () => thisMonth().slice(0, 7);

/** HQ → A (L1) → B (L2) → C (L3); C's order of `quantity` × P sold from B's stock, approved by HQ: it counts. */
async function agentSoldOrder(B: TestAgent, C: TestAgent, productId: string, quantity: number) {
  const order = await shop.placeManual(C, productId, quantity);
  // No call sells from an agent's stock in a few steps: mark the waiting order as sold by its upline B.
  await t.db.update(orders).set({ sellerKind: 'agent', sellerStoreId: B.id }).where(eq(orders.id, order.id));
  const approved = await t.call('POST', `/api/orders/${order.id}/approve`, { token: hq, body: {} });
  expect(approved.status, approved.meta?.message).toBe(200);
  return order;
}

describe('agent-sold margin: realized, not payable', () => {
  it('shows on the seller’s commission page and income statement, outside every balance and total', async () => {
    const A = await shop.agent(L1, null, 'Margin A');
    const B = await shop.agent(L2, A, 'Margin B');
    const C = await shop.agent(L3, B, 'Margin C');
    const P = await shop.productP({ overriding: 0, introducerBonus: 0 });
    // C pays B's price for L3, 70.00 × 10; B's own level price is 60.00: B's margin is (70.00 − 60.00) × 10.
    const order = await agentSoldOrder(B, C, P.id, 10);

    const summary = await get('/api/commission', B.token);
    expect(summary.status, summary.meta?.message).toBe(200);
    expect(summary.data.agentSoldMargin).toBe(10_000);
    // No sales profit on an agent-sold order, and the margin is in no balance.
    expect(summary.data.thisMonth.total).toBe(0);
    expect(summary.data.balances).toEqual({ payable: 0, pending: 0, requested: 0, paid: 0 });
    // HQ sees the same on the agent's page; the buyer made no margin.
    expect((await get(`/api/commission?agentId=${B.id}`, hq)).data.agentSoldMargin).toBe(10_000);
    expect((await get('/api/commission', C.token)).data.agentSoldMargin).toBe(0);

    const statement = await get(`/api/commission/income-statement?month=${month()}`, B.token);
    expect(statement.status, statement.meta?.message).toBe(200);
    expect(statement.data.agentSoldMargin).toBe(10_000);
    expect(statement.data.totals).toEqual({ earned: 0, reversed: 0, net: 0 });

    // A refund takes it back in the month of the refund.
    const refunded = await t.call('POST', `/api/orders/${order.id}/refund`, { token: hq, body: { method: 'wallet' } });
    expect(refunded.status, refunded.meta?.message).toBe(200);
    expect((await get('/api/commission', B.token)).data.agentSoldMargin).toBe(0);
  });
});

describe('check calculation of an introducer bonus', () => {
  it('shows only the parts that apply: the recruit commission alone, or units × per-unit bonus plus it', async () => {
    await t.db.update(levels).set({ recruitComm: 1_500 }).where(eq(levels.id, L3));
    try {
      const B = await shop.agent(L2, null, 'Introducer B');
      const C = await shop.agent(L3, B, 'Recruit C');
      const P = await shop.productP({ overriding: 0, introducerBonus: 0 });
      await shop.countedOrder(C, P.id, 2);
      const entries = await t.db.select().from(commissionEntries).where(eq(commissionEntries.beneficiaryId, B.id));
      const recruit = entries.find((entry) => entry.type === 'introducer');
      const check = await get(`/api/commission/check-calculation?id=${recruit!.id}`, B.token);
      expect(check.status, check.meta?.message).toBe(200);
      expect(check.data.formula).toBe('15.00 = 15.00');
      expect(check.data.inputs).toEqual([{ key: 'once', value: 1_500, format: 'money' }]);

      const D = await shop.agent(L2, null, 'Introducer D');
      const E = await shop.agent(L3, D, 'Recruit E');
      const Q = await shop.productP({ overriding: 0, introducerBonus: 500 });
      await shop.countedOrder(E, Q.id, 4);
      const perUnit = (await t.db.select().from(commissionEntries).where(eq(commissionEntries.beneficiaryId, D.id)))
        .filter((entry) => entry.type === 'introducer')
        .find((entry) => entry.sourceLineNo !== null);
      const lineCheck = await get(`/api/commission/check-calculation?id=${perUnit!.id}`, D.token);
      expect(lineCheck.data.formula).toBe('5.00 × 4 = 20.00');
      expect(lineCheck.data.inputs.map((input: { key: string }) => input.key)).toEqual([
        'productName',
        'perUnit',
        'quantity',
      ]);
    } finally {
      await t.db.update(levels).set({ recruitComm: 0 }).where(eq(levels.id, L3));
    }
  });
});
