import { ageBandOf } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { createPickupShop, type PickupShop } from '../orders/order-fixtures.js';

let shop: PickupShop;
let t: TestApp;
let hq: string;
let buyer: string;
let second: SecondCompany;
let today: string;

const period = () => `from=${today}&to=${today}`;
const analytic = (name: string, query = period(), token = hq) =>
  t.call('GET', `/api/analytic/${name}?${query}`, { token });
const action = (id: string, name: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/orders/${id}/${name}`, { token: hq, body });
type Row = { key: string; sales: number; units: number; orders: number };
const rowOf = (rows: Row[], key: string) => rows.find((row) => row.key === key);

beforeAll(async () => {
  shop = await createPickupShop();
  ({ t, hq } = shop);
  buyer = await t.login('agent5@demo.niaga.test');
  // agent5 buys from Selangor with a Malaysian IC of someone born on 15 January 1990.
  await t.db.execute(sql`update users set state = 'Selangor', identity_no = '900115-10-5555', birth_date = null
    where company_id = 'demo' and email = 'agent5@demo.niaga.test'`);
  const result = await t.db.execute(sql`select to_char(now() at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM-DD') as day`);
  today = (result as unknown as { rows: Array<{ day: string }> }).rows[0]!.day;
  second = await createSecondCompany(t);
});
afterAll(() => t.close());

