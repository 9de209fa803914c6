import type { BankDetail } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../../platform/events.js';
import type { TestApp } from '../../testing/test-app.js';
import { agentMonthlySales } from '../network/network.tables.js';
import { orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';
import { closeCommissionMonth } from './close.js';
import { commissionEntries } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, type TestAgent, thisMonth } from './commission-fixtures.js';
import { nextMonth } from './periods.js';

const MAYBANK: BankDetail = { bankCountry: 'MY', bankName: 'Maybank', accountNumber: '514012345678', accountName: 'X' };

let shop: CommissionShop;
let t: TestApp;
let hq: string;
let A: TestAgent;
let B: TestAgent;
let C: TestAgent;
const orderIds: Record<'o1' | 'o2' | 'o3' | 'o4', string> = { o1: '', o2: '', o3: '', o4: '' };
/** The month the orders count in (M), the next (M1, where the first clawbacks go) and the one after (M2). */
const M = thisMonth();
const M1 = nextMonth(M);
const M2 = nextMonth(M1);
const short = (month: string) => month.slice(0, 7);

/** Closes a month as HQ does once it has ended (the clock of the day after it). */
const closeByHq = (month: string) =>
  closeCommissionMonth(t.db, 'demo', short(month), { name: 'HQ', now: new Date(`${nextMonth(month)}T12:00:00Z`) });
const refund = async (orderId: string) => {
  const refunded = await t.call('POST', `/api/orders/${orderId}/refund`, { token: hq, body: { method: 'manual' } });
  expect(refunded.status, refunded.meta?.message).toBe(200);
};
const requestPayout = (who: TestAgent) => t.call('POST', '/api/commission/request-payout', { token: who.token });
async function payAll(who: TestAgent) {
  const requested = await requestPayout(who);
  expect(requested.status, requested.meta?.message).toBe(200);
  expect(
    (await t.call('POST', '/api/commission/payouts/approve', { token: hq, body: { ids: [requested.data.id] } })).status,
  ).toBe(200);
  expect(
    (await t.call('POST', '/api/commission/payouts/mark-paid', { token: hq, body: { ids: [requested.data.id] } }))
      .status,
  ).toBe(200);
  return requested.data.amount as number;
}
/** The monthly-type entries posted in a month: [type, beneficiary, amount], clawbacks marked. */
async function monthlyOf(period: string) {
  const rows = await t.db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, 'demo'), eq(commissionEntries.period, period)));
  return rows
    .filter((row) => ['personal_level', 'performance', 'leadership'].includes(row.type))
    .map((row) => ({ ...row, clawback: row.inputs.kind === 'clawback' }));
}
const nameOf = (id: string) => ({ [A.id]: 'A', [B.id]: 'B', [C.id]: 'C' })[id] ?? id;
const clawbacksIn = async (period: string, orderId: string) =>
  (await monthlyOf(period))
    .filter((row) => row.inputs.kind === 'clawback' && row.inputs.orderId === orderId)
    .map((row) => `${nameOf(row.beneficiaryId)} ${row.type} ${row.amount}`)
    .sort();

beforeAll(async () => {
  shop = await createCommissionShop({ commissionOff: [], minPayout: 0 });
  ({ t, hq } = shop);
  const [L1, L2, L3] = shop.levels;
  // Silver: PS ≥ 1,000.00, 2% personal-level, 5% performance. Gold (leadership): TPGS ≥ 3,000.00, 3% and 10%.
  // A's level (L1) pays 1% leadership.
  await t.db.execute(sql`delete from commission_ranks where company_id = 'demo'`);
  await t.db.execute(sql`
    insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
      side_group_sales, commission_bp, personal_level_bp, is_leadership)
    values ('demo', 'silver', 1, 'Silver', 100000, 0, 0, 500, 200, false),
           ('demo', 'gold', 2, 'Gold', 0, 300000, 0, 1000, 300, true)`);
  await t.db.execute(sql`update levels set leadership_bp = case when id = ${L1} then 100 else 0 end
    where company_id = 'demo'`);
  A = await shop.agent(L1, null, 'Aina');
  B = await shop.agent(L2, A, 'Badrul');
  C = await shop.agent(L3, B, 'Chong');
  for (const agent of [A, B, C]) await t.db.update(users).set({ bank: MAYBANK }).where(eq(users.id, agent.id));
  const P = (await shop.productP(undefined, 10_000)).id;
  // C: 20 × P (1,400.00) and 5 × P (350.00); B: 20 × P (1,200.00) and 5 × P (300.00). All HQ-sold, this month.
  orderIds.o1 = await shop.walletOrder(C, P, 20);
  orderIds.o2 = await shop.walletOrder(C, P, 5);
  orderIds.o3 = await shop.walletOrder(B, P, 20);
  orderIds.o4 = await shop.walletOrder(B, P, 5);
});
afterAll(() => t.close());

