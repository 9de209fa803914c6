import { randomUUID } from 'node:crypto';
import { calendarDay } from '@niaga/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile, TINY_PNG } from '../../testing/multipart.js';
import type { TestApp } from '../../testing/test-app.js';
import { wallets } from '../payments/payments.tables.js';
import { levels, users } from '../users/users.tables.js';
import { vouchers } from '../vouchers/vouchers.tables.js';
import {
  addAddress,
  addVoucher,
  createPickupShop,
  fundWallet,
  levelIds,
  type PickupShop,
  setFeatures,
} from './order-fixtures.js';
import { orders } from './orders.tables.js';
import { expireBookings } from './release-order.js';

let shop: PickupShop;
let t: TestApp;
let hq: string;
let stockist: string; // agent1, Stockist, directly under HQ
let dealer: string; // agent2, Dealer, under agent1

beforeAll(async () => {
  shop = await createPickupShop();
  ({ t, hq } = shop);
  // Level minimums in units (the demo company counts in RM).
  await setFeatures(t, { moq: 'unit' });
  stockist = await t.login('agent1@demo.niaga.test');
  dealer = await t.login('agent5@demo.niaga.test');
});
afterAll(() => t.close());

const cart = (token: string) => t.call('GET', '/api/sales/my-shop/get-cart', { token });
const emptyCart = async (token: string) => {
  for (const line of (await cart(token)).data.lines)
    await t.call('DELETE', `/api/sales/my-shop/remove-cart/${line.id}`, { token });
};

