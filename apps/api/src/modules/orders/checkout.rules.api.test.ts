import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { usePickupShop } from './order-fixtures.js';
import { cartItems, orders } from './orders.tables.js';

// Rules the one-statement checkout (claimed cart, batched writes, stock raised in one locking statement) and
// the one-statement add-cart must keep.
const shop = usePickupShop();

const buyer = () => shop.newBuyer();
const cartLines = async (token: string) =>
  (await shop.t.call('GET', '/api/sales/my-shop/get-cart', { token })).data.lines as Array<{ itemId: string }>;
const ordersOf = async (userId: string) =>
  (
    await shop.t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.companyId, 'demo'), eq(orders.buyerId, userId)))
  )[0]!.n;

describe('checkout rules', () => {
  it('answers the order exactly as it is stored', async () => {
    const { token } = await buyer();
    const [first, second] = [await shop.stockedProduct(10), await shop.stockedProduct(10)];
    await shop.addToCart(token, { itemId: first.id, quantity: 2 });
    await shop.addToCart(token, { itemId: second.id, quantity: 1 });
    const placed = await shop.placeOrder(token, { ...shop.pickupBody(), notes: 'Ring twice' });
    expect(placed.status).toBe(200);
    const stored = await shop.t.call('GET', `/api/sales/my-orders/${placed.data.order.id}`, { token });
    // The buyer's page adds its receipt, timeline and the seller's bank account to the order as placed.
    const { receiptUrl, events, sellerBank, ...order } = stored.data;
    expect(placed.data.order).toEqual(order);
    expect({ receiptUrl, events: events.length, sellerBank }).toEqual({
      receiptUrl: null,
      events: 1,
      sellerBank: null,
    });
    expect(placed.data.order.lines.map((line: { itemId: string }) => line.itemId)).toEqual([first.id, second.id]);
  });

  it('refuses the whole order when one item is short: nothing reserved, no order, the cart as it was', async () => {
    const { token, userId } = await buyer();
    const plenty = await shop.stockedProduct(10);
    const scarce = await shop.stockedProduct(1);
    await shop.addToCart(token, { itemId: plenty.id, quantity: 2 });
    await shop.addToCart(token, { itemId: scarce.id, quantity: 2 });
    const refused = await shop.placeOrder(token, shop.pickupBody());
    expect(refused.status).toBe(409);
    expect(refused.meta?.reason).toBe('NOT_ENOUGH_STOCK');
    expect(await shop.heldAtHq(plenty.id)).toEqual({ onHand: 10, reserved: 0 });
    expect(await shop.heldAtHq(scarce.id)).toEqual({ onHand: 1, reserved: 0 });
    expect(await ordersOf(userId)).toBe(0);
    expect((await cartLines(token)).map((line) => line.itemId)).toEqual([plenty.id, scarce.id]);
  });

  it('reserves a preorder product beyond its on-hand up to the allowance, also before the seller ever held it', async () => {
    const product = await shop.stockedProduct(0, { preorder: true, preorderLimit: 5 });
    const [a, b] = [await buyer(), await buyer()];
    await shop.addToCart(a.token, { itemId: product.id, quantity: 3 });
    expect((await shop.placeOrder(a.token, shop.pickupBody())).status).toBe(200);
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 0, reserved: 3 });
    await shop.addToCart(b.token, { itemId: product.id, quantity: 3 });
    expect((await shop.placeOrder(b.token, shop.pickupBody())).status).toBe(409);
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 0, reserved: 3 });
    const [line] = (await shop.t.call('GET', '/api/sales/my-shop/get-cart', { token: b.token })).data.lines;
    await shop.t.call('POST', '/api/sales/my-shop/update-cart', { token: b.token, body: { id: line.id, quantity: 2 } });
    expect((await shop.placeOrder(b.token, shop.pickupBody())).status).toBe(200);
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 0, reserved: 5 });
  });

  it('answers a key already used with its order and leaves items added since in the cart', async () => {
    const { token, userId } = await buyer();
    const [first, later] = [await shop.stockedProduct(10), await shop.stockedProduct(10)];
    await shop.addToCart(token, { itemId: first.id });
    const key = randomUUID();
    const placed = await shop.placeOrder(token, shop.pickupBody(), key);
    await shop.addToCart(token, { itemId: later.id });
    const again = await shop.placeOrder(token, shop.pickupBody(), key);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ replayed: true, order: { id: placed.data.order.id } });
    expect((await cartLines(token)).map((line) => line.itemId)).toEqual([later.id]);
    expect(await shop.heldAtHq(later.id)).toEqual({ onHand: 10, reserved: 0 });
    expect(await ordersOf(userId)).toBe(1);
  });
});

describe('add to cart in one statement', () => {
  it('refuses a 101st line, and more of a line already there, on a full cart', async () => {
    const { token, userId } = await buyer();
    const [kept, extra] = [await shop.stockedProduct(10), await shop.stockedProduct(10)];
    await shop.addToCart(token, { itemId: kept.id });
    await shop.t.db.insert(cartItems).values(
      Array.from({ length: 99 }, (_, index) => ({
        companyId: 'demo',
        id: newId(),
        ownerId: userId,
        kind: 'product' as const,
        itemId: `gone-${index}`,
        quantity: 1,
      })),
    );
    const full = await shop.addToCart(token, { itemId: extra.id });
    expect(full.status).toBe(422);
    expect(full.meta?.reason).toBe('CART_FULL');
    expect((await shop.addToCart(token, { itemId: kept.id })).status).toBe(422);
    const lines = await cartLines(token);
    expect(lines).toHaveLength(100);
    expect(lines[0]).toMatchObject({ itemId: kept.id, quantity: 1 });
  });

  it('adds to the quantity of a line already there and answers the cart in the order lines were added', async () => {
    const { token } = await buyer();
    const [first, second] = [await shop.stockedProduct(10), await shop.stockedProduct(10)];
    await shop.addToCart(token, { itemId: first.id, quantity: 2 });
    await shop.addToCart(token, { itemId: second.id });
    const merged = await shop.addToCart(token, { itemId: first.id, quantity: 3 });
    expect(merged.status).toBe(200);
    expect(merged.data.lines.map((line: { itemId: string; quantity: number }) => [line.itemId, line.quantity])).toEqual(
      [
        [first.id, 5],
        [second.id, 1],
      ],
    );
    expect(merged.data.lines).toEqual((await shop.t.call('GET', '/api/sales/my-shop/get-cart', { token })).data.lines);
  });
});
