import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { agentMonthlySales } from '../network/network.tables.js';
import { orders } from '../orders/orders.tables.js';
import { closeCommissionMonth } from './close.js';
import { lockCompanyClose } from './close.repo.js';
import { commissionEntries } from './commission.tables.js';
import { type CommissionShop, createCommissionShop, thisMonth } from './commission-fixtures.js';

let shop: CommissionShop;
let t: TestApp;
const M = thisMonth();
/** The month before this one: the refunded order counted in it, and it is being closed as the refund comes. */
const previous = `${new Date(Date.UTC(Number(M.slice(0, 4)), Number(M.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7)}-01`;

beforeAll(async () => {
  shop = await createCommissionShop({ commissionOff: [] });
  ({ t } = shop);
  // Silver: PS ≥ 1,000.00, 2% personal-level, 5% performance.
  await t.db.execute(sql`delete from commission_ranks where company_id = 'demo'`);
  await t.db.execute(sql`
    insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
      side_group_sales, commission_bp, personal_level_bp, is_leadership)
    values ('demo', 'silver', 1, 'Silver', 100000, 0, 0, 500, 200, false)`);
});
afterAll(() => t.close());

const advisoryWaiters = async () =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]?.n ?? 0,
  );

describe('a late refund while its month is being closed', () => {
  it('waits for a close of the order’s month under way, so the month never stays paid on the order', async () => {
    const [, L2, L3] = shop.levels;
    const X = await shop.agent(L2, null, 'Xenia');
    const Y = await shop.agent(L3, X, 'Yusof');
    const P = (await shop.productP(undefined, 1_000)).id;
    const orderId = await shop.walletOrder(Y, P, 20);
    // The order counted last month: its approval time and its sales moved there.
    await t.db
      .update(orders)
      .set({ approvedAt: new Date(`${previous.slice(0, 7)}-15T04:00:00Z`) })
      .where(eq(orders.id, orderId));
    await t.db.update(agentMonthlySales).set({ month: previous }).where(eq(agentMonthlySales.month, M));

    // A close of last month is under way (it holds the close lock): the refund waits for it before writing anything.
    let release = () => {};
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const closing = t.db.transaction(async (tx) => {
      await lockCompanyClose(tx, 'demo');
      lockTaken();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await taken;
    let finished = false;
    const refunding = t
      .call('POST', `/api/orders/${orderId}/refund`, { token: shop.hq, body: { method: 'manual' } })
      .then((response) => {
        finished = true;
        return response;
      });
    while (!finished && (await advisoryWaiters()) === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    release();
    await closing;
    const refunded = await refunding;
    expect(refunded.status, refunded.meta?.message).toBe(200);
    await closeCommissionMonth(t.db, 'demo', previous.slice(0, 7), { name: 'HQ', now: new Date() });

    // What the month pays on Y's monthly commissions, its clawbacks (posted in this month) included: nothing.
    const monthly = await t.db
      .select()
      .from(commissionEntries)
      .where(
        and(
          eq(commissionEntries.companyId, 'demo'),
          sql`${commissionEntries.type} in ('personal_level', 'performance', 'leadership')`,
        ),
      );
    expect(monthly.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    const [sales] = await t.db.select().from(agentMonthlySales).where(eq(agentMonthlySales.agentId, Y.id));
    expect(sales).toMatchObject({ month: previous, psAmount: 0 });
  });
});
