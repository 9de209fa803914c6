import { randomUUID } from 'node:crypto';
import { MANAGE_SEARCH_LIMIT, type ManageOrdersPage, manageOrdersPage, ORDER_TABS, type OrderTab } from '@niaga/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { companies } from '../company/company.tables.js';
import { createPickupShop, type PickupShop } from './order-fixtures.js';
import { orders } from './orders.tables.js';

// The list is built as JSON by PostgreSQL and sent without the response schema's check (manage-list.ts): these
// tests hold it to the schema, to the order details (mapped in JavaScript), and to the orders in the database.

let shop: PickupShop;
let t: TestApp;
let hq: string;
let buyerId: string;
let branchId: string;
const placed: string[] = [];

const list = async (query: string): Promise<ManageOrdersPage> => {
  const answer = await t.call('GET', `/api/orders?${query}`, { token: hq });
  expect(answer.status, answer.meta?.message).toBe(200);
  return answer.data;
};

beforeAll(async () => {
  shop = await createPickupShop();
  ({ t, hq, branchId } = shop);
  const { token: buyer, id, addressId } = await shop.shippingBuyer('agent5@demo.niaga.test', 500_000);
  buyerId = id;
  const product = await shop.stockedProduct(100);
  await shop.addCourier({ name: 'Courier L', price: 700 });
  const order = async (body: Record<string, unknown>, quantity: number) => {
    const { id } = await shop.order(buyer, product.id, quantity, body);
    placed.push(id);
    return id;
  };
  // Waiting for approval (receipt, pickup place and time), unpaid, paid and shipped with a receiver and tracking.
  const pending = await order(shop.pickupBody({ notes: 'Call first' }), 2);
  await shop.uploadReceipt(buyer, pending);
  await order(shop.pickupBody(), 1);
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

  it('filters by payment method, buyer, branch, type and days in the company time zone, counting alike', async () => {
    const all = await t.db.select().from(orders).where(eq(orders.companyId, 'demo'));
    const countsOf = (rows: typeof all) =>
      Object.fromEntries(
        Object.entries(ORDER_TABS).map(([tab, statuses]) => [
          tab,
          rows.filter((row) => (statuses as readonly string[]).includes(row.status)).length,
        ]),
      );
    const [company] = await t.db
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, 'demo'));
    const dayOf = (at: Date | null) =>
      at && new Intl.DateTimeFormat('en-CA', { timeZone: company!.timeZone }).format(at);
    const today = dayOf(new Date())!;
    const cases: Array<[string, (row: (typeof all)[number]) => boolean]> = [
      ['paymentMethod=wallet', (row) => row.paymentMethod === 'wallet'],
      [`agentId=${buyerId}`, (row) => row.buyerId === buyerId],
      [`branchId=${branchId}`, (row) => row.sellerStoreId === branchId],
      ['type=personal', (row) => row.type === 'personal'],
      [`from=${today}&to=${today}`, (row) => dayOf(row.createdAt) === today],
      [`dateField=paid&from=${today}`, (row) => (dayOf(row.paidAt) ?? '') >= today],
      [`dateField=approved&to=2000-01-01`, () => false],
      [
        `paymentMethod=wallet&q=${encodeURIComponent('Elena')}`,
        (row) => row.paymentMethod === 'wallet' && !!row.searchText?.includes('elena'),
      ],
    ];
    for (const [query, keep] of cases) {
      const page = await list(`tab=toShip&limit=100&${query}`);
      const kept = all.filter(keep);
      expect(page.counts, query).toEqual(countsOf(kept));
      expect(page.items.map((row) => row.id).sort(), query).toEqual(
        kept
          .filter((row) => row.status === 'to_ship')
          .map((row) => row.id)
          .sort(),
      );
    }
  });

  it('an agent lists, counts and searches only the orders it sells', async () => {
    const stockistId = await t.userId('agent1@demo.niaga.test');
    const stockist = await t.login('agent1@demo.niaga.test');
    const [source] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.at(-1)!));
    await t.db.insert(orders).values({
      ...source!,
      id: `agent-sold-${randomUUID()}`,
      referenceNo: 'AGENTSOLD-1',
      idempotencyKey: null,
      status: 'to_ship',
      sellerStoreId: stockistId,
      sellerKind: 'agent',
    });
    const sold = await t.db.select().from(orders).where(eq(orders.sellerStoreId, stockistId));
    const answer = await t.call('GET', '/api/orders?tab=toShip', { token: stockist });
    expect(answer.data.items.map((row: { id: string }) => row.id).sort()).toEqual(
      sold
        .filter((row) => row.status === 'to_ship')
        .map((row) => row.id)
        .sort(),
    );
    expect(answer.data.counts.toShip).toBe(sold.filter((row) => row.status === 'to_ship').length);
    const total = Object.values(answer.data.counts as Record<string, number>).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(sold.length);
    const search = (q: string) =>
      t.call('GET', `/api/orders?tab=toShip&q=${encodeURIComponent(q)}`, { token: stockist });
    expect((await search('agentsold')).data.items).toHaveLength(1);
    expect((await search(source!.referenceNo)).data.items).toEqual([]);
  });
});
