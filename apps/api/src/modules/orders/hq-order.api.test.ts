import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile, TINY_PNG } from '../../testing/multipart.js';
import { createSecondCompany } from '../../testing/second-company.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addStaff } from '../../testing/test-users.js';
import { wallets } from '../payments/payments.tables.js';
import { addAddress, addCourier, enablePickup, fundWallet, heldAtHq, stockedProduct } from './order-fixtures.js';
import { orders } from './orders.tables.js';

// /manage-orders/new: HQ places an order for an agent through the agent's own checkout path.
let t: TestApp;
let hq: string;
let agentId: string; // Devi Agent (Agent level: 70.00 a unit of the stocked product)
let addressId: string;
beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  agentId = await t.userId('agent4@demo.niaga.test');
  addressId = await addAddress(t, agentId);
  await addCourier(t, hq, { name: 'PosLaju', region: 'West', toGrams: 50_000, price: 800, handlingFee: 100 });
});
afterAll(() => t.close());

const placeFor = (token: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  t.call('POST', '/api/orders/new', { token, body, headers: { 'idempotency-key': key } });

const shipTo = (productId: string, patch: Record<string, unknown> = {}) => ({
  buyerId: agentId,
  items: [{ kind: 'product', itemId: productId, quantity: 2 }],
  delivery: 'shipping',
  addressId,
  paymentMethod: 'cash',
  ...patch,
});

async function balanceOf(userId: string) {
  const [row] = await t.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.companyId, 'demo'), eq(wallets.userId, userId)));
  return row?.balance ?? 0;
}

const ordersOf = async (buyerId: string) =>
  (
    await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, 'demo'), eq(orders.buyerId, buyerId)))
  ).length;

