// Issue "Cart, checkout, payments, wallet and vouchers": checkout throughput on PostgreSQL with 100 concurrent
// buyers over 1,000 products (target ≥ 300 orders/s, zero oversell). Each buyer adds one or two items to its
// cart and checks out (self-pickup, manual transfer), back to back. Ten "hot" products hold only 30 units
// each, so part of the checkouts race for the last units and must be refused, never oversold.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { createUser } from '../apps/api/dist/db/seed/companies.js';
import { createSession } from '../apps/api/dist/modules/auth/sessions.repo.js';
import { load, percentile, ratioTo, recreateDatabase, round, sql, startServer, summary } from './lib.mjs';

const PRODUCTS = 1_000;
const HOT = 10;
const BUYERS = 100;
const SECONDS = 20;
/**
 * The machine's load moves during a run, so the checkout's seconds alternate with the baseline's
 * (`GET /api/user/detail`, 50 connections): SLICES slices of SECONDS / SLICES s of buyers, each followed by
 * BASELINE_SLICE_SECONDS of the baseline (as `measureAgainstBaseline` does for the catalogue).
 */
const SLICES = 4;
const BASELINE_SLICE_SECONDS = 2.5;
const TARGET_ORDERS_PER_SECOND = 300;
/** Orders/s as a share of the same run's `GET /api/user/detail` requests/s (issue 15). */
const TARGET_RATIO = 0.1;