describe('cart', () => {
  it("prices at the buyer's level, merges the same item, changes and removes lines", async () => {
    const product = await shop.stockedProduct(20);
    expect((await shop.addToCart(stockist, { itemId: product.id, quantity: 2 })).status).toBe(200);
    const merged = await shop.addToCart(stockist, { itemId: product.id, quantity: 3 });
    expect(merged.data.lines).toHaveLength(1);
    expect(merged.data.lines[0]).toMatchObject({ quantity: 5, unitPrice: 5_000, lineTotal: 25_000, problem: null });
    expect(merged.data).toMatchObject({ subtotal: 25_000, totalUnits: 5, seller: { kind: 'branch' }, blocked: false });

    const dealerCart = await shop.addToCart(dealer, { itemId: product.id, quantity: 1 });
    expect(dealerCart.data.lines[0].unitPrice).toBe(6_000);

    const lineId = merged.data.lines[0].id;
    const changed = await t.call('POST', '/api/sales/my-shop/update-cart', {
      token: stockist,
      body: { id: lineId, quantity: 7 },
    });
    expect(changed.data.subtotal).toBe(35_000);
    const bad = await t.call('POST', '/api/sales/my-shop/update-cart', {
      token: stockist,
      body: { id: lineId, quantity: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors?.quantity).toBe('The value must be at least 1.');
    const foreign = await t.call('DELETE', `/api/sales/my-shop/remove-cart/${lineId}`, { token: dealer });
    expect(foreign.status).toBe(404);
    expect(
      (await t.call('DELETE', `/api/sales/my-shop/remove-cart/${lineId}`, { token: stockist })).data.lines,
    ).toHaveLength(0);
    await emptyCart(dealer);
  });

  it('refuses an item the level is not offered, and flags a deleted item until it is removed', async () => {
    const [stockistLevel] = await levelIds(t, hq);
    const onlyStockists = await shop.stockedProduct(5);
    await t.call('POST', `/api/products/${onlyStockists.id}`, { token: hq, body: {} }).catch(() => null);
    const { createProduct } = await import('../../testing/catalog-fixtures.js');
    const stockistOnly = await createProduct(t, hq, { levels: [{ levelId: stockistLevel!, price: 1_000 }] });
    const refused = await shop.addToCart(dealer, { itemId: stockistOnly.id });
    expect(refused.status).toBe(422);
    expect(refused.meta?.message).toBe('This item is not offered to your level.');

    await shop.addToCart(stockist, { itemId: onlyStockists.id, quantity: 1 });
    expect((await t.call('DELETE', `/api/products/${onlyStockists.id}`, { token: hq })).status).toBe(200);
    const flagged = await cart(stockist);
    expect(flagged.data.lines[0].problem).toBe('deleted');
    expect(flagged.data.blocked).toBe(true);
    const refusedCheckout = await shop.placeOrder(stockist, shop.pickupBody());
    expect(refusedCheckout.status).toBe(409);
    expect(refusedCheckout.meta?.message).toBe(
      'Remove the deleted or unavailable items from your cart before checking out.',
    );
    await emptyCart(stockist);
  });
});

describe('checkout', () => {
  it('places a self-pickup order: stock reserved, cart emptied, totals from the server, once per key', async () => {
    await setFeatures(t, { adminFees: { manual: 150 }, taxBasisPoints: 600 });
    const product = await shop.stockedProduct(10);
    await shop.addToCart(stockist, { itemId: product.id, quantity: 3 });
    const key = randomUUID();
    const placed = await shop.placeOrder(stockist, { ...shop.pickupBody(), grandTotal: 1 }, key);
    expect(placed.status).toBe(200);
    const order = placed.data.order;
    expect(order).toMatchObject({
      status: 'unpaid',
      type: 'personal',
      delivery: 'pickup',
      subtotal: 15_000,
      shipping: 0,
      adminFee: 150,
      tax: 900,
      grandTotal: 16_050,
      pointEarned: 3,
      seller: { kind: 'branch', name: 'HQ' },
    });
    expect(order.lines).toHaveLength(1);
    expect(order.bookingExpiresAt).not.toBeNull();
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 3 });
    expect((await cart(stockist)).data.lines).toHaveLength(0);

    const replay = await shop.placeOrder(stockist, shop.pickupBody(), key);
    expect(replay.status).toBe(200);
    expect(replay.data).toMatchObject({ replayed: true, order: { id: order.id } });
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 3 });

    const missingKey = await t.call('POST', '/api/sales/checkout', { token: stockist, body: shop.pickupBody() });
    expect(missingKey.status).toBe(400);
    await setFeatures(t, { adminFees: {}, taxBasisPoints: 0 });
  });

  it('with prices that include tax, keeps the tax inside the goods: the grand total does not add it', async () => {
    await setFeatures(t, { adminFees: { manual: 150 }, taxBasisPoints: 600, taxIncluded: true });
    const product = await shop.stockedProduct(10);
    await shop.addToCart(stockist, { itemId: product.id, quantity: 3 });
    const placed = await shop.placeOrder(stockist, shop.pickupBody());
    expect(placed.status).toBe(200);
    // 15,000 × 6 ÷ 106 = 849.06 → 849 sen of tax inside the goods; the total is goods + admin fee.
    expect(placed.data.order).toMatchObject({
      subtotal: 15_000,
      adminFee: 150,
      tax: 849,
      taxBasisPoints: 600,
      taxIncluded: true,
      grandTotal: 15_150,
    });
    // The order keeps the basis it was placed with when the company changes it later.
    await setFeatures(t, { adminFees: {}, taxBasisPoints: 0, taxIncluded: false });
    const again = await t.call('GET', `/api/sales/my-orders/${placed.data.order.id}`, { token: stockist });
    expect(again.data).toMatchObject({ tax: 849, taxIncluded: true, grandTotal: 15_150 });
  });

  it('ships to an address with the courier rate, and applies a voucher', async () => {
    await shop.addCourier({
      name: 'PosLaju',
      region: 'West',
      toGrams: 5_000,
      price: 800,
      handlingFee: 100,
      freeShippingMin: 1_000_000,
    });
    await addVoucher(t, hq, {
      code: 'TEN',
      name: 'Ten off',
      discount: 1_000,
      from: calendarDay(-1),
      to: calendarDay(5),
    });
    const product = await shop.stockedProduct(10);
    await shop.addToCart(stockist, { itemId: product.id, quantity: 2 });
    const addressId = await addAddress(t, await t.userId('agent1@demo.niaga.test'));
    const body = { delivery: 'shipping', addressId, paymentMethod: 'manual', voucherCode: 'ten' };
    const preview = await t.call('POST', '/api/sales/checkout', { token: stockist, body: { ...body, dryRun: true } });
    expect(preview.data.totals).toMatchObject({
      subtotal: 10_000,
      voucherDiscount: 1_000,
      shipping: 900,
      grandTotal: 9_900,
    });
    const placed = await shop.placeOrder(stockist, body);
    expect(placed.data.order).toMatchObject({
      courierName: 'PosLaju',
      voucherCode: 'TEN',
      grandTotal: 9_900,
      receiver: { firstName: 'Siti', state: 'Selangor' },
    });
    const [used] = await t.db
      .select({ usedCount: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.voucherCode, 'TEN'));
    expect(used?.usedCount).toBe(1);

    // Cancelling gives back the stock and the voucher use.
    const cancelled = await t.call('POST', `/api/sales/my-orders/${placed.data.order.id}/cancel`, { token: stockist });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 0 });
    const [released] = await t.db
      .select({ usedCount: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.voucherCode, 'TEN'));
    expect(released?.usedCount).toBe(0);
    expect(
      (await t.call('POST', `/api/sales/my-orders/${placed.data.order.id}/cancel`, { token: stockist })).status,
    ).toBe(409);
  });

  it('refuses shipping where no courier region fits, with the spec message', async () => {
    const product = await shop.stockedProduct(5);
    await shop.addToCart(stockist, { itemId: product.id });
    const addressId = await addAddress(t, await t.userId('agent1@demo.niaga.test'), 'Sabah');
    const refused = await shop.placeOrder(stockist, { delivery: 'shipping', addressId, paymentMethod: 'manual' });
    expect(refused.status).toBe(422);
    expect(refused.meta?.message).toBe('Shipping weight/unit missing from courier settings, contact HQ.');
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 5, reserved: 0 });
    await emptyCart(stockist);
  });

  it('buys from the stockist upline when stockists hold stock; pickup is then not offered', async () => {
    const [stockistLevel] = await levelIds(t, hq);
    await setFeatures(t, { orderingLevelIds: [stockistLevel!] });
    const product = await shop.stockedProduct(5);
    const view = await shop.addToCart(dealer, { itemId: product.id });
    expect(view.data.seller).toEqual({ kind: 'agent', name: expect.any(String) });
    expect(view.data.lines[0].problem).toBe('soldOut');
    const stocked = await t.call('POST', '/api/inventory/store', {
      token: stockist,
      body: { type: 'in', reason: 'own stock', items: [{ productId: product.id, amount: 3 }] },
    });
    expect(stocked.status).toBe(200);
    expect((await cart(dealer)).data.lines[0]).toMatchObject({ problem: null, available: 3 });
    const refused = await shop.placeOrder(dealer, shop.pickupBody());
    expect(refused.status).toBe(400);
    expect(refused.meta?.errors?.pickupBranchId).toBe('Self-pickup is not offered at this branch.');
    await setFeatures(t, { orderingLevelIds: [] });
    await emptyCart(dealer);
  });

  it('enforces the level minimum order, in units', async () => {
    const [stockistLevel] = await levelIds(t, hq);
    await t.db.update(levels).set({ momUnit: 5 }).where(eq(levels.id, stockistLevel!));
    const product = await shop.stockedProduct(10);
    await shop.addToCart(stockist, { itemId: product.id, quantity: 2 });
    expect((await cart(stockist)).data.minimum).toMatchObject({ basis: 'unit', required: 5, current: 2, met: false });
    const refused = await shop.placeOrder(stockist, shop.pickupBody());
    expect(refused.status).toBe(422);
    expect(refused.meta?.message).toBe('The minimum order is 5 units.');
    await t.db.update(levels).set({ momUnit: 0 }).where(eq(levels.id, stockistLevel!));
    await emptyCart(stockist);
  });

  it('lets an upline place a team order for its downline at the downline price, not for others', async () => {
    const product = await shop.stockedProduct(10);
    await shop.addToCart(stockist, { itemId: product.id, quantity: 1 });
    const downline = await t.userId('agent5@demo.niaga.test');
    const placed = await shop.placeOrder(stockist, shop.pickupBody({ type: 'team', buyerId: downline }));
    expect(placed.status).toBe(200);
    expect(placed.data.order).toMatchObject({ type: 'team', subtotal: 6_000, buyer: { id: downline } });

    await shop.addToCart(dealer, { itemId: product.id, quantity: 1 });
    const notMine = await shop.placeOrder(
      dealer,
      shop.pickupBody({ type: 'team', buyerId: await t.userId('agent1@demo.niaga.test') }),
    );
    expect(notMine.status).toBe(400);
    expect(notMine.meta?.errors?.buyerId).toBe('Choose an agent of your own downline.');
    await emptyCart(dealer);
  });

  it('refuses orders of and for a suspended agent', async () => {
    const agentId = await t.userId('agent5@demo.niaga.test');
    const product = await shop.stockedProduct(5);
    await shop.addToCart(dealer, { itemId: product.id });
    await shop.addToCart(stockist, { itemId: product.id });
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, agentId));
    const own = await shop.placeOrder(dealer, shop.pickupBody());
    const forIt = await shop.placeOrder(stockist, shop.pickupBody({ type: 'team', buyerId: agentId }));
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, agentId));
    expect(own.status).toBe(401);
    expect(forIt.status).toBe(403);
    expect(forIt.meta?.message).toBe('A suspended agent cannot order. Contact HQ.');
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 5, reserved: 0 });
    await emptyCart(dealer);
    await emptyCart(stockist);
  });
});