describe('a refund after the month closed (domain-rules "Late refunds")', () => {
  it('the close: C Silver, B and A Gold', async () => {
    const closed = await closeByHq(M);
    expect(closed.written).toBe(5);
    expect((await monthlyOf(M)).map((row) => `${nameOf(row.beneficiaryId)} ${row.type} ${row.amount}`).sort()).toEqual([
      // A: TPGS 3,250.00, no PS; its performance 10% × 3,250.00 − 325.00 paid in B's leg = 0; leadership 1% × 3,250.00.
      'A leadership 3250',
      // B: PS 1,500.00, TPGS 3,250.00: 3% × 1,500.00; 10% × 3,250.00 − 87.50 paid in C's leg.
      'B performance 23750',
      'B personal_level 4500',
      // C: PS 1,750.00: 2% and 5%.
      'C performance 8750',
      'C personal_level 3500',
    ]);
  });

  it('B and C are paid; a refund of C’s 350.00 then claws back what the month paid on it, in the next month', async () => {
    expect(await payAll(B)).toBe(
      // Sales profit on C's orders (70.00 − 60.00) × 25, introducer 5.00 × 20, then 45.00 + 237.50.
      25_000 + 10_000 + 4_500 + 23_750,
    );
    expect(await payAll(C)).toBe(3_500 + 8_750);
    await refund(orderIds.o2);

    // The month's own figures no longer hold the order: C's PS 1,400.00, B's TPGS 2,900.00.
    const [cSales] = await t.db
      .select()
      .from(agentMonthlySales)
      .where(and(eq(agentMonthlySales.agentId, C.id), eq(agentMonthlySales.month, M)));
    expect(cSales?.psAmount).toBe(140_000);
    expect(await monthlyOf(M)).toHaveLength(5);

    // Without the order B is Silver (TPGS 2,900.00 < 3,000.00) and A has no rank.
    expect(await clawbacksIn(M1, orderIds.o2)).toEqual(
      [
        'A leadership -3250',
        // B: 2% × 1,500.00 = 30.00 (was 45.00); 5% × 2,900.00 − 70.00 = 75.00 (was 237.50).
        'B performance -16250',
        'B personal_level -1500',
        // C: 2% × 1,400.00 = 28.00; 5% × 1,400.00 = 70.00.
        'C performance -1750',
        'C personal_level -700',
      ].sort(),
    );
  });

  it('explains each clawback in the reader’s language', async () => {
    const [performance] = (await monthlyOf(M1)).filter(
      (row) => row.clawback && row.type === 'performance' && row.beneficiaryId === B.id,
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderIds.o2));
    const monthName = (language: string) =>
      new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${M}T00:00:00Z`),
      );
    const check = (language: string) =>
      t.call('GET', `/api/commission/check-calculation?id=${performance!.id}`, { token: B.token, language });
    const en = await check('en');
    expect(en.status, en.meta?.message).toBe(200);
    expect(en.data).toMatchObject({
      kind: 'clawback',
      amount: -16_250,
      formula: '75.00 − 237.50 = −162.50',
      period: short(M1),
      clawback: {
        month: short(M),
        orderId: orderIds.o2,
        orderRef: order!.invoiceNo,
        text: `${monthName('en')} performance bonus recomputed after refund of order ${order!.invoiceNo}: was 237.50, now 75.00, difference −162.50`,
      },
    });
    expect((await check('id')).data.clawback.text).toBe(
      `Bonus kinerja ${monthName('id')} dihitung ulang setelah refund pesanan ${order!.invoiceNo}: sebelumnya 237.50, sekarang 75.00, selisih −162.50`,
    );
    expect((await check('ms')).data.clawback.text).toBe(
      `Bonus prestasi ${monthName('ms')} dikira semula selepas bayaran balik pesanan ${order!.invoiceNo}: sebelum ini 237.50, kini 75.00, perbezaan −162.50`,
    );
  });

  it('reduces the next payout; a balance below zero is refused a payout, carried forward and shown to HQ', async () => {
    await closeByHq(M1);
    // A was not paid yet: sales profit (60.00 − 50.00) × (20 + 20 + 5), leadership 32.50, its clawback −32.50.
    expect(await payAll(A)).toBe(45_000);
    // B was overpaid 177.50 of monthly commission, and 50.00 sales profit on the refunded order.
    const refused = await requestPayout(B);
    expect(refused.status).toBe(409);
    expect(refused.meta?.message).toMatch(
      /^Your balance is -RM 227\.50: commission of a refunded order was taken back\./,
    );
    const listed = await t.call('GET', `/api/commission/agents?month=${short(M1)}`, { token: hq });
    expect(listed.status).toBe(200);
    const payable = Object.fromEntries(
      listed.data.items.map((item: { id: string; payable: number }) => [nameOf(item.id), item.payable]),
    );
    expect(payable).toMatchObject({ B: -22_750, C: -2_450 });
  });

  it('a second late refund of the same month claws back only its own difference', async () => {
    await refund(orderIds.o4);
    // B: PS 1,200.00, TPGS 2,600.00: still Silver; 2% × 1,200.00 = 24.00 (was 30.00); 5% × 2,600.00 − 70.00 = 60.00.
    expect(await clawbacksIn(M2, orderIds.o4)).toEqual(['B performance -1500', 'B personal_level -600']);
    const [performance] = (await monthlyOf(M2)).filter((row) => row.clawback && row.type === 'performance');
    expect(performance?.inputs).toMatchObject({ was: 7_500, now: 6_000 });
  });

  it('closing the two months again changes nothing', async () => {
    const before = [...(await monthlyOf(M)), ...(await monthlyOf(M1)), ...(await monthlyOf(M2))];
    for (const month of [M, M1]) {
      const again = await t.call('POST', '/api/commission/close', { token: hq, body: { month: short(month) } });
      expect(again.status, again.meta?.message).toBe(409);
    }
    expect([...(await monthlyOf(M)), ...(await monthlyOf(M1)), ...(await monthlyOf(M2))]).toEqual(before);
  });

  it('takes a refund’s sales back from the month the order counted in, not from the refund’s month', async () => {
    const D = await shop.agent(shop.levels[1], null, 'Dewi');
    const previous = `${short(new Date(Date.UTC(Number(M.slice(0, 4)), Number(M.slice(5, 7)) - 2, 1)).toISOString())}-01`;
    await t.db
      .insert(agentMonthlySales)
      .values({ companyId: 'demo', agentId: D.id, month: previous, psAmount: 50_000 });
    await t.db.transaction((tx) =>
      publish(tx, 'order.refunded', {
        companyId: 'demo',
        orderId: 'counted-last-month',
        buyerId: D.id,
        agentId: D.id,
        amount: 10_000,
        units: 1,
        at: new Date(),
        countedAt: new Date(`${previous.slice(0, 7)}-15T12:00:00Z`),
      }),
    );
    const rows = await t.db.select().from(agentMonthlySales).where(eq(agentMonthlySales.agentId, D.id));
    expect(rows.map((row) => [row.month, row.psAmount])).toEqual([[previous, 40_000]]);
  });
});
