// Issue "Commission engine, payouts and CP58": per-order crediting p99 ≤ 10 ms on PostgreSQL. A 3,000-agent tree
// of depth 30 over five levels (the level follows the depth, so a deep buyer's line pays sales profit at every
// level boundary and overriding to a same-level upline), 50 products with a price and commissions per level,
// and 1,050 counted orders of one to four lines bought by agents at depth 15-29. Each order is credited by the
// `order.counted` subscriber (`creditOrder`) in its own transaction, as the approval does; the first 50 warm up.
// Then 200 of them are refunded (`reverseOrder`), and every refunded order must sum to zero. A `select 1` round
// trip timed in the same transactions shows the floor the machine sets (it is shared and often busy).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql as drizzleSql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { creditOrder, reverseOrder } from '../apps/api/dist/modules/commission/crediting.js';
import { percentile, randomTree, recreateDatabase, round, seededRandom, sql, startServer } from './lib.mjs';

const AGENTS = 3_000;
const MAX_DEPTH = 30;
const LEVELS = 5;
const PRODUCTS = 50;
const WARM_UP = 50;
const ORDERS = 1_000;
const REFUNDS = 200;

const random = seededRandom(7);
const int = (min, max) => min + Math.floor(random() * (max - min + 1));

/** A random tree with long chains: most agents join under one of the newest ones, so depth 30 is reached. */
const buildTree = () => randomTree({ agents: AGENTS, roots: 3, maxDepth: MAX_DEPTH, chain: 0.7, window: 20, random });

const levelOf = (depth) => Math.min(LEVELS - 1, Math.floor(depth / 6)); // 0 = the highest level (cheapest)
const priceOf = (product, level) => 5_000 + product * 10 + level * 1_000;

async function seedData(databaseUrl) {
  const levelIds = Array.from({ length: LEVELS }, (_, index) => `bench-level-${index + 1}`);
  await sql(
    databaseUrl,
    `insert into levels (company_id, id, level_name, rank_number, helper_bp, recruit_comm)
     select 'demo', 'bench-level-' || n, 'Bench level ' || n, 10 + n, 100 * n, 1000 from generate_series(1, ${LEVELS}) n`,
  );
  const { parent, depth } = buildTree();
  const ids = Array.from({ length: AGENTS }, () => randomUUID());
  const paths = new Array(AGENTS);
  for (let i = 0; i < AGENTS; i++) paths[i] = `${parent[i] >= 0 ? paths[parent[i]] : '/'}${500_000 + i}/`;
  await sql(
    databaseUrl,
    `insert into users (company_id, id, email, role, level_id, upline_id, introducer_id, helper_id, name, status,
       tree_no, path, depth)
     overriding system value
     select 'demo', u.id, u.email, 'agent', u.level_id, u.upline_id, u.upline_id, u.helper_id, u.name, 'active',
       u.tree_no, u.path, u.depth
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[],
       $9::int[]) as u(id, email, level_id, upline_id, helper_id, name, tree_no, path, depth)`,
    [
      ids,
      ids.map((_, i) => `bench-commission-${i}@demo.niaga.test`),
      ids.map((_, i) => levelIds[levelOf(depth[i])]),
      ids.map((_, i) => (parent[i] >= 0 ? ids[parent[i]] : null)),
      ids.map((_, i) => (i > 100 && random() < 0.1 ? ids[int(0, i - 1)] : null)),
      ids.map((_, i) => `Bench Agent ${i}`),
      ids.map((_, i) => 500_000 + i),
      paths,
      [...depth],
    ],
  );
  await sql(
    databaseUrl,
    `select setval('users_tree_no_seq', (select max(tree_no) from users));
     insert into products (company_id, id, name, sku, retail_price, weight_g, status, points)
       select 'demo', 'bench-p-' || p, 'Bench product ' || p, 'BENCH-' || p, 20000, 250, 'published', 1
       from generate_series(0, ${PRODUCTS - 1}) p;
     insert into product_levels (company_id, product_id, level_id, price, bands, commissions)
       select 'demo', 'bench-p-' || p, 'bench-level-' || n, 5000 + p * 10 + (n - 1) * 1000, '[]',
         '{"personalLevel":0,"overriding":100,"leadership":0,"introducerBonus":200,"affiliate":50,"salesProfit":0}'
       from generate_series(0, ${PRODUCTS - 1}) p, generate_series(1, ${LEVELS}) n;`,
  );

  const branch = (await sql(databaseUrl, "select id from branches where company_id = 'demo' and is_main")).rows[0].id;
  const buyers = ids.map((id, i) => ({ id, level: levelOf(depth[i]), depth: depth[i] })).filter((a) => a.depth >= 15);
  const orders = [];
  const lines = [];
  for (let n = 0; n < WARM_UP + ORDERS; n++) {
    const buyer = buyers[int(0, buyers.length - 1)];
    const orderId = randomUUID();
    let subtotal = 0;
    let units = 0;
    const count = int(1, 4);
    const picked = new Set();
    while (picked.size < count) picked.add(int(0, PRODUCTS - 1));
    [...picked].forEach((product, index) => {
      const quantity = int(1, 10);
      const unitPrice = priceOf(product, buyer.level);
      subtotal += unitPrice * quantity;
      units += quantity;
      lines.push([orderId, index + 1, `bench-p-${product}`, `Bench product ${product}`, quantity, unitPrice]);
    });
    orders.push({ id: orderId, buyerId: buyer.id, subtotal, units, firstOrder: random() < 0.3, depth: buyer.depth });
  }
  await sql(
    databaseUrl,
    `insert into orders (company_id, id, reference_no, invoice_no, type, status, buyer_id, placed_by_id,
       seller_store_id, seller_kind, seller_name, first_order, payment_status, subtotal, grand_total, total_units,
       delivery)
     select 'demo', o.id, 'BENCH-' || o.n, 'BENCH-INV-' || o.n, 'personal', 'to_ship', o.buyer, o.buyer, $1,
       'branch', 'HQ', o.first, 'paid', o.subtotal, o.subtotal, o.units, 'pickup'
     from unnest($2::text[], $3::int[], $4::text[], $5::bool[], $6::bigint[], $7::int[])
       as o(id, n, buyer, first, subtotal, units)`,
    [
      branch,
      orders.map((order) => order.id),
      orders.map((_, n) => n),
      orders.map((order) => order.buyerId),
      orders.map((order) => order.firstOrder),
      orders.map((order) => order.subtotal),
      orders.map((order) => order.units),
    ],
  );
  await sql(
    databaseUrl,
    `insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price,
       line_total)
     select 'demo', l.order_id, l.line_no, 'product', l.item_id, l.name, l.quantity, l.unit_price, l.unit_price,
       l.unit_price * l.quantity
     from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::int[], $6::bigint[])
       as l(order_id, line_no, item_id, name, quantity, unit_price)`,
    [0, 1, 2, 3, 4, 5].map((column) => lines.map((line) => line[column])),
  );
  await sql(databaseUrl, 'analyze');
  return orders;
}

