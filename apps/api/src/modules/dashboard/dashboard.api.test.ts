import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { newId } from '../../platform/ids.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { createSession } from '../auth/sessions.repo.js';
import { createCampaign, createCampaignShop, grantPoints } from '../campaigns/campaign-fixtures.js';
import { monthOf } from '../network/sales.repo.js';
import { lastTwelveMonths } from './agent-dashboard.service.js';

let t: TestApp;
let hq: string;
let levels: string[];
let second: SecondCompany;
const KL = 'Asia/Kuala_Lumpur';
const month = monthOf(KL);
const months = lastTwelveMonths(month);

async function agent(name: string, levelId: string, uplineId?: string) {
  const id = await createUser(t.db, {
    companyId: 'demo',
    email: `dash-${randomUUID().slice(0, 12)}@demo.niaga.test`,
    name,
    role: 'agent',
    levelId,
    ...(uplineId && { uplineId }),
  });
  return { id, token: await createSession(t.db, 'demo', id, false) };
}

const sales = (agentId: string, first: string, ps: number, gs: number) =>
  t.db.execute(sql`
    insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
    values ('demo', ${agentId}, ${first}::date, ${ps}, 1, ${gs}, 1)`);

const dashboard = (role: 'agent' | 'hq', token: string, query = '') =>
  t.call('GET', `/api/dashboard/${role}${query}`, { token });

beforeAll(async () => {
  ({ t, hq, levels } = await createCampaignShop());
  second = await createSecondCompany(t);
});
afterAll(() => t.close());

