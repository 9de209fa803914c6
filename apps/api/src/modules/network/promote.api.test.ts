import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { users } from '../users/users.tables.js';

let t: TestApp;
let hq: string;
let levelIds: { stockist: string; dealer: string; agent: string };
const id = (email: string) => t.userId(`${email}@demo.niaga.test`);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  const levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
  levelIds = { stockist: levels[0].id, dealer: levels[1].id, agent: levels[2].id };
});
afterAll(() => t.close());

const promote = (body: Record<string, unknown>) => t.call('POST', '/api/promote-demote/store', { token: hq, body });
async function tree(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, 'demo'), eq(users.email, `${email}@demo.niaga.test`)));
  return row!;
}

describe('promote / demote', () => {
  it("refuses a promotion into the upline's level without a new upline", async () => {
    // agent3 (Agent) sits under agent2 (Dealer): promoting it to Dealer needs a new upline.
    const response = await promote({ agentId: await id('agent3'), levelId: levelIds.dealer });
    expect(response.status).toBe(400);
    expect(response.meta?.errors?.uplineId).toBe(
      'The new level equals or is above the upline’s level: choose a new upline of a higher level.',
    );
    expect((await tree('agent3')).levelId).toBe(levelIds.agent);
  });

  it('refuses an upline that is not of a higher level, or inside the downline', async () => {
    for (const upline of ['agent5', 'agent4']) {
      const response = await promote({
        agentId: await id('agent3'),
        levelId: levelIds.dealer,
        uplineId: await id(upline),
      });
      expect(response.status).toBe(400);
      expect(response.meta?.errors?.uplineId).toBe(
        'Choose an upline of a higher level that is not in this agent’s downline.',
      );
    }
  });

  it('with a new upline moves the whole subtree; the old upline becomes the helper; counts follow', async () => {
    const before = await tree('agent4');
    expect(before.path?.split('/').filter(Boolean)).toHaveLength(4);
    const candidates = await t.call(
      'GET',
      `/api/promote-demote/upline-list?agentId=${await id('agent3')}&levelId=${levelIds.dealer}`,
      { token: hq },
    );
    expect(candidates.data.items.map((c: { name: string }) => c.name)).toEqual(['HQ', 'Aminah Stockist']);

    const response = await promote({
      agentId: await id('agent3'),
      levelId: levelIds.dealer,
      uplineId: await id('agent1'),
      reason: 'Target met',
    });
    expect(response.status).toBe(200);
    const agent3 = await tree('agent3');
    const agent4 = await tree('agent4');
    const agent1 = await tree('agent1');
    const agent2 = await tree('agent2');
    expect(agent3).toMatchObject({ levelId: levelIds.dealer, uplineId: agent1.id, helperId: agent2.id, depth: 1 });
    expect(agent4.path).toBe(`${agent3.path}${agent4.treeNo}/`);
    expect(agent4.uplineId).toBe(agent3.id);
    expect(agent2).toMatchObject({ directCount: 0, downlineCount: 0 });
    expect(agent1).toMatchObject({ directCount: 3, downlineCount: 4 });

    const detail = await t.call('GET', `/api/agents/${agent3.id}`, { token: hq });
    expect(detail.data.uplineHelper.name).toBe('Badrul Dealer');
    expect(detail.data.history[0]).toMatchObject({
      action: 'promote',
      fromLevel: 'Agent',
      toLevel: 'Dealer',
      fromUpline: 'Badrul Dealer',
      toUpline: 'Aminah Stockist',
      reason: 'Target met',
      actor: 'Hana HQ',
    });
  });

  it('demotes without moving when the upline stays higher', async () => {
    const response = await promote({ agentId: await id('agent5'), levelId: levelIds.agent });
    expect(response.status).toBe(200);
    expect((await tree('agent5')).levelId).toBe(levelIds.agent);
    const history = (await t.call('GET', `/api/agents/${await id('agent5')}`, { token: hq })).data.history;
    expect(history[0]).toMatchObject({ action: 'demote', fromLevel: 'Dealer', toLevel: 'Agent', fromUpline: null });
  });

  it('refuses a demotion below a direct downline and the same level', async () => {
    const below = await promote({ agentId: await id('agent1'), levelId: levelIds.agent });
    expect(below.meta?.errors?.levelId).toBe(
      'A direct downline has a higher level than the new level. Move or promote it first.',
    );
    const same = await promote({ agentId: await id('agent1'), levelId: levelIds.stockist });
    expect(same.meta?.errors?.levelId).toBe('The agent is already at this level.');
  });

  it('moving to the top (HQ) works and keeps the downline', async () => {
    const response = await promote({ agentId: await id('agent3'), levelId: levelIds.stockist, uplineId: 'hq' });
    expect(response.status).toBe(200);
    const agent3 = await tree('agent3');
    expect(agent3).toMatchObject({ uplineId: null, depth: 0, downlineCount: 1 });
    expect((await tree('agent1')).downlineCount).toBe(2);
    const subtree = await t.db
      .select()
      .from(users)
      .where(like(users.path, `${agent3.path}%`));
    expect(subtree.map((u) => u.email).sort()).toEqual(['agent3@demo.niaga.test', 'agent4@demo.niaga.test']);
  });

  it('concurrent moves never build a cycle', async () => {
    // Two Stockists each try to become the other's downline at the same time: at most one wins.
    const a = await id('agent1');
    const b = await id('agent3');
    const [first, second] = await Promise.all([
      promote({ agentId: a, levelId: levelIds.dealer, uplineId: b }),
      promote({ agentId: b, levelId: levelIds.dealer, uplineId: a }),
    ]);
    expect([first.status, second.status].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    const rows = await t.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, 'demo'), eq(users.role, 'agent')));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const seen = new Set<string>();
      let cursor: string | null = row.id;
      while (cursor) {
        expect(seen.has(cursor)).toBe(false);
        seen.add(cursor);
        cursor = byId.get(cursor)?.uplineId ?? null;
      }
      const upline = row.uplineId ? byId.get(row.uplineId) : undefined;
      expect(row.path).toBe(`${upline?.path ?? '/'}${row.treeNo}/`);
    }
  });

  it('needs the promote/demote/suspend permission', async () => {
    const clerk = await signInNewStaff(t, 'clerk@demo.niaga.test', 'Clerk', ['manage_orders']);
    const response = await t.call('POST', '/api/promote-demote/store', {
      token: clerk,
      body: { agentId: await id('agent5'), levelId: levelIds.dealer },
    });
    expect(response.status).toBe(403);
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/promote-demote/summary', { token: agent })).status).toBe(403);
  });
});

