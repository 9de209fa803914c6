import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addAgent } from '../../testing/test-users.js';
import { createSession } from '../auth/sessions.repo.js';
import { monthOf } from '../network/sales.repo.js';
import { levelIds, setFeatures } from '../orders/order-fixtures.js';
import { placedSince } from './commission-fixtures.js';

// Issue 24 finding 3: rank thresholds are counted in what the company's MOQ setting names (domain-rules "Sales
// figures"), while the monthly commissions stay money, computed on amounts.

let t: TestApp;
let hq: string;
let L2: string;
/** Units meet Silver (PS ≥ 1,000 units) while its 9.00 in sales would not meet 1,000 sen. */
let byUnits: string;
/** 5,000.00 in sales would meet any threshold in sen, but 40 units meet none. */
let byAmount: string;
/** Gold by side group sales in units (legs of 60 and 55 units) though the side group's amount is 0.30. */
let sideTop: string;
let legX: string;
let legY: string;

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  [, L2] = (await levelIds(t, hq)) as [string, string];
  await setFeatures(t, { moq: 'unit' });
  await t.db.execute(sql`update levels set leadership_bp = 0 where company_id = 'demo'`);
  const rank = (id: string, name: string, thresholds: [number, number, number], commission: number, pl: number) => ({
    id,
    commission_name: name,
    personal_sales: thresholds[0],
    total_personal_group_sales: thresholds[1],
    side_group_sales: thresholds[2],
    commission,
    personal_level_commission: pl,
  });
  const saved = await t.call('POST', '/api/setup/company-commission-rank/update', {
    token: hq,
    body: { ranks: [rank('silver', 'Silver', [1_000, 0, 0], 5, 2), rank('gold', 'Gold', [0, 0, 50], 10, 0)] },
  });
  expect(saved.status).toBe(200);
  byUnits = await addAgent(t, 'Unit Seller', L2, null);
  byAmount = await addAgent(t, 'Amount Seller', L2, null);
  sideTop = await addAgent(t, 'Side Top', L2, null);
  legX = await addAgent(t, 'Leg X', L2, sideTop);
  legY = await addAgent(t, 'Leg Y', L2, sideTop);
  // Placed long before the month closed below (a close reads the tree as it stood).
  for (const id of [byUnits, byAmount, sideTop, legX, legY]) await placedSince(t, id);
});
afterAll(() => t.close());

