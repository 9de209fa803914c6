import { ORDER_TABS } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import {
  type CommissionShop,
  createCommissionShop,
  type TestAgent,
  thisMonth,
} from '../commission/commission-fixtures.js';

let shop: CommissionShop;
let t: TestApp;
let hq: string;
let A: TestAgent;
let B: TestAgent;
let C: TestAgent;
let second: SecondCompany;
const month = thisMonth();
/** This month, as days: the seeded month of the same-totals test. */
const period = (() => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return `from=${month}&to=${last}`;
})();
const yearMonth = month.slice(0, 7);

beforeAll(async () => {
  shop = await createCommissionShop();
  ({ t, hq } = shop);
  const [L1, L2, L3] = shop.levels;
  A = await shop.agent(L1, null, 'Report Alpha');
  B = await shop.agent(L2, A, 'Report Bravo');
  C = await shop.agent(L3, B, 'Report Charlie');
  await t.db.execute(sql`update users set state = 'Perlis' where company_id = 'demo' and id in (${B.id}, ${C.id})`);
  const P = (await shop.productP()).id;
  await shop.countedOrder(C, P, 10); // SV 700.00: B and A earn sales profit, B the introducer bonus
  await shop.countedOrder(B, P, 2);
  await shop.walletOrder(C, P, 1);
  await shop.placeManual(C, P, 3); // waiting for approval: placed, not counted
  second = await createSecondCompany(t);
});
afterAll(() => t.close());

const get = (path: string, token = hq, language?: string) =>
  t.call('GET', `/api${path}`, { token, ...(language ? { language } : {}) });
const ok = async (path: string) => {
  const response = await get(path);
  expect(response.status, `${path}: ${response.meta?.message}`).toBe(200);
  return response.data;
};

