import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createSecondCompany } from '../../testing/second-company.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addAgent } from '../../testing/test-users.js';
import { createSession } from '../auth/sessions.repo.js';
import { levelIds } from '../orders/order-fixtures.js';
import { placedSince, thisMonth } from './commission-fixtures.js';
import { nextMonth } from './periods.js';
import { applyDueVersion } from './plan-versions.repo.js';

let t: TestApp;
let hq: string;
let A: string;
let B: string;
const M1 = '2024-03';
const M2 = '2024-04';
const next = () => nextMonth(thisMonth()).slice(0, 7);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  const [L1, L2] = (await levelIds(t, hq)) as [string, string];
  // Silver: PS ≥ 1,000.00, 2% personal-level, 5% performance. Gold: TPGS ≥ 5,000.00, 3%, 10%.
  await t.db.execute(sql`delete from commission_ranks where company_id = 'demo'`);
  await t.db.execute(sql`
    insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
      side_group_sales, commission_bp, personal_level_bp, is_leadership)
    values ('demo', 'silver', 1, 'Silver', 100000, 0, 0, 500, 200, false),
           ('demo', 'gold', 2, 'Gold', 0, 500000, 0, 1000, 300, true)`);
  await t.db.execute(sql`update companies set features = features || '{"moq": "amount"}'::jsonb where id = 'demo'`);
  A = await addAgent(t, 'Plan Alpha', L1);
  B = await addAgent(t, 'Plan Bravo', L2, A);
  // The close reads the tree as it stood at each month's end: both agents were placed before the months tested.
  for (const agent of [A, B]) await placedSince(t, agent);
  for (const month of [M1, M2])
    await t.db.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
      values ('demo', ${A}, ${`${month}-01`}::date, 200000, 0, 150000, 0),
             ('demo', ${B}, ${`${month}-01`}::date, 150000, 0, 0, 0)`);
});
afterAll(() => t.close());

const overview = () => t.call('GET', '/api/commission/plan', { token: hq });
const putDraft = (plan: unknown, note?: string) =>
  t.call('PUT', '/api/commission/plan/draft', { token: hq, body: { plan, ...(note ? { note } : {}) } });
const publish = (effectiveMonth: string, language?: 'ms') =>
  t.call('POST', '/api/commission/plan/draft/publish', {
    token: hq,
    body: { effectiveMonth },
    ...(language ? { language } : {}),
  });
const liveSilverBp = async () =>
  Number(
    rowsOf<{ bp: number }>(
      await t.db.execute(
        sql`select commission_bp as bp from commission_ranks where company_id = 'demo' and id = 'silver'`,
      ),
    )[0]?.bp,
  );
const performanceOf = async (agentId: string, month: string) =>
  Number(
    rowsOf<{ amount: number }>(
      await t.db.execute(sql`
        select coalesce(sum(amount), 0)::float8 as amount from commission_entries
        where company_id = 'demo' and beneficiary_id = ${agentId} and type = 'performance' and period = ${`${month}-01`}::date`),
    )[0]?.amount,
  );
const ledgerCount = async () =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from commission_entries where company_id = 'demo'`),
    )[0]?.n,
  );

/** A copy of the plan with Silver's performance percentage set. */
function withSilver(plan: any, basisPoints: number) {
  return {
    ...plan,
    ranks: plan.ranks.map((rank: any) =>
      rank.id === 'silver' ? { ...rank, commissionBasisPoints: basisPoints } : rank,
    ),
  };
}

