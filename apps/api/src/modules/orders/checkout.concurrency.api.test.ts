import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vouchers } from '../vouchers/vouchers.tables.js';
import { addVoucher, usePickupShop } from './order-fixtures.js';
import { orders } from './orders.tables.js';

const shop = usePickupShop();

async function buyersWithCart(howMany: number, productId: string) {
  const buyers = [];
  for (let index = 0; index < howMany; index += 1) {
    const buyer = await shop.newBuyer();
    expect((await shop.addToCart(buyer.token, { itemId: productId })).status).toBe(200);
    buyers.push(buyer);
  }
  return buyers;
}

describe('checkout under concurrency (PostgreSQL)', () => {
  it('50 simultaneous checkouts for the last 10 units place exactly 10 orders', async () => {
    const product = await shop.stockedProduct(10);
    const buyers = await buyersWithCart(50, product.id);
    const results = await Promise.all(buyers.map((buyer) => shop.placeOrder(buyer.token, shop.pickupBody())));
    const placed = results.filter((result) => result.status === 200);
    expect(placed).toHaveLength(10);
    expect(
      results.filter((result) => result.status === 409).every((result) => result.meta?.reason === 'NOT_ENOUGH_STOCK'),
    ).toBe(true);
    expect(results.filter((result) => result.status !== 200)).toHaveLength(40);
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 10 });
  });

  it('a voucher with quota 5 used by 20 simultaneous checkouts is used exactly 5 times', async () => {
    await addVoucher(shop.t, shop.hq, { code: 'RUSH', name: 'Rush', discount: 100 });
    const product = await shop.stockedProduct(100);
    const buyers = await buyersWithCart(20, product.id);
    const results = await Promise.all(
      buyers.map((buyer) => shop.placeOrder(buyer.token, shop.pickupBody({ voucherCode: 'RUSH' }))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    const [voucher] = await shop.t.db
      .select({ usedCount: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.voucherCode, 'RUSH'));
    expect(voucher?.usedCount).toBe(5);
    // Refused checkouts rolled back their reservations.
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 100, reserved: 5 });
  });

  it('one buyer checking out twice at once (two tabs, two keys) gets one order', async () => {
    const product = await shop.stockedProduct(10);
    const [buyer] = await buyersWithCart(1, product.id);
    const results = await Promise.all([
      shop.placeOrder(buyer!.token, shop.pickupBody(), randomUUID()),
      shop.placeOrder(buyer!.token, shop.pickupBody(), randomUUID()),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    const placed = await shop.t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, 'demo'), eq(orders.buyerId, buyer!.userId)));
    expect(placed).toHaveLength(1);
  });

  it('the same Idempotency-Key sent twice at once places one order and answers it twice', async () => {
    const product = await shop.stockedProduct(10);
    const [buyer] = await buyersWithCart(1, product.id);
    const key = randomUUID();
    const results = await Promise.all([
      shop.placeOrder(buyer!.token, shop.pickupBody(), key),
      shop.placeOrder(buyer!.token, shop.pickupBody(), key),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results[0]!.data.order.id).toBe(results[1]!.data.order.id);
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 1 });
  });

  it('checkouts of the same two scarce items, put in the cart in opposite orders, neither deadlock nor oversell', async () => {
    const [first, second] = [await shop.stockedProduct(5), await shop.stockedProduct(5)];
    const buyers = [];
    for (let index = 0; index < 20; index += 1) {
      const buyer = await shop.newBuyer();
      const items = index % 2 ? [first.id, second.id] : [second.id, first.id];
      for (const itemId of items) expect((await shop.addToCart(buyer.token, { itemId })).status).toBe(200);
      buyers.push(buyer);
    }
    const results = await Promise.all(buyers.map((buyer) => shop.placeOrder(buyer.token, shop.pickupBody())));
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    expect(results.filter((result) => result.status !== 200).map((result) => result.meta?.reason)).toEqual(
      Array(15).fill('NOT_ENOUGH_STOCK'),
    );
    expect(await shop.heldAtHq(first.id)).toEqual({ onHand: 5, reserved: 5 });
    expect(await shop.heldAtHq(second.id)).toEqual({ onHand: 5, reserved: 5 });
  });
});