describe('the master report gives the numbers of the order and commission screens', () => {
  it('transaction summary: the order list’s tab counts and its counted orders’ grand totals', async () => {
    const summary = await ok(`/transaction/summary?${period}`);
    const orderList = await ok(`/orders?tab=toShip&dateField=created&${period}&limit=100`);
    for (const [tab, statuses] of Object.entries(ORDER_TABS)) {
      const ours = summary.byStatus
        .filter((row: { status: string }) => (statuses as readonly string[]).includes(row.status))
        .reduce((sum: number, row: { orders: number }) => sum + row.orders, 0);
      expect(ours, tab).toBe(orderList.counts[tab] ?? 0);
    }
    let counted = 0;
    let countedOrders = 0;
    for (const tab of ['toShip', 'delivery', 'completed']) {
      for (let page = 1; ; page += 1) {
        const list = await ok(`/orders?tab=${tab}&dateField=created&${period}&limit=100&page=${page}`);
        counted += list.items.reduce((sum: number, order: { grandTotal: number }) => sum + order.grandTotal, 0);
        countedOrders += list.items.length;
        if (list.items.length < 100) break;
      }
    }
    expect(summary.counted).toMatchObject({ orders: countedOrders, grandTotal: counted });
    expect(summary.counted.orders).toBeGreaterThanOrEqual(3);
    const byMethod = await ok(`/transaction/payment-method?${period}`);
    expect(byMethod.total).toEqual({ orders: countedOrders, grandTotal: counted });
  });

  it('transaction list and filters: one agent’s orders, as the order list filters by agent', async () => {
    const list = await ok(`/transaction/list?${period}&agentId=${C.id}&sort=grandTotal`);
    expect(list.total).toBe(3);
    expect(list.items.map((row: { grandTotal: number }) => row.grandTotal)).toEqual(
      [...list.items.map((row: { grandTotal: number }) => row.grandTotal)].sort((a, b) => a - b),
    );
    expect(list.items[0]).toMatchObject({ buyer: { id: C.id, name: 'Report Charlie' }, state: 'Perlis' });
    const waiting = await ok(`/transaction/list?${period}&agentId=${C.id}&status=pending_approval`);
    expect(waiting.items).toHaveLength(1);
    const perlis = await ok(`/transaction/summary?${period}&state=Perlis`);
    expect(perlis.orders).toBe(4); // C's three and B's one
    const level = await ok(`/transaction/summary?${period}&levelId=${shop.levels[1]}&state=Perlis`);
    expect(level.orders).toBe(1); // B's order
  });

  it('KPI: the commission plan’s PS, GS and commission per agent, and the company’s commission total', async () => {
    const kpi = await ok(`/kpi/sales-list?${period}&state=Perlis&limit=10`);
    const ranking = await ok(`/commission/score-figures?from=${yearMonth}&to=${yearMonth}&by=tpgs&limit=100`);
    const agents = await ok(`/commission/agents?month=${yearMonth}&limit=100&q=Report`);
    for (const row of kpi.items) {
      const ranked = ranking.items.find((item: { agentId: string }) => item.agentId === row.agentId);
      expect(row).toMatchObject({ ps: ranked.ps, gs: ranked.gs, tpgs: ranked.tpgs, recruits: ranked.recruitment });
      const commission = agents.items.find((item: { id: string }) => item.id === row.agentId);
      expect(row.commission).toBe(commission.commission);
    }
    const bravo = kpi.items.find((row: { agentId: string }) => row.agentId === B.id);
    expect(bravo.ps).toBe(12_000); // 2 × 60.00
    expect(bravo.gs).toBe(77_000); // C's 11 × 70.00
    expect(bravo.commission).toBeGreaterThan(0);
    const summary = await ok(`/kpi/summary?${period}`);
    const company = await ok(`/commission/company?year=${month.slice(0, 4)}`);
    const thisMonthRow = company.months.find((row: { month: string }) => row.month === yearMonth);
    expect(summary.commission).toBe(thisMonthRow.total);
    let ps = 0;
    for (let page = 1; ; page += 1) {
      const byPs = await ok(`/commission/score-figures?from=${yearMonth}&to=${yearMonth}&by=ps&limit=100&page=${page}`);
      ps += byPs.items.reduce((sum: number, item: { ps: number }) => sum + item.ps, 0);
      if (byPs.items.length < 100) break;
    }
    expect(summary.ps).toBe(ps);
    expect(summary).toMatchObject({ fromMonth: yearMonth, toMonth: yearMonth });
    const perlis = await ok(`/kpi/summary?${period}&state=Perlis`);
    expect(perlis).toMatchObject({ ps: 12_000 + 77_000, agentsWithSales: 2, recruits: 2 });
    expect(perlis.commission).toBe(
      bravo.commission + kpi.items.find((row: { agentId: string }) => row.agentId === C.id).commission,
    );
  });

  it('recruitment: new agents and recruiters, as the score ranking counts recruits', async () => {
    const summary = await ok(`/recruitment/summary?${period}&agentId=${B.id}`);
    expect(summary).toMatchObject({ newAgents: 1, recruiters: 1 });
    const list = await ok(`/recruitment/list?${period}&state=Perlis`);
    expect(list.items).toEqual([expect.objectContaining({ agentId: B.id, recruits: 1, name: 'Report Bravo' })]);
    const ranking = await ok(`/commission/score-figures?from=${yearMonth}&to=${yearMonth}&by=recruitment&limit=100`);
    const all = await ok(`/recruitment/list?${period}&limit=100`);
    for (const row of all.items) {
      const ranked = ranking.items.find((item: { agentId: string }) => item.agentId === row.agentId);
      expect(row.recruits).toBe(ranked.recruitment);
    }
  });

  it('agent report: statuses now, and each agent’s counted purchases of the period', async () => {
    const list = await ok(`/agent-report/list?${period}&state=Perlis`);
    const charlie = list.items.find((row: { agentId: string }) => row.agentId === C.id);
    const counted = await ok(`/transaction/list?${period}&agentId=${C.id}&limit=100`);
    const countedTotal = counted.items
      .filter((row: { status: string }) => row.status !== 'pending_approval')
      .reduce((sum: number, row: { grandTotal: number }) => sum + row.grandTotal, 0);
    expect(charlie).toMatchObject({ orders: 2, purchases: countedTotal, status: 'active' });
    const summary = await ok(`/agent-report/summary?${period}&state=Perlis`);
    expect(summary).toMatchObject({ agents: 2, joined: 2, buying: 2 });
    expect(summary.byStatus.find((row: { status: string }) => row.status === 'active').agents).toBe(2);
  });
});