async function simulate(versionId: string, month: string) {
  const started = await t.call('POST', '/api/commission/plan/simulations', { token: hq, body: { versionId, month } });
  expect(started.status).toBe(200);
  for (;;) {
    const answer = await t.call('GET', `/api/commission/plan/simulations/${started.data.id}`, { token: hq });
    if (answer.data.status === 'done' || answer.data.status === 'failed') return answer.data;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let v1: any;
let v2: any;

describe('commission plan versions', () => {
  it('starts from version 1: the live settings, published, in force from the first month with sales', async () => {
    const answer = await overview();
    expect(answer.status).toBe(200);
    v1 = answer.data.inForce;
    expect(v1).toMatchObject({ number: 1, status: 'published', source: 'initial', effectiveMonth: M1 });
    expect(v1.plan.ranks.map((rank: any) => [rank.id, rank.commissionBasisPoints])).toEqual([
      ['silver', 500],
      ['gold', 1000],
    ]);
    expect(v1.plan.switches).toMatchObject({ rankBasis: 'amount' });
    expect(answer.data.draft).toBeNull();
    expect(answer.data.history.map((version: any) => version.number)).toEqual([1]);
  });

  it('refuses, in the caller language, what cannot be done, and is for the company admin only', async () => {
    const noDraft = await publish(next());
    expect(noDraft.status).toBe(404);
    expect(noDraft.meta?.message).toBe('There is no draft plan. Edit the plan to start one.');
    expect((await t.call('DELETE', '/api/commission/plan/draft', { token: hq })).status).toBe(404);
    const notClosed = await t.call('POST', '/api/commission/plan/simulations', {
      token: hq,
      body: { versionId: v1.id, month: M1 },
    });
    expect(notClosed.status).toBe(409);
    expect(notClosed.meta?.message).toBe(`${M1} is not closed. A simulation runs over a closed month.`);
    const unknown = await t.call('GET', '/api/commission/plan/versions/nope', { token: hq });
    expect(unknown.status).toBe(404);
    const agent = await createSession(t.db, 'demo', A, false);
    expect((await t.call('GET', '/api/commission/plan', { token: agent })).status).toBe(403);
    expect((await t.call('PUT', '/api/commission/plan/draft', { token: agent, body: { plan: v1.plan } })).status).toBe(
      403,
    );
  });

  it('keeps one draft, with its changes against the plan in force, and changes nothing live', async () => {
    const first = await putDraft(withSilver(v1.plan, 700), 'Silver up');
    expect(first.status).toBe(200);
    const second = await putDraft(withSilver(v1.plan, 800), 'Silver to 8%');
    expect(second.data).toMatchObject({ id: first.data.id, number: 2, status: 'draft', note: 'Silver to 8%' });
    expect(second.data.changes).toEqual([
      { kind: 'rank', name: 'Silver', field: 'commissionBasisPoints', from: 500, to: 800 },
    ]);
    expect(await liveSilverBp()).toBe(500);
    expect((await overview()).data.draft.id).toBe(first.data.id);
  });

  it('publishes for a future month only; the current month keeps its plan', async () => {
    const now = await publish(thisMonth().slice(0, 7));
    expect(now.status).toBe(409);
    expect(now.meta?.message).toBe(
      `A plan takes effect from a future month: choose ${next()} or later. Months already counting keep their plan.`,
    );
    expect((await publish(thisMonth().slice(0, 7), 'ms')).meta?.message).toContain('bulan hadapan');
    const published = await publish(next());
    expect(published.status).toBe(200);
    v2 = published.data;
    expect(v2).toMatchObject({ number: 2, status: 'published', effectiveMonth: next(), publishedByName: 'Hana HQ' });
    expect(published.meta?.message).toBe(`Version 2 published: in force from ${next()}.`);
    const after = await overview();
    expect(after.data.inForce.number).toBe(1);
    expect(after.data.draft).toBeNull();
    expect(after.data.history.map((version: any) => [version.number, version.changes.length])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(await liveSilverBp()).toBe(500);
  });

  it('never edits a published version: editing again starts a new draft', async () => {
    const draft = await putDraft(withSilver(v2.plan, 900));
    expect(draft.data).toMatchObject({ number: 3, status: 'draft' });
    expect(
      (await t.call('GET', `/api/commission/plan/versions/${v2.id}`, { token: hq })).data.plan.ranks[0],
    ).toMatchObject({ commissionBasisPoints: 800 });
    expect((await t.call('DELETE', '/api/commission/plan/draft', { token: hq })).status).toBe(200);
    expect((await overview()).data.draft).toBeNull();
  });

  it('closes each month with the version in force in it (a version published in M1, in force from M2)', async () => {
    // As if version 2 had been published during M1 for M2 (publishing answers future months only).
    await t.db.execute(
      sql`update commission_plan_versions set effective_month = ${`${M2}-01`}::date where company_id = 'demo' and id = ${v2.id}`,
    );
    expect((await t.call('POST', '/api/commission/close', { token: hq, body: { month: M1 } })).status).toBe(200);
    expect((await t.call('POST', '/api/commission/close', { token: hq, body: { month: M2 } })).status).toBe(200);
    // A: Silver (PS 2,000.00), TPGS 3,500.00, leg B Silver on 1,500.00. M1 at 5%: 175.00 − 75.00; M2 at 8%.
    expect(await performanceOf(A, M1)).toBe(10_000);
    expect(await performanceOf(A, M2)).toBe(16_000);
  });

  it('applies the version in force to the live settings once its month has begun (job or crediting)', async () => {
    expect(await liveSilverBp()).toBe(500);
    expect(await t.db.transaction((tx) => applyDueVersion(tx, 'demo', new Date()))).toBe(true);
    expect(await liveSilverBp()).toBe(800);
    expect(await t.db.transaction((tx) => applyDueVersion(tx, 'demo', new Date()))).toBe(false);
  });

  it('simulates the plan a month was closed with as exactly what was paid, and writes no ledger entry', async () => {
    const before = await ledgerCount();
    const same = await simulate(v1.id, M1);
    expect(same.status).toBe('done');
    expect(same.summary.changedAgents).toBe(0);
    for (const total of same.summary.totals) expect(total.simulated).toBe(total.paid);
    expect(same.summary.paid).toBe(same.summary.simulated);
    expect(same.summary.sales).toBe(350_000);
    const agents = await t.call('GET', `/api/commission/plan/simulations/${same.id}/agents`, { token: hq });
    expect(agents.data.total).toBe(0);
    expect(await ledgerCount()).toBe(before);
  });

  it("shows a version's differences over a closed month: totals, gainers, per agent and one agent's entries", async () => {
    const sim = await simulate(v2.id, M1);
    const performance = sim.summary.totals.find((total: any) => total.type === 'performance');
    // Both Silver agents gain 3% of their TPGS less their legs': A +6,000 (leg B +4,500 deducted), B +4,500.
    expect(performance.simulated - performance.paid).toBe(10_500);
    expect(sim.summary.gainers.map((agent: any) => [agent.name, agent.difference])).toEqual([
      ['Plan Alpha', 6_000],
      ['Plan Bravo', 4_500],
    ]);
    expect(sim.summary.losers).toEqual([]);
    expect(sim.summary.paidPercentOfSales).toBe(Math.round((sim.summary.paid * 10_000) / 350_000));
    const all = await t.call('GET', `/api/commission/plan/simulations/${sim.id}/agents?changed=false&q=bravo`, {
      token: hq,
    });
    expect(all.data.items).toEqual([
      expect.objectContaining({ name: 'Plan Bravo', difference: 4_500, paidRank: 'Silver', simulatedRank: 'Silver' }),
    ]);
    const detail = await t.call('GET', `/api/commission/plan/simulations/${sim.id}/agents/${A}`, { token: hq });
    expect(detail.status).toBe(200);
    const amounts = (entries: any[]) =>
      entries.filter((entry) => entry.type === 'performance').map((entry) => entry.amount);
    expect(amounts(detail.data.paidEntries)).toEqual([10_000]);
    expect(amounts(detail.data.simulatedEntries)).toEqual([16_000]);
  });

  it('records an edit on the ranks screen as a version in force from the current month', async () => {
    const ranks = await t.call('GET', '/api/setup/company-commission-rank', { token: hq });
    const edited = ranks.data.items.map((rank: any) => {
      const given = Object.fromEntries(Object.entries(rank).filter(([, value]) => value !== null));
      return rank.id === 'gold' ? { ...given, commission: 12 } : given;
    });
    const saved = await t.call('POST', '/api/setup/company-commission-rank/update', {
      token: hq,
      body: { ranks: edited },
    });
    expect(saved.status).toBe(200);
    const answer = await overview();
    expect(answer.data.inForce).toMatchObject({
      number: 3,
      source: 'settings',
      effectiveMonth: thisMonth().slice(0, 7),
    });
    expect(answer.data.inForce.changes).toEqual([
      { kind: 'rank', name: 'Gold', field: 'commissionBasisPoints', from: 1000, to: 1200 },
    ]);
  });

  it("answers another company's versions and simulations as missing", async () => {
    const second = await createSecondCompany(t);
    const token = second.tokens.hq;
    const host = second.host;
    expect((await t.call('GET', `/api/commission/plan/versions/${v2.id}`, { token, host })).status).toBe(404);
    const own = await t.call('GET', '/api/commission/plan', { token, host });
    expect(own.data.inForce.number).toBe(1);
    expect(own.data.history).toHaveLength(1);
    const started = await t.call('POST', '/api/commission/plan/simulations', {
      token,
      host,
      body: { versionId: v2.id, month: M1 },
    });
    expect(started.status).toBe(404);
  });
});
