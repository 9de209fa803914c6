import { randomUUID } from 'node:crypto';
import { MANAGE_SEARCH_LIMIT, type ManageOrdersPage, manageOrdersPage, ORDER_TABS, type OrderTab } from '@niaga/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  addAddress,
  addToCart,
  enablePickup,
  fundWallet,
  pickupBody,
  placeOrder,
  stockedProduct,
  uploadReceipt,
  userIdOf,
} from './order-fixtures.js';
import { orders } from './orders.tables.js';

// The list is built as JSON by PostgreSQL and sent without the response schema's check (manage-list.ts): these
// tests hold it to the schema, to the order details (mapped in JavaScript), and to the orders in the database.

let t: TestApp;
let hq: string;
const placed: string[] = [];

const list = async (query: string): Promise<ManageOrdersPage> => {
  const answer = await t.call('GET', `/api/orders?${query}`, { token: hq });
  expect(answer.status, answer.meta?.message).toBe(200);
  return answer.data;
};

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq@demo.niaga.test', 'hq');
  const buyer = await t.login('agent5@demo.niaga.test');
  const buyerId = await userIdOf(t, 'agent5@demo.niaga.test');
  const branchId = await enablePickup(t, hq);
  const product = await stockedProduct(t, hq, 100);
  await t.call('POST', '/api/courier/store', {
    token: hq,
    body: {
      name: 'Courier L',
      active: true,
      handlingFee: 0,
      regions: [{ name: 'All', states: ['Selangor'], rates: [{ fromGrams: 0, toGrams: 100_000, price: 700 }] }],
    },
  });
  const addressId = await addAddress(t, buyerId);
  await fundWallet(t, buyerId, 500_000);
  const order = async (body: Record<string, unknown>, quantity: number) => {
    await addToCart(t, buyer, { itemId: product.id, quantity });
    const answer = await placeOrder(t, buyer, body);
    expect(answer.status, answer.meta?.message).toBe(200);
    placed.push(answer.data.order.id);
    return answer.data.order.id as string;
  };
  // Waiting for approval (receipt, pickup place and time), unpaid, paid and shipped with a receiver and tracking.
  const pending = await order(pickupBody(branchId, { notes: 'Call first' }), 2);
  await uploadReceipt(t, buyer, pending);
  await order(pickupBody(branchId), 1);
  for (const quantity of [1, 2, 3]) await order({ delivery: 'shipping', addressId, paymentMethod: 'wallet' }, quantity);
  const shipped = await order({ delivery: 'shipping', addressId, paymentMethod: 'wallet' }, 1);
  await t.call('POST', `/api/orders/${shipped}/tracking`, { token: hq, body: { trackingNumber: 'EP000111222MY' } });
});
afterAll(() => t.close());

/** Every order of a tab, newest first (approval: oldest paid first), as the database has them. */
async function expectedIds(tab: OrderTab) {
  const rows = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, 'demo'), inArray(orders.status, [...ORDER_TABS[tab]])))
    .orderBy(
      ...(tab === 'approval'
        ? [sql`${orders.paidAt} asc`, sql`${orders.id} desc`]
        : [sql`${orders.createdAt} desc`, sql`${orders.id} desc`]),
    );
  return rows.map((row) => row.id);
}

describe('order list', () => {
  it('answers the shared schema, and each row says what the order details say', async () => {
    const seen = new Set<string>();
    for (const tab of Object.keys(ORDER_TABS) as OrderTab[]) {
      const page = await list(`tab=${tab}&limit=100`);
      expect(manageOrdersPage.parse(page)).toEqual(page); // nothing missing, nothing extra, every type right
      for (const row of page.items) {
        seen.add(row.id);
        const details = (await t.call('GET', `/api/orders/${row.id}`, { token: hq })).data;
        const { lines, receiver, ...summary } = details;
        const receiverName = receiver ? `${receiver.firstName} ${receiver.lastName}`.trim() : null;
        expect(row).toEqual({
          ...Object.fromEntries(Object.keys(row).map((key) => [key, summary[key]])),
          itemCount: lines.length,
          receiverName,
        });
      }
    }
    for (const id of placed) expect(seen).toContain(id);
  });

  it('counts every tab as the orders are, and pages through a tab without gaps or repeats', async () => {
    const page = await list('tab=toShip');
    for (const tab of Object.keys(ORDER_TABS) as OrderTab[])
      expect(page.counts[tab], tab).toBe((await expectedIds(tab)).length);
    for (const tab of ['toShip', 'approval', 'unpaid'] as OrderTab[]) {
      const ids = await expectedIds(tab);
      const paged: string[] = [];
      for (let number = 1; number <= Math.ceil(ids.length / 2) + 1; number++) {
        const answer = await list(`tab=${tab}&limit=2&page=${number}`);
        expect(answer).toMatchObject({ total: ids.length, page: number, limit: 2, tooMany: false });
        paged.push(...answer.items.map((row) => row.id));
      }
      expect(paged, tab).toEqual(ids);
    }
  });

  it('finds an order by reference, invoice number, buyer name, receiver name and id; filters count alike', async () => {
    const [shipped] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.at(-1)!));
    const search = async (q: string, tab: OrderTab = 'delivery') =>
      (await list(`tab=${tab}&q=${encodeURIComponent(q)}`)).items.map((row) => row.id);
    expect(await search(shipped!.referenceNo)).toEqual([shipped!.id]);
    expect(await search(shipped!.referenceNo.toLowerCase())).toEqual([shipped!.id]);
    expect(await search(shipped!.invoiceNo!)).toEqual([shipped!.id]);
    expect(await search(shipped!.id)).toEqual([shipped!.id]);
    expect(await search('Elena Deal')).toContain(shipped!.id);
    expect(await search('siti amin')).toContain(shipped!.id);
    expect(await search(`no such ${randomUUID()}`)).toEqual([]);
    expect(await search('50%_')).toEqual([]); // wildcards match literally

    const searched = await list(`tab=toShip&q=${encodeURIComponent('Elena')}`);
    const matching = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.companyId, 'demo'), sql`${orders.searchText} like '%elena%'`));
    for (const [tab, statuses] of Object.entries(ORDER_TABS))
      expect(searched.counts[tab], tab).toBe(
        matching.filter((row) => (statuses as readonly string[]).includes(row.status)).length,
      );
    expect(searched.total).toBe(searched.counts.toShip);
    expect(searched.total).toBeLessThanOrEqual(MANAGE_SEARCH_LIMIT);
    for (const row of searched.items) expect(row.buyer.name).toBe('Elena Dealer');
    const byType = await list('tab=toShip&type=personal');
    expect(byType.counts).toEqual((await list('tab=toShip')).counts);
  });
});
