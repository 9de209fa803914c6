import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { type CommissionShop, createCommissionShop, type TestAgent } from './commission-fixtures.js';

let shop: CommissionShop;

beforeAll(async () => {
  shop = await createCommissionShop();
});
afterAll(() => shop.t.close());

const introducerPaid = async (orderId: string) =>
  Number(
    rowsOf<{ amount: number }>(
      await shop.t.db.execute(sql`
        select coalesce(sum(amount), 0)::float8 as amount from commission_entries
        where company_id = 'demo' and source_order_id = ${orderId} and type = 'introducer'`),
    )[0]?.amount,
  );

describe('per-order commissions under plan versions', () => {
  it("credits an order with the version in force in its month, applied lazily in the order's transaction", async () => {
    const { t, hq, levels } = shop;
    const L3 = levels[2];
    const product = await shop.productP({ overriding: 0, introducerBonus: 500 });
    // A draft paying 9.00 introducer bonus on product P at L3, published for next month.
    const overview = await t.call('GET', '/api/commission/plan', { token: hq });
    const plan = overview.data.inForce.plan;
    const products = plan.products.map((each: any) =>
      each.productId === product.id
        ? {
            ...each,
            levels: each.levels.map((level: any) =>
              level.levelId === L3 ? { ...level, commissions: { ...level.commissions, introducerBonus: 900 } } : level,
            ),
          }
        : each,
    );
    expect(
      (await t.call('PUT', '/api/commission/plan/draft', { token: hq, body: { plan: { ...plan, products } } })).status,
    ).toBe(200);
    const next = overview.data.currentMonth.replace(/^(\d+)-(\d+)$/, (_: string, y: string, m: string) =>
      m === '12' ? `${Number(y) + 1}-01` : `${y}-${String(Number(m) + 1).padStart(2, '0')}`,
    );
    const published = await t.call('POST', '/api/commission/plan/draft/publish', {
      token: hq,
      body: { effectiveMonth: next },
    });
    expect(published.status).toBe(200);

    const upline: TestAgent = await shop.agent(L3, null, 'Plan Introducer');
    const before = await shop.countedOrder(await shop.agent(L3, upline, 'Plan Recruit One'), product.id, 1);
    const paidBefore = await introducerPaid(before.id);

    // As if the version had been published last month for this one: its month has begun, nothing applied it yet.
    await t.db.execute(sql`
      update commission_plan_versions set effective_month = ${`${overview.data.currentMonth}-01`}::date
      where company_id = 'demo' and id = ${published.data.id}`);
    const after = await shop.countedOrder(await shop.agent(L3, upline, 'Plan Recruit Two'), product.id, 1);
    expect((await introducerPaid(after.id)) - paidBefore).toBe(400);
    const live = rowsOf<{ bonus: number }>(
      await t.db.execute(sql`
        select (commissions->>'introducerBonus')::int as bonus from product_levels
        where company_id = 'demo' and product_id = ${product.id} and level_id = ${L3}`),
    );
    expect(live[0]?.bonus).toBe(900);
  });
});
