import { randomUUID } from 'node:crypto';
import { ORDER_TABS } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import type { TestApp } from '../../testing/test-app.js';
import { stockLevels, stockMovements } from '../inventory/inventory.tables.js';
import { agentMonthlySales } from '../network/network.tables.js';
import { wallets } from '../payments/payments.tables.js';
import { createPickupShop, fundWallet, levelIds, type PickupShop, setFeatures } from './order-fixtures.js';
import { orders } from './orders.tables.js';

let shop: PickupShop;
let t: TestApp;
let hq: string;
let buyer: string; // agent5, Dealer under agent1
let buyerId: string;
let branchId: string;

beforeAll(async () => {
  shop = await createPickupShop();
  ({ t, hq, branchId } = shop);
  buyer = await t.login('agent5@demo.niaga.test');
  buyerId = await t.userId('agent5@demo.niaga.test');
});
afterAll(() => t.close());

/** An order of `quantity` units placed by agent5, waiting for approval (receipt uploaded). */
const pendingOrder = (productId: string, quantity = 2, body = shop.pickupBody()) =>
  shop.pendingOrder(buyer, productId, quantity, body);

const action = (id: string, name: string, body: Record<string, unknown> = {}, token = hq) =>
  t.call('POST', `/api/orders/${id}/${name}`, { token, body });

