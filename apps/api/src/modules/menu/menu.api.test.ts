import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { createSecondCompany } from '../../testing/second-company.js';
import { commissionPayouts } from '../commission/commission.tables.js';
import { usePickupShop } from '../orders/order-fixtures.js';

const shop = usePickupShop();
let buyer: string;
let stockist: string;

beforeAll(async () => {
  buyer = await shop.t.login('agent5@demo.niaga.test');
  stockist = await shop.t.login('agent1@demo.niaga.test');
});

const badges = async (token: string) => {
  const answer = await shop.t.call('GET', '/api/menu/badges', { token });
  expect(answer.status, answer.meta?.message).toBe(200);
  return answer.data as {
    ordersToApprove: number | null;
    ordersToShip: number | null;
    payoutsRequested: number | null;
  };
};

/** An order sold by HQ, waiting for approval (agent5 uploaded its receipt). */
const pendingOrder = async () => shop.pendingOrder(buyer, (await shop.stockedProduct(10)).id, 1);

describe('menu badges', () => {
  it('counts HQ orders waiting for approval, then to ship once approved; a stockist counts only its own sales', async () => {
    const [hqBefore, stockistBefore] = [await badges(shop.hq), await badges(stockist)];
    const id = await pendingOrder();

    const hqAfter = await badges(shop.hq);
    expect(hqAfter.ordersToApprove).toBe(hqBefore.ordersToApprove! + 1);
    expect(hqAfter.ordersToShip).toBe(hqBefore.ordersToShip);
    // agent1 holds stock and sells to its downline, but this order is HQ's.
    expect(await badges(stockist)).toEqual(stockistBefore);

    expect((await shop.t.call('POST', `/api/orders/${id}/approve`, { token: shop.hq, body: {} })).status).toBe(200);
    const approved = await badges(shop.hq);
    expect(approved.ordersToApprove).toBe(hqBefore.ordersToApprove);
    expect(approved.ordersToShip).toBe(hqBefore.ordersToShip! + 1);
  });

  it('counts requested payouts for HQ only', async () => {
    const before = await badges(shop.hq);
    const agentId = await shop.t.userId('agent2@demo.niaga.test');
    await shop.t.db
      .insert(commissionPayouts)
      .values({ companyId: 'demo', id: `badge-${randomUUID()}`, agentId, amount: 1_000, status: 'requested' });
    expect((await badges(shop.hq)).payoutsRequested).toBe(before.payoutsRequested! + 1);
    expect((await badges(stockist)).payoutsRequested).toBeNull();
  });

  it('leaves out the counts of lists the caller may not open, and answers only signed-in callers', async () => {
    const email = `menu-${randomUUID().slice(0, 6)}@demo.niaga.test`;
    await createUser(shop.t.db, { companyId: 'demo', email, password: 'Demo#2026', name: 'Viewer', role: 'staff' });
    const staff = await shop.t.login(email, 'hq');
    expect(await badges(staff)).toEqual({
      ordersToApprove: null,
      ordersToShip: null,
      payoutsRequested: null,
      promotionRequests: null,
    });

    // Another company's HQ counts its own company only (demo has orders waiting, this one none).
    const other = await createSecondCompany(shop.t, { id: 'menu-other', host: 'menu-other.localhost' });
    const otherCounts = await shop.t.call('GET', '/api/menu/badges', { token: other.tokens.hq, host: other.host });
    expect(otherCounts.data).toEqual({
      ordersToApprove: 0,
      ordersToShip: 0,
      payoutsRequested: 0,
      promotionRequests: 0,
    });

    expect((await shop.t.call('GET', '/api/menu/badges')).status).toBe(401);
  });
});
