import { percentOf } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import type { ProductCommissions } from '../catalog/catalog.tables.js';
import type { CompanyFeatures } from '../company/company.tables.js';
import { setFeatures } from '../orders/order-fixtures.js';
import { orders } from '../orders/orders.tables.js';
import { levels, users } from '../users/users.tables.js';
import { commissionEntries, commissionPeriods } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, type TestAgent, thisMonth } from './commission-fixtures.js';
import { creditOrder, reverseOrder } from './crediting.js';
import { nextMonth } from './periods.js';

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

let shop: CommissionShop;
type Agent = TestAgent;
const agent = (levelId: string, upline: Agent | null) => shop.agent(levelId, upline);

/** domain-rules' worked example: HQ → A (L1) → B (L2) → C (L3) → D (L3), B introduced C and C introduced D. */
async function exampleTree() {
  const A = await agent(L1, null);
  const B = await agent(L2, A);
  const C = await agent(L3, B);
  const D = await agent(L3, C);
  return { A, B, C, D };
}

const productP = async (l3?: Partial<ProductCommissions>) => (await shop.productP(l3)).id;

const placeManual = async (buyer: Agent, productId: string, quantity: number) =>
  (await shop.placeManual(buyer, productId, quantity)).id;
const countedOrder = async (buyer: Agent, productId: string, quantity: number) =>
  (await shop.countedOrder(buyer, productId, quantity)).id;
const walletOrder = (buyer: Agent, productId: string, quantity: number) => shop.walletOrder(buyer, productId, quantity);

/** In a new example tree, C buys `quantity` × a new P from its wallet (its first order); answers C and the order id. */
async function cWalletOrder(quantity: number) {
  const { C } = await exampleTree();
  return { C, orderId: await walletOrder(C, await productP(), quantity) };
}

const approve = async (orderId: string) => {
  const approved = await t.call('POST', `/api/orders/${orderId}/approve`, { token: hq, body: {} });
  expect(approved.status, approved.meta?.message).toBe(200);
  expect(approved.data.status).toBe('to_ship');
};

const entriesOf = (orderId: string) =>
  t.db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, 'demo'), eq(commissionEntries.sourceOrderId, orderId)))
    .orderBy(commissionEntries.seq);

async function summary(orderId: string) {
  return (await entriesOf(orderId)).map(({ beneficiaryId, type, amount }) => ({ beneficiaryId, type, amount }));
}

async function withFeatures(patch: CompanyFeatures, run: () => Promise<void>) {
  await setFeatures(t, patch);
  try {
    await run();
  } finally {
    await setFeatures(t, { commissionOff: [], zeroriseOverriding: false });
  }
}

