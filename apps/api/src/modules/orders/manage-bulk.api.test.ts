import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSession } from '../auth/sessions.repo.js';
import { commissionEntries } from '../commission/commission.tables.js';
import { agentMonthlySales } from '../network/network.tables.js';
import {
  addToCart,
  enablePickup,
  levelIds,
  pickupBody,
  placeOrder,
  setFeatures,
  stockedProduct,
  uploadReceipt,
} from './order-fixtures.js';
import { invoiceCounters, orderEvents, orders } from './orders.tables.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/**
 * The same orders on a fresh database: two new agents (introduced by agent3, so a first order earns the introducer
 * bonus and, with `zeroriseOverriding`, no overriding) with two and one orders waiting for approval, one order
 * approved already and one cancelled. Answers the order ids in the order they are approved.
 */
async function scenario() {
  const t = await createTestApp();
  apps.push(t);
  const hq = await t.login('hq@demo.niaga.test', 'hq');
  const branchId = await enablePickup(t, hq);
  await setFeatures(t, { zeroriseOverriding: true });
  const [stockist, dealer, agent] = await levelIds(t, hq);
  const commissions = { overriding: 100, introducerBonus: 200 };
  const priced = await stockedProduct(t, hq, 50, {
    levels: [
      { levelId: stockist!, price: 5_000, commissions },
      { levelId: dealer!, price: 6_000, commissions },
      { levelId: agent!, price: 7_000, commissions },
    ],
  });
  const introducer = await t.userId('agent3@demo.niaga.test');
  const buyers = [];
  for (const index of [1, 2]) {
    const userId = await createUser(t.db, {
      companyId: 'demo',
      email: `bulk${index}-${randomUUID().slice(0, 8)}@demo.niaga.test`,
      name: `Bulk Buyer ${index}`,
      role: 'agent',
      levelId: agent!,
      uplineId: introducer,
      status: 'new', // never counted: its first order is a first order
    });
    buyers.push({ userId, token: await createSession(t.db, 'demo', userId, false) });
  }
  const pending = async (token: string, quantity: number) => {
    await addToCart(t, token, { itemId: priced.id, quantity });
    const placed = await placeOrder(t, token, pickupBody(branchId));
    expect(placed.status, placed.meta?.message).toBe(200);
    await uploadReceipt(t, token, placed.data.order.id);
    return placed.data.order.id as string;
  };
  const firstOfOne = await pending(buyers[0]!.token, 1);
  const approvedAlready = await pending(buyers[1]!.token, 1);
  const secondOfOne = await pending(buyers[0]!.token, 2);
  const cancelled = await pending(buyers[1]!.token, 1);
  const onlyOfOther = await pending(buyers[1]!.token, 3);
  const act = (id: string, name: string) => t.call('POST', `/api/orders/${id}/${name}`, { token: hq, body: {} });
  expect((await act(approvedAlready, 'approve')).status).toBe(200);
  expect((await act(cancelled, 'reject')).status).toBe(200);
  expect((await act(cancelled, 'cancel')).status).toBe(200);
  const ids = [firstOfOne, approvedAlready, secondOfOne, cancelled, 'missing', onlyOfOther];
  return { t, hq, ids, buyers: buyers.map((buyer) => buyer.userId) };
}

/** What approving wrote, with order ids replaced by their place in `ids` (the two databases' ids differ). */
async function written(t: TestApp, ids: string[], buyers: string[]) {
  const place = (id: string | null) => (id === null ? null : ids.indexOf(id));
  const known = ids.filter((id) => id !== 'missing');
  const rows = await t.db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, invoiceNo: orders.invoiceNo })
    .from(orders)
    .where(inArray(orders.id, known));
  const events = await t.db
    .select({ orderId: orderEvents.orderId, action: orderEvents.action, actorName: orderEvents.actorName })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, known))
    .orderBy(asc(orderEvents.seq));
  const entries = await t.db
    .select({
      order: commissionEntries.sourceOrderId,
      beneficiaryId: commissionEntries.beneficiaryId,
      type: commissionEntries.type,
      amount: commissionEntries.amount,
      status: commissionEntries.status,
      period: commissionEntries.period,
    })
    .from(commissionEntries)
    .where(inArray(commissionEntries.sourceOrderId, known));
  const sales = await t.db
    .select()
    .from(agentMonthlySales)
    .where(and(eq(agentMonthlySales.companyId, 'demo')));
  const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.companyId, 'demo'));
  const byName = (id: string) => (buyers.includes(id) ? `buyer${buyers.indexOf(id)}` : id);
  return {
    orders: rows.map(({ id, ...row }) => ({ place: place(id), ...row })).sort((a, b) => a.place! - b.place!),
    events: events.map(({ orderId, ...event }) => ({ place: place(orderId), ...event })),
    entries: entries
      .map(({ order, beneficiaryId, ...entry }) => ({
        place: place(order),
        beneficiary: byName(beneficiaryId),
        ...entry,
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    sales: sales
      .map(({ agentId, ...row }) => ({ ...row, agentId: byName(agentId) }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    lastInvoice: counter?.lastNumber,
  };
}

describe('bulk approve', () => {
  it('writes exactly what approving the same orders one at a time writes, and reports the refused ones', async () => {
    const [single, bulk] = await Promise.all([scenario(), scenario()]);
    const messages: Array<string | null> = [];
    for (const id of single.ids) {
      const answer = await single.t.call('POST', `/api/orders/${id}/approve`, { token: single.hq, body: {} });
      messages.push(answer.status === 200 ? null : (answer.meta?.message ?? null));
    }
    const outcome = await bulk.t.call('POST', '/api/orders/bulk-approve', { token: bulk.hq, body: { ids: bulk.ids } });
    expect(outcome.data).toMatchObject({ done: 3, refused: 3 });
    expect(outcome.data.results.map((result: { message: string | null }) => result.message)).toEqual(messages);
    expect(messages).toEqual([
      null,
      'This order is already approved.',
      null,
      'This order is already cancelled.',
      expect.any(String),
      null,
    ]);

    const expected = await written(single.t, single.ids, single.buyers);
    const actual = await written(bulk.t, bulk.ids, bulk.buyers);
    expect(actual).toEqual(expected);
    // The scenario exercises what order matters for: the first order's introducer bonus and no overriding on it.
    const types = (place: number) => expected.entries.filter((entry) => entry.place === place).map((e) => e.type);
    expect(types(0)).toContain('introducer');
    expect(types(0)).not.toContain('overriding');
    expect(types(2)).toContain('overriding');
    expect(types(2)).not.toContain('introducer');
    expect(expected.orders.map((order) => order.invoiceNo)).toEqual([
      expect.stringMatching(/-\d{6}$/),
      expect.stringMatching(/-\d{6}$/),
      expect.stringMatching(/-\d{6}$/),
      null,
      expect.stringMatching(/-\d{6}$/),
    ]);
  });
});