describe('paying', () => {
  it('pays from the wallet in the same transaction; too small a balance changes nothing', async () => {
    const agentId = await t.userId('agent5@demo.niaga.test');
    const product = await shop.stockedProduct(10);
    await shop.addToCart(dealer, { itemId: product.id, quantity: 2 });
    const poor = await shop.placeOrder(dealer, shop.pickupBody({ paymentMethod: 'wallet' }));
    expect(poor.status).toBe(409);
    expect(poor.meta?.message).toBe('Your wallet balance is not enough. Top up or choose another payment method.');
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 0 });
    expect((await cart(dealer)).data.lines).toHaveLength(1);

    await fundWallet(t, agentId, 15_000);
    const paid = await shop.placeOrder(dealer, shop.pickupBody({ paymentMethod: 'wallet' }));
    expect(paid.data.order).toMatchObject({
      status: 'to_ship',
      paymentStatus: 'paid',
      paymentMethod: 'wallet',
      grandTotal: 12_000,
    });
    const [wallet] = await t.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, agentId));
    expect(wallet?.balance).toBe(3_000);
  });

  it('marks an order the voucher paid in full as paid, without a gateway session', async () => {
    await addVoucher(t, hq, { code: 'ALLFREE', name: 'All free', discount: 1_000_000 });
    const product = await shop.stockedProduct(10);
    await shop.addToCart(stockist, { itemId: product.id });
    const placed = await shop.placeOrder(
      stockist,
      shop.pickupBody({ paymentMethod: 'online', voucherCode: 'ALLFREE' }),
    );
    expect(placed.status).toBe(200);
    expect(placed.data).toMatchObject({
      payment: null,
      order: { grandTotal: 0, status: 'to_ship', paymentStatus: 'paid' },
    });
  });

  it('pays an order again after a failed gateway payment, with the fee of the method now chosen', async () => {
    await setFeatures(t, { adminFees: { online: 150, wallet: 0 } });
    const product = await shop.stockedProduct(10);
    await shop.addToCart(dealer, { itemId: product.id });
    const placed = await shop.placeOrder(dealer, shop.pickupBody({ paymentMethod: 'online', payType: 'card' }));
    expect(placed.data.order).toMatchObject({ status: 'payment_process', adminFee: 150, grandTotal: 6_150 });
    const session = decodeURIComponent(placed.data.payment.redirectUrl.split('/').pop());
    await t.call('POST', `/api/payments/sandbox/${encodeURIComponent(session)}/complete`, {
      token: dealer,
      body: { outcome: 'failed' },
    });
    const orderId = placed.data.order.id;
    expect((await t.call('GET', `/api/sales/my-orders/${orderId}`, { token: dealer })).data).toMatchObject({
      status: 'unpaid',
      paymentStatus: 'failed',
    });

    const online = await t.call('POST', `/api/sales/my-orders/${orderId}/pay`, {
      token: dealer,
      body: { paymentMethod: 'online', payType: 'fpx' },
    });
    expect(online.status).toBe(200);
    expect(online.data.payment.redirectUrl).toMatch(/^\/ejenpay\/fpx\//);
    await fundWallet(t, await t.userId('agent5@demo.niaga.test'), 10_000);
    const byWallet = await t.call('POST', `/api/sales/my-orders/${orderId}/pay`, {
      token: dealer,
      body: { paymentMethod: 'wallet' },
    });
    expect(byWallet.status).toBe(200);
    expect(byWallet.data.order).toMatchObject({
      status: 'to_ship',
      adminFee: 0,
      grandTotal: 6_000,
      paymentMethod: 'wallet',
    });
    const again = await t.call('POST', `/api/sales/my-orders/${orderId}/pay`, {
      token: dealer,
      body: { paymentMethod: 'wallet' },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await t.call('POST', `/api/sales/my-orders/${orderId}/pay`, {
          token: stockist,
          body: { paymentMethod: 'wallet' },
        })
      ).status,
    ).toBe(404);
    await setFeatures(t, { adminFees: {} });
  });

  it('takes a JPEG/PNG receipt of at most 10 MB and moves the order to pending approval', async () => {
    const product = await shop.stockedProduct(10);
    await shop.addToCart(stockist, { itemId: product.id });
    const { order } = (await shop.placeOrder(stockist, shop.pickupBody())).data;
    const upload = (content: Buffer) =>
      postFile(t, `/api/sales/upload-receipt/${order.id}`, stockist, { content, filename: 'r.png', type: 'image/png' });
    const png = TINY_PNG;
    expect((await upload(Buffer.from('not an image at all'))).statusCode).toBe(400);
    expect((await upload(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]))).statusCode).toBe(413);
    const mine = await t.call('GET', `/api/sales/my-orders/${order.id}`, { token: stockist });
    expect(mine.data).toMatchObject({ status: 'unpaid', hasReceipt: false });

    const accepted = await upload(png);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'pending_approval',
      hasReceipt: true,
      bookingExpiresAt: null,
    });
    expect((await upload(png)).statusCode).toBe(409);
  });
});

