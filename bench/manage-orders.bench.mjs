// Issue "Order management and fulfilment" (and issue 15): 200,000 orders on PostgreSQL. Each tab's first page with
// its counts (target p95 ≤ 50 ms at 20 connections), a search (p95 ≤ 50 ms), and bulk approve of 500 orders
// (target ≤ 2 s); every figure also as a ratio to GET /api/user/detail measured in the same run (the lists in
// one-second slices alternating with their own baseline, measureAgainstBaseline).
// MANAGE_ORDERS_BENCH_REUSE=1 keeps the seeded database as a template (niaga_bench_manage_orders_seeded) and, when
// it exists, copies it instead of seeding again (~110 s): for iterating only, the default run seeds fresh.
import {
  ADMIN_URL,
  databaseUrl as benchDatabaseUrl,
  login,
  measureAgainstBaseline,
  measureBaseline,
  ratioTo,
  recreateDatabase,
  sql,
  startServer,
} from './lib.mjs';

const ORDERS = 200_000;
const PENDING = 500;
const NAME = 'niaga_bench_manage_orders';
const TEMPLATE = `${NAME}_seeded`;
const PORT = 3908;
const STATUSES = [
  'unpaid',
  'to_ship',
  'shipping',
  'completed',
  'completed',
  'completed',
  'cancelled',
  'booking_over',
  'refund',
];

async function seed(databaseUrl) {
  const started = performance.now();
  await sql(
    databaseUrl,
    `with buyers as (select array_agg(id order by email) as ids from users where company_id = 'demo' and role = 'agent'),
       branch as (select id from branches where company_id = 'demo' and is_main)
     insert into orders (company_id, id, reference_no, invoice_no, type, status, buyer_id, placed_by_id, seller_store_id,
       seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, delivery, receiver, created_at,
       paid_at, approved_at, total_units)
     select 'demo', 'o-' || n, 'NG' || lpad(n::text, 8, '0'), case when s.status <> 'unpaid' then 'INV-' || lpad(n::text, 6, '0') end,
       'personal', s.status, b.ids[1 + n % array_length(b.ids, 1)], b.ids[1 + n % array_length(b.ids, 1)], branch.id,
       'branch', 'HQ', 'manual', 'paid', 10000 + n % 5000, 10000 + n % 5000, 'shipping',
       jsonb_build_object('firstName', 'Receiver', 'lastName', 'No ' || n, 'state', 'Selangor'),
       now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval, 1
     from generate_series(1, ${ORDERS}) n, buyers b, branch,
       lateral (select (array[${STATUSES.map((status) => `'${status}'`).join(',')}])[1 + n % ${STATUSES.length}] as status) s;
     update orders set status = 'pending_approval', invoice_no = null, approved_at = null
       where id in (select 'o-' || n from generate_series(1, ${PENDING}) n);
     insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price, line_total)
       select 'demo', id, 1, 'product', 'p-1', 'Product', 1, subtotal, subtotal, subtotal from orders where company_id = 'demo';`,
  );
  // The seed counts 200,000 orders in one transaction, leaving the 16 counter rows per seller with ~130,000 dead
  // versions that only VACUUM clears; a live system updates them an order at a time and autovacuum keeps them small.
  await sql(databaseUrl, 'vacuum analyze');
  return Math.round(performance.now() - started);
}

const admin = (...statement) => sql(ADMIN_URL, ...statement);
const templateExists = async () =>
  (await admin('select 1 from pg_database where datname = $1', [TEMPLATE])).rowCount === 1;

/** A seeded database and the API on it: fresh by default, or a copy of the kept template (see the top). */
async function seededServer() {
  const reuse = process.env.MANAGE_ORDERS_BENCH_REUSE === '1';
  if (reuse && (await templateExists())) {
    await admin(`drop database if exists ${NAME} with (force)`);
    await admin(`create database ${NAME} template ${TEMPLATE}`);
    const databaseUrl = benchDatabaseUrl(NAME);
    // The copy is migrated on boot like any database; analyze what a new migration may have added.
    const server = await startServer({ databaseUrl, port: PORT, nodeArgs: nodeArgs() });
    await sql(databaseUrl, 'analyze');
    return { ...server, seedMs: null };
  }
  const databaseUrl = await recreateDatabase(NAME);
  let server = await startServer({ databaseUrl, port: PORT, nodeArgs: nodeArgs() });
  const seedMs = await seed(databaseUrl);
  if (reuse) {
    server.child.kill();
    await new Promise((resolve) => server.child.once('exit', resolve));
    await admin(`drop database if exists ${TEMPLATE}`);
    await admin(`create database ${TEMPLATE} template ${NAME}`);
    server = await startServer({ databaseUrl, port: PORT, nodeArgs: nodeArgs() });
  }
  return { ...server, seedMs };
}

/** MANAGE_ORDERS_BENCH_CPU_PROF=dir writes a CPU profile of the API into dir. */
const nodeArgs = () =>
  process.env.MANAGE_ORDERS_BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.MANAGE_ORDERS_BENCH_CPU_PROF}`]
    : [];

export async function run() {
  const { child, base, seedMs } = await seededServer();
  try {
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const headers = { authorization: `Bearer ${hq}`, host: 'localhost' };
    const tabs = ['unpaid', 'approval', 'toShip', 'delivery', 'completed', 'cancelled', 'refund'];
    const measure = (urls) => measureAgainstBaseline({ urls, headers, connections: 20 }, { base, token: hq });
    const tabPages = await measure(tabs.map((tab) => `${base}/api/orders?tab=${tab}`));
    const search = await measure(
      ['NG0012345', 'INV-0099', 'No 15432', 'Chong'].map(
        (q) => `${base}/api/orders?tab=completed&q=${encodeURIComponent(q)}`,
      ),
    );
    const baseline = await measureBaseline({ base, token: hq, connections: 20 });
    const ids = Array.from({ length: PENDING }, (_, index) => `o-${index + 1}`);
    const began = performance.now();
    const response = await fetch(`${base}/api/orders/bulk-approve`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    const outcome = (await response.json()).data;
    const bulkMs = Math.round(performance.now() - began);
    const bulkRate = { requestsPerSecond: Math.round((outcome.done * 1000) / bulkMs) };
    return {
      orders: ORDERS,
      seedMs,
      tabFirstPage: { ...tabPages, targetP95Ms: 50 },
      search: { ...search, targetP95Ms: 50 },
      /** The baseline measured just before the bulk approve (the other figures carry their own, paired). */
      baseline,
      bulkApprove: {
        orders: PENDING,
        done: outcome.done,
        refused: outcome.refused,
        ms: bulkMs,
        ordersPerSecond: bulkRate.requestsPerSecond,
        ...ratioTo(baseline, bulkRate),
        targetMs: 2000,
      },
    };
  } finally {
    child.kill();
  }
}