describe('suspend', () => {
  it('blocks login and ends sessions; unsuspend restores access; both are in the history', async () => {
    const agentToken = await t.login('agent4@demo.niaga.test');
    const suspend = await t.call('POST', '/api/promote-demote/suspend', {
      token: hq,
      body: { agentId: await id('agent4'), suspend: true, reason: 'Unpaid stock' },
    });
    expect(suspend.status).toBe(200);
    expect((await t.call('GET', '/api/user/detail', { token: agentToken })).status).toBe(401);
    const login = await t.call('POST', '/api/login', {
      body: { email: 'agent4@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(login.meta?.reason).toBe('SUSPENDED');
    const again = await t.call('POST', '/api/promote-demote/suspend', {
      token: hq,
      body: { agentId: await id('agent4'), suspend: true, reason: 'x' },
    });
    expect(again.meta?.message).toBe('The agent is already suspended.');

    await t.call('POST', '/api/promote-demote/suspend', {
      token: hq,
      body: { agentId: await id('agent4'), suspend: false, reason: 'Paid' },
    });
    await t.login('agent4@demo.niaga.test');
    const history = (await t.call('GET', `/api/agents/${await id('agent4')}`, { token: hq })).data.history;
    expect(history.slice(0, 2).map((h: { action: string; reason: string }) => [h.action, h.reason])).toEqual([
      ['unsuspend', 'Paid'],
      ['suspend', 'Unpaid stock'],
    ]);
  });

  it('needs a reason', async () => {
    const response = await t.call('POST', '/api/promote-demote/suspend', {
      token: hq,
      body: { agentId: await id('agent4'), suspend: true, reason: ' ' },
    });
    expect(response.meta?.errors?.reason).toBe('This field is required.');
  });

  it('summary counts agents per level and status', async () => {
    const summary = await t.call('GET', '/api/promote-demote/summary', { token: hq });
    // agent4 has bought before, so lifting its suspension makes it active again.
    expect(summary.data.statuses).toEqual({ active: 5 });
    expect(summary.data.levels.map((l: { count: number }) => l.count).reduce((a: number, b: number) => a + b)).toBe(5);
  });
});
