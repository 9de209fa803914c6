import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addAgent } from '../../testing/test-users.js';
import { createSession } from '../auth/sessions.repo.js';
import { levelIds } from '../orders/order-fixtures.js';
import { closeEndedMonths } from './close.js';
import { commissionAgentRanks, commissionEntries } from './commission.tables.js';
import { placedSince } from './commission-fixtures.js';
import { payableBalance } from './ledger.repo.js';

let t: TestApp;
let hq: string;
let L1: string;
let L2: string;

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  [L1, L2] = (await levelIds(t, hq)) as [string, string];
  // Two ranks, lowest first. Silver: PS ≥ 1,000.00, 2% personal-level, 5% performance. Gold (leadership):
  // TPGS ≥ 5,000.00, 3% personal-level, 10% performance. L1 pays 1% leadership.
  await t.db.execute(sql`delete from commission_ranks where company_id = 'demo'`);
  await t.db.execute(sql`
    insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
      side_group_sales, commission_bp, personal_level_bp, is_leadership)
    values ('demo', 'silver', 1, 'Silver', 100000, 0, 0, 500, 200, false),
           ('demo', 'gold', 2, 'Gold', 0, 500000, 0, 1000, 300, true)`);
  await t.db.execute(sql`update levels set leadership_bp = 0 where company_id = 'demo'`);
  await t.db.execute(sql`update levels set leadership_bp = 100 where company_id = 'demo' and id = ${L1}`);
});
afterAll(() => t.close());

/** An agent placed since long before the months closed here (a close reads the tree as it stood). */
async function agent(levelId: string, uplineId: string | null, name: string) {
  const id = await addAgent(t, name, levelId, uplineId);
  await placedSince(t, id);
  return id;
}

