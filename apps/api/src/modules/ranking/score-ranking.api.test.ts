import { randomUUID } from 'node:crypto';
import { rankingMonths } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { createSession } from '../auth/sessions.repo.js';
import { levelIds } from '../orders/order-fixtures.js';

let t: TestApp;
let hq: string;
let second: SecondCompany;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const KL = 'Asia/Kuala_Lumpur';
const thisMonth = rankingMonths('thisMonth', KL, new Date()).from;
const lastMonth = rankingMonths('lastMonth', KL, new Date()).from;

async function agent(name: string, levelId: string) {
  const id = await createUser(t.db, {
    companyId: 'demo',
    email: `rank-${randomUUID().slice(0, 12)}@demo.niaga.test`,
    name,
    role: 'agent',
    levelId,
  });
  tokens[name] = await createSession(t.db, 'demo', id, false);
  return id;
}

const sales = (agentId: string, month: string, ps: number, gs: number) =>
  t.db.execute(sql`
    insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
    values ('demo', ${agentId}, ${`${month}-01`}::date, ${ps}, 0, ${gs}, 0)`);

const ranking = (path: string, token = hq) => t.call('GET', `/api/scoreranking/${path}`, { token });
const custom = 'period=custom&from=2024-01&to=2024-02';
const setAmountsShown = (showAmountSnR: boolean) =>
  t.call('POST', '/api/setup/company-features/store', { token: hq, body: { showAmountSnR } });

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  second = await createSecondCompany(t);
  const [L1] = (await levelIds(t, hq)) as [string];
  ids.ana = await agent('Ana Leader', L1);
  ids.ben = await agent('Ben Middle', L1);
  ids.cai = await agent('Cai Last', L1);
  // January and February 2024: nobody else of the demo company sold then.
  await sales(ids.ana, '2024-01', 50_000, 50_000);
  await sales(ids.ben, '2024-02', 40_000, 10_000);
  await sales(ids.cai, '2024-02', 1_000, 0);
  // The current and the last month in Kuala Lumpur.
  await sales(ids.cai, thisMonth, 900_000, 0);
  await sales(ids.ben, lastMonth, 800_000, 0);
});
afterAll(() => t.close());