describe('GET /api/dashboard/agent', () => {
  it('answers this month’s figures, 12 months of sales, points, commission and the three links', async () => {
    const leader = await agent('Dash Leader', levels[0]!);
    const recruit = await agent('Dash Recruit', levels[1]!, leader.id);
    await sales(leader.id, month, 12_000_000, 30_000);
    await sales(leader.id, months[9]!, 5_000, 0);
    await sales(recruit.id, month, 30_000, 0);
    await grantPoints(t, leader.id, 999_000);
    const reward = await createCampaign(t, hq, { gameTitle: 'Dashboard car', pointRequired: 1_000_000 });
    await t.db.execute(sql`
      insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, inputs)
      values ('demo', ${newId()}, ${`dash-${leader.id}`}, ${leader.id}, 'sales_profit', 4500, ${month}::date, '{}'::jsonb)`);

    const response = await dashboard('agent', leader.token, '?by=ps');
    expect(response.status, response.meta?.message).toBe(200);
    const data = response.data;
    expect(data.month).toBe(month.slice(0, 7));
    expect(data.summary).toMatchObject({ ps: 12_000_000, gs: 30_000, tpgs: 12_030_000, teamSize: 1, newRecruits: 1 });
    expect(data.sales).toHaveLength(12);
    expect(data.sales.map((row: { month: string }) => row.month)).toEqual(months.map((first) => first.slice(0, 7)));
    expect(data.sales[11]).toEqual({ month: month.slice(0, 7), ps: 12_000_000, gs: 30_000 });
    expect(data.sales[9]).toMatchObject({ ps: 5_000, gs: 0 });
    expect(data.sales[0]).toMatchObject({ ps: 0, gs: 0 });
    expect(data.rewards.balance).toBe(999_000);
    expect(data.rewards.nextReward).toMatchObject({ id: reward.id, pointRequired: 1_000_000, pointsShort: 1_000 });
    expect(data.commission).toMatchObject({ thisMonth: 4_500, payable: 0 });
    expect(data.leaderboard.by).toBe('ps');
    expect(data.leaderboard.items.length).toBeLessThanOrEqual(3);
    expect(data.leaderboard.items[0]).toMatchObject({ agentId: leader.id, position: 1, isMe: true, score: 12_000_000 });

    // The recruit sees the same board, the leader not as itself; amounts hidden as soon as HQ says so (own kept).
    const seen = await dashboard('agent', recruit.token, '?by=ps');
    expect(seen.data.leaderboard.items[0]).toMatchObject({ agentId: leader.id, isMe: false, score: 12_000_000 });
    const setAmountsShown = (showAmountSnR: boolean) =>
      t.call('POST', '/api/setup/company-features/store', { token: hq, body: { showAmountSnR } });
    await setAmountsShown(false);
    try {
      const hidden = await dashboard('agent', recruit.token, '?by=ps');
      expect(hidden.data.leaderboard).toMatchObject({ amountsShown: false });
      expect(hidden.data.leaderboard.items[0]).toMatchObject({ agentId: leader.id, score: null });
      const own = await dashboard('agent', leader.token, '?by=ps');
      expect(own.data.leaderboard.items[0]).toMatchObject({ isMe: true, score: 12_000_000 });
    } finally {
      await setAmountsShown(true);
    }
    expect(data.links.product).toMatch(/\/my-shop$/);
    expect(data.links.commission).toMatch(/\/commission$/);
    expect(data.links.recruit).toContain(`/new-registration/`);
    expect(data.links.recruit).toContain(encodeURIComponent(leader.id));
  });

  it('answers zeros and empty months for a new agent with nothing yet', async () => {
    const fresh = await agent('Dash Fresh', levels[2]!);
    const response = await dashboard('agent', fresh.token);
    expect(response.status).toBe(200);
    expect(response.data.summary).toEqual({ ps: 0, gs: 0, tpgs: 0, teamSize: 0, newRecruits: 0, rank: null });
    expect(response.data.sales.every((row: { ps: number; gs: number }) => row.ps === 0 && row.gs === 0)).toBe(true);
    expect(response.data.rewards.balance).toBe(0);
    expect(response.data.commission).toMatchObject({ thisMonth: 0, payable: 0 });
    expect(response.data.leaderboard.by).toBe('tpgs');
  });

  it('refuses HQ, staff and a figure it does not know', async () => {
    expect((await dashboard('agent', hq)).status).toBe(403);
    const staff = await signInNewStaff(t, 'dash-staff-a@demo.niaga.test', 'Dash Staff', ['manage_orders']);
    expect((await dashboard('agent', staff)).status).toBe(403);
    const fresh = await agent('Dash Bad Query', levels[2]!);
    expect((await dashboard('agent', fresh.token, '?by=nope')).status).toBe(400);
    expect((await t.call('GET', '/api/dashboard/agent')).status).toBe(401);
  });

  it('keeps each company to itself: the second company’s agent sees none of demo’s figures', async () => {
    const response = await dashboard('agent', second.tokens.agent);
    expect(response.status).toBe(200);
    expect(response.data.summary.tpgs).toBe(0);
    expect(response.data.leaderboard.items).toEqual([]);
    expect(response.data.rewards).toEqual({ balance: 0, nextReward: null, redeemableCount: 0 });
  });
});

