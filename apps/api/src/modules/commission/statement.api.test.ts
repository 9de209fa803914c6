import { randomUUID } from 'node:crypto';
import { COMMISSION_TYPES } from '@niaga/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { setFeatures } from '../orders/order-fixtures.js';
import { commissionAgentRanks, commissionEntries, commissionPayouts, commissionPeriods } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, type TestAgent, thisMonth } from './commission-fixtures.js';

let t: TestApp;
let hq: string;
let L1: string;
let L2: string;
let L3: string;
const short = (month: string) => month.slice(0, 7);
function previousMonth(month: string) {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNo - 2, 1)).toISOString().slice(0, 10);
}

let shop: CommissionShop;
type Agent = TestAgent;
const agent = (levelId: string, upline: Agent | null, name?: string) => shop.agent(levelId, upline, name);
const productP = () => shop.productP();
/** Checkout by manual transfer and HQ's approval: the order counts. */
const countedOrder = (buyer: Agent, productId: string, quantity: number) =>
  shop.countedOrder(buyer, productId, quantity);

const get = (url: string, token: string) => t.call('GET', url, { token });

let A: Agent;
let B: Agent;
let C: Agent;
let D: Agent;
let P: { id: string; name: string };
let cOrder: { id: string; referenceNo: string };

beforeAll(async () => {
  shop = await createCommissionShop();
  ({
    t,
    hq,
    levels: [L1, L2, L3],
  } = shop);
  const ranks = await t.call('POST', '/api/setup/company-commission-rank/update', {
    token: hq,
    body: {
      ranks: [
        { commission_name: 'Bronze', personal_sales: 0, total_personal_group_sales: 50_000, side_group_sales: 0 },
        {
          commission_name: 'Silver',
          personal_sales: 10_000,
          total_personal_group_sales: 100_000,
          side_group_sales: 20_000,
        },
      ],
    },
  });
  expect(ranks.status, ranks.meta?.message).toBe(200);
  // domain-rules' worked example: HQ → A (L1) → B (L2) → C (L3) → D (L3).
  A = await agent(L1, null, 'Agent A');
  B = await agent(L2, A, 'Agent B');
  C = await agent(L3, B, 'Agent C');
  D = await agent(L3, C, 'Agent D');
  P = await productP();
  cOrder = await countedOrder(C, P.id, 10);
  await countedOrder(D, P.id, 1);
});
afterAll(() => t.close());

