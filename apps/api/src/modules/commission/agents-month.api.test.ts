import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { commissionEntries } from './commission.tables.js';
import { thisMonth } from './commission-fixtures.js';

let t: TestApp;
let b: SecondCompany;
const shiftMonth = (month: string, by: number) => {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNo - 1 + by, 1)).toISOString().slice(0, 10);
};
const agents = (query = '') => t.call('GET', `/api/commission/agents${query}`, { token: b.tokens.hq, host: b.host });
const entry = (period: string, amount: number) =>
  t.db.insert(commissionEntries).values({
    companyId: b.id,
    id: `test-${randomUUID()}`,
    key: `test:${randomUUID()}`,
    beneficiaryId: b.agentId,
    type: 'personal_level',
    amount,
    period,
    inputs: { kind: 'percent', base: amount * 20, basisPoints: 500, baseLabel: 'ps' },
  });

beforeAll(async () => {
  t = await createTestApp();
  b = await createSecondCompany(t);
});
afterAll(() => t.close());

describe("HQ's commission agents list: the month it opens on", () => {
  it('is this month while the company has no entries', async () => {
    const list = await agents();
    expect(list.status, list.meta?.message).toBe(200);
    expect(list.data.month).toBe(thisMonth().slice(0, 7));
    expect(list.data.items).toEqual([expect.objectContaining({ id: b.agentId, commission: 0 })]);
  });

  it('is the latest month with entries, never a month after this one; an explicit month still wins', async () => {
    const older = shiftMonth(thisMonth(), -5);
    const latest = shiftMonth(thisMonth(), -2);
    await entry(older, 1_000);
    await entry(latest, 2_500);
    await entry(shiftMonth(thisMonth(), 3), 9_999);

    const list = await agents();
    expect(list.data.month).toBe(latest.slice(0, 7));
    expect(list.data.items).toEqual([expect.objectContaining({ id: b.agentId, commission: 2_500 })]);

    const chosen = await agents(`?month=${older.slice(0, 7)}`);
    expect(chosen.data.month).toBe(older.slice(0, 7));
    expect(chosen.data.items[0].commission).toBe(1_000);
    const now = await agents(`?month=${thisMonth().slice(0, 7)}`);
    expect(now.data.items[0].commission).toBe(0);
  });
});
