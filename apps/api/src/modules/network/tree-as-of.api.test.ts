import { calendarDay } from '@niaga/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { users } from '../users/users.tables.js';
import { refreshAgentStatuses } from './agent-status.job.js';

let t: TestApp;
let hq: string;
let agent2: string;
let ids: Record<'agent1' | 'agent2' | 'agent3' | 'agent4' | 'agent5', string>;
let levelIds: { stockist: string; dealer: string; agent: string };
const TZ = 'Asia/Kuala_Lumpur';
const yesterday = calendarDay(-1, TZ);
const today = calendarDay(0, TZ);
const [year, month] = today.split('-').map(Number) as [number, number];
const lastDayOfLastMonth = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);

type Node = {
  id: string;
  name: string;
  level: string;
  status: string;
  directCount: number;
  downlineCount: number;
  monthSales: number;
};
const children = async (query: string, token = hq) => t.call('GET', `/api/user/family-tree?${query}`, { token });
const uplines = async (query: string, token = hq) => t.call('GET', `/api/user/family-tree/uplines?${query}`, { token });
const names = (response: { data: { items: Array<{ name: string }> } }) => response.data.items.map((n) => n.name);
const node = (response: { data: { items: Node[] } }, id: string) => response.data.items.find((n) => n.id === id);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  const levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
  levelIds = { stockist: levels[0].id, dealer: levels[1].id, agent: levels[2].id };
  const entries = await Promise.all(
    (['agent1', 'agent2', 'agent3', 'agent4', 'agent5'] as const).map(
      async (name) => [name, await t.userId(`${name}@demo.niaga.test`)] as const,
    ),
  );
  ids = Object.fromEntries(entries) as typeof ids;
  // The seeded network has stood for forty days; the changes below happen today.
  await t.db.execute(
    sql`update network_placements set valid_from = valid_from - interval '40 days' where company_id = 'demo'`,
  );
  agent2 = await t.login('agent2@demo.niaga.test');
  // agent3 (Agent, under agent2) becomes a Dealer under agent1 and takes agent4 along; agent5 is suspended.
  const promoted = await t.call('POST', '/api/promote-demote/store', {
    token: hq,
    body: { agentId: ids.agent3, levelId: levelIds.dealer, uplineId: ids.agent1 },
  });
  expect(promoted.status).toBe(200);
  const suspended = await t.call('POST', '/api/promote-demote/suspend', {
    token: hq,
    body: { agentId: ids.agent5, suspend: true, reason: 'Audit' },
  });
  expect(suspended.status).toBe(200);
});
afterAll(() => t.close());