describe('commission views', () => {
  it("summary: this month's totals by type, balances, rank and progress to the next", async () => {
    const summary = await get('/api/commission', B.token);
    expect(summary.status, summary.meta?.message).toBe(200);
    const data = summary.data;
    expect(data.agent).toMatchObject({ id: B.id, name: 'Agent B' });
    expect(data.month).toBe(short(thisMonth()));
    // C's order: 100.00 sales profit and 50.00 introducer bonus; D's: 10.00 sales profit.
    expect(data.thisMonth.byType).toMatchObject({ sales_profit: 11_000, introducer: 5_000, overriding: 0 });
    expect(data.thisMonth.total).toBe(16_000);
    expect(data.months).toHaveLength(12);
    expect(data.months[0].month).toBe(short(previousMonth(thisMonth())));
    expect(data.balances).toEqual({ payable: 0, pending: 16_000, requested: 0, paid: 0 });
    expect(data.rank.achieved?.name).toBe('Bronze');
    expect(data.rank.next?.name).toBe('Silver');
    expect(data.rank.progress.map((row: { key: string; need: number }) => [row.key, row.need])).toEqual([
      ['personalSales', 10_000],
      ['totalPersonalGroupSales', 100_000],
      ['sideGroupSales', 20_000],
    ]);
    const tpgs = data.rank.progress[1].have;
    expect(tpgs).toBeGreaterThanOrEqual(50_000);

    const forC = await get('/api/commission', C.token);
    expect(forC.data.thisMonth.byType).toMatchObject({ overriding: 100, introducer: 500 });
    expect(forC.data.rank.achieved?.name).toBe('Bronze'); // its own 100.00 order is its TPGS
  });

  it('details: the entries of a type with their source orders and formulas', async () => {
    const details = await get('/api/commission/details?type=sales_profit', B.token);
    expect(details.status, details.meta?.message).toBe(200);
    expect(details.data.total).toBe(2);
    expect(details.data.sum).toBe(11_000);
    const fromC = details.data.items.find((item: { order: { id: string } }) => item.order?.id === cOrder.id);
    expect(fromC).toMatchObject({
      type: 'sales_profit',
      amount: 10_000,
      status: 'pending',
      period: short(thisMonth()),
      productName: P.name,
      formula: '(70.00 − 60.00) × 10 = 100.00',
      order: { id: cOrder.id, referenceNo: cOrder.referenceNo, buyerName: expect.any(String) },
    });
    expect(fromC.order.invoiceNo).toBeTruthy();

    const paged = await get('/api/commission/details?type=sales_profit&limit=1&page=2', B.token);
    expect(paged.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.data.items).toHaveLength(1);

    const other = await get(`/api/commission/details?type=overriding&month=${short(thisMonth())}`, C.token);
    expect(other.data.items.map((item: { formula: string }) => item.formula)).toEqual(['1.00 × 1 = 1.00']);
    const none = await get('/api/commission/details?type=leadership', B.token);
    expect(none.data).toMatchObject({ items: [], total: 0, sum: 0 });
    expect((await get('/api/commission/details?type=bogus', B.token)).status).toBe(400);
  });

  it('details: the spec’s old type names are still accepted, and answer with the ledger’s spelling', async () => {
    const canonical = await get('/api/commission/details?type=sales_profit', B.token);
    const alias = await get('/api/commission/details?type=sale-profit', B.token);
    expect(alias.status).toBe(200);
    expect(alias.data).toEqual(canonical.data);
    expect(alias.data.items.every((item: { type: string }) => item.type === 'sales_profit')).toBe(true);
    const override = await get('/api/commission/details?type=override', C.token);
    expect(override.data.items.map((item: { type: string }) => item.type)).toEqual(['overriding']);
  });

  it('check calculation: the formula, labelled inputs, beneficiary and source order', async () => {
    const details = await get('/api/commission/details?type=sales_profit', B.token);
    const entry = details.data.items.find((item: { order: { id: string } }) => item.order?.id === cOrder.id);
    const check = await get(`/api/commission/check-calculation?id=${entry.id}`, B.token);
    expect(check.status, check.meta?.message).toBe(200);
    expect(check.data).toMatchObject({
      id: entry.id,
      type: 'sales_profit',
      amount: 10_000,
      kind: 'differential',
      formula: '(70.00 − 60.00) × 10 = 100.00',
      beneficiary: { id: B.id, name: 'Agent B' },
      sourceAgent: { id: C.id, name: 'Agent C' },
      order: { id: cOrder.id, referenceNo: cOrder.referenceNo },
      reverses: null,
    });
    expect(check.data.inputs).toEqual([
      { key: 'productName', value: P.name, format: 'text' },
      { key: 'priceBelow', value: 7_000, format: 'money' },
      { key: 'ownPrice', value: 6_000, format: 'money' },
      { key: 'quantity', value: 10, format: 'count' },
    ]);
    // HQ opens anyone's; another agent gets 404, as for an unknown id.
    const byHq = await get(`/api/commission/check-calculation?id=${entry.id}`, hq);
    expect(byHq.status).toBe(200);
    expect(byHq.data.beneficiary.id).toBe(B.id);
    expect((await get(`/api/commission/check-calculation?id=${entry.id}`, A.token)).status).toBe(404);
    expect((await get('/api/commission/check-calculation?id=nope', B.token)).status).toBe(404);
  });

  it("HQ sees any agent's views; an agent only its own", async () => {
    const byHq = await get(`/api/commission?agentId=${B.id}`, hq);
    expect(byHq.status).toBe(200);
    expect(byHq.data.thisMonth.total).toBe(16_000);
    const details = await get(`/api/commission/details?type=sales_profit&agentId=${B.id}`, hq);
    expect(details.data.total).toBe(2);
    expect((await get('/api/commission', hq)).status).toBe(400);
    expect((await get('/api/commission?agentId=unknown', hq)).status).toBe(404);
    // The HQ user is not an agent.
    const hqUser = await get('/api/user/detail', hq);
    expect((await get(`/api/commission?agentId=${hqUser.data.id}`, hq)).status).toBe(404);

    const own = await get(`/api/commission?agentId=${B.id}`, B.token);
    expect(own.status).toBe(200);
    expect((await get(`/api/commission?agentId=${A.id}`, B.token)).status).toBe(404);
    expect((await get(`/api/commission/details?type=sales_profit&agentId=${A.id}`, B.token)).status).toBe(404);
    expect((await get(`/api/commission/income-statement?month=2026-01&agentId=${A.id}`, B.token)).status).toBe(404);
    expect((await get('/api/commission/company', B.token)).status).toBe(403);
    expect((await get('/api/commission/agents', B.token)).status).toBe(403);
  });

  it('income statement: earned, reversed and net per type; PDF', async () => {
    // A second order of C, refunded: its entries and their reversals cancel out in the statement.
    const refundedOrder = await countedOrder(C, P.id, 2);
    const refunded = await t.call('POST', `/api/orders/${refundedOrder.id}/refund`, {
      token: hq,
      body: { method: 'wallet' },
    });
    expect(refunded.status, refunded.meta?.message).toBe(200);

    const month = short(thisMonth());
    const statement = await get(`/api/commission/income-statement?month=${month}`, B.token);
    expect(statement.status, statement.meta?.message).toBe(200);
    expect(statement.data).toMatchObject({
      month,
      agent: { id: B.id, name: 'Agent B' },
      company: { name: expect.any(String) },
      closed: false,
      rank: { name: 'Bronze' },
      payouts: [],
      payoutsTotal: 0,
    });
    const salesProfit = statement.data.types.find((row: { type: string }) => row.type === 'sales_profit');
    expect(salesProfit).toEqual({ type: 'sales_profit', earned: 13_000, reversed: -2_000, net: 11_000 });
    expect(statement.data.types.map((row: { type: string }) => row.type)).toEqual([...COMMISSION_TYPES]);
    expect(statement.data.totals).toEqual({ earned: 18_000, reversed: -2_000, net: 16_000 });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/commission/income-statement/pdf?month=${month}`,
      headers: { authorization: `Bearer ${B.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const parsed = await PDFDocument.load(pdf.rawPayload);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getTitle()).toContain('Agent B');
    expect((await get(`/api/commission/income-statement?month=${month}&agentId=${B.id}`, hq)).status).toBe(200);
    expect((await get('/api/commission/income-statement?month=2026-13', B.token)).status).toBe(400);
  });

  it('the incomeStatement feature off hides the statement from agents, not from HQ', async () => {
    const month = short(thisMonth());
    await setFeatures(t, { incomeStatement: false });
    try {
      const hidden = await get(`/api/commission/income-statement?month=${month}`, B.token);
      expect(hidden.status).toBe(403);
      expect(hidden.meta?.message).toBe('The income statement is not available for this company.');
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/commission/income-statement/pdf?month=${month}`,
        headers: { authorization: `Bearer ${B.token}` },
      });
      expect(pdf.statusCode).toBe(403);
      expect((await get(`/api/commission/income-statement?month=${month}&agentId=${B.id}`, hq)).status).toBe(200);
    } finally {
      await setFeatures(t, { incomeStatement: true });
    }
  });

  it('company totals by type and month, net of reversals', async () => {
    const year = Number(thisMonth().slice(0, 4));
    const company = await get(`/api/commission/company?year=${year}`, hq);
    expect(company.status, company.meta?.message).toBe(200);
    expect(company.data.year).toBe(year);
    expect(company.data.months).toHaveLength(12);
    const [ledger] = await t.db
      .select({ total: sql<string>`coalesce(sum(${commissionEntries.amount}), 0)` })
      .from(commissionEntries)
      .where(
        and(
          eq(commissionEntries.companyId, 'demo'),
          gte(commissionEntries.period, `${year}-01-01`),
          lt(commissionEntries.period, `${year + 1}-01-01`),
        ),
      );
    expect(company.data.total).toBe(Number(ledger!.total));
    const current = company.data.months.find((row: { month: string }) => row.month === short(thisMonth()));
    expect(current.byType.sales_profit).toBeGreaterThanOrEqual(22_000);
    expect(current.total).toBe(company.data.total);
    expect(Object.values(company.data.byType).reduce((a: number, b) => a + (b as number), 0)).toBe(company.data.total);
  });

  it("HQ's agents list: this month's commission, payable balance and rank; search", async () => {
    const list = await get(`/api/commission/agents?q=${encodeURIComponent(B.email)}`, hq);
    expect(list.status, list.meta?.message).toBe(200);
    expect(list.data.items).toEqual([
      {
        id: B.id,
        name: 'Agent B',
        email: B.email,
        levelName: expect.any(String),
        commission: 16_000,
        payable: 0,
        rank: { id: expect.any(String), name: 'Bronze' },
      },
    ]);
    const all = await get('/api/commission/agents?limit=5', hq);
    expect(all.data.total).toBeGreaterThanOrEqual(4);
    expect(all.data.items.length).toBeLessThanOrEqual(5);
  });

  it('a closed month: payable balance, closed status and the rank it was judged on', async () => {
    const last = previousMonth(thisMonth());
    const [rank] = (await get('/api/setup/company-commission-rank', hq)).data.items.filter(
      (row: { commission_name: string }) => row.commission_name === 'Silver',
    );
    await t.db.insert(commissionEntries).values({
      companyId: 'demo',
      id: `test-${randomUUID()}`,
      key: `test:${randomUUID()}`,
      beneficiaryId: B.id,
      type: 'personal_level',
      amount: 2_500,
      period: last,
      inputs: { kind: 'percent', base: 50_000, basisPoints: 500, baseLabel: 'ps' },
    });
    await t.db.insert(commissionAgentRanks).values({
      companyId: 'demo',
      month: last,
      agentId: B.id,
      rankId: rank.id,
      ps: 50_000,
      tpgs: 150_000,
      sideGroupSales: 30_000,
    });
    await t.db.insert(commissionPeriods).values({ companyId: 'demo', month: last, status: 'closed' });
    // A payout paid this month appears on this month's statement.
    await t.db.insert(commissionPayouts).values({
      companyId: 'demo',
      id: `payout-${randomUUID()}`,
      agentId: B.id,
      amount: 1_000,
      status: 'paid',
      paidAt: new Date(),
      paymentReference: 'BANK-1',
    });
    const summary = await get('/api/commission', B.token);
    expect(summary.data.balances).toEqual({ payable: 2_500, pending: 16_000, requested: 0, paid: 0 });
    expect(summary.data.months[0]).toMatchObject({
      month: short(last),
      status: 'closed',
      total: 2_500,
      rank: { id: rank.id, name: 'Silver' },
    });
    const entry = (await get(`/api/commission/details?type=personal-level&month=${short(last)}`, B.token)).data
      .items[0];
    expect(entry).toMatchObject({ status: 'payable', formula: '500.00 × 5% = 25.00', order: null });
    const check = await get(`/api/commission/check-calculation?id=${entry.id}`, B.token);
    expect(check.data.inputs).toEqual([
      { key: 'ps', value: 50_000, format: 'money' },
      { key: 'percentage', value: 500, format: 'percent' },
    ]);
    const statement = await get(`/api/commission/income-statement?month=${short(last)}`, B.token);
    expect(statement.data).toMatchObject({ closed: true, rank: { name: 'Silver' } });
    const now = await get(`/api/commission/income-statement?month=${short(thisMonth())}`, B.token);
    expect(now.data.payouts).toEqual([
      { id: expect.any(String), amount: 1_000, paidAt: expect.any(String), reference: 'BANK-1' },
    ]);
    const list = await get(`/api/commission/agents?q=${encodeURIComponent(B.email)}&month=${short(last)}`, hq);
    expect(list.data.items[0]).toMatchObject({ commission: 2_500, payable: 2_500, rank: { name: 'Silver' } });
  });
});