async function receipt(token: string, orderId: string) {
  const response = await postFile(t, `/api/orders/${orderId}/receipt`, token, { content: TINY_PNG, filename: 'r.png' });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

describe('POST /api/orders/new', () => {
  it("prices the agent's level (dry run writes nothing) and answers the agent's addresses and wallet", async () => {
    const product = await stockedProduct(t, hq, 10);
    const buyer = await t.call('GET', `/api/orders/new/buyer?buyerId=${agentId}`, { token: hq });
    expect(buyer.status).toBe(200);
    expect(buyer.data).toMatchObject({ name: 'Devi Agent', level: { name: 'Agent' } });
    expect(buyer.data.addresses).toEqual([expect.objectContaining({ id: addressId })]);

    const before = await ordersOf(agentId);
    const quote = await t.call('POST', '/api/orders/new', { token: hq, body: { ...shipTo(product.id), dryRun: true } });
    expect(quote.status).toBe(200);
    expect(quote.data.lines).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 7_000, lineTotal: 14_000 })]);
    expect(quote.data).toMatchObject({ courierName: 'PosLaju', totals: { subtotal: 14_000, shipping: 900 } });
    expect(await ordersOf(agentId)).toBe(before);
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 10, reserved: 0 });
  });

  it('cash: the order is paid and counts at once, sold by HQ, placed by HQ for the agent; a replay answers it', async () => {
    const product = await stockedProduct(t, hq, 10);
    const key = randomUUID();
    const placed = await placeFor(hq, shipTo(product.id), key);
    expect(placed.status).toBe(200);
    expect(placed.meta?.message).toBe('Order placed for the agent.');
    expect(placed.data.order).toMatchObject({
      status: 'to_ship',
      paymentMethod: 'cash',
      buyer: { id: agentId, name: 'Devi Agent' },
      placedBy: { name: 'Hana HQ' },
      seller: { kind: 'branch' },
    });
    expect(await heldAtHq(t, product.id)).toMatchObject({ reserved: 2 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.data.order.id));
    expect(row!.invoiceNo).not.toBeNull(); // it counted (sales, points, commissions)
    const again = await placeFor(hq, shipTo(product.id), key);
    expect(again.data).toMatchObject({ replayed: true, order: { id: placed.data.order.id } });
    expect(await heldAtHq(t, product.id)).toMatchObject({ reserved: 2 });
  });

  it("wallet: debits the agent's wallet, not HQ's; too low refuses the whole order", async () => {
    const product = await stockedProduct(t, hq, 10);
    const low = await placeFor(hq, shipTo(product.id, { paymentMethod: 'wallet' }));
    expect(low.status).toBe(409);
    expect(low.meta?.errors?.paymentMethod).toBeDefined();
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 10, reserved: 0 });

    await fundWallet(t, agentId, 100_000);
    const placed = await placeFor(hq, shipTo(product.id, { paymentMethod: 'wallet' }));
    expect(placed.data.order).toMatchObject({ status: 'to_ship', paymentMethod: 'wallet' });
    expect(await balanceOf(agentId)).toBe(100_000 - placed.data.order.grandTotal);
  });

  it('transfer: unpaid until the receipt; HQ (who may approve) approves it with the receipt', async () => {
    const product = await stockedProduct(t, hq, 10);
    const placed = await placeFor(hq, shipTo(product.id, { paymentMethod: 'manual' }));
    expect(placed.data.order.status).toBe('unpaid');
    const attached = await receipt(hq, placed.data.order.id);
    expect(attached.status).toBe(200);
    expect(attached.body.data).toMatchObject({ status: 'to_ship', paymentMethod: 'manual' });
    expect(attached.body.data.events.map((step: { action: string }) => step.action)).toEqual([
      'placed',
      'receipt_uploaded',
      'approved',
    ]);
  });

  it('staff with "manage orders" only: the receipt waits for approval; staff without it and agents are refused', async () => {
    const product = await stockedProduct(t, hq, 10);
    await addStaff(t, 'orders.clerk@demo.niaga.test', 'Orders Clerk', ['manage_orders']);
    await addStaff(t, 'content.clerk@demo.niaga.test', 'Content Clerk', ['posting_content']);
    const clerk = await t.login('orders.clerk@demo.niaga.test', 'hq');
    const placed = await placeFor(clerk, shipTo(product.id, { paymentMethod: 'manual' }));
    expect(placed.data.order.placedBy.name).toBe('Orders Clerk');
    expect((await receipt(clerk, placed.data.order.id)).body.data.status).toBe('pending_approval');

    const content = await t.login('content.clerk@demo.niaga.test', 'hq');
    expect((await placeFor(content, shipTo(product.id))).status).toBe(403);
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await placeFor(agent, shipTo(product.id))).status).toBe(403);
    expect((await t.call('GET', `/api/orders/new/buyer?buyerId=${agentId}`, { token: agent })).status).toBe(403);
  });

  it('pickup at a branch, and a new address given with the order', async () => {
    const product = await stockedProduct(t, hq, 10);
    const branchId = await enablePickup(t, hq);
    const pickup = await placeFor(
      hq,
      shipTo(product.id, {
        delivery: 'pickup',
        addressId: undefined,
        pickupBranchId: branchId,
        pickupTime: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect(pickup.data.order).toMatchObject({ delivery: 'pickup', status: 'to_ship' });
    const address = {
      firstName: 'Kamal',
      lastName: 'Hassan',
      address1: '9 Jalan Baru',
      postCode: '50000',
      city: 'Kuala Lumpur',
      state: 'Selangor',
      phoneCode: '+60',
      phoneNumber: '198765432',
    };
    const given = await placeFor(hq, shipTo(product.id, { addressId: undefined, address }));
    expect(given.status).toBe(200);
    expect(given.data.order.receiver).toMatchObject({ firstName: 'Kamal', address1: '9 Jalan Baru' });
  });

  it('refuses bad input, too little stock, an unknown agent and an HQ user as buyer, changing nothing', async () => {
    const product = await stockedProduct(t, hq, 3);
    const before = await ordersOf(agentId);
    const empty = await placeFor(hq, shipTo(product.id, { items: [] }));
    expect(empty.status).toBe(400);
    expect(empty.meta?.errors?.items).toBeDefined();
    const noAddress = await placeFor(hq, shipTo(product.id, { addressId: undefined }));
    expect(noAddress.meta?.errors?.addressId).toBe('This field is required.');
    const online = await placeFor(hq, shipTo(product.id, { paymentMethod: 'online' }));
    expect(online.status).toBe(400);
    const tooMany = await placeFor(
      hq,
      shipTo(product.id, { items: [{ kind: 'product', itemId: product.id, quantity: 4 }] }),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.meta?.reason).toBe('NOT_ENOUGH_STOCK');
    expect((await placeFor(hq, shipTo(product.id, { buyerId: 'does-not-exist' }))).status).toBe(404);
    const hqUser = await t.userId('hq@demo.niaga.test');
    expect((await placeFor(hq, shipTo(product.id, { buyerId: hqUser }))).status).toBe(404);
    expect(await ordersOf(agentId)).toBe(before);
    expect(await heldAtHq(t, product.id)).toEqual({ onHand: 3, reserved: 0 });
  });

  it("another company's HQ: the demo agent, its address and its orders are unknown (404 like a missing id)", async () => {
    const product = await stockedProduct(t, hq, 10);
    const placed = await placeFor(hq, shipTo(product.id, { paymentMethod: 'manual' }));
    const other = await createSecondCompany(t);
    const foreign = await placeFor(other.tokens.hq, shipTo(product.id));
    const missing = await placeFor(other.tokens.hq, shipTo(product.id, { buyerId: 'does-not-exist' }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const buyer = await t.call('GET', `/api/orders/new/buyer?buyerId=${agentId}`, { token: other.tokens.hq });
    expect(buyer.status).toBe(404);
    expect((await receipt(other.tokens.hq, placed.data.order.id)).status).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.data.order.id));
    expect(row!.status).toBe('unpaid');
  });
});
