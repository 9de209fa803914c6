import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addAgent } from '../../testing/test-users.js';
import { levelIds } from '../orders/order-fixtures.js';
import { commissionEntries } from './commission.tables.js';
import { placedSince } from './commission-fixtures.js';

// Issue 24 "the network as it stood": a month is closed on the tree as it stood at the month's end (company time),
// from the placement history, not on the tree as it stands when HQ closes it.

let t: TestApp;
let hq: string;
let L1: string;
let L2: string;
let L3: string;

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  [L1, L2, L3] = (await levelIds(t, hq)) as [string, string, string];
  // Silver: PS ≥ 1,000.00, 5% performance. Gold: TPGS ≥ 3,000.00, 10% performance. No leadership.
  await t.db.execute(sql`delete from commission_ranks where company_id = 'demo'`);
  await t.db.execute(sql`
    insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
      side_group_sales, commission_bp, personal_level_bp, is_leadership)
    values ('demo', 'silver', 1, 'Silver', 100000, 0, 0, 500, 0, false),
           ('demo', 'gold', 2, 'Gold', 0, 300000, 0, 1000, 0, false)`);
  await t.db.execute(sql`update levels set leadership_bp = 0 where company_id = 'demo'`);
});
afterAll(() => t.close());

async function placedAgent(levelId: string, uplineId: string | null, name: string) {
  const id = await addAgent(t, name, levelId, uplineId);
  await placedSince(t, id);
  return id;
}

const performanceOf = async (month: string, agentId: string) => {
  const [entry] = await t.db
    .select()
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.companyId, 'demo'),
        eq(commissionEntries.period, `${month}-01`),
        eq(commissionEntries.type, 'performance'),
        eq(commissionEntries.beneficiaryId, agentId),
      ),
    );
  return entry && { amount: entry.amount, legs: entry.inputs.kind === 'performance' ? entry.inputs.legs : [] };
};

describe('month close against the tree as it stood', () => {
  it('pays the upline an agent had at the month’s end, though HQ moved it to another upline since', async () => {
    // June 2024: Old Upline (L1) → Moved Agent (L2); New Upline (L1) a top of its own.
    const oldUpline = await placedAgent(L1, null, 'Old Upline');
    const newUpline = await placedAgent(L1, null, 'New Upline');
    const moved = await placedAgent(L2, oldUpline, 'Moved Agent');
    await t.db.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
      values ('demo', ${moved}, '2024-06-01', 200000, 0, 0, 0),
             ('demo', ${oldUpline}, '2024-06-01', 100000, 0, 200000, 0),
             ('demo', ${newUpline}, '2024-06-01', 100000, 0, 0, 0)`);

    // Today, after June ended, HQ demotes the agent to L3 under New Upline.
    const changed = await t.call('POST', '/api/promote-demote/store', {
      token: hq,
      body: { agentId: moved, levelId: L3, uplineId: newUpline },
    });
    expect(changed.status, changed.meta?.message).toBe(200);

    const closed = await t.call('POST', '/api/commission/close', { token: hq, body: { month: '2024-06' } });
    expect(closed.status, closed.meta?.message).toBe(200);
    // Old Upline: Gold on TPGS 3,000.00: 10% = 300.00 less its leg Moved Agent's 5% of 2,000.00 = 100.00.
    expect(await performanceOf('2024-06', oldUpline)).toMatchObject({
      amount: 20_000,
      legs: [{ agentId: moved, agentName: 'Moved Agent', tpgs: 200_000, paid: 10_000, deduction: 10_000 }],
    });
    // New Upline: Silver on its own 1,000.00, no leg in June: 5% = 50.00.
    expect(await performanceOf('2024-06', newUpline)).toEqual({ amount: 5_000, legs: [] });
    expect(await performanceOf('2024-06', moved)).toMatchObject({ amount: 10_000, legs: [] });
  });
});
