import { type ManageOrdersPage, manageOrdersPage, myOrderView } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { users } from '../users/users.tables.js';
import {
  addAddress,
  addCourier,
  addToCart,
  fundWallet,
  levelIds,
  placeOrder,
  setFeatures,
  stockedProduct,
  uploadReceipt,
} from './order-fixtures.js';

// Issue 16 finding 2 and 4: who sells an order is named to the buyer and filterable on HQ's list; the buyer's
// order page has the seller's bank account, its receipt, its timeline and the courier's tracking link.

let t: TestApp;
let hq: string;
let stockistId: string;
let hqOrder: string;
let stockistOrder: string;
let buyer: string;

const HQ_BANK = { bankName: 'Maybank', accountName: 'Niaga Demo Sdn Bhd', accountNumber: '5140 0000 1111' };
const STOCKIST_BANK = { bankName: 'CIMB Bank', accountName: 'Aminah Stockist', accountNumber: '8000 1111 2222' };

const list = async (query: string): Promise<ManageOrdersPage> => {
  const answer = await t.call('GET', `/api/orders?${query}`, { token: hq });
  expect(answer.status, answer.meta?.message).toBe(200);
  return manageOrdersPage.parse(answer.data);
};

/** The receipt upload's whole answer (its message too). */
const uploadAnswer = (orderId: string) => uploadReceipt(t, buyer, orderId);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  // agent3 is under Badrul (dealer) under Aminah (stockist): with stockists holding stock, Aminah sells to it.
  buyer = await t.login('agent3@demo.niaga.test');
  const buyerId = await t.userId('agent3@demo.niaga.test');
  stockistId = await t.userId('agent1@demo.niaga.test');
  const stockist = await t.login('agent1@demo.niaga.test');
  await setFeatures(t, { bank: HQ_BANK });
  await t.db
    .update(users)
    .set({ bank: { bankCountry: 'MY', ...STOCKIST_BANK } })
    .where(and(eq(users.companyId, 'demo'), eq(users.id, stockistId)));
  const product = await stockedProduct(t, hq, 10);
  const addressId = await addAddress(t, buyerId);
  await addCourier(t, hq, {
    name: 'Courier T',
    price: 700,
    trackingUrlTemplate: 'https://tracker.example/track?no={tracking}',
  });
  await fundWallet(t, buyerId, 100_000);
  const order = async (paymentMethod: 'manual' | 'wallet') => {
    await addToCart(t, buyer, { itemId: product.id, quantity: 1 });
    const placed = await placeOrder(t, buyer, { delivery: 'shipping', addressId, paymentMethod });
    expect(placed.status, placed.meta?.message).toBe(200);
    return placed.data.order.id as string;
  };
  hqOrder = await order('wallet');
  const [stockistLevel] = await levelIds(t, hq);
  await setFeatures(t, { orderingLevelIds: [stockistLevel!] });
  const stocked = await t.call('POST', '/api/inventory/store', {
    token: stockist,
    body: { type: 'in', reason: 'own stock', items: [{ productId: product.id, amount: 5 }] },
  });
  expect(stocked.status, stocked.meta?.message).toBe(200);
  stockistOrder = await order('manual');
});
afterAll(async () => {
  await setFeatures(t, { orderingLevelIds: [] });
  await t.close();
});

describe("HQ's order list: seller", () => {
  it('says who sold each row and filters by HQ or by one stockist, counts included', async () => {
    const all = await list('tab=unpaid&limit=100');
    const rowOf = (page: ManageOrdersPage, id: string) => page.items.find((row) => row.id === id);
    expect(rowOf(all, stockistOrder)?.seller).toEqual({ kind: 'agent', name: 'Aminah Stockist' });
    const toShip = await list('tab=toShip&limit=100');
    expect(rowOf(toShip, hqOrder)?.seller).toEqual({ kind: 'branch', name: 'HQ' });

    const byStockist = await list(`tab=unpaid&limit=100&seller=${stockistId}`);
    expect(byStockist.items.map((row) => row.id)).toEqual([stockistOrder]);
    expect(byStockist.counts).toMatchObject({ unpaid: 1, toShip: 0 });

    const byHq = await list('tab=toShip&limit=100&seller=hq');
    expect(byHq.items.map((row) => row.id)).toContain(hqOrder);
    expect(byHq.items.every((row) => row.seller.kind === 'branch')).toBe(true);
    expect(byHq.counts.unpaid).toBe(0);
    // The same filter with a search and with other filters (other statements): still only that seller.
    const searched = await list(`tab=unpaid&seller=${stockistId}&q=${encodeURIComponent(all.items[0]!.referenceNo)}`);
    expect(searched.items.every((row) => row.id === stockistOrder)).toBe(true);
    const hqWithPayment = await list('tab=unpaid&seller=hq&paymentMethod=manual');
    expect(hqWithPayment.items.map((row) => row.id)).not.toContain(stockistOrder);
    const unknown = await list('tab=unpaid&seller=nobody');
    expect(unknown.items).toEqual([]);
  });
});

