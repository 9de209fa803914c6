import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CommissionShop, createCommissionShop, type TestAgent } from '../commission/commission-fixtures.js';

// The score ranking is kept (kept-rankings.ts) and computed again when the company's scores version moves: at once
// in tests (RANKING_REFRESH_SECONDS=0), at most RANKING_REFRESH_SECONDS later elsewhere.
let shop: CommissionShop;
let second: SecondCompany;
let slow: TestApp;
let ana: TestAgent;
let ben: TestAgent;
let productId: string;

const psRanking = (app: TestApp, token: string) =>
  app.call('GET', '/api/scoreranking/score-ranking-ps?period=thisMonth&limit=100', { token });
const positionOf = (page: { items: Array<{ agentId: string; position: number }> }, agent: TestAgent) =>
  page.items.find((row) => row.agentId === agent.id)?.position;

beforeAll(async () => {
  shop = await createCommissionShop();
  second = await createSecondCompany(shop.t);
  // A second API instance on the same database that computes a changed ranking at most once an hour.
  slow = await createTestApp({ RANKING_REFRESH_SECONDS: '3600' }, { sharing: { databaseName: shop.t.databaseName } });
  const [, , L3] = shop.levels;
  ana = await shop.agent(L3, null, 'Ana Kept');
  ben = await shop.agent(L3, null, 'Ben Kept');
  productId = (await shop.productP()).id;
  await shop.countedOrder(ana, productId, 3);
  await shop.countedOrder(ben, productId, 1);
});
afterAll(async () => {
  await slow.close();
  await shop.t.close();
});

describe('kept score rankings', () => {
  it('moves an agent as soon as its counted order changes the scores; asOf says when the figures were read', async () => {
    const before = await psRanking(shop.t, shop.hq);
    expect(before.status, before.meta?.message).toBe(200);
    expect(positionOf(before.data, ana)).toBeLessThan(positionOf(before.data, ben) as number);
    const again = await psRanking(shop.t, shop.hq);
    expect(again.data.asOf).toBe(before.data.asOf); // nothing changed: the kept ranking answers

    await shop.countedOrder(ben, productId, 5);
    const after = await psRanking(shop.t, ben.token);
    expect(positionOf(after.data, ben)).toBeLessThan(positionOf(after.data, ana) as number);
    expect(after.data.me).toMatchObject({ agentId: ben.id, isMe: true, score: 6 * 7_000 });
    expect(Date.parse(after.data.asOf)).toBeGreaterThan(Date.parse(before.data.asOf));

    // What a row shows beside the score is kept with the ranking, and moves its version too.
    await shop.t.db.execute(sql`update users set name = 'Ben Renamed' where company_id = 'demo' and id = ${ben.id}`);
    const renamed = await psRanking(shop.t, shop.hq);
    expect(renamed.data.items.find((row: { agentId: string }) => row.agentId === ben.id).name).toBe('Ben Renamed');
  });

  it('answers a kept ranking until RANKING_REFRESH_SECONDS after the scores changed, then computes it again', async () => {
    const kept = await psRanking(slow, shop.hq);
    const scoreOf = (page: { items: Array<{ agentId: string; score: number }> }) =>
      page.items.find((row) => row.agentId === ana.id)?.score;
    await shop.countedOrder(ana, productId, 1);
    const within = await psRanking(slow, shop.hq);
    expect(within.data.asOf).toBe(kept.data.asOf);
    expect(scoreOf(within.data)).toBe(scoreOf(kept.data));
    // An instance whose refresh interval is over (0 here) counts the order.
    const fresh = await psRanking(shop.t, shop.hq);
    expect(scoreOf(fresh.data)).toBe((scoreOf(kept.data) as number) + 7_000);
    // And so does the slow one an hour later.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_601_000);
      const later = await psRanking(slow, shop.hq);
      expect(scoreOf(later.data)).toBe(scoreOf(fresh.data));
      expect(Date.parse(later.data.asOf)).toBeGreaterThan(Date.parse(kept.data.asOf) + 3_600_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('computes a ranking nobody asked for yet once for concurrent callers', async () => {
    const answers = await Promise.all(
      [shop.hq, ana.token, ben.token, shop.hq, ana.token].map((token) =>
        shop.t.call('GET', '/api/scoreranking/top-performer?period=custom&from=2022-01&to=2022-12&by=team', { token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.data.asOf)).size).toBe(1);
  });

  it('never shares a kept ranking between companies, nor their scores versions', async () => {
    const custom = '/api/scoreranking/score-ranking-tpgs?period=custom&from=2023-05&to=2023-05';
    const sales = (companyId: string, agentId: string, amount: number) =>
      shop.t.db.execute(sql`
        insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
        values (${companyId}, ${agentId}, '2023-05-01', ${amount}, 1, 0, 0)
        on conflict (company_id, agent_id, month) do update set ps_amount = agent_monthly_sales.ps_amount + ${amount}`);
    await sales('demo', ana.id, 10_000);
    await sales(second.id, second.agentId, 20_000);
    const demo = await shop.t.call('GET', custom, { token: shop.hq });
    const other = await shop.t.call('GET', custom, { token: second.tokens.hq });
    expect(demo.data.items.map((row: { agentId: string }) => row.agentId)).toEqual([ana.id]);
    expect(other.data.items.map((row: { agentId: string }) => row.agentId)).toEqual([second.agentId]);
    expect(other.data.items[0].score).toBe(20_000);

    // The second company's sales move its own ranking only.
    await sales(second.id, second.agentId, 5_000);
    const demoAgain = await shop.t.call('GET', custom, { token: shop.hq });
    expect(demoAgain.data.asOf).toBe(demo.data.asOf);
    const otherAgain = await shop.t.call('GET', custom, { token: second.tokens.agent });
    expect(otherAgain.data.me).toMatchObject({ agentId: second.agentId, position: 1, score: 25_000 });
  });
});