describe('analytics rollups', () => {
  it('counting orders adds them to every analytics call as the order screens show them; a refund takes one back', async () => {
    const before = {
      sales: (await analytic('sales')).data,
      product: (await analytic('product', `${period()}&top=50`)).data,
      state: (await analytic('state')).data,
      age: (await analytic('age')).data,
    };
    const product = await shop.stockedProduct(20);
    const first = await shop.pendingOrder(buyer, product.id, 2, shop.pickupBody());
    const second = await shop.pendingOrder(buyer, product.id, 3, shop.pickupBody());
    const counted = [await action(first, 'approve'), await action(second, 'approve')];
    expect(counted.map((response) => response.status)).toEqual([200, 200]);
    const subtotal = counted.reduce((sum, response) => sum + response.data.subtotal, 0);
    expect(subtotal).toBe(5 * 6_000); // agent5 is a Dealer: 60.00 a unit

    const sales = (await analytic('sales')).data;
    expect(sales.total.sales - before.sales.total.sales).toBe(subtotal);
    expect(sales.total.orders - before.sales.total.orders).toBe(2);
    expect(sales.total.units - before.sales.total.units).toBe(5);
    expect(sales.points).toHaveLength(1);
    expect(sales.points[0]).toMatchObject({ start: today, sales: sales.total.sales });
    const productRow = rowOf((await analytic('product', `${period()}&top=50`)).data.rows, `product:${product.id}`);
    expect(productRow).toMatchObject({ sales: subtotal, units: 5, orders: 2 });
    const selangor = (await analytic('state')).data.rows as Row[];
    expect(selangor.length).toBeGreaterThanOrEqual(16); // every state of Malaysia, sold in or not
    expect((rowOf(selangor, 'Selangor')?.sales ?? 0) - (rowOf(before.state.rows, 'Selangor')?.sales ?? 0)).toBe(
      subtotal,
    );
    const band = ageBandOf({ birthDate: null, identityNo: '900115-10-5555' }, today);
    const ages = (await analytic('age')).data.rows as Row[];
    expect(ages.map((row) => row.key)).toEqual(['under18', '18-24', '25-34', '35-44', '45-54', '55+', 'unknown']);
    expect(rowOf(ages, band)!.sales - rowOf(before.age.rows, band)!.sales).toBe(subtotal);

    const refunded = await action(first, 'refund', { method: 'wallet', note: 'Damaged' });
    expect(refunded.status).toBe(200);
    const after = (await analytic('sales')).data;
    expect(after.total.sales - before.sales.total.sales).toBe(subtotal - counted[0]!.data.subtotal);
    expect(after.total.orders - before.sales.total.orders).toBe(1);
    const category = (await analytic('category')).data;
    expect(category.total.sales).toBe(after.total.sales);
  });

  it('the rollup equals the counted orders of the day, net of the refunds of the day (one source of truth)', async () => {
    const result = await t.db.execute(sql`
      select coalesce(sum(subtotal) filter (where invoice_no is not null
          and (coalesce(approved_at, paid_at, created_at) at time zone 'Asia/Kuala_Lumpur')::date = ${today}::date), 0)
        - coalesce(sum(subtotal) filter (where status = 'refund' and invoice_no is not null
          and (refunded_at at time zone 'Asia/Kuala_Lumpur')::date = ${today}::date), 0) as net
      from orders where company_id = 'demo'`);
    const net = Number((result as unknown as { rows: Array<{ net: string }> }).rows[0]!.net);
    expect((await analytic('sales')).data.total.sales).toBe(net);
  });

  it('groups by week (from Monday) and month, and compares with the days just before', async () => {
    const month = (await analytic('sales', `from=${today.slice(0, 8)}01&to=${today}&group=month`)).data;
    expect(month.points.map((point: { start: string }) => point.start)).toEqual([`${today.slice(0, 8)}01`]);
    const week = (await analytic('sales', 'from=2026-03-04&to=2026-03-17&group=week')).data;
    expect(week.points.map((point: { start: string }) => point.start)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(week.previousPeriod).toEqual({ from: '2026-02-18', to: '2026-03-03' });
  });

  it('keeps each company to its own figures', async () => {
    const other = await t.call('GET', `/api/analytic/sales?${period()}`, {
      token: second.tokens.hq,
      host: second.host,
    });
    expect(other.status).toBe(200);
    expect(other.data.total).toEqual({ units: 0, sales: 0, orders: 0 });
    const products = await t.call('GET', `/api/analytic/product?${period()}`, {
      token: second.tokens.hq,
      host: second.host,
    });
    expect(products.data.rows).toEqual([]);
  });

  it('refuses a bad period in the caller’s language, more than 50 products, and agents', async () => {
    const reversed = await t.call('GET', '/api/analytic/sales?from=2026-03-02&to=2026-03-01', {
      token: hq,
      language: 'ms',
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.meta)).toContain('Tempoh laporan');
    const tooLong = await analytic('category', 'from=2020-01-01&to=2026-01-02');
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.meta)).toContain('at most 5 years');
    expect((await analytic('product', `${period()}&top=51`)).status).toBe(400);
    expect((await analytic('state', period(), buyer)).status).toBe(403);
  });

  it('exports a section as CSV: the rows of its table, in the caller’s language', async () => {
    const started = await t.call('POST', '/api/report/export', {
      token: hq,
      language: 'ms',
      body: { source: 'analytic-age', format: 'csv', filters: { from: today, to: today } },
    });
    expect(started.status).toBe(200);
    let done = started.data;
    while (done.status !== 'done' && done.status !== 'failed') {
      await new Promise((resolve) => setImmediate(resolve));
      done = (await t.call('GET', `/api/report/export/${done.id}`, { token: hq })).data;
    }
    expect(done.status).toBe('done');
    const file = await t.app.inject({
      method: 'GET',
      url: done.downloadUrl,
      headers: { authorization: `Bearer ${hq}` },
    });
    const lines = file.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Nama,Unit,Jualan,Pesanan,Unit (tempoh sebelumnya),Jualan (tempoh sebelumnya),Pesanan (tempoh sebelumnya)',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Bawah 18',
      '18–24',
      '25–34',
      '35–44',
      '45–54',
      '55 dan ke atas',
      'Tidak diketahui',
    ]);
    const ages = (await analytic('age')).data.rows as Row[];
    const sales = ages.map((row) => (row.sales / 100).toFixed(2));
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(sales);
  });

  it('the migration’s SQL age band agrees with the rule the app uses', async () => {
    const cases: Array<[string | null, string | null, string]> = [
      ['900115-10-5555', null, '2026-06-01'],
      ['080229-01-1234', null, '2026-02-28'],
      ['3201015708990003', null, '2026-06-01'], // NIK: a woman born 17 August 1999
      [null, '1960-05-05', '2026-05-04'],
      ['not-an-ic', null, '2026-01-01'],
    ];
    for (const [identityNo, birthDate, day] of cases) {
      const result = await t.db.execute(
        sql`select analytics_age_band(${identityNo}, ${birthDate}::date, ${day}::date) as band`,
      );
      const band = (result as unknown as { rows: Array<{ band: string }> }).rows[0]!.band;
      expect(band, `${identityNo ?? birthDate} on ${day}`).toBe(ageBandOf({ identityNo, birthDate }, day));
    }
  });
});
