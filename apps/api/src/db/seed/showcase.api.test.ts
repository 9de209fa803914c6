import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORDER_TABS } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { rowsOf } from '../rows.js';
import { addDemoCatalog } from './demo.js';
import { seedDemoShowcase } from './showcase.js';

// `npm start` (SEED_DEMO with the catalogue): the demo's pictures and orders, made through the API. The template
// database holds the demo company without its catalogue (SEED_DEMO_CATALOG=false, as in the browser tests).
let uploads: string;
let t: TestApp;
let seconds = 0;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(os.tmpdir(), 'niaga-showcase-'));
  t = await createTestApp({ UPLOAD_DIR: uploads });
  await t.db.transaction((tx) => addDemoCatalog(tx, 'demo'));
  const started = Date.now();
  expect(await seedDemoShowcase(t.app, t.db)).toBe(true);
  seconds = (Date.now() - started) / 1000;
});

afterAll(async () => {
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));

async function signIn(email: string, type: 'hq' | 'agent') {
  return { authorization: `Bearer ${await t.login(email, type)}` };
}

describe('the demo showcase (pictures and orders)', () => {
  it('runs once: a second start adds nothing', async () => {
    console.info(`demo showcase seeded in ${seconds.toFixed(1)} s`);
    const before = await rows<{ count: number }>(sql`select count(*)::int as count from orders`);
    expect(await seedDemoShowcase(t.app, t.db)).toBe(false);
    expect(await rows<{ count: number }>(sql`select count(*)::int as count from orders`)).toEqual(before);
  });

  it('gives every product, package and combo a picture that is served as a PNG', async () => {
    const covers = await rows<{ cover_image: string | null }>(sql`
      select cover_image from products where company_id = 'demo' union all
      select cover_image from packages where company_id = 'demo' union all
      select cover_image from combos where company_id = 'demo'`);
    expect(covers.length).toBeGreaterThan(0);
    for (const { cover_image } of covers) expect(cover_image).toMatch(/^\/uploads\/demo\/[A-Za-z0-9-]+-l\.png$/);
    const small = covers[0]!.cover_image!.replace('-l.png', '-s.png');
    const served = await t.app.inject({ method: 'GET', url: small, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it("fills every tab of HQ's order list, the stockist's and the buyer's", async () => {
    const hq = await signIn('hq@demo.niaga.test', 'hq');
    const all = (await t.app.inject({ method: 'GET', url: '/api/orders?tab=unpaid', headers: hq })).json().data;
    for (const tab of Object.keys(ORDER_TABS)) expect(all.counts[tab], tab).toBeGreaterThan(0);
    const stockist = await signIn('agent1@demo.niaga.test', 'agent');
    const sold = (await t.app.inject({ method: 'GET', url: '/api/orders?tab=unpaid', headers: stockist })).json().data;
    for (const tab of Object.keys(ORDER_TABS)) expect(sold.counts[tab], `sold ${tab}`).toBeGreaterThan(0);
    const bought = (await t.app.inject({ method: 'GET', url: '/api/sales/my-orders', headers: stockist })).json().data;
    for (const tab of Object.keys(ORDER_TABS)) expect(bought.counts[tab], `bought ${tab}`).toBeGreaterThan(0);
    const sellers = await rows<{ seller_kind: string }>(sql`select distinct seller_kind from orders order by 1`);
    expect(sellers.map((row) => row.seller_kind)).toEqual(['agent', 'branch']);
    // The parcel on its way links its tracking number to the demo courier's tracking page.
    const shipping = (
      await t.app.inject({ method: 'GET', url: '/api/sales/my-orders?tab=delivery', headers: stockist })
    ).json().data.items[0];
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/sales/my-orders/${shipping.id}`, headers: stockist })
    ).json().data;
    expect(order.trackingUrl).toBe(`https://tracking.pos.com.my/tracking/${order.trackingNumber}`);
  });

  it('keeps stock consistent: movements add up to on-hand, open reservations to reserved', async () => {
    const levels = await rows<{ store_id: string; on_hand: number; reserved: number; moved: number; held: number }>(sql`
      select l.store_id, l.on_hand, l.reserved,
        (select coalesce(sum(m.qty_in - m.qty_out), 0)::int from stock_movements m where m.company_id = l.company_id
          and m.store_id = l.store_id and m.product_id = l.product_id and m.variant_id = l.variant_id) as moved,
        (select coalesce(sum(r.quantity), 0)::int from order_reservations r where r.company_id = l.company_id
          and r.store_id = l.store_id and r.product_id = l.product_id and r.variant_id = l.variant_id
          and r.released_at is null) as held
      from stock_levels l where l.company_id = 'demo'`);
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) {
      expect(level.on_hand).toBe(level.moved);
      expect(level.reserved).toBe(level.held);
    }
    const sales = await rows<{ count: number }>(
      sql`select count(*)::int as count from stock_movements where company_id = 'demo' and inv_type = 'sale'`,
    );
    expect(sales[0]!.count).toBeGreaterThan(0);
  });

  it('credits commissions for counted orders and reverses them for refunds', async () => {
    const counted = await rows<{ id: string; status: string; buyer: string; entries: number; total: number }>(sql`
      select o.id, o.status, u.email as buyer, count(e.id)::int as entries, coalesce(sum(e.amount), 0)::int as total
      from orders o join users u on u.company_id = o.company_id and u.id = o.buyer_id
        left join commission_entries e on e.company_id = o.company_id and e.source_order_id = o.id
      where o.company_id = 'demo' and o.invoice_no is not null group by o.id, o.status, u.email`);
    // Overriding goes to the nearest upline of the buyer's own level: Devi (Agent) → Chong (Agent).
    const devi = counted.filter((order) => order.status === 'completed' && order.buyer === 'agent4@demo.niaga.test');
    expect(devi).toHaveLength(1);
    expect(devi[0]!.entries).toBeGreaterThan(0);
    expect(devi[0]!.total).toBeGreaterThan(0);
    const refunded = counted.filter((order) => order.status === 'refund');
    expect(refunded.length).toBeGreaterThan(0);
    for (const order of refunded) expect(order.total, order.id).toBe(0);
    const uncounted = await rows<{ count: number }>(sql`
      select count(*)::int as count from commission_entries e join orders o on o.company_id = e.company_id
        and o.id = e.source_order_id where o.invoice_no is null`);
    expect(uncounted[0]!.count).toBe(0);
  });

  it('sets up campaigns in every state, a fulfilled redemption paid from earned points, a hall of fame entry, news, FAQ and game plan', async () => {
    const hq = await signIn('hq@demo.niaga.test', 'hq');
    const summary = (await t.app.inject({ method: 'GET', url: '/api/game/campaign/summary', headers: hq })).json().data;
    expect(summary).toMatchObject({ total: 4, active: 2, upcoming: 1, past: 1 });
    expect(summary.redemptions).toEqual({ pending: 0, fulfilled: 1, cancelled: 0 });
    const stockist = await signIn('agent1@demo.niaga.test', 'agent');
    const points = (
      await t.app.inject({ method: 'GET', url: '/api/game/campaign/history-point', headers: stockist })
    ).json().data;
    const kinds = points.items.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toContain('redeemed');
    expect(kinds).toContain('earned');
    const hof = (await t.app.inject({ method: 'GET', url: '/api/setup/hof', headers: stockist })).json().data;
    expect(hof.items).toHaveLength(1);
    const news = (await t.app.inject({ method: 'GET', url: '/api/setup/news-feed', headers: stockist })).json().data;
    expect(news.items.map((post: { pin: boolean }) => post.pin)).toEqual([true, false]);
    const faqs = (await t.app.inject({ method: 'GET', url: '/api/setup/faq', headers: stockist })).json().data;
    expect(faqs.map((faq: { topic: string }) => faq.topic)).toEqual(['Orders', 'Orders', 'Commission', '']);
    const plan = (await t.app.inject({ method: 'GET', url: '/api/game-plan', headers: stockist })).json().data;
    expect(plan.content).toMatch(
      /^<h2>Grow together in 2026<\/h2>.*<img src="\/uploads\/demo\/[^"]+" alt="Grow together" \/>/,
    );
  });
});
