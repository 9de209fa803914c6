import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { closeCommissionMonth } from './close.js';
import { commissionEntries } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, thisMonth } from './commission-fixtures.js';
import { nextMonth } from './periods.js';

let shop: CommissionShop;
let t: TestApp;
const M = thisMonth();

beforeAll(async () => {
  shop = await createCommissionShop({ commissionOff: [] });
  ({ t } = shop);
  // Silver: PS ≥ 1,000.00, 5% performance. Gold: TPGS ≥ 1,500.00, 10%. No personal-level, no leadership.
  await t.db.execute(sql`delete from commission_ranks where company_id = 'demo'`);
  await t.db.execute(sql`
    insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
      side_group_sales, commission_bp, personal_level_bp, is_leadership)
    values ('demo', 'silver', 1, 'Silver', 100000, 0, 0, 500, 0, false),
           ('demo', 'gold', 2, 'Gold', 0, 150000, 0, 1000, 0, false)`);
});
afterAll(() => t.close());

const performanceOf = async (period: string) =>
  (
    await t.db
      .select()
      .from(commissionEntries)
      .where(
        and(
          eq(commissionEntries.companyId, 'demo'),
          eq(commissionEntries.period, period),
          eq(commissionEntries.type, 'performance'),
        ),
      )
  ).map((entry) => [entry.beneficiaryId, entry.amount]);

describe('a late refund that raises an upline’s bonus', () => {
  it('posts the rise as a clawback of its own, and closing the month again adds nothing for it', async () => {
    const [L1, L2] = shop.levels;
    const X = await shop.agent(L1, null, 'Xenia');
    const Y = await shop.agent(L2, X, 'Yusof');
    const Z = await shop.agent(L2, X, 'Zara');
    const P = (await shop.productP(undefined, 1_000)).id;
    // Y: 1,200.00 + 300.00, Z: 1,500.00 (L2 price 60.00): both Gold, so X (Gold, TPGS 3,000.00) earns
    // 10% × 3,000.00 − 150.00 − 150.00 = 0.
    await shop.walletOrder(Y, P, 20);
    const small = await shop.walletOrder(Y, P, 5);
    await shop.walletOrder(Z, P, 25);
    await closeCommissionMonth(t.db, 'demo', M.slice(0, 7), { name: 'HQ', now: new Date(`${nextMonth(M)}T12:00:00Z`) });
    expect((await performanceOf(M)).sort()).toEqual(
      [
        [Y.id, 15_000],
        [Z.id, 15_000],
      ].sort(),
    );

    const refunded = await t.call('POST', `/api/orders/${small}/refund`, {
      token: shop.hq,
      body: { method: 'manual' },
    });
    expect(refunded.status, refunded.meta?.message).toBe(200);
    // Y is Silver now: 5% × 1,200.00 = 60.00; X: 10% × 2,700.00 − 60.00 paid in Y's leg − 150.00 = 60.00.
    expect((await performanceOf(nextMonth(M))).sort()).toEqual(
      [
        [X.id, 6_000],
        [Y.id, -9_000],
      ].sort(),
    );

    const again = await t.call('POST', '/api/commission/close', { token: shop.hq, body: { month: M.slice(0, 7) } });
    expect(again.status).toBe(409);
    expect(again.meta?.reason).toBe('CONFLICT');
    expect((await performanceOf(M)).sort()).toEqual(
      [
        [Y.id, 15_000],
        [Z.id, 15_000],
      ].sort(),
    );
  });
});