describe('exports', () => {
  async function exported(source: string, filters: Record<string, string>) {
    const started = await t.call('POST', '/api/report/export', { token: hq, body: { source, format: 'csv', filters } });
    expect(started.status, started.meta?.message).toBe(200);
    for (;;) {
      const answer = await t.call('GET', `/api/report/export/${started.data.id}`, { token: hq });
      if (answer.data.status === 'failed') throw new Error(answer.data.error);
      if (answer.data.status === 'done') {
        const file = await t.app.inject({
          method: 'GET',
          url: answer.data.downloadUrl,
          headers: { authorization: `Bearer ${hq}` },
        });
        return file.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const [from, to] = period.split('&').map((part) => part.split('=')[1]!) as [string, string];

  it('exports each list with the rows of its call', async () => {
    const transactions = await exported('transaction-list', { from, to, state: 'Perlis' });
    expect(transactions[0]).toBe(
      'Reference,Invoice,Placed,Agent,Level,State,Seller,Payment method,Status,Units,Grand total',
    );
    expect(transactions).toHaveLength(1 + 4);
    const kpi = await exported('kpi-sales-list', { from, to, state: 'Perlis' });
    expect(kpi).toHaveLength(1 + 2);
    // Exports read the list in agent id order (keyset pages), not the screen's sort.
    expect(kpi.find((line) => line.startsWith('Report Bravo'))).toContain('120.00,770.00,890.00');
    const recruiters = await exported('recruitment-list', { from, to, state: 'Perlis' });
    expect(recruiters.slice(1).map((line) => line.split(',')[0])).toEqual(['Report Bravo']);
    const agents = await exported('agent-report-list', { from, to, state: 'Perlis' });
    expect(agents).toHaveLength(1 + 2);
  });
});

describe('access, tenancy and bad input', () => {
  const CALLS = [
    '/transaction/summary',
    '/transaction/list',
    '/transaction/payment-method',
    '/recruitment/summary',
    '/recruitment/list',
    '/kpi/summary',
    '/kpi/sales-list',
    '/agent-report/summary',
    '/agent-report/list',
  ];

  it('is HQ’s only: agents and staff (even with every permission) are refused', async () => {
    const staff = await signInNewStaff(t, 'report-staff@demo.niaga.test', 'Report Staff', [
      'manage_orders',
      'add_user',
    ]);
    for (const path of CALLS) {
      expect((await get(`${path}?${period}`, C.token)).status, path).toBe(403);
      expect((await get(`${path}?${period}`, staff)).status, path).toBe(403);
    }
  });

  it('another company sees only its own: none of demo’s orders, agents or figures', async () => {
    for (const path of CALLS) {
      const response = await get(`${path}?${period}&agentId=${C.id}`, second.tokens.hq);
      expect(response.status, path).toBe(200);
      const data = response.data;
      if ('items' in data) expect(data.items, path).toEqual([]);
    }
    const summary = await get(`/transaction/summary?${period}`, second.tokens.hq);
    expect(summary.data.orders).toBe(0);
  });

  it('refuses a bad period in the caller’s language and a wrong sort', async () => {
    const tooLong = await get('/transaction/list?from=2020-01-01&to=2026-01-02', hq, 'ms');
    expect(tooLong.status).toBe(400);
    expect(tooLong.meta?.errors?.to).toBe('Laporan merangkumi paling lama 5 tahun: pilih tempoh yang lebih pendek.');
    const backwards = await get('/kpi/summary?from=2026-02-01&to=2026-01-01', hq, 'id');
    expect(backwards.status).toBe(400);
    expect(backwards.meta?.errors?.to).toBe('Periode laporan harus dimulai pada atau sebelum akhirnya.');
    expect((await get(`/agent-report/list?${period}&sort=password`)).status).toBe(400);
    expect((await get('/recruitment/list?from=2026-13-01&to=2026-12-01')).status).toBe(400);
  });
});