async function seed(databaseUrl) {
  await sql(
    databaseUrl,
    `insert into products (company_id, id, name, sku, retail_price, weight_g, status, points)
       select 'demo', 'p-' || p, 'Product ' || p, 'SKU-' || p, 10000 + p, 250, 'published', 1
       from generate_series(1, ${PRODUCTS}) p;
     insert into product_levels (company_id, product_id, level_id, price, bands, commissions)
       select 'demo', 'p-' || p, l.id, 5000 + l.rank_number * 1000, '[]',
         '{"personalLevel":0,"overriding":0,"leadership":0,"introducerBonus":0,"affiliate":0,"salesProfit":0}'
       from generate_series(1, ${PRODUCTS}) p, levels l where l.company_id = 'demo';
     insert into stock_levels (company_id, store_id, product_id, variant_id, on_hand)
       select 'demo', (select id from branches where company_id = 'demo' and is_main), 'p-' || p, '',
         case when p <= ${HOT} then 30 else 100000 end
       from generate_series(1, ${PRODUCTS}) p;
     update branches set self_pickup = true where company_id = 'demo' and is_main;
     update companies set features = features || '{"selfPickup": true}' where id = 'demo';
     analyze;`,
  );
  const database = openDatabase({ url: databaseUrl, dataDir: '', poolSize: 4 });
  const [level] = (
    await sql(databaseUrl, "select id from levels where company_id = 'demo' order by rank_number desc limit 1")
  ).rows;
  const branch = (await sql(databaseUrl, "select id from branches where company_id = 'demo' and is_main")).rows[0].id;
  const buyers = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const userId = await createUser(database.db, {
      companyId: 'demo',
      email: `bench-buyer-${index}@demo.niaga.test`,
      name: `Bench Buyer ${index}`,
      role: 'agent',
      levelId: level.id,
    });
    buyers.push(await createSession(database.db, 'demo', userId, true));
  }
  await database.close();
  return { buyers, branch };
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_checkout');
  const { child, base } = await startServer({ databaseUrl, port: 3906 });
  try {
    const { buyers, branch } = await seed(databaseUrl);
    const call = async (token, path, body, extra = {}) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, host: 'localhost', 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const pickup = { delivery: 'pickup', pickupBranchId: branch, paymentMethod: 'manual' };
    const latencies = [];
    const outcome = { placed: 0, refusedStock: 0, other: 0 };
    const buyer = async (token, seconds) => {
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        const product = HOT + 1 + Math.floor(Math.random() * (PRODUCTS - HOT));
        await call(token, '/api/sales/my-shop/add-cart', {
          kind: 'product',
          itemId: `p-${product}`,
          quantity: 1 + (product % 3),
        });
        if (Math.random() < 0.3) {
          const hot = 1 + Math.floor(Math.random() * HOT);
          await call(token, '/api/sales/my-shop/add-cart', { kind: 'product', itemId: `p-${hot}`, quantity: 1 });
        }
        const started = performance.now();
        const status = await call(
          token,
          '/api/sales/checkout',
          { ...pickup, pickupTime: new Date(Date.now() + 86_400_000).toISOString() },
          { 'idempotency-key': randomUUID() },
        );
        latencies.push(performance.now() - started);
        if (status === 200) outcome.placed += 1;
        else if (status === 409) {
          outcome.refusedStock += 1;
          // Empty the cart so the next round starts clean.
          const cart = await fetch(`${base}/api/sales/my-shop/get-cart`, {
            headers: { authorization: `Bearer ${token}`, host: 'localhost' },
          });
          for (const line of (await cart.json()).data.lines)
            await fetch(`${base}/api/sales/my-shop/remove-cart/${line.id}`, {
              method: 'DELETE',
              headers: { authorization: `Bearer ${token}`, host: 'localhost' },
            });
        } else outcome.other += 1;
      }
    };
    await Promise.all(buyers.slice(0, 10).map((token) => buyer(token, 3))); // warm-up
    latencies.length = 0;
    Object.assign(outcome, { placed: 0, refusedStock: 0, other: 0 });
    const detail = {
      urls: [`${base}/api/user/detail`],
      headers: { authorization: `Bearer ${buyers[0]}`, host: 'localhost' },
      connections: 50,
    };
    await load({ ...detail, connections: 10, seconds: 2 }); // warm-up
    let elapsed = 0;
    const baselineRun = { latencies: [], elapsed: 0 };
    for (let slice = 0; slice < SLICES; slice++) {
      const began = performance.now();
      await Promise.all(buyers.map((token) => buyer(token, SECONDS / SLICES)));
      elapsed += (performance.now() - began) / 1000;
      const measured = await load({ ...detail, seconds: BASELINE_SLICE_SECONDS });
      baselineRun.latencies.push(...measured.latencies);
      baselineRun.elapsed += measured.elapsed;
    }
    const baseline = { endpoint: 'GET /api/user/detail', ...summary(50, baselineRun.latencies, baselineRun.elapsed) };
    const checks = (
      await sql(
        databaseUrl,
        `select
           (select count(*) from stock_levels where reserved > on_hand) as oversold_items,
           (select count(*) from stock_levels s where s.reserved <> coalesce((select sum(r.quantity) from order_reservations r
              where r.company_id = s.company_id and r.store_id = s.store_id and r.product_id = s.product_id
                and r.variant_id = s.variant_id and r.released_at is null), 0)) as reservation_mismatches,
           (select coalesce(sum(reserved), 0) from stock_levels where product_id in (${Array.from({ length: HOT }, (_, i) => `'p-${i + 1}'`).join(',')})) as hot_units_reserved`,
      )
    ).rows[0];
    latencies.sort((a, b) => a - b);
    const ordersPerSecond = Math.round(outcome.placed / elapsed);
    const { met: ratioMet, ...ratio } = ratioTo(baseline, { requestsPerSecond: ordersPerSecond }, TARGET_RATIO);
    return {
      baseline,
      buyers: BUYERS,
      products: PRODUCTS,
      seconds: round(elapsed),
      checkouts: latencies.length,
      ordersPlaced: outcome.placed,
      ordersPerSecond,
      refusedNotEnoughStock: outcome.refusedStock,
      otherFailures: outcome.other,
      checkoutLatencyMs: {
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1)),
      },
      oversoldItems: Number(checks.oversold_items),
      reservationMismatches: Number(checks.reservation_mismatches),
      hotUnitsReserved: `${checks.hot_units_reserved} of ${HOT * 30}`,
      targetOrdersPerSecond: TARGET_ORDERS_PER_SECOND,
      ...ratio,
      ratioMet,
      met:
        ratioMet &&
        ordersPerSecond >= TARGET_ORDERS_PER_SECOND &&
        Number(checks.oversold_items) === 0 &&
        Number(checks.reservation_mismatches) === 0,
    };
  } finally {
    child.kill();
  }
}