/** The month's sales as the order crediting keeps them (sen). */
async function sales(month: string, rows: Array<[string, number, number]>) {
  for (const [agentId, ps, gs] of rows)
    await t.db.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
      values ('demo', ${agentId}, ${`${month}-01`}::date, ${ps}, 0, ${gs}, 0)`);
}

const close = (month: unknown, token = hq) => t.call('POST', '/api/commission/close', { token, body: { month } });

const ledgerOf = async (month: string) =>
  (
    await t.db
      .select()
      .from(commissionEntries)
      .where(and(eq(commissionEntries.companyId, 'demo'), eq(commissionEntries.period, `${month}-01`)))
  )
    .map(({ seq, createdAt, ...entry }) => entry)
    .sort((x, y) => x.key.localeCompare(y.key));

describe('POST /api/commission/close: refusals change nothing', () => {
  it('asks for a month in YYYY-MM form', async () => {
    const response = await close('2025-13');
    expect(response.status).toBe(400);
    expect(response.meta?.errors).toEqual({ month: 'Choose a month (YYYY-MM).' });
  });

  it('is for the company admin only', async () => {
    const someone = await agent(L2, null, 'Curious Agent');
    const token = await createSession(t.db, 'demo', someone, false);
    expect((await close('2025-01', token)).status).toBe(403);
    expect((await t.call('GET', '/api/commission/months', { token })).status).toBe(403);
  });

  it('refuses a month that has not ended, in the language of the caller', async () => {
    const now = new Date();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit' })
      .format(now)
      .slice(0, 7);
    const response = await close(month);
    expect(response.status).toBe(409);
    expect(response.meta?.message).toBe(
      `${month} has not ended yet. A month can be closed from the 1st of the next month.`,
    );
    const malay = await t.call('POST', '/api/commission/close', {
      token: hq,
      body: { month },
      headers: { 'accept-language': 'ms' },
    });
    expect(malay.meta?.message).toContain('belum berakhir');
  });
});

describe('month close: ranks, personal-level, performance and leadership', () => {
  let A: string;
  let B: string;
  let C: string;

  beforeAll(async () => {
    // A (L1) → B (L2) → C (L2). October 2024: C sells 2,000.00, B 3,000.00, A 1,000.00.
    A = await agent(L1, null, 'Aina Leader');
    B = await agent(L2, A, 'Badrul Gold');
    C = await agent(L2, B, 'Chong Silver');
    await sales('2024-10', [
      [A, 100_000, 500_000],
      [B, 300_000, 200_000],
      [C, 200_000, 0],
    ]);
    await sales('2024-11', [[C, 150_000, 0]]);
  });

  it('closes months in order: a later month waits for the earlier one', async () => {
    const response = await close('2024-11');
    expect(response.status).toBe(409);
    expect(response.meta?.message).toBe('Close 2024-10 first: months are closed in order.');
    expect(await ledgerOf('2024-11')).toEqual([]);
  });

  it('writes each agent’s rank and the monthly commissions with their inputs', async () => {
    const response = await close('2024-10');
    expect(response.status, response.meta?.message).toBe(200);
    expect(response.meta?.message).toBe('2024-10 is closed. Its commissions are payable.');
    expect(response.data).toMatchObject({ month: '2024-10', agents: 3, ranked: 3, written: 7 });

    const ranks = await t.db
      .select()
      .from(commissionAgentRanks)
      .where(and(eq(commissionAgentRanks.companyId, 'demo'), eq(commissionAgentRanks.month, '2024-10-01')));
    expect(new Map(ranks.map((r) => [r.agentId, r.rankId]))).toEqual(
      new Map([
        [A, 'gold'],
        [B, 'gold'],
        [C, 'silver'],
      ]),
    );

    const amounts = Object.fromEntries(
      (await ledgerOf('2024-10')).map((e) => [`${e.type}:${e.beneficiaryId}`, e.amount]),
    );
    expect(amounts).toEqual({
      // Personal-level: C 2% × 2,000.00; B 3% × 3,000.00; A 3% × 1,000.00.
      [`personal_level:${C}`]: 4_000,
      [`personal_level:${B}`]: 9_000,
      [`personal_level:${A}`]: 3_000,
      // Performance: C 5% × 2,000.00 = 100.00; B 10% × 5,000.00 − 100.00 = 400.00;
      // A 10% × 6,000.00 − min(10% × 5,000.00, 500.00 paid in B's leg) = 100.00.
      [`performance:${C}`]: 10_000,
      [`performance:${B}`]: 40_000,
      [`performance:${A}`]: 10_000,
      // Leadership: B's leg top (B) is a leadership rank: A's level 1% × 5,000.00. B's level pays none.
      [`leadership:${A}`]: 5_000,
    });
  });

  it('makes the month payable at once and lists it as closed by HQ', async () => {
    expect(await payableBalance(t.db, 'demo', A)).toBe(3_000 + 10_000 + 5_000);
    const months = await t.call('GET', '/api/commission/months', { token: hq });
    expect(months.status).toBe(200);
    const october = months.data.months.find((m: { month: string }) => m.month === '2024-10');
    const november = months.data.months.find((m: { month: string }) => m.month === '2024-11');
    expect(october).toMatchObject({ status: 'closed', canClose: false });
    expect(october.closedByName).toBeTruthy();
    expect(november).toMatchObject({ status: 'open', canClose: true });
  });

  it('answers a closed month with its own 409 and changes nothing', async () => {
    const before = await ledgerOf('2024-10');
    const again = await close('2024-10');
    expect(again.status).toBe(409);
    expect(again.meta?.message).toBe('2024-10 is already closed. Its commissions stay as they were.');
    const malay = await t.call('POST', '/api/commission/close', {
      token: hq,
      body: { month: '2024-10' },
      headers: { 'accept-language': 'ms' },
    });
    expect(malay.status).toBe(409);
    expect(malay.meta?.message).toBe('2024-10 sudah pun ditutup. Komisennya kekal seperti sedia ada.');
    expect(await ledgerOf('2024-10')).toEqual(before);
  });

  it('check calculation gives every input of the performance bonus, and names the rank behind each percentage', async () => {
    const entries = await ledgerOf('2024-10');
    const idOf = (type: string, beneficiaryId: string) =>
      entries.find((e) => e.type === type && e.beneficiaryId === beneficiaryId)!.id;
    const check = async (id: string) => {
      const response = await t.call('GET', `/api/commission/check-calculation?id=${id}`, { token: hq });
      expect(response.status, response.meta?.message).toBe(200);
      return response.data;
    };
    // B (Gold 10%, TPGS 5,000.00): leg C was paid 100.00, capped at 10% × 2,000.00 = 200.00: deducts 100.00.
    const b = await check(idOf('performance', B));
    expect(b.formula).toBe('10% × 5,000.00 − 100.00 = 400.00');
    expect(b.inputs).toEqual([
      { key: 'rank', value: 'Gold', format: 'text' },
      { key: 'percentage', value: 1_000, format: 'percent' },
      { key: 'tpgs', value: 500_000, format: 'money' },
      { key: 'ownShare', value: 50_000, format: 'money' },
      { key: 'legDeductions', value: 10_000, format: 'money' },
      // The figures that ranked B (the company counts rank thresholds in RM).
      { key: 'rankedOnPs', value: 300_000, format: 'money' },
      { key: 'rankedOnTpgs', value: 500_000, format: 'money' },
      { key: 'rankedOnSideGroupSales', value: 0, format: 'money' },
    ]);
    expect(b.legs).toEqual([
      {
        agentId: C,
        agentName: 'Chong Silver',
        rankName: 'Silver',
        basisPoints: 500,
        tpgs: 200_000,
        paid: 10_000,
        cap: 20_000,
        deduction: 10_000,
      },
    ]);
    // A: leg B was paid 500.00 (B's 400.00 and C's 100.00), the cap 10% × 5,000.00 = 500.00: deducts 500.00.
    const a = await check(idOf('performance', A));
    expect(a.legs).toEqual([expect.objectContaining({ agentId: B, rankName: 'Gold', paid: 50_000, cap: 50_000 })]);
    expect(a.formula).toBe('10% × 6,000.00 − 500.00 = 100.00');

    const personal = await check(idOf('personal_level', C));
    expect(personal.inputs).toContainEqual({ key: 'rank', value: 'Silver', format: 'text' });
    const leadership = await check(idOf('leadership', A));
    expect(leadership.inputs.slice(0, 2)).toEqual([
      { key: 'rank', value: 'Gold', format: 'text' },
      { key: 'legRank', value: 'Gold', format: 'text' },
    ]);
  });

  it('the job closes every ended month still open, oldest first, from the company’s day of the next month', async () => {
    const invalid = await t.call('POST', '/api/commission/auto-close', { token: hq, body: { day: 29 } });
    expect(invalid.status).toBe(400);
    const fifth = await t.call('POST', '/api/commission/auto-close', { token: hq, body: { day: 5 } });
    expect(fifth.status).toBe(200);
    expect(fifth.meta?.message).toBe('Months now close on day 5 of the next month.');
    expect(fifth.data.autoCloseDay).toBe(5);

    expect(await closeEndedMonths(t.db, new Date('2024-12-03T00:00:00Z'))).toBe(0);
    expect(await ledgerOf('2024-11')).toEqual([]);
    // 5 December 00:30 in Kuala Lumpur is still 4 December in UTC: the company's time zone decides.
    expect(await closeEndedMonths(t.db, new Date('2024-12-04T16:30:00Z'))).toBe(1);
    const november = await ledgerOf('2024-11');
    expect(november.map((e) => [e.type, e.beneficiaryId, e.amount])).toEqual(
      expect.arrayContaining([
        ['personal_level', C, 3_000],
        ['performance', C, 7_500],
      ]),
    );
    expect(await closeEndedMonths(t.db, new Date('2024-12-04T16:30:00Z'))).toBe(0);
  });

  it('closes nothing by itself when HQ closes months by hand', async () => {
    const manual = await t.call('POST', '/api/commission/auto-close', { token: hq, body: { day: null } });
    expect(manual.meta?.message).toBe('Months now close by hand.');
    await sales('2024-12', [[A, 0, 0]]);
    expect(await closeEndedMonths(t.db, new Date('2025-02-01T00:00:00Z'))).toBe(0);
    const months = await t.call('GET', '/api/commission/months', { token: hq });
    expect(months.data.autoCloseDay).toBeNull();
  });

  it('writes nothing for a type the company switched off', async () => {
    const D = await agent(L2, null, 'Dina Solo');
    await sales('2024-12', [[D, 200_000, 0]]);
    await t.db.execute(
      sql`update companies set features = features || '{"commissionOff":["personal_level"]}'::jsonb where id = 'demo'`,
    );
    const response = await close('2024-12');
    expect(response.status).toBe(200);
    expect((await ledgerOf('2024-12')).map((e) => e.type)).toEqual(['performance']);
    await t.db.execute(sql`update companies set features = features - 'commissionOff' where id = 'demo'`);
  });
});
