import { calendarDay } from '@niaga/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addOtherCompanyAgent } from '../../testing/test-users.js';
import { users } from '../users/users.tables.js';
import { refreshAgentStatuses } from './agent-status.job.js';
import { creditSales, monthOf } from './sales.repo.js';

let t: TestApp;
let hq: string;
const month = monthOf('Asia/Kuala_Lumpur');
const id = (name: string) => t.userId(`${name}@demo.niaga.test`);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  // Sales this month: agent4 buys 100.00 (4 units), agent3 50.00, agent5 30.00.
  await creditSales(t.db, { companyId: 'demo', buyerId: await id('agent4'), month, amount: 10_000, units: 4 });
  await creditSales(t.db, { companyId: 'demo', buyerId: await id('agent3'), month, amount: 5_000, units: 2 });
  await creditSales(t.db, { companyId: 'demo', buyerId: await id('agent5'), month, amount: 3_000, units: 1 });
  await addOtherCompanyAgent(t, { id: 'rival', name: 'Rival' }, { email: 'agent9@rival.test', name: 'Rival Agent' });
});
afterAll(() => t.close());

describe('agent database', () => {
  it('HQ sees every agent of its company with PS, GS, TPGS and side group sales of this month', async () => {
    const response = await t.call('GET', '/api/agent-database?sort=name&limit=10', { token: hq });
    expect(response.status).toBe(200);
    expect(response.data.total).toBe(5);
    const byName = Object.fromEntries(response.data.items.map((row: any) => [row.name, row]));
    expect(byName['Aminah Stockist'].sales).toEqual({
      ps: 0,
      psUnits: 0,
      gs: 18_000,
      gsUnits: 7,
      tpgs: 18_000,
      tpgsUnits: 7,
      sideGroupSales: 3_000,
      // Elena's leg (1 unit) beside Badrul's (6 units).
      sideGroupSalesUnits: 1,
    });
    expect(byName['Chong Agent'].sales).toMatchObject({ ps: 5_000, gs: 10_000, tpgs: 15_000, sideGroupSales: 0 });
    expect(byName['Aminah Stockist']).toMatchObject({
      recruits: 2,
      downlineCount: 4,
      upline: null,
      level: { name: 'Stockist' },
    });
    expect(byName['Devi Agent'].upline.name).toBe('Chong Agent');
  });

  it('filters by level, status, state, join date and search, sorts and pages', async () => {
    const levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
    const dealers = await t.call('GET', `/api/agent-database?levelId=${levels[1].id}&sort=name`, { token: hq });
    expect(dealers.data.items.map((r: any) => r.name)).toEqual(['Badrul Dealer', 'Elena Dealer']);
    const byPs = await t.call('GET', '/api/agent-database?sort=-ps&limit=2&page=1', { token: hq });
    expect(byPs.data).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(byPs.data.items.map((r: any) => r.name)).toEqual(['Devi Agent', 'Chong Agent']);
    const page2 = await t.call('GET', '/api/agent-database?sort=-ps&limit=2&page=2', { token: hq });
    expect(page2.data.items.map((r: any) => r.name)).toEqual(['Elena Dealer', expect.any(String)]);
    const search = await t.call('GET', '/api/agent-database?q=devi', { token: hq });
    expect(search.data.items.map((r: any) => r.name)).toEqual(['Devi Agent']);
    await t.db.update(users).set({ state: 'Johor' }).where(eq(users.email, 'agent5@demo.niaga.test'));
    const johor = await t.call('GET', '/api/agent-database?state=Johor', { token: hq });
    expect(johor.data.items.map((r: any) => r.name)).toEqual(['Elena Dealer']);
    const future = await t.call('GET', '/api/agent-database?joinedFrom=2999-01-01', { token: hq });
    expect(future.data.total).toBe(0);
    const today = calendarDay();
    expect(
      (
        await t.call('GET', `/api/agent-database?joinedFrom=2020-01-01&joinedTo=2999-12-31&status=active`, {
          token: hq,
        })
      ).data.total,
    ).toBe(5);
    expect(today).toMatch(/^\d{4}-/);
    const badSort = await t.call('GET', '/api/agent-database?sort=password', { token: hq });
    expect(badSort.status).toBe(400);
  });

  it('an agent sees only its own downline; a sibling branch answers 404', async () => {
    const dealer = await t.login('agent2@demo.niaga.test');
    const list = await t.call('GET', '/api/agent-database?sort=name', { token: dealer });
    expect(list.data.items.map((r: any) => r.name)).toEqual(['Chong Agent', 'Devi Agent']);
    expect((await t.call('GET', `/api/agents/${await id('agent4')}`, { token: dealer })).status).toBe(200);
    const sibling = await t.call('GET', `/api/agents/${await id('agent5')}`, { token: dealer });
    const upline = await t.call('GET', `/api/agents/${await id('agent1')}`, { token: dealer });
    const missing = await t.call('GET', '/api/agents/nope', { token: dealer });
    expect([sibling.status, upline.status, missing.status]).toEqual([404, 404, 404]);
    const own = await t.call('GET', `/api/agents/${await id('agent2')}`, { token: dealer });
    expect(own.data).toMatchObject({ name: 'Badrul Dealer', downlineCount: 2 });
  });

  it("another company's agents are invisible", async () => {
    const rival = await t.userId('agent9@rival.test', 'rival');
    expect((await t.call('GET', `/api/agents/${rival}`, { token: hq })).status).toBe(404);
    const list = await t.call('GET', '/api/agent-database?q=rival', { token: hq });
    expect(list.data.total).toBe(0);
  });

  it("exports the filtered list as xlsx through the export job, in the caller's language", async () => {
    const started = await t.call('POST', '/api/report/export', {
      token: hq,
      body: { source: 'agent-database', format: 'xlsx', filters: { sort: 'name' } },
    });
    expect(started.status).toBe(200);
    let status = started.data;
    while (status.status !== 'done' && status.status !== 'failed') {
      status = (await t.call('GET', `/api/report/export/${started.data.id}`, { token: hq })).data;
    }
    expect(status).toMatchObject({ status: 'done', rowsDone: 5 });
    const response = await t.app.inject({
      method: 'GET',
      url: status.downloadUrl,
      headers: { host: 'localhost', authorization: `Bearer ${hq}` },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(1).getCell(1).value).toBe('Agent');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const aminah = rows.find((row) => row[1] === 'Aminah Stockist')!;
    expect(aminah[13]).toBe(180);
  });
});

describe('family tree', () => {
  it('HQ sees the top agents, then children on demand with counts and month sales', async () => {
    const roots = await t.call('GET', '/api/user/family-tree', { token: hq });
    expect(roots.data.items).toEqual([
      expect.objectContaining({
        name: 'Aminah Stockist',
        level: 'Stockist',
        directCount: 2,
        downlineCount: 4,
        monthSales: 18_000,
      }),
    ]);
    const children = await t.call('GET', `/api/user/family-tree?parentId=${roots.data.items[0].id}`, { token: hq });
    expect(children.data.items.map((n: any) => [n.name, n.downlineCount])).toEqual([
      ['Badrul Dealer', 2],
      ['Elena Dealer', 0],
    ]);
  });

  it('an agent starts at itself and cannot open nodes outside its downline', async () => {
    const token = await t.login('agent3@demo.niaga.test');
    const roots = await t.call('GET', '/api/user/family-tree', { token });
    expect(roots.data.items.map((n: any) => n.name)).toEqual(['Chong Agent']);
    const outside = await t.call('GET', `/api/user/family-tree?parentId=${await id('agent2')}`, { token });
    expect(outside.status).toBe(404);
    const leaf = await t.call('GET', `/api/user/family-tree?parentId=${await id('agent4')}`, { token });
    expect(leaf.data).toEqual({ items: [], total: 0 });
  });

  it('search finds a deep agent with the path to it, within the caller’s tree only', async () => {
    const found = await t.call('GET', '/api/user/family-tree/search?q=devi', { token: hq });
    expect(found.data.items[0].path.map((p: any) => p.name)).toEqual([
      'Aminah Stockist',
      'Badrul Dealer',
      'Chong Agent',
      'Devi Agent',
    ]);
    const token = await t.login('agent3@demo.niaga.test');
    const mine = await t.call('GET', '/api/user/family-tree/search?q=devi', { token });
    expect(mine.data.items[0].path.map((p: any) => p.name)).toEqual(['Chong Agent', 'Devi Agent']);
    const notMine = await t.call('GET', '/api/user/family-tree/search?q=elena', { token });
    expect(notMine.data.items).toEqual([]);
  });
});

describe('status job', () => {
  it('marks agents without a counted order in the period inactive, and active again after one', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000);
    await t.db.update(users).set({ lastCountedAt: old }).where(eq(users.email, 'agent5@demo.niaga.test'));
    expect(await refreshAgentStatuses(t.db, new Date())).toBe(1);
    const detail = await t.call('GET', `/api/agents/${await id('agent5')}`, { token: hq });
    expect(detail.data.status).toBe('inactive');
    expect(detail.data.history[0]).toMatchObject({ action: 'inactive', reason: '3 months' });
    expect(await refreshAgentStatuses(t.db, new Date())).toBe(0);

    await t.db.update(users).set({ lastCountedAt: new Date() }).where(eq(users.email, 'agent5@demo.niaga.test'));
    await refreshAgentStatuses(t.db, new Date());
    expect((await t.call('GET', `/api/agents/${await id('agent5')}`, { token: hq })).data.status).toBe('active');
  });
});