describe('order management', () => {
  it('approves a receipt: the order counts (invoice number, sales) and the timeline says who did it', async () => {
    const product = await shop.stockedProduct(10);
    const id = await pendingOrder(product.id);
    const listed = await t.call('GET', '/api/orders?tab=approval', { token: hq });
    expect(listed.data.items.map((row: { id: string }) => row.id)).toContain(id);
    expect(listed.data.counts.approval).toBeGreaterThanOrEqual(1);

    const approved = await action(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ status: 'to_ship', paymentStatus: 'paid' });
    expect(approved.data.invoiceNo).toMatch(/^[A-Z]+-\d{6}$/);
    expect(approved.data.actions).toEqual(expect.arrayContaining(['refund']));
    expect(approved.data.events.map((event: { action: string }) => event.action)).toEqual([
      'placed',
      'receipt_uploaded',
      'approved',
    ]);
    expect(approved.data.events[2]).toMatchObject({ actorName: 'Hana HQ', fromStatus: 'pending_approval' });
    const sales = await t.db.select().from(agentMonthlySales).where(eq(agentMonthlySales.agentId, buyerId));
    expect(sales.reduce((sum, row) => sum + Number(row.psAmount), 0)).toBeGreaterThanOrEqual(12_000);

    const again = await action(id, 'approve');
    expect(again.status).toBe(409);
    expect(again.meta?.message).toBe('This order is already approved.');
  });

  it('refuses an illegal move and changes nothing: ship an order that is not paid', async () => {
    const product = await shop.stockedProduct(10);
    const id = await pendingOrder(product.id, 1, { ...shop.pickupBody() });
    const refused = await action(id, 'picked-up');
    expect(refused.status).toBe(409);
    expect(refused.meta?.message).toBe('This action is not allowed for the order in its current state.');
    expect((await t.call('GET', `/api/orders/${id}`, { token: hq })).data.status).toBe('pending_approval');
  });

  it('rejects a receipt (unpaid again, new booking time), and an unpaid order can be cancelled', async () => {
    const product = await shop.stockedProduct(10);
    const id = await pendingOrder(product.id, 3);
    const rejected = await action(id, 'reject', { note: 'Amount does not match' });
    expect(rejected.data).toMatchObject({ status: 'unpaid', hasReceipt: false });
    expect(rejected.data.bookingExpiresAt).not.toBeNull();
    expect(rejected.data.events.at(-1)).toMatchObject({ action: 'rejected', note: 'Amount does not match' });
    const cancelled = await action(id, 'cancel');
    expect(cancelled.data.status).toBe('cancelled');
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 0 });
    expect((await action(id, 'approve')).meta?.message).toBe('This order is already cancelled.');
  });

  it('self-pickup: change the time and place, then picked up: stock leaves HQ as a sale', async () => {
    const product = await shop.stockedProduct(10);
    const id = await pendingOrder(product.id, 4);
    await action(id, 'approve');
    const moved = await action(id, 'pickup', {
      pickupBranchId: branchId,
      pickupTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect(moved.status).toBe(200);
    expect(moved.data.events.at(-1).action).toBe('pickup_updated');
    const done = await action(id, 'picked-up');
    expect(done.data.status).toBe('completed');
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 6, reserved: 0 });
    const [sale] = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, id), eq(stockMovements.invType, 'sale')));
    expect(sale).toMatchObject({ qtyOut: 4, onHandAfter: 6 });
  });

  it('ships with a tracking number, completes, and the goods enter a stock-holding buyer; refund reverses it all', async () => {
    const [, dealerLevel] = await levelIds(t, hq);
    await setFeatures(t, { orderingLevelIds: [dealerLevel!] });
    const product = await shop.stockedProduct(10);
    const { addAddress } = await import('./order-fixtures.js');
    const addressId = await addAddress(t, buyerId);
    await shop.addCourier({ name: 'Courier A', price: 500 });
    await fundWallet(t, buyerId, 50_000);
    await shop.addToCart(buyer, { itemId: product.id, quantity: 2 });
    const placed = await shop.placeOrder(buyer, { delivery: 'shipping', addressId, paymentMethod: 'wallet' });
    expect(placed.data.order.status).toBe('to_ship');
    const id = placed.data.order.id;
    const [before] = await t.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, buyerId));

    const badTracking = await action(id, 'tracking', { trackingNumber: '' });
    expect(badTracking.status).toBe(400);
    const shipped = await action(id, 'tracking', { trackingNumber: 'EP123456789MY' });
    expect(shipped.data).toMatchObject({ status: 'shipping', trackingNumber: 'EP123456789MY' });
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 8, reserved: 0 });
    const mine = await t.call('GET', `/api/sales/my-orders/${id}`, { token: buyer });
    expect(mine.data.status).toBe('shipping');

    const delivered = await action(id, 'delivered');
    expect(delivered.data.status).toBe('completed');
    const own = () =>
      t.db
        .select({ onHand: stockLevels.onHand })
        .from(stockLevels)
        .where(and(eq(stockLevels.storeId, buyerId), eq(stockLevels.productId, product.id)));
    expect((await own())[0]?.onHand).toBe(2);

    const refunded = await action(id, 'refund', { method: 'wallet', note: 'Damaged' });
    expect(refunded.data).toMatchObject({ status: 'refund', refundMethod: 'wallet', paymentStatus: 'refunded' });
    expect(await shop.heldAtHq(product.id)).toEqual({ onHand: 10, reserved: 0 });
    expect((await own())[0]?.onHand).toBe(0);
    const [after] = await t.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, buyerId));
    expect(after!.balance - before!.balance).toBe(placed.data.order.grandTotal);
    expect((await action(id, 'refund', { method: 'wallet' })).status).toBe(409);
    await setFeatures(t, { orderingLevelIds: [] });
  });

  it('bulk approve approves the pending ones and reports each refused order', async () => {
    const product = await shop.stockedProduct(20);
    const first = await pendingOrder(product.id, 1);
    const second = await pendingOrder(product.id, 1);
    await action(first, 'approve');
    const outcome = await t.call('POST', '/api/orders/bulk-approve', {
      token: hq,
      body: { ids: [first, second, 'missing'] },
    });
    expect(outcome.data).toMatchObject({ done: 1, refused: 2 });
    expect(outcome.data.results).toEqual([
      expect.objectContaining({ id: first, ok: false, message: 'This order is already approved.' }),
      expect.objectContaining({ id: second, ok: true }),
      expect.objectContaining({ id: 'missing', ok: false }),
    ]);
    const none = await t.call('POST', '/api/orders/bulk-approve', { token: hq, body: { ids: [] } });
    expect(none.meta?.errors?.ids).toBe('Select at least one order.');
  });

  it('two managers approving the same order at once: one approval, one invoice number', async () => {
    const product = await shop.stockedProduct(10);
    const id = await pendingOrder(product.id, 1);
    const results = await Promise.all([action(id, 'approve'), action(id, 'approve')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const events = (await t.call('GET', `/api/orders/${id}`, { token: hq })).data.events;
    expect(events.filter((event: { action: string }) => event.action === 'approved')).toHaveLength(1);
  });

  it('gives invoice numbers in sequence, never twice, under concurrent approvals', async () => {
    const product = await shop.stockedProduct(50);
    const ids: string[] = [];
    for (let index = 0; index < 8; index += 1) ids.push(await pendingOrder(product.id, 1));
    await Promise.all(ids.map((id) => action(id, 'approve')));
    const numbers = (
      await t.db.select({ invoiceNo: orders.invoiceNo }).from(orders).where(eq(orders.companyId, 'demo'))
    )
      .map((row) => row.invoiceNo)
      .filter(Boolean) as string[];
    expect(new Set(numbers).size).toBe(numbers.length);
    const sequence = numbers.map((number) => Number(number.split('-').at(-1))).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, index) => index + 1));
  });

  it('scopes agents to the orders they sell; staff need the permission', async () => {
    const product = await shop.stockedProduct(10);
    const id = await pendingOrder(product.id, 1);
    const stockist = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', `/api/orders/${id}`, { token: stockist })).status).toBe(404);
    expect((await t.call('GET', '/api/orders', { token: stockist })).data.items).toHaveLength(0);
    const email = `clerk-${randomUUID().slice(0, 6)}@demo.niaga.test`;
    await createUser(t.db, {
      companyId: 'demo',
      email,
      password: 'Demo#2026',
      name: 'Clerk',
      role: 'staff',
      permissions: ['manage_orders'],
    });
    const clerk = await t.login(email, 'hq');
    expect((await t.call('GET', `/api/orders/${id}`, { token: clerk })).data.actions).not.toContain('approve');
    expect((await action(id, 'approve', {}, clerk)).status).toBe(403);
    expect((await action(id, 'reject', {}, buyer)).status).toBe(404);
  });

  it('searches by reference, and says when a search matches too many orders', async () => {
    const product = await shop.stockedProduct(10);
    const id = await pendingOrder(product.id, 1);
    const [row] = await t.db.select({ referenceNo: orders.referenceNo }).from(orders).where(eq(orders.id, id));
    const found = await t.call('GET', `/api/orders?tab=approval&q=${row!.referenceNo}`, { token: hq });
    expect(found.data.items.map((item: { id: string }) => item.id)).toEqual([id]);
    const [source] = await t.db.select().from(orders).where(eq(orders.id, id));
    await t.db.insert(orders).values(
      Array.from({ length: 151 }, (_, index) => ({
        ...source!,
        id: `bulk-${index}`,
        referenceNo: `BULKREF-${index}`,
        idempotencyKey: null,
        status: 'cancelled' as const,
      })),
    );
    const broad = await t.call('GET', '/api/orders?tab=cancelled&q=BULKREF', { token: hq });
    expect(broad.data).toMatchObject({ tooMany: true, items: [], total: 151 });
    // The trigger-kept counters (no filter) agree with counting the orders (a filter that matches them all).
    const kept = await t.call('GET', '/api/orders', { token: hq });
    const counted = await t.call('GET', '/api/orders?type=personal', { token: hq });
    expect(kept.data.counts).toEqual(counted.data.counts);
    expect(kept.data.counts.cancelled).toBeGreaterThanOrEqual(151);
    // The stored tab of each status is the shared ORDER_TABS mapping.
    const pairs = await t.db.selectDistinct({ status: orders.status, tab: orders.tab }).from(orders);
    for (const { status, tab } of pairs)
      expect((ORDER_TABS as Record<string, readonly string[]>)[tab!]).toContain(status);
    const narrow = await t.call('GET', '/api/orders?tab=cancelled&q=BULKREF-15', { token: hq });
    expect(narrow.data.tooMany).toBe(false);
    expect(narrow.data.items.length).toBeGreaterThan(0);
  });
});