describe('the family tree as of a date', () => {
  it('shows the tree before a move and after it, with the levels, statuses and counts of each day', async () => {
    const before = await children(`parentId=${ids.agent1}&asOf=${yesterday}`);
    expect(before.status).toBe(200);
    expect(before.data.items.map((n: Node) => n.id).sort()).toEqual([ids.agent2, ids.agent5].sort());
    expect(node(before, ids.agent2)).toMatchObject({ directCount: 1, downlineCount: 2 });
    expect(node(before, ids.agent5)?.status).not.toBe('suspended');

    const after = await children(`parentId=${ids.agent1}&asOf=${today}`);
    expect(after.data.items.map((n: Node) => n.id).sort()).toEqual([ids.agent2, ids.agent3, ids.agent5].sort());
    expect(node(after, ids.agent2)).toMatchObject({ directCount: 0, downlineCount: 0 });
    expect(node(after, ids.agent3)).toMatchObject({ level: 'Dealer', directCount: 1, downlineCount: 1 });
    expect(node(after, ids.agent5)?.status).toBe('suspended');

    const underAgent2Before = await children(`parentId=${ids.agent2}&asOf=${yesterday}`);
    expect(underAgent2Before.data.items).toEqual([expect.objectContaining({ id: ids.agent3, level: 'Agent' })]);
  });

  it('as of today equals the live tree, node for node', async () => {
    for (const parent of [undefined, ids.agent1, ids.agent2, ids.agent3]) {
      const query = parent ? `parentId=${parent}` : '';
      const live = await children(query);
      const asOf = await children(`${query}&asOf=${today}`);
      const shape = (response: { data: { items: Node[]; total: number } }) => ({
        total: response.data.total,
        items: response.data.items.map(({ id, level, status, directCount, downlineCount, monthSales }) => ({
          id,
          level,
          status,
          directCount,
          downlineCount,
          monthSales,
        })),
      });
      expect(shape(asOf)).toEqual(shape(live));
    }
  });

  it("shows the sales of the as-of day's month", async () => {
    // Aminah Stockist sold last month: PS 1,000.00 and GS 5,600.00.
    await t.db.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, gs_amount)
      values ('demo', ${ids.agent1}, ${`${lastDayOfLastMonth.slice(0, 7)}-01`}::date, 100000, 560000)`);
    const lastMonth = await children(`asOf=${lastDayOfLastMonth}`);
    expect(node(lastMonth, ids.agent1)).toMatchObject({ monthSales: 660_000, downlineCount: 4 });
    const thisMonth = await children(`asOf=${today}`);
    expect(node(thisMonth, ids.agent1)?.monthSales).toBe(0);
  });

  it("answers an agent's uplines as they stood, nearest first", async () => {
    const before = await uplines(`agentId=${ids.agent4}&asOf=${yesterday}`);
    expect(before.data.items.map((u: { id: string }) => u.id)).toEqual([ids.agent3, ids.agent2, ids.agent1]);
    expect(before.data.items[0]).toMatchObject({ level: 'Agent' });
    const after = await uplines(`agentId=${ids.agent4}&asOf=${today}`);
    expect(after.data.items.map((u: { id: string }) => u.id)).toEqual([ids.agent3, ids.agent1]);
    expect(after.data.items[0]).toMatchObject({ level: 'Dealer' });
    const now = await uplines(`agentId=${ids.agent4}`);
    expect(now.data.items).toEqual(after.data.items);
    expect((await uplines(`agentId=${ids.agent1}&asOf=${today}`)).data.items).toEqual([]);
  });

  it('leaves out agents registered later, and has no tree before the first registration', async () => {
    const registered = await t.call('POST', '/api/agent-registration', {
      token: hq,
      body: {
        email: 'history.new@demo.niaga.test',
        firstName: 'Hisham',
        lastName: 'Later',
        phoneCode: '+60',
        phoneNumber: '0123456789',
        identityNo: '900101-14-5566',
        state: 'Selangor',
        postcode: '43000',
        levelId: levelIds.agent,
        uplineId: ids.agent3,
      },
    });
    expect(registered.status).toBe(200);
    const newId = registered.data.id;
    expect(names(await children(`parentId=${ids.agent3}&asOf=${today}`))).toContain('Hisham Later');
    expect(names(await children(`parentId=${ids.agent3}&asOf=${yesterday}`))).not.toContain('Hisham Later');
    expect((await uplines(`agentId=${newId}&asOf=${yesterday}`)).status).toBe(404);
    expect((await uplines(`agentId=${newId}&asOf=${today}`)).data.items[0].id).toBe(ids.agent3);
    const empty = await children('asOf=2020-01-01');
    expect(empty.data).toEqual({ items: [], total: 0 });
  });

  it('shows an agent only its own downline as it stood, on any date', async () => {
    const roots = await children(`asOf=${yesterday}`, agent2);
    expect(roots.data.items.map((n: Node) => n.id)).toEqual([ids.agent2]);
    expect(roots.data.items[0]).toMatchObject({ directCount: 1, downlineCount: 2 });
    // agent3 was in agent2's downline yesterday, not today.
    expect((await children(`parentId=${ids.agent3}&asOf=${yesterday}`, agent2)).status).toBe(200);
    expect((await children(`parentId=${ids.agent3}&asOf=${today}`, agent2)).status).toBe(404);
    expect((await children(`parentId=${ids.agent3}`, agent2)).status).toBe(404);
    for (const day of [yesterday, today, '2020-01-01']) {
      expect((await children(`parentId=${ids.agent1}&asOf=${day}`, agent2)).status).toBe(404);
      expect((await children(`parentId=${ids.agent5}&asOf=${day}`, agent2)).status).toBe(404);
      expect((await uplines(`agentId=${ids.agent1}&asOf=${day}`, agent2)).status).toBe(404);
    }
    // Uplines end at the caller: nothing above agent2 shows.
    const chain = await uplines(`agentId=${ids.agent4}&asOf=${yesterday}`, agent2);
    expect(chain.data.items.map((u: { id: string }) => u.id)).toEqual([ids.agent3, ids.agent2]);
    expect((await uplines(`agentId=${ids.agent4}&asOf=${today}`, agent2)).status).toBe(404);
  });

  it("keeps the inactivity job's status changes", async () => {
    await t.db
      .update(users)
      .set({ lastCountedAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(users.id, ids.agent4));
    expect(await refreshAgentStatuses(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const under = (day: string) => children(`parentId=${ids.agent3}&asOf=${day}`);
    expect(node(await under(today), ids.agent4)?.status).toBe('inactive');
    expect(node(await under(yesterday), ids.agent4)?.status).toBe('active');
  });

  it('refuses a date that is not a day of the calendar', async () => {
    for (const bad of ['2026-02-30', '2026-13-01', 'yesterday', '1999-12-31']) {
      const response = await children(`asOf=${bad}`);
      expect(response.status).toBe(400);
      expect(response.meta?.errors?.asOf).toBe('Enter a valid date.');
    }
  });
});
