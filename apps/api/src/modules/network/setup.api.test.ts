import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let hq: string;
beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

const levelBody = {
  levelName: 'Master Stockist',
  rankNumber: 4,
  momUnit: 10,
  momAmount: 50_000,
  momFirstOrderUnit: 20,
  momFirstOrderAmount: 100_000,
  psUnit: 5,
  psAmount: 20_000,
  gsUnit: 50,
  gsAmount: 200_000,
  tpgsUnit: 55,
  tpgsAmount: 220_000,
  helperPercen: 2.5,
  recruitComm: 1_000,
  leadership: 1.25,
  introducerComm: 500,
  overridingComm: 100,
};

describe('levels', () => {
  it('creates a level with every field and lists it by rank with its agent count', async () => {
    const created = await t.call('POST', '/api/setup/tier/store', { token: hq, body: levelBody });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ...levelBody, inactive: false, agentCount: 0 });
    const list = await t.call('GET', '/api/setup/tier', { token: hq });
    expect(list.data.items.map((l: any) => [l.levelName, l.rankNumber, l.agentCount])).toEqual([
      ['Stockist', 1, 1],
      ['Dealer', 2, 2],
      ['Agent', 3, 2],
      ['Master Stockist', 4, 0],
    ]);
  });

  it('refuses a taken rank number and bad values, naming each field', async () => {
    const taken = await t.call('POST', '/api/setup/tier/store', { token: hq, body: { ...levelBody, rankNumber: 1 } });
    expect(taken.status).toBe(409);
    expect(taken.meta?.errors?.rankNumber).toBe('Another level already has this rank number.');
    const bad = await t.call('POST', '/api/setup/tier/store', {
      token: hq,
      body: {
        ...levelBody,
        rankNumber: 9,
        levelName: '',
        momAmount: -1,
        helperPercen: 101,
        leadership: 1.234,
        psUnit: 1.5,
      },
    });
    expect(bad.meta?.errors).toEqual({
      levelName: 'This field is required.',
      momAmount: 'The value cannot be negative.',
      helperPercen: 'A percentage cannot exceed 100.',
      leadership: 'Use at most 2 decimals.',
      psUnit: 'Enter a whole number.',
    });
  });

  it('reorders levels; an incomplete order changes nothing', async () => {
    const levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
    const ids = levels.map((l: any) => l.id);
    const incomplete = await t.call('POST', '/api/setup/tier/reorder', { token: hq, body: { ids: ids.slice(1) } });
    expect(incomplete.status).toBe(400);
    const reordered = await t.call('POST', '/api/setup/tier/reorder', {
      token: hq,
      body: { ids: [ids[3], ids[0], ids[1], ids[2]] },
    });
    expect(reordered.data.items.map((l: any) => [l.levelName, l.rankNumber])).toEqual([
      ['Master Stockist', 1],
      ['Stockist', 2],
      ['Dealer', 3],
      ['Agent', 4],
    ]);
  });

  it('edits and deactivates a level; an inactive level gives no invite link', async () => {
    const levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
    const master = levels[0];
    const { id: _id, agentCount: _count, ...fields } = master;
    const updated = await t.call('POST', `/api/setup/tier/update/${master.id}`, {
      token: hq,
      body: { ...fields, inactive: true },
    });
    expect(updated.data.inactive).toBe(true);
    const links = await t.call('GET', '/api/user/invite-links', { token: hq });
    expect(links.data.items.map((l: any) => l.levelName)).not.toContain('Master Stockist');
    expect((await t.call('POST', '/api/setup/tier/update/nope', { token: hq, body: fields })).status).toBe(404);
  });

  it('only HQ changes levels', async () => {
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('POST', '/api/setup/tier/store', { token: agent, body: levelBody })).status).toBe(403);
    expect((await t.call('GET', '/api/setup/tier', { token: agent })).status).toBe(403);
  });
});

describe('commission ranks', () => {
  const rank = (name: string, extra: Record<string, unknown> = {}) => ({
    commission_name: name,
    personal_sales: 100_000,
    total_personal_group_sales: 1_000_000,
    side_group_sales: 300_000,
    commission: 5,
    personal_level_commission: 2.5,
    is_leadership: false,
    benefit_1: 'Trip to Langkawi',
    ...extra,
  });

  it('saves the whole list with every field and answers it in order', async () => {
    const saved = await t.call('POST', '/api/setup/company-commission-rank/update', {
      token: hq,
      body: { ranks: [rank('Silver'), rank('Gold', { commission: 8, is_leadership: true, benefit_8: 'Car' })] },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.items).toEqual([
      expect.objectContaining({
        commission_name: 'Silver',
        commission: 5,
        personal_level_commission: 2.5,
        benefit_1: 'Trip to Langkawi',
        benefit_2: null,
      }),
      expect.objectContaining({ commission_name: 'Gold', commission: 8, is_leadership: true, benefit_8: 'Car' }),
    ]);
    const again = await t.call('GET', '/api/setup/company-commission-rank', { token: hq });
    expect(again.data.items.map((r: any) => r.commission_name)).toEqual(['Silver', 'Gold']);
  });

  it('refuses duplicate names and keeps the saved list', async () => {
    const response = await t.call('POST', '/api/setup/company-commission-rank/update', {
      token: hq,
      body: { ranks: [rank('Gold'), rank('gold')] },
    });
    expect(response.status).toBe(400);
    expect(response.meta?.errors).toEqual({ 'ranks.1.commission_name': 'This value is used twice.' });
    const kept = await t.call('GET', '/api/setup/company-commission-rank', { token: hq });
    expect(kept.data.items).toHaveLength(2);
  });
});
