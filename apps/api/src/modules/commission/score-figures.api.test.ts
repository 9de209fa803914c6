import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addAgent } from '../../testing/test-users.js';
import { createSession } from '../auth/sessions.repo.js';
import { levelIds } from '../orders/order-fixtures.js';

let t: TestApp;
let hq: string;
const ids: Record<string, string> = {};

async function agent(name: string, levelId: string, introducerId?: string, joined = '2025-03-10T04:00:00Z') {
  const id = await addAgent(t, name, levelId, introducerId);
  await t.db.execute(
    sql`update users set created_at = ${joined}::timestamptz where company_id = 'demo' and id = ${id}`,
  );
  return id;
}

const sales = (agentId: string, month: string, ps: number, gs: number) =>
  t.db.execute(sql`
    insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
    values ('demo', ${agentId}, ${`${month}-01`}::date, ${ps}, 0, ${gs}, 0)`);

const entry = (beneficiaryId: string, month: string, amount: number, status = 'pending') =>
  t.db.execute(sql`
    insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, status, inputs)
    values ('demo', ${randomUUID()}, ${randomUUID()}, ${beneficiaryId}, 'performance', ${amount},
      ${`${month}-01`}::date, ${status}, '{"kind":"percent","base":0,"basisPoints":0,"baseLabel":"ps"}')`);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  const [L1, L2] = (await levelIds(t, hq)) as [string, string];
  ids.zara = await agent('Zara Top', L1, undefined, '2024-01-01T00:00:00Z');
  ids.yusof = await agent('Yusof Second', L2, ids.zara, '2024-01-01T00:00:00Z');
  // Recruited by Yusof: both in April 2025 in Kuala Lumpur.
  ids.xin = await agent('Xin Recruit', L2, ids.yusof, '2025-03-31T16:30:00Z');
  ids.wan = await agent('Wan Later', L2, ids.yusof, '2025-04-02T02:00:00Z');
  await sales(ids.zara, '2025-02', 10_000, 90_000);
  await sales(ids.zara, '2025-03', 20_000, 50_000);
  await sales(ids.yusof, '2025-03', 80_000, 10_000);
  await sales(ids.xin, '2025-03', 10_000, 0);
  await entry(ids.yusof, '2025-03', 7_000);
  await entry(ids.yusof, '2025-03', 5_000, 'reversed');
  await entry(ids.zara, '2025-02', 3_000);
});
afterAll(() => t.close());

const ranking = (query: string, token = hq) => t.call('GET', `/api/commission/score-figures?${query}`, { token });

describe('GET /api/commission/score-figures', () => {
  it('ranks by TPGS over the months asked, with every figure of each agent', async () => {
    const response = await ranking('from=2025-02&to=2025-03&by=tpgs&limit=10');
    expect(response.status, response.meta?.message).toBe(200);
    const mine = response.data.items.filter((item: { agentId: string }) => Object.values(ids).includes(item.agentId));
    expect(mine.map((item: { name: string }) => item.name)).toEqual(['Zara Top', 'Yusof Second', 'Xin Recruit']);
    expect(mine[0]).toMatchObject({ ps: 30_000, gs: 140_000, tpgs: 170_000, commission: 3_000, levelName: 'Stockist' });
    // Reversed entries are not income; Xin joined on 1 April in Kuala Lumpur (31 March in UTC): no March recruit.
    expect(mine[1]).toMatchObject({ ps: 80_000, gs: 10_000, commission: 7_000, recruitment: 0, team: 2 });
  });

  it('ranks by commission, recruitment or team, counting the company’s time zone for recruits', async () => {
    const byCommission = await ranking('from=2025-03&to=2025-03&by=commission&limit=100');
    expect(byCommission.data.items[0]).toMatchObject({ agentId: ids.yusof, position: 1, commission: 7_000 });
    expect(byCommission.data.total).toBe(1);

    const byRecruits = await ranking('from=2025-04&to=2025-04&by=recruitment&limit=100');
    expect(
      byRecruits.data.items.map((item: { agentId: string; recruitment: number }) => [item.agentId, item.recruitment]),
    ).toEqual([[ids.yusof, 2]]);
  });

  it('is open to agents (the dashboard leaderboard) with the top 3 by default, and checks the months', async () => {
    const token = await createSession(t.db, 'demo', ids.xin as string, false);
    const top = await ranking('from=2025-03&to=2025-03&by=ps', token);
    expect(top.status).toBe(200);
    expect(top.data.limit).toBe(3);
    expect(top.data.items[0]).toMatchObject({ agentId: ids.yusof, position: 1 });

    const backwards = await ranking('from=2025-04&to=2025-03');
    expect(backwards.status).toBe(400);
    expect(backwards.meta?.errors).toEqual({ to: 'The last month must not come before the first.' });
  });
});