describe("the buyer's order", () => {
  it("names the seller after the receipt upload and shows the seller's bank account, the receipt and the timeline", async () => {
    const before = await t.call('GET', `/api/sales/my-orders/${stockistOrder}`, { token: buyer });
    expect(myOrderView.parse(before.data)).toEqual(before.data);
    expect(before.data).toMatchObject({
      seller: { kind: 'agent', name: 'Aminah Stockist' },
      sellerBank: STOCKIST_BANK,
      receiptUrl: null,
      events: [{ action: 'placed', fromStatus: null, toStatus: 'unpaid' }],
    });
    expect(before.data.events[0]).not.toHaveProperty('actorName');
    // The checkout's manual transfer option names the account's holder too.
    const methods = await t.call('GET', '/api/sales/payment-method', { token: buyer });
    const manual = methods.data.find((option: { method: string }) => option.method === 'manual');
    expect(manual.bank).toEqual({ ...STOCKIST_BANK, holder: 'seller', holderName: 'Aminah Stockist' });

    const answer = await uploadAnswer(stockistOrder);
    expect(answer.meta.message).toBe(
      'Receipt uploaded. Aminah Stockist will check the transfer and approve your order.',
    );
    expect(answer.data.receiptUrl).toMatch(/^\/api\/files\/receipts\//);
    expect(answer.data.events.map((event: { action: string }) => event.action)).toEqual(['placed', 'receipt_uploaded']);
    const receipt = await t.app.inject({
      method: 'GET',
      url: answer.data.receiptUrl,
      headers: { host: 'localhost', authorization: `Bearer ${buyer}` },
    });
    expect(receipt.statusCode).toBe(200);
  });

  it("offers no bank account (never HQ's) when the selling stockist has none", async () => {
    await t.db
      .update(users)
      .set({ bank: null })
      .where(and(eq(users.companyId, 'demo'), eq(users.id, stockistId)));
    try {
      const methods = await t.call('GET', '/api/sales/payment-method', { token: buyer });
      const manual = methods.data.find((option: { method: string }) => option.method === 'manual');
      expect(manual.bank).toBeNull();
      const view = await t.call('GET', `/api/sales/my-orders/${stockistOrder}`, { token: buyer });
      expect(view.data.sellerBank).toBeNull();
    } finally {
      await t.db
        .update(users)
        .set({ bank: { bankCountry: 'MY', ...STOCKIST_BANK } })
        .where(and(eq(users.companyId, 'demo'), eq(users.id, stockistId)));
    }
  });

  it('names HQ by its company name, and its bank account for an order HQ sells by transfer', async () => {
    await setFeatures(t, { orderingLevelIds: [] });
    const product = await stockedProduct(t, hq, 5);
    await addToCart(t, buyer, { itemId: product.id, quantity: 1 });
    const addressId = await addAddress(t, await t.userId('agent3@demo.niaga.test'));
    const placed = await placeOrder(t, buyer, { delivery: 'shipping', addressId, paymentMethod: 'manual' });
    const id = placed.data.order.id as string;
    const view = await t.call('GET', `/api/sales/my-orders/${id}`, { token: buyer });
    expect(view.data).toMatchObject({ seller: { kind: 'branch' }, sellerBank: HQ_BANK });
    const methods = await t.call('GET', '/api/sales/payment-method', { token: buyer });
    const manual = methods.data.find((option: { method: string }) => option.method === 'manual');
    expect(manual.bank).toMatchObject({ ...HQ_BANK, holder: 'hq', holderName: expect.stringMatching(/\S/) });
    const companyName = (await t.call('GET', '/api/user/detail', { token: buyer })).data.company.name as string;
    const upload = await uploadAnswer(id);
    expect(upload.meta.message).toBe(
      `Receipt uploaded. ${companyName} will check the transfer and approve your order.`,
    );
  });

  it("links the tracking number with the courier's template; a wallet order has no bank account to match", async () => {
    const shipped = await t.call('POST', `/api/orders/${hqOrder}/tracking`, {
      token: hq,
      body: { trackingNumber: 'EP 123/456' },
    });
    expect(shipped.status, shipped.meta?.message).toBe(200);
    expect(shipped.data.trackingUrl).toBe('https://tracker.example/track?no=EP%20123%2F456');
    const mine = await t.call('GET', `/api/sales/my-orders/${hqOrder}`, { token: buyer });
    expect(mine.data).toMatchObject({
      status: 'shipping',
      trackingUrl: 'https://tracker.example/track?no=EP%20123%2F456',
      sellerBank: null,
    });
    expect(mine.data.events.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'unpaid',
      'to_ship',
      'shipping',
    ]);
  });
});

describe("the courier's tracking URL template", () => {
  const body = (trackingUrlTemplate: unknown) => ({
    name: `Courier ${String(trackingUrlTemplate).length}-${Math.random()}`,
    active: true,
    handlingFee: 0,
    trackingUrlTemplate,
    regions: [{ name: 'All', states: ['Johor'], rates: [{ fromGrams: 0, toGrams: 1_000, price: 500 }] }],
  });

  it('must be an https URL holding {tracking}; empty means none', async () => {
    for (const bad of ['http://tracker.example/{tracking}', 'https://tracker.example/track', 'tracker {tracking}']) {
      const refused = await t.call('POST', '/api/courier/store', { token: hq, body: body(bad) });
      expect(refused.status, bad).toBe(400);
      expect(refused.meta?.errors?.trackingUrlTemplate).toMatch(/https/);
    }
    const empty = await t.call('POST', '/api/courier/store', { token: hq, body: body('') });
    expect(empty.status, empty.meta?.message).toBe(200);
    expect(empty.data.trackingUrlTemplate).toBeNull();
    const saved = await t.call('POST', '/api/courier/store', {
      token: hq,
      body: body(' https://track.example.my/p/{tracking} '),
    });
    expect(saved.data.trackingUrlTemplate).toBe('https://track.example.my/p/{tracking}');
    const read = await t.call('GET', `/api/courier/${saved.data.id}`, { token: hq });
    expect(read.data.trackingUrlTemplate).toBe('https://track.example.my/p/{tracking}');
  });
});