describe('per-order commissions', () => {
  it('credits the worked example of domain-rules exactly (sen)', async () => {
    const { A, B, C, D } = await exampleTree();
    const P = await productP();

    const cFirst = await countedOrder(C, P, 10);
    expect(await summary(cFirst)).toEqual([
      { beneficiaryId: B.id, type: 'sales_profit', amount: 10_000 },
      { beneficiaryId: A.id, type: 'sales_profit', amount: 10_000 },
      { beneficiaryId: B.id, type: 'introducer', amount: 5_000 },
    ]);
    const [first] = await entriesOf(cFirst);
    expect(first).toMatchObject({
      status: 'pending',
      period: thisMonth(),
      sourceLineNo: 1,
      sourceAgentId: C.id,
      key: `${cFirst}:1:sales_profit:${B.id}`,
      inputs: { kind: 'differential', priceBelow: 7_000, ownPrice: 6_000, quantity: 10 },
    });

    const dFirst = await countedOrder(D, P, 1);
    expect(await summary(dFirst)).toEqual([
      { beneficiaryId: B.id, type: 'sales_profit', amount: 1_000 },
      { beneficiaryId: A.id, type: 'sales_profit', amount: 1_000 },
      { beneficiaryId: C.id, type: 'overriding', amount: 100 },
      { beneficiaryId: C.id, type: 'introducer', amount: 500 },
    ]);
    // D's second order: the introducer bonus was for the first order only.
    const dSecond = await countedOrder(D, P, 4);
    expect(await summary(dSecond)).toEqual([
      { beneficiaryId: B.id, type: 'sales_profit', amount: 4_000 },
      { beneficiaryId: A.id, type: 'sales_profit', amount: 4_000 },
      { beneficiaryId: C.id, type: 'overriding', amount: 400 },
    ]);
  });

  it('zeroriseOverriding: no overriding on the first order, overriding on the next', async () => {
    const X = await agent(L3, null);
    const Y = await agent(L3, X);
    const P = await productP({ overriding: 100 });
    await withFeatures({ zeroriseOverriding: true }, async () => {
      expect(await summary(await walletOrder(Y, P, 2))).toEqual([]);
      expect(await summary(await walletOrder(Y, P, 3))).toEqual([
        { beneficiaryId: X.id, type: 'overriding', amount: 300 },
      ]);
    });
  });

  it('a type switched off by the company writes nothing', async () => {
    const { B, C } = await exampleTree();
    const P = await productP();
    await withFeatures({ commissionOff: ['sales_profit'] }, async () => {
      expect(await summary(await walletOrder(C, P, 2))).toEqual([
        { beneficiaryId: B.id, type: 'introducer', amount: 1_000 },
      ]);
    });
  });

  it("the upline helper earns its own level's percentage of the SV, once per order", async () => {
    const H = await agent(L1, null);
    const buyer = await agent(L3, null);
    await t.db.update(users).set({ helperId: H.id }).where(eq(users.id, buyer.id));
    await t.db.update(levels).set({ helperBasisPoints: 250 }).where(eq(levels.id, L1));
    const P = await productP({});
    try {
      const orderId = await walletOrder(buyer, P, 3); // SV 210.00
      expect(await summary(orderId)).toEqual([{ beneficiaryId: H.id, type: 'helper', amount: percentOf(21_000, 250) }]);
      const [entry] = await entriesOf(orderId);
      expect(entry).toMatchObject({
        sourceLineNo: null,
        inputs: { kind: 'percent', base: 21_000, basisPoints: 250, baseLabel: 'sv' },
      });
    } finally {
      await t.db.update(levels).set({ helperBasisPoints: 0 }).where(eq(levels.id, L1));
    }
  });

  it('an agent-sold order pays no sales profit (the other types still)', async () => {
    const { B, C } = await exampleTree();
    const P = await productP();
    const orderId = await placeManual(C, P, 2);
    // No call sells from an agent's stock in a few steps yet: mark the waiting order as sold by its upline B.
    await t.db.update(orders).set({ sellerKind: 'agent', sellerStoreId: B.id }).where(eq(orders.id, orderId));
    await approve(orderId);
    expect(await summary(orderId)).toEqual([{ beneficiaryId: B.id, type: 'introducer', amount: 1_000 }]);
  });

  it("an order through an agent's affiliate link pays that agent the product's affiliate amount", async () => {
    const { C } = await exampleTree();
    const affiliate = await agent(L2, null);
    const P = await productP({ affiliate: 300 });
    await countedOrder(C, P, 1); // C's first order is behind it: no introducer bonus below
    const orderId = await placeManual(C, P, 4);
    // No call makes affiliate-link orders yet: set the link's agent on the waiting order.
    await t.db.update(orders).set({ affiliateId: affiliate.id }).where(eq(orders.id, orderId));
    await approve(orderId);
    expect((await summary(orderId)).filter((entry) => entry.type === 'affiliate')).toEqual([
      { beneficiaryId: affiliate.id, type: 'affiliate', amount: 1_200 },
    ]);
  });

  it('a replayed order.counted writes nothing more', async () => {
    const { C, orderId } = await cWalletOrder(2);
    const before = await entriesOf(orderId);
    expect(before).toHaveLength(3);
    await t.db.transaction((tx) =>
      creditOrder(tx, {
        companyId: 'demo',
        orderId,
        buyerId: C.id,
        agentId: C.id,
        amount: 14_000,
        units: 2,
        at: new Date(),
      }),
    );
    expect(await entriesOf(orderId)).toEqual(before);
  });

  it('a refund reverses every entry (the order sums to zero) and cancels the pending ones', async () => {
    const { C, orderId } = await cWalletOrder(10);
    const originals = await entriesOf(orderId);
    expect(originals).toHaveLength(3);

    const refunded = await t.call('POST', `/api/orders/${orderId}/refund`, { token: hq, body: { method: 'wallet' } });
    expect(refunded.status, refunded.meta?.message).toBe(200);
    const after = await entriesOf(orderId);
    expect(after).toHaveLength(6);
    expect(after.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(after.every((entry) => entry.status === 'reversed')).toBe(true);
    for (const original of originals)
      expect(after.find((entry) => entry.reversesId === original.id)).toMatchObject({
        key: `rev:${original.id}`,
        amount: -original.amount,
        beneficiaryId: original.beneficiaryId,
        type: original.type,
        period: thisMonth(),
        inputs: { kind: 'reversal', reversesId: original.id, originalAmount: original.amount },
      });

    // A replayed refund finds nothing left to reverse.
    await t.db.transaction((tx) =>
      reverseOrder(tx, {
        companyId: 'demo',
        orderId,
        buyerId: C.id,
        agentId: C.id,
        amount: 70_000,
        units: 10,
        at: new Date(),
      }),
    );
    expect(await entriesOf(orderId)).toHaveLength(6);
  });

  /** Counts an order, closes its month (and claims its entries for a payout when asked), then refunds it. */
  async function refundAfterClose(claimed: boolean) {
    const { orderId } = await cWalletOrder(1);
    const month = thisMonth();
    if (claimed)
      await t.db
        .update(commissionEntries)
        .set({ payoutId: 'payout-1' })
        .where(eq(commissionEntries.sourceOrderId, orderId));
    await t.db.insert(commissionPeriods).values({ companyId: 'demo', month, status: 'closed', closedAt: new Date() });
    try {
      const refunded = await t.call('POST', `/api/orders/${orderId}/refund`, { token: hq, body: { method: 'manual' } });
      expect(refunded.status, refunded.meta?.message).toBe(200);
    } finally {
      await t.db.delete(commissionPeriods).where(eq(commissionPeriods.companyId, 'demo'));
    }
    const after = await entriesOf(orderId);
    expect(after.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    const statusAndPeriod = (reversal: boolean) =>
      after.filter((entry) => (entry.reversesId !== null) === reversal).map((entry) => [entry.status, entry.period]);
    return { month, statusAndPeriod };
  }

  it('a refund after the month closed, before any payout: entries and reversals cancel out, reversals in the next month', async () => {
    const { month, statusAndPeriod } = await refundAfterClose(false);
    expect(statusAndPeriod(false)).toEqual(statusAndPeriod(false).map(() => ['reversed', month]));
    expect(statusAndPeriod(true)).toEqual(statusAndPeriod(true).map(() => ['reversed', nextMonth(month)]));
  });

  it('a refund after a payout claimed the entries: they stay, their reversals are pending in the next month', async () => {
    const { month, statusAndPeriod } = await refundAfterClose(true);
    expect(statusAndPeriod(false)).toEqual(statusAndPeriod(false).map(() => ['pending', month]));
    expect(statusAndPeriod(true)).toEqual(statusAndPeriod(true).map(() => ['pending', nextMonth(month)]));
  });
});