/** A month's sales as the order crediting keeps them: [agent, PS sen, PS units, GS sen, GS units]. */
async function sales(month: string, rows: Array<[string, number, number, number, number]>) {
  for (const [agentId, ps, psUnits, gs, gsUnits] of rows)
    await t.db.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
      values ('demo', ${agentId}, ${month}::date, ${ps}, ${psUnits}, ${gs}, ${gsUnits})
      on conflict (company_id, agent_id, month) do update set ps_amount = excluded.ps_amount,
        ps_units = excluded.ps_units, gs_amount = excluded.gs_amount, gs_units = excluded.gs_units`);
}

const monthSales = (): Array<[string, number, number, number, number]> => [
  [byUnits, 900, 1_500, 0, 0],
  [byAmount, 500_000, 40, 0, 0],
  [sideTop, 0, 0, 70, 115],
  [legX, 40, 60, 0, 0],
  [legY, 30, 55, 0, 0],
];

const tokenOf = (agentId: string) => createSession(t.db, 'demo', agentId, false);

describe('a company whose MOQ setting is units: ranks are decided on units', () => {
  it('the month close ranks on units and pays the monthly commissions on amounts', async () => {
    await sales('2025-03-01', monthSales());
    const closed = await t.call('POST', '/api/commission/close', { token: hq, body: { month: '2025-03' } });
    expect(closed.status, closed.meta?.message).toBe(200);
    expect(closed.data).toMatchObject({ agents: 5, ranked: 2 });

    const ranks = await t.db.execute(sql`
      select agent_id, rank_id from commission_agent_ranks where company_id = 'demo' and month = '2025-03-01'`);
    expect(
      new Map(rowsOf<{ agent_id: string; rank_id: string | null }>(ranks).map((r) => [r.agent_id, r.rank_id])),
    ).toEqual(
      new Map([
        [byUnits, 'silver'],
        [byAmount, null],
        [sideTop, 'gold'],
        [legX, null],
        [legY, null],
      ]),
    );

    const entries = await t.db.execute(sql`
      select beneficiary_id, type, amount::int as amount from commission_entries
      where company_id = 'demo' and period = '2025-03-01' order by type, beneficiary_id`);
    expect(rowsOf(entries)).toEqual(
      [
        // Silver on 1,500 units: 5% × 9.00 = 0.45 and 2% × 9.00 = 0.18 (money, on the amount).
        { beneficiary_id: byUnits, type: 'performance', amount: 45 },
        // Gold on 55 units of side group sales: 10% × 0.70 TPGS = 0.07.
        { beneficiary_id: sideTop, type: 'performance', amount: 7 },
        { beneficiary_id: byUnits, type: 'personal_level', amount: 18 },
      ].sort((x, y) => x.type.localeCompare(y.type) || x.beneficiary_id.localeCompare(y.beneficiary_id)),
    );
  });

  it('check calculation shows the figures that decided the rank, in units', async () => {
    const agentToken = await tokenOf(byUnits);
    const details = await t.call('GET', '/api/commission/details?type=personal-level&month=2025-03', {
      token: agentToken,
    });
    expect(details.status, details.meta?.message).toBe(200);
    const [entry] = details.data.items;
    const check = await t.call('GET', `/api/commission/check-calculation?id=${entry.id}`, { token: agentToken });
    expect(check.status, check.meta?.message).toBe(200);
    expect(check.data.formula).toBe('9.00 × 2% = 0.18');
    expect(check.data.inputs).toEqual(
      expect.arrayContaining([
        { key: 'rankedOnPsUnits', value: 1_500, format: 'count' },
        { key: 'rankedOnTpgsUnits', value: 1_500, format: 'count' },
        { key: 'rankedOnSideGroupSalesUnits', value: 0, format: 'count' },
      ]),
    );
  });

  it('the open month: rank, progress and dashboard card follow units', async () => {
    const month = monthOf('Asia/Kuala_Lumpur');
    await sales(month, monthSales());
    const summary = await t.call('GET', '/api/commission', { token: await tokenOf(byUnits) });
    expect(summary.status, summary.meta?.message).toBe(200);
    expect(summary.data.rank.achieved).toEqual({ id: 'silver', name: 'Silver' });
    expect(summary.data.rank.next).toEqual({ id: 'gold', name: 'Gold' });
    expect(summary.data.rank.progress).toContainEqual({ key: 'personalSales', have: 1_500, need: 0, basis: 'unit' });

    const amountSummary = await t.call('GET', '/api/commission', { token: await tokenOf(byAmount) });
    expect(amountSummary.data.rank.achieved).toBeNull();
    expect(amountSummary.data.rank.progress).toContainEqual({
      key: 'personalSales',
      have: 40,
      need: 1_000,
      basis: 'unit',
    });

    const plan = await t.call('GET', '/api/plan-rewards', { token: await tokenOf(byUnits) });
    expect(plan.status, plan.meta?.message).toBe(200);
    expect(plan.data).toMatchObject({ rankBasis: 'unit', rank: { achieved: { id: 'silver', name: 'Silver' } } });
    const gold = await t.call('GET', '/api/plan-rewards/rewards-details/gold', { token: await tokenOf(sideTop) });
    expect(gold.data).toMatchObject({ rankBasis: 'unit', held: true });
    expect(gold.data.progress).toContainEqual({ key: 'sideGroupSales', have: 55, need: 50, basis: 'unit' });

    const dashboard = await t.call('GET', '/api/dashboard/agent', { token: await tokenOf(sideTop) });
    expect(dashboard.status, dashboard.meta?.message).toBe(200);
    expect(JSON.stringify(dashboard.data)).toContain('"rank":{"id":"gold","name":"Gold"}');
  });

  it('the same figures under the amount setting rank on amounts', async () => {
    await setFeatures(t, { moq: 'amount' });
    const month = monthOf('Asia/Kuala_Lumpur');
    await sales(month, monthSales());
    const units = await t.call('GET', '/api/commission', { token: await tokenOf(byUnits) });
    expect(units.data.rank.achieved).toBeNull();
    const amount = await t.call('GET', '/api/commission', { token: await tokenOf(byAmount) });
    expect(amount.data.rank.achieved).toEqual({ id: 'silver', name: 'Silver' });
    await setFeatures(t, { moq: 'unit' });
  });
});
