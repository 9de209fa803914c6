import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { vouchers } from '../vouchers/vouchers.tables.js';
import {
  addToCart,
  addVoucher,
  createPickupShop,
  heldAtHq,
  levelIds,
  newBuyer,
  pickupBody,
  placeOrder,
  stockedProduct,
} from './order-fixtures.js';
import { orders } from './orders.tables.js';

let t: TestApp;
let hq: string;
let branchId: string;
let agentLevel: string;

beforeAll(async () => {
  ({ t, hq, branchId } = await createPickupShop());
  agentLevel = (await levelIds(t, hq))[2]!;
});
afterAll(() => t.close());

async function buyersWithCart(howMany: number, productId: string) {
  const buyers = [];
  for (let index = 0; index < howMany; index += 1) {
    const buyer = await newBuyer(t, agentLevel, index);
    expect((await addToCart(t, buyer.token, { itemId: productId })).status).toBe(200);
    buyers.push(buyer);
  }
  return buyers;
}

describe('checkout under concurrency (PostgreSQL)', () => {
  it('50 simultaneous checkouts for the last 10 units place exactly 10 orders', async () => {
    const product = await stockedProduct(t, hq, 10);
    const buyers = await buyersWithCart(50, product.id);
    const results = await Promise.all(buyers.map((buyer) => placeOrder(t, buyer.token, pickupBody(branchId))));
    const placed = results.filter((result) => result.status === 200);
    expect(placed).toHaveLength(10);
    expect(
      results.filter((result) => result.status === 409).every((result) => result.meta?.reason === 'NOT_ENOUGH_STOCK'),
    ).toBe(true);
    expect(results.filter((result) => result.status !== 200)).toHaveLength(40);
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 10, reserved: 10 });
  });

  it('a voucher with quota 5 used by 20 simultaneous checkouts is used exactly 5 times', async () => {
    await addVoucher(t, hq, { code: 'RUSH', name: 'Rush', discount: 100 });
    const product = await stockedProduct(t, hq, 100);
    const buyers = await buyersWithCart(20, product.id);
    const results = await Promise.all(
      buyers.map((buyer) => placeOrder(t, buyer.token, pickupBody(branchId, { voucherCode: 'RUSH' }))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    const [voucher] = await t.db
      .select({ usedCount: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.voucherCode, 'RUSH'));
    expect(voucher?.usedCount).toBe(5);
    // Refused checkouts rolled back their reservations.
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 100, reserved: 5 });
  });

  it('one buyer checking out twice at once (two tabs, two keys) gets one order', async () => {
    const product = await stockedProduct(t, hq, 10);
    const [buyer] = await buyersWithCart(1, product.id);
    const results = await Promise.all([
      placeOrder(t, buyer!.token, pickupBody(branchId), randomUUID()),
      placeOrder(t, buyer!.token, pickupBody(branchId), randomUUID()),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    const placed = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, 'demo'), eq(orders.buyerId, buyer!.userId)));
    expect(placed).toHaveLength(1);
  });

  it('the same Idempotency-Key sent twice at once places one order and answers it twice', async () => {
    const product = await stockedProduct(t, hq, 10);
    const [buyer] = await buyersWithCart(1, product.id);
    const key = randomUUID();
    const results = await Promise.all([
      placeOrder(t, buyer!.token, pickupBody(branchId), key),
      placeOrder(t, buyer!.token, pickupBody(branchId), key),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results[0]!.data.order.id).toBe(results[1]!.data.order.id);
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 10, reserved: 1 });
  });

  it('checkouts of the same two scarce items, put in the cart in opposite orders, neither deadlock nor oversell', async () => {
    const [first, second] = [await stockedProduct(t, hq, 5), await stockedProduct(t, hq, 5)];
    const buyers = [];
    for (let index = 0; index < 20; index += 1) {
      const buyer = await newBuyer(t, agentLevel, 100 + index);
      const items = index % 2 ? [first.id, second.id] : [second.id, first.id];
      for (const itemId of items) expect((await addToCart(t, buyer.token, { itemId })).status).toBe(200);
      buyers.push(buyer);
    }
    const results = await Promise.all(buyers.map((buyer) => placeOrder(t, buyer.token, pickupBody(branchId))));
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    expect(results.filter((result) => result.status !== 200).map((result) => result.meta?.reason)).toEqual(
      Array(15).fill('NOT_ENOUGH_STOCK'),
    );
    expect(await heldAtHq(t, first.id)).toEqual({ onHand: 5, reserved: 5 });
    expect(await heldAtHq(t, second.id)).toEqual({ onHand: 5, reserved: 5 });
  });
});
