import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { createCampaign } from '../campaigns/campaign-fixtures.js';
import { monthOf } from '../network/sales.repo.js';
import { levelIds } from '../orders/order-fixtures.js';

let t: TestApp;
let hq: string;
let agent3: string;
let second: SecondCompany;
let stockist: string;
let dealer: string;
let agentLevel: string;
const id = (n: number) => t.userId(`agent${n}@demo.niaga.test`);
const login = (n: number) => t.login(`agent${n}@demo.niaga.test`);

/** This month's sales (sen) of some demo agents, set outright. */
async function setSales(rows: Array<[number, number, number]>) {
  const month = monthOf('Asia/Kuala_Lumpur');
  for (const [n, ps, gs] of rows)
    await t.db.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
      values ('demo', ${await id(n)}, ${month}::date, ${ps}, ${ps / 1000}, ${gs}, ${gs / 1000})
      on conflict (company_id, agent_id, month) do update set ps_amount = excluded.ps_amount,
        ps_units = excluded.ps_units, gs_amount = excluded.gs_amount, gs_units = excluded.gs_units`);
}

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  [stockist, dealer, agentLevel] = (await levelIds(t, hq)) as [string, string, string];
  agent3 = await login(3);
  second = await createSecondCompany(t);
  const rank = (id: string, name: string, ps: number, tpgs: number, side: number, commission: number) => ({
    id,
    commission_name: name,
    personal_sales: ps,
    total_personal_group_sales: tpgs,
    side_group_sales: side,
    commission,
    personal_level_commission: 2,
  });
  const ranks = await t.call('POST', '/api/setup/company-commission-rank/update', {
    token: hq,
    body: {
      ranks: [
        rank('demo-bronze', 'Bronze', 50_000, 0, 0, 3),
        rank('demo-silver', 'Silver', 50_000, 300_000, 0, 6),
        { ...rank('demo-gold', 'Gold', 100_000, 600_000, 100_000, 9), is_leadership: true, benefit_1: 'Annual trip' },
      ],
    },
  });
  expect(ranks.status).toBe(200);
  // Chandra (agent3): PS 600.00, GS 200.00 from Devi (agent4, her only leg): Bronze met, Silver next.
  await setSales([
    [3, 60_000, 20_000],
    [4, 20_000, 0],
  ]);
});
afterAll(() => t.close());

describe('the plan', () => {
  it('shows an agent the levels, ranks with benefits, its progress this month and the rewards open to its level', async () => {
    const open = await createCampaign(t, hq, { gameTitle: 'Open to agents', levelIds: [agentLevel] });
    await createCampaign(t, hq, { gameTitle: 'Stockists only', levelIds: [stockist] });
    const plan = await t.call('GET', '/api/plan-rewards', { token: agent3 });
    expect(plan.status).toBe(200);
    expect(plan.data.levels.map((level: { levelName: string }) => level.levelName)).toEqual([
      'Stockist',
      'Dealer',
      'Agent',
    ]);
    expect(plan.data.myLevelId).toBe(agentLevel);
    expect(plan.data.ranks.map((rank: { commission_name: string }) => rank.commission_name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(plan.data.ranks[2]).toMatchObject({ commission: 9, is_leadership: true, benefit_1: 'Annual trip' });
    expect(plan.data.rank).toEqual({
      achieved: { id: 'demo-bronze', name: 'Bronze' },
      next: { id: 'demo-silver', name: 'Silver' },
      progress: [
        { key: 'personalSales', have: 60_000, need: 50_000, basis: 'amount' },
        { key: 'totalPersonalGroupSales', have: 80_000, need: 300_000, basis: 'amount' },
        { key: 'sideGroupSales', have: 0, need: 0, basis: 'amount' },
      ],
    });
    expect(plan.data.rewards.map((reward: { id: string }) => reward.id)).toEqual([open.id]);
  });

  it('shows HQ and staff the same plan as a preview: no progress, every active reward', async () => {
    const staff = await signInNewStaff(t, 'plan-staff@demo.niaga.test', 'Plan Staff', []);
    for (const token of [hq, staff]) {
      const plan = await t.call('GET', '/api/plan-rewards', { token });
      expect(plan.status).toBe(200);
      expect(plan.data).toMatchObject({ myLevelId: null, rank: null });
      expect(plan.data.ranks).toHaveLength(3);
      expect(plan.data.rewards.map((reward: { gameTitle: string }) => reward.gameTitle).sort()).toEqual([
        'Open to agents',
        'Stockists only',
      ]);
    }
  });

  it('a company with no ranks shows none; its agent has no rank and no next one', async () => {
    const plan = await t.call('GET', '/api/plan-rewards', { token: second.tokens.agent, host: second.host });
    expect(plan.status).toBe(200);
    expect(plan.data.ranks).toEqual([]);
    expect(plan.data.rank).toEqual({ achieved: null, next: null, progress: [] });
    expect(plan.data.rewards).toEqual([]);
  });

  it('details one rank with the progress towards it; unknown and other companies’ ranks are 404', async () => {
    const silver = await t.call('GET', '/api/plan-rewards/rewards-details/demo-silver', { token: agent3 });
    expect(silver.data).toMatchObject({ position: 2, rankCount: 3, held: false, month: expect.any(String) });
    expect(silver.data.progress[1]).toEqual({
      key: 'totalPersonalGroupSales',
      have: 80_000,
      need: 300_000,
      basis: 'amount',
    });
    const bronze = await t.call('GET', '/api/plan-rewards/rewards-details/demo-bronze', { token: agent3 });
    expect(bronze.data.held).toBe(true);
    const preview = await t.call('GET', '/api/plan-rewards/rewards-details/demo-gold', { token: hq });
    expect(preview.data).toMatchObject({ held: null, progress: null, rank: { benefit_1: 'Annual trip' } });
    expect((await t.call('GET', '/api/plan-rewards/rewards-details/nope', { token: agent3 })).status).toBe(404);
    const other = await t.call('GET', '/api/plan-rewards/rewards-details/demo-silver', {
      token: second.tokens.agent,
      host: second.host,
    });
    expect(other.status).toBe(404);
  });
});

describe('plan subscription', () => {
  it('lists the levels above the agent, nearest first, with their targets against this month', async () => {
    const path = await t.call('GET', '/api/plan-rewards/plan-subscription', { token: agent3 });
    expect(path.status).toBe(200);
    expect(path.data.current.levelName).toBe('Agent');
    expect(path.data.steps.map((step: { level: { levelName: string } }) => step.level.levelName)).toEqual([
      'Dealer',
      'Stockist',
    ]);
    expect(path.data.steps[0].targets[0]).toMatchObject({ key: 'ps', have: 60_000, haveUnits: 60 });
    expect(path.data.steps[0].targetsMet).toEqual(expect.any(Boolean));
    expect(path.data).toMatchObject({ pending: null, requests: [] });

    const preview = await t.call('GET', '/api/plan-rewards/plan-subscription', { token: hq });
    expect(preview.data.current).toBeNull();
    expect(preview.data.steps).toHaveLength(3);
    expect(preview.data.steps[0].targets[0]).toMatchObject({ have: null, haveUnits: null });
  });

  it('refuses a request for the own level, a lower one, an unknown or another company’s level', async () => {
    const ask = (token: string, levelId: string) =>
      t.call('POST', '/api/plan-rewards/requests', { token, body: { levelId } });
    const own = await ask(agent3, agentLevel);
    expect(own.status).toBe(400);
    expect(own.meta?.errors?.levelId).toBe('Choose a level above your current level.');
    expect((await ask(await login(2), agentLevel)).status).toBe(400);
    expect((await ask(agent3, 'nope')).status).toBe(404);
    const [secondLevel] = await levelIds(t, second.tokens.hq).catch(() => ['x']);
    expect((await ask(agent3, secondLevel ?? 'x')).status).toBe(404);
    expect((await t.call('POST', '/api/plan-rewards/requests', { token: hq, body: { levelId: dealer } })).status).toBe(
      403,
    );
  });

  it('keeps one pending request per agent, also when many arrive together', async () => {
    const agent4 = await login(4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/api/plan-rewards/requests', { token: agent4, body: { levelId: dealer, note: 'Ready' } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.meta?.message).toBe(
      'You already have a promotion request waiting for HQ.',
    );
  });

  it('HQ approves through the promote path: upline rules, the level changes, the agent is told', async () => {
    const asked = await t.call('POST', '/api/plan-rewards/requests', {
      token: agent3,
      body: { levelId: dealer, note: 'Target met' },
    });
    expect(asked.data).toMatchObject({ status: 'pending', fromLevelName: 'Agent', toLevelName: 'Dealer' });
    const requestId = asked.data.id;

    const mine = await t.call('GET', '/api/plan-rewards/plan-subscription', { token: agent3 });
    expect(mine.data.pending.id).toBe(requestId);

    // An agent may not answer requests, nor may staff without the promote permission.
    const approveAs = (token: string, body: Record<string, unknown> = {}) =>
      t.call('POST', `/api/plan-rewards/requests/${requestId}/approve`, { token, body });
    expect((await approveAs(agent3)).status).toBe(403);
    const staff = await signInNewStaff(t, 'plan-staff2@demo.niaga.test', 'No Promote', ['manage_orders']);
    expect((await approveAs(staff)).status).toBe(403);

    const pending = await t.call('GET', '/api/plan-rewards/requests?status=pending', { token: hq });
    expect(pending.data.items.map((request: { id: string }) => request.id)).toContain(requestId);

    // Chandra sits under Badrul (Dealer): a Dealer needs a new upline; nothing changes without one.
    const withoutUpline = await approveAs(hq);
    expect(withoutUpline.status).toBe(400);
    expect(withoutUpline.meta?.errors?.uplineId).toBeDefined();
    expect((await t.call('GET', `/api/plan-rewards/requests?status=pending`, { token: hq })).data.total).toBe(2);
    // The menu badge of /promote-demote counts them for who may answer them.
    expect((await t.call('GET', '/api/menu/badges', { token: hq })).data.promotionRequests).toBe(2);
    expect((await t.call('GET', '/api/menu/badges', { token: agent3 })).data.promotionRequests).toBeNull();
    expect((await t.call('GET', '/api/menu/badges', { token: staff })).data.promotionRequests).toBeNull();

    const approved = await approveAs(hq, { uplineId: await id(1) });
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ status: 'approved', decidedByName: expect.any(String) });
    const detail = await t.call('GET', `/api/agents/${await id(3)}`, { token: hq });
    expect(detail.data.level.name).toBe('Dealer');
    expect(detail.data.history[0]).toMatchObject({ action: 'promote', toLevel: 'Dealer', reason: 'Target met' });
    expect((await t.lastMail('agent3@demo.niaga.test'))?.subject).toContain('promoted to Dealer');
    expect((await approveAs(hq, { uplineId: await id(1) })).status).toBe(409);
  });

  it('HQ rejects with a reason the agent reads; the agent may ask again', async () => {
    const agent4 = await login(4);
    const [pending] = (await t.call('GET', '/api/plan-rewards/requests?status=pending', { token: agent4 })).data.items;
    expect(
      (await t.call('POST', `/api/plan-rewards/requests/${pending.id}/reject`, { token: hq, body: {} })).status,
    ).toBe(400);
    const rejected = await t.call('POST', `/api/plan-rewards/requests/${pending.id}/reject`, {
      token: hq,
      body: { reason: 'Reach the Dealer targets first' },
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', decisionReason: 'Reach the Dealer targets first' });
    const mine = await t.call('GET', '/api/plan-rewards/plan-subscription', { token: agent4 });
    expect(mine.data.pending).toBeNull();
    expect(mine.data.requests[0]).toMatchObject({
      status: 'rejected',
      decisionReason: 'Reach the Dealer targets first',
    });
    expect((await t.lastMail('agent4@demo.niaga.test'))?.body).toContain('Reach the Dealer targets first');
    const again = await t.call('POST', '/api/plan-rewards/requests', { token: agent4, body: { levelId: dealer } });
    expect(again.status).toBe(200);
  });

  it('refuses to approve a request HQ has overtaken (approving would demote)', async () => {
    const agent5 = await login(5);
    const asked = await t.call('POST', '/api/plan-rewards/requests', { token: agent5, body: { levelId: stockist } });
    // HQ promotes agent5 to Stockist directly while the request waits.
    const promoted = await t.call('POST', '/api/promote-demote/store', {
      token: hq,
      body: { agentId: await id(5), levelId: stockist, uplineId: 'hq' },
    });
    expect(promoted.status).toBe(200);
    const late = await t.call('POST', `/api/plan-rewards/requests/${asked.data.id}/approve`, { token: hq, body: {} });
    expect(late.status).toBe(409);
    expect(late.meta?.message).toContain('no longer above');
  });

  it("keeps companies apart: another company's HQ, staff and agent see and answer none of demo's requests", async () => {
    const [request] = (await t.call('GET', '/api/plan-rewards/requests?status=pending', { token: hq })).data.items;
    for (const token of [second.tokens.hq, second.tokens.staff]) {
      const options = { token, host: second.host, body: { reason: 'x' } };
      expect((await t.call('POST', `/api/plan-rewards/requests/${request.id}/approve`, options)).status).toBe(404);
      expect((await t.call('POST', `/api/plan-rewards/requests/${request.id}/reject`, options)).status).toBe(404);
      const list = await t.call('GET', '/api/plan-rewards/requests', { token, host: second.host });
      expect(list.data.total).toBe(0);
    }
    const own = await t.call('GET', '/api/plan-rewards/requests', { token: second.tokens.agent, host: second.host });
    expect(own.data.items).toEqual([]);
  });
});