describe('GET /api/dashboard/hq', () => {
  it('answers orders by tab, sales, new agents, payouts, low stock and the subscription notice', async () => {
    const before = (await dashboard('hq', hq)).data;
    expect(Object.keys(before.orders).sort()).toEqual(
      ['approval', 'cancelled', 'completed', 'delivery', 'refund', 'toShip', 'unpaid'].sort(),
    );
    await agent('Dash Newcomer', levels[2]!);
    const after = (await dashboard('hq', hq)).data;
    expect(after.newAgents).toBe(before.newAgents + 1);
    expect(after.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.month).toBe(month.slice(0, 7));
    expect(after.sales.month).toBeGreaterThanOrEqual(after.sales.today);
    expect(after.payoutsWaiting).toEqual({ count: expect.any(Number), amount: expect.any(Number) });
    expect(after.lowStock).toMatchObject({ red: expect.any(Number), amber: expect.any(Number) });
    expect(after.lowStock.items.length).toBeLessThanOrEqual(5);
    for (const item of after.lowStock.items) expect(['red', 'amber']).toContain(item.indicator);

    await t.db.execute(sql`
      insert into subscription_invoices (company_id, id, number, issued_on, due_on, system_due_on, total, paid, status)
      values ('second', ${newId()}, 'SUB-DASH-1', current_date - 10, current_date - 2, current_date + 5, 29900, 9900,
        'partially_paid')`);
    const notice = (await dashboard('hq', second.tokens.hq)).data.subscription;
    expect(notice).toMatchObject({ number: 'SUB-DASH-1', status: 'overdue', amountDue: 20_000 });
  });

  it('counts sales as orders are approved, refunded, re-priced and deleted (kept per hour)', async () => {
    const buyer = await agent('Dash Buyer', levels[2]!);
    const order = (id: string, total: number, status: string, approved: boolean) => sql`
      insert into orders (company_id, id, reference_no, type, status, buyer_id, placed_by_id, seller_store_id,
        seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, delivery, approved_at,
        total_units)
      select 'demo', ${id}, ${`DASH-${id}`}, 'personal', ${status}, ${buyer.id}, ${buyer.id}, b.id, 'branch', 'HQ',
        'manual', 'paid', ${total}, ${total}, 'shipping', ${approved ? sql`now()` : sql`null`}, 1
      from branches b where b.company_id = 'demo' and b.is_main`;
    const salesNow = async () => (await dashboard('hq', hq)).data.sales;
    const before = await salesNow();
    const [counted, refunded, waiting] = [newId(), newId(), newId()];
    await t.db.execute(order(counted, 10_000, 'completed', true));
    await t.db.execute(order(refunded, 20_000, 'refund', true));
    await t.db.execute(order(waiting, 40_000, 'unpaid', false));
    const plus = (amount: number, orders: number) => ({
      today: before.today + amount,
      month: before.month + amount,
      ordersToday: before.ordersToday + orders,
      ordersMonth: before.ordersMonth + orders,
    });
    expect(await salesNow()).toEqual(plus(10_000, 1));
    await t.db.execute(sql`update orders set approved_at = now(), status = 'to_ship' where id = ${waiting}`);
    expect(await salesNow()).toEqual(plus(50_000, 2));
    await t.db.execute(sql`update orders set status = 'refund' where id = ${counted}`);
    await t.db.execute(sql`update orders set subtotal = 30000, grand_total = 30000 where id = ${waiting}`);
    expect(await salesNow()).toEqual(plus(30_000, 1));
    await t.db.execute(sql`delete from orders where id in (${counted}, ${refunded}, ${waiting})`);
    expect(await salesNow()).toEqual(before);
  });

  it('gives staff only the widgets their permissions allow', async () => {
    const orders = await signInNewStaff(t, 'dash-orders@demo.niaga.test', 'Dash Orders', ['manage_orders']);
    const view = (await dashboard('hq', orders)).data;
    expect(view.orders).not.toBeNull();
    expect(view.sales).not.toBeNull();
    expect(view).toMatchObject({ newAgents: null, lowStock: null, payoutsWaiting: null, subscription: null });
    const stock = await signInNewStaff(t, 'dash-stock@demo.niaga.test', 'Dash Stock', ['manage_inventory']);
    const stockView = (await dashboard('hq', stock)).data;
    expect(stockView.lowStock).not.toBeNull();
    expect(stockView).toMatchObject({ orders: null, sales: null, newAgents: null, payoutsWaiting: null });
    const none = await signInNewStaff(t, 'dash-none@demo.niaga.test', 'Dash None', []);
    expect((await dashboard('hq', none)).data).toMatchObject({ orders: null, sales: null, lowStock: null });
  });

  it('refuses agents and answers an empty company with zeros', async () => {
    const someone = await agent('Dash Agent HQ', levels[2]!);
    expect((await dashboard('hq', someone.token)).status).toBe(403);
    const empty = await dashboard('hq', second.tokens.staff);
    expect(empty.status).toBe(200);
    expect(empty.data.sales).toEqual({ today: 0, month: 0, ordersToday: 0, ordersMonth: 0 });
    expect(Object.values(empty.data.orders)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(empty.data.newAgents).toBe(1);
    expect(empty.data.lowStock).toMatchObject({ red: 0, amber: 0, items: [] });
  });
});