describe('GET /api/scoreranking/score-ranking-*', () => {
  it('ranks a custom period with every amount for HQ, and no own row', async () => {
    const response = await ranking(`score-ranking-tpgs?${custom}`);
    expect(response.status, response.meta?.message).toBe(200);
    expect(response.data).toMatchObject({ by: 'tpgs', from: '2024-01', to: '2024-02', amountsShown: true, me: null });
    expect(response.data.total).toBe(3);
    expect(response.data.items.map((row: { name: string; score: number }) => [row.name, row.score])).toEqual([
      ['Ana Leader', 100_000],
      ['Ben Middle', 50_000],
      ['Cai Last', 1_000],
    ]);
  });

  it('gives an agent its own position even outside the page', async () => {
    const response = await ranking(`score-ranking-ps?${custom}&limit=1`, tokens['Cai Last']);
    expect(response.status).toBe(200);
    expect(response.data.items).toHaveLength(1);
    expect(response.data.items[0]).toMatchObject({ agentId: ids.ana, position: 1, isMe: false, score: 50_000 });
    expect(response.data.me).toMatchObject({ agentId: ids.cai, position: 3, isMe: true, score: 1_000 });
    const page3 = await ranking(`score-ranking-ps?${custom}&limit=1&page=3`, tokens['Cai Last']);
    expect(page3.data.items[0]).toMatchObject({ agentId: ids.cai, isMe: true });
  });

  it('hides other agents’ amounts from agents while showAmountSnR is off; HQ and staff still see them', async () => {
    expect((await setAmountsShown(false)).data.showAmountSnR).toBe(false);
    try {
      const agentView = await ranking(`score-ranking-gs?${custom}`, tokens['Ben Middle']);
      expect(agentView.data.amountsShown).toBe(false);
      expect(agentView.data.items.map((row: { score: number | null }) => row.score)).toEqual([null, 10_000]);
      expect(agentView.data.me).toMatchObject({ agentId: ids.ben, position: 2, score: 10_000 });
      const top = await ranking(`top-performer?${custom}&by=ps`, tokens['Ben Middle']);
      expect(top.data.items.map((row: { score: number | null }) => row.score)).toEqual([null, 40_000, null]);
      // The month figures call answers every figure, so agents may not read it while amounts are hidden.
      const figures = await t.call('GET', '/api/commission/score-figures?from=2024-01&to=2024-02', {
        token: tokens['Ben Middle'],
      });
      expect(figures.status).toBe(403);

      const hqView = await ranking(`score-ranking-gs?${custom}`);
      expect(hqView.data).toMatchObject({ amountsShown: true });
      expect(hqView.data.items[0].score).toBe(50_000);
      const staff = await signInNewStaff(t, 'rank-staff@demo.niaga.test', 'Rank Staff', []);
      const staffView = await ranking(`score-ranking-gs?${custom}`, staff);
      expect(staffView.data.items[0].score).toBe(50_000);
    } finally {
      await setAmountsShown(true);
    }
    const shown = await ranking(`score-ranking-gs?${custom}`, tokens['Ben Middle']);
    expect(shown.data.items[0].score).toBe(50_000);
  });

  it('counts this month and last month in the company’s time zone', async () => {
    const now = await ranking('score-ranking-ps?period=thisMonth');
    expect(now.data).toMatchObject({ from: thisMonth, to: thisMonth });
    expect(now.data.items[0]).toMatchObject({ agentId: ids.cai, position: 1, score: 900_000 });
    const before = await ranking('score-ranking-ps?period=lastMonth');
    expect(before.data).toMatchObject({ from: lastMonth, to: lastMonth });
    expect(before.data.items[0]).toMatchObject({ agentId: ids.ben, score: 800_000 });
    expect(before.data.items.some((row: { agentId: string }) => row.agentId === ids.cai)).toBe(false);
    const year = await ranking('score-ranking-ps?period=year');
    expect(year.data.from).toBe(rankingMonths('year', KL, new Date()).from);
    const quarter = await ranking('score-ranking-ps?period=quarter');
    expect(quarter.data.to).toBe(rankingMonths('quarter', KL, new Date()).to);
  });

  it('lets HQ switch showAmountSnR (default on); staff read it, agents may not', async () => {
    const read = await t.call('GET', '/api/setup/company-features', { token: hq });
    expect(read.data.showAmountSnR).toBe(true);
    const agent = tokens['Ana Leader'];
    expect((await t.call('GET', '/api/setup/company-features', { token: agent })).status).toBe(403);
    const byAgent = await t.call('POST', '/api/setup/company-features/store', {
      token: agent,
      body: { showAmountSnR: false },
    });
    expect(byAgent.status).toBe(403);
    const wrongType = await t.call('POST', '/api/setup/company-features/store', {
      token: hq,
      body: { showAmountSnR: 'no' },
    });
    expect(wrongType.status).toBe(400);
  });

  it('refuses a custom period without months or backwards, and callers not signed in', async () => {
    const missing = await ranking('score-ranking-team?period=custom');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.meta?.errors ?? {})).toEqual(['from', 'to']);
    const backwards = await ranking('score-ranking-team?period=custom&from=2024-03&to=2024-01');
    expect(backwards.status).toBe(400);
    expect(backwards.meta?.errors).toHaveProperty('to');
    expect((await t.call('GET', '/api/scoreranking/top-performer')).status).toBe(401);
    expect((await ranking('score-ranking-team?period=week')).status).toBe(400);
  });

  it('answers the top 3 by default', async () => {
    const top = await ranking(`top-performer?${custom}&by=ps`);
    expect(top.status).toBe(200);
    expect(top.data.items.map((row: { agentId: string; levelName: string }) => row.agentId)).toEqual([
      ids.ana,
      ids.ben,
      ids.cai,
    ]);
    expect(top.data.items[0]).toHaveProperty('photoUrl');
    expect(top.data.items[0].levelName).toBeTruthy();
  });

  it('never ranks another company’s agents', async () => {
    for (const token of [second.tokens.hq, second.tokens.agent]) {
      const response = await ranking(`score-ranking-tpgs?${custom}`, token);
      expect(response.status).toBe(200);
      expect(response.data.total).toBe(0);
      const top = await ranking('top-performer?period=thisMonth&by=ps', token);
      expect(top.data.items).toEqual([]);
    }
  });
});