describe('booking time', () => {
  it('moves unpaid orders past their booking time to booking_over and frees their stock', async () => {
    const product = await shop.stockedProduct(4);
    await shop.addToCart(stockist, { itemId: product.id, quantity: 4 });
    const { order } = (await shop.placeOrder(stockist, shop.pickupBody())).data;
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 4, reserved: 4 });
    expect(await expireBookings(t.db, new Date())).toBe(0);
    await expireBookings(t.db, new Date(Date.now() + 13 * 3_600_000));
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('booking_over');
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 4, reserved: 0 });
  });
});

describe('my orders', () => {
  it('lists the agent orders by tab with counts, and hides other agents orders', async () => {
    const list = await t.call('GET', '/api/sales/my-orders?tab=cancelled', { token: stockist });
    expect(list.status).toBe(200);
    expect(list.data.items.length).toBeGreaterThanOrEqual(2);
    expect(
      list.data.items.every((item: { status: string }) => ['cancelled', 'booking_over'].includes(item.status)),
    ).toBe(true);
    expect(list.data.counts.approval).toBeGreaterThanOrEqual(1);
    expect(list.data.counts.cancelled).toBeGreaterThanOrEqual(2);
    const mine = list.data.items[0];
    expect((await t.call('GET', `/api/sales/my-orders/${mine.id}`, { token: dealer })).status).toBe(404);
    const [total] = await t.db
      .select({ value: count() })
      .from(orders)
      .where(and(eq(orders.companyId, 'demo'), eq(orders.placedById, await t.userId('agent1@demo.niaga.test'))));
    const all = await t.call('GET', '/api/sales/my-orders?limit=100', { token: stockist });
    expect(all.data.total).toBe(total!.value);
  });
});