const stats = (values) => ({
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  p99: round(percentile(values, 99)),
  max: round(Math.max(...values)),
});

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_commission_credit');
  // The server migrates and seeds the demo company; the bench then works on the database directly.
  const { child } = await startServer({ databaseUrl, port: 3911 });
  child.kill();
  const orders = await seedData(databaseUrl);
  const database = openDatabase({ url: databaseUrl, dataDir: '', poolSize: 2 });
  try {
    const event = (order) => ({
      companyId: 'demo',
      orderId: order.id,
      buyerId: order.buyerId,
      agentId: order.buyerId,
      amount: order.subtotal,
      units: order.units,
      at: new Date(),
    });
    const credit = [];
    const transaction = [];
    const roundTrip = [];
    const loadBefore = os.loadavg()[0];
    for (const [n, order] of orders.entries()) {
      const began = performance.now();
      let ms = 0;
      let ping = 0;
      await database.db.transaction(async (tx) => {
        let started = performance.now();
        await tx.execute(drizzleSql`select 1`);
        ping = performance.now() - started;
        started = performance.now();
        await creditOrder(tx, event(order));
        ms = performance.now() - started;
      });
      if (n < WARM_UP) continue;
      credit.push(ms);
      roundTrip.push(ping);
      transaction.push(performance.now() - began);
    }
    const refunded = orders.slice(WARM_UP, WARM_UP + REFUNDS);
    const refund = [];
    for (const order of refunded) {
      await database.db.transaction(async (tx) => {
        const started = performance.now();
        await reverseOrder(tx, event(order));
        refund.push(performance.now() - started);
      });
    }
    const counted = orders.slice(WARM_UP);
    const totals = (
      await sql(
        databaseUrl,
        `select count(*)::int as entries, count(distinct type)::int as types,
           count(*) filter (where reverses_id is null)::int as credited
         from commission_entries where company_id = 'demo' and source_order_id = any($1::text[])`,
        [counted.map((order) => order.id)],
      )
    ).rows[0];
    const unbalanced = (
      await sql(
        databaseUrl,
        `select count(*)::int as n from (select source_order_id from commission_entries
           where company_id = 'demo' and source_order_id = any($1::text[])
           group by source_order_id having sum(amount) <> 0) o`,
        [refunded.map((order) => order.id)],
      )
    ).rows[0].n;
    return {
      agents: AGENTS,
      maxDepth: MAX_DEPTH,
      levels: LEVELS,
      products: PRODUCTS,
      orders: ORDERS,
      averageBuyerDepth: round(counted.reduce((sum, order) => sum + order.depth, 0) / counted.length),
      entriesPerOrder: round(totals.credited / ORDERS),
      entryTypes: totals.types,
      creditMs: { ...stats(credit), targetP99: 10 },
      // What the machine allows: one `select 1` round trip in the same transactions, and its load meanwhile.
      selectOneRoundTripMs: stats(roundTrip),
      loadAverage: { before: round(loadBefore), after: round(os.loadavg()[0]) },
      creditTransactionMs: stats(transaction),
      refunds: REFUNDS,
      refundMs: stats(refund),
      refundedOrdersNotSummingToZero: unbalanced,
    };
  } finally {
    await database.close();
  }
}
