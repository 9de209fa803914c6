// Issue "Commission engine, payouts and CP58": month close of 100,000 agents and 1,000,000 counted order lines in one
// month on PostgreSQL. Issue 24 "The close at ten times the size" adds 1,000,000 agents (1,250,000 orders, 5,000,000
// lines): close ≤ 10 s with peak memory ≤ 500 MB; an already-closed month answers 409 in ≤ 1 s; 100,000 in proportion.
// Sizes: `CLOSE_SIZES=100000:250000,1000000:1250000` (agents:orders, the default). The tree is random with chains up
// to depth 30 over five levels; the counted orders of four lines each are spread over 60% of the agents, and the month's PS and GS are what
// the order crediting keeps (`agent_monthly_sales`, built here in SQL from the orders up the materialised paths).
// Every agent has its registration row in the placement history (the close reads the tree as it stood). The ledger
// holds one per-order entry per line, as crediting leaves it: the close must not depend on its size. Five commission
// ranks (the top two leadership). The close runs in a process of its own (`support/commission-close-run.mjs`, as the
// route and the job call it) so its peak memory is its own; then the same month again (409), then a late refund;
// then, in another process, the closed month simulated under the plan it was closed with (HQ's "Simulate").
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  databaseUrl as dbUrl,
  login,
  measureBaseline,
  randomTree,
  recreateDatabase,
  round,
  seededRandom,
  sql,
  startServer,
  vacuumSeeded,
} from './lib.mjs';

const SIZES = (process.env.CLOSE_SIZES ?? '100000:250000,1000000:1250000').split(',').map((size) => {
  const [agents, orders] = size.split(':').map(Number);
  return { agents, orders: orders ?? agents * 1.25 };
});
const MAX_DEPTH = 30;
const LEVELS = 5;
const LINES_PER_ORDER = 4;
const PORT = Number(process.env.CLOSE_PORT ?? 3912);

const buildTree = (agents) =>
  randomTree({ agents, roots: 20, maxDepth: MAX_DEPTH, chain: 0.7, window: 50, random: seededRandom(11) });

/** The month before the current one (YYYY-MM), so it has ended. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/** `work` with the tables' secondary indexes dropped, then rebuilt (a bulk load is faster without them). */
async function withoutIndexes(databaseUrl, tables, work) {
  const { rows } = await sql(
    databaseUrl,
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  await sql(databaseUrl, rows.map((row) => `drop index ${row.indexname};`).join('\n'));
  await work();
  for (const row of rows) await sql(databaseUrl, row.indexdef);
}

/** One statement with parameters, with triggers (foreign keys included) off for its session. */
async function sqlAsReplica(databaseUrl, text, params) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set session_replication_role = replica');
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** Logs how long each step of the seed took (stderr: the figures stay on stdout). */
function stepTimer() {
  let at = performance.now();
  return (step) => {
    const now = performance.now();
    console.error(`  seed ${step}: ${round((now - at) / 1000)} s`);
    at = now;
  };
}

async function seedData(databaseUrl, month, AGENTS, ORDERS) {
  const started = performance.now();
  const step = stepTimer();
  await sql(
    databaseUrl,
    `insert into levels (company_id, id, level_name, rank_number, helper_bp, recruit_comm, leadership_bp)
     select 'demo', 'bench-level-' || n, 'Bench level ' || n, 10 + n, 0, 0, 300 - 50 * n from generate_series(1, ${LEVELS}) n;
     delete from commission_ranks where company_id = 'demo';
     insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
       side_group_sales, commission_bp, personal_level_bp, is_leadership)
     values ('demo', 'r1', 1, 'Bronze', 100000, 0, 0, 200, 100, false),
            ('demo', 'r2', 2, 'Silver', 100000, 1000000, 0, 400, 200, false),
            ('demo', 'r3', 3, 'Gold', 100000, 5000000, 1000000, 600, 300, false),
            ('demo', 'r4', 4, 'Platinum', 100000, 20000000, 5000000, 800, 400, true),
            ('demo', 'r5', 5, 'Diamond', 100000, 100000000, 20000000, 1000, 500, true);`,
  );
  const { parent, depth } = buildTree(AGENTS);
  const ids = Array.from({ length: AGENTS }, () => randomUUID());
  const paths = new Array(AGENTS);
  for (let i = 0; i < AGENTS; i++) paths[i] = `${parent[i] >= 0 ? paths[parent[i]] : '/'}${1_000_000 + i}/`;
  // Without the foreign-key triggers and secondary indexes (rebuilt after): the tree is consistent by construction.
  await withoutIndexes(databaseUrl, ['users'], async () => {
    for (let start = 0; start < AGENTS; start += 200_000) {
      const slice = Array.from({ length: Math.min(200_000, AGENTS - start) }, (_, k) => start + k);
      await sqlAsReplica(
        databaseUrl,
        // Counted recently, so the server's inactivity job (the baseline's server) leaves them as they are.
        `insert into users (company_id, id, email, role, level_id, upline_id, introducer_id, name, status, tree_no,
           path, depth, last_counted_at)
         overriding system value
         select 'demo', u.id, 'bench-close-' || u.n || '@demo.niaga.test', 'agent', u.level_id, u.upline_id,
           u.upline_id, 'Bench Agent ' || u.n, 'active', 1000000 + u.n, u.path, u.depth, now()
         from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[])
           as u(id, n, level_id, upline_id, path, depth)`,
        [
          slice.map((i) => ids[i]),
          slice,
          slice.map((i) => `bench-level-${Math.min(LEVELS, 1 + Math.floor(depth[i] / 6))}`),
          slice.map((i) => (parent[i] >= 0 ? ids[parent[i]] : null)),
          slice.map((i) => paths[i]),
          slice.map((i) => depth[i]),
        ],
      );
    }
  });
  step('users');
  // The placement history: each agent registered, as it stands, a month before the month closed.
  await sql(
    databaseUrl,
    `insert into network_placements (company_id, agent_id, valid_from, upline_id, level_id, status)
     select company_id, id, '${month}-01'::timestamptz - interval '1 month', upline_id, level_id, status from users
     where company_id = 'demo' and email like 'bench-close-%'`,
  );
  step('placements');
  // Orders and lines: buyers are 60% of the agents; each line 1-10 units at 50.00-149.00 (a formula of the order
  // and line number, so the order's totals are computed in the same statement).
  const line = (o, l) => ({
    quantity: `(1 + (${o} + ${l}) % 10)`,
    price: `(5000 + ((${o} * 31 + ${l} * 17) % 100) * 100)`,
  });
  const { quantity, price } = line('o', 'l');
  // The buyers are the agents numbered n with n % 5 < 3; the k-th of them is n = (k / 3) * 5 + k % 3 (by its
  // tree number: an array of them indexed per order would be read from its start each time).
  const buyers = Math.floor(AGENTS / 5) * 3 + Math.min(AGENTS % 5, 3);
  await withoutIndexes(databaseUrl, ['orders', 'order_lines', 'commission_entries'], async () => {
    await sql(
      databaseUrl,
      // The order-list counters (a row trigger) are of no use to the close; without them 250,000 inserts take seconds.
      `select setval('users_tree_no_seq', (select max(tree_no) from users));
       set session_replication_role = replica;
       with branch as (select id from branches where company_id = 'demo' and is_main)
       insert into orders (company_id, id, reference_no, invoice_no, type, status, buyer_id, placed_by_id,
         seller_store_id, seller_kind, seller_name, first_order, payment_status, subtotal, grand_total, total_units,
         delivery, created_at)
       select 'demo', 'bench-o-' || o, 'BENCH-' || o, 'BENCH-INV-' || o, 'personal', 'to_ship',
         b.id, b.id, branch.id,
         'branch', 'HQ', false, 'paid', t.total, t.total, t.units, 'pickup', '${month}-15'::timestamptz
       from generate_series(1, ${ORDERS}) o
       cross join lateral (select (o::bigint * 7919) % ${buyers} as k) pick
       join users b on b.tree_no = 1000000 + (pick.k / 3) * 5 + pick.k % 3
       cross join branch
       cross join lateral (select sum(${quantity} * ${price}) as total, sum(${quantity}) as units
                  from generate_series(1, ${LINES_PER_ORDER}) l) t;
       insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price,
         line_total)
       select 'demo', 'bench-o-' || o, l, 'product', 'bench-p', 'Bench product', ${quantity}, ${price}, ${price},
         ${quantity} * ${price}
       from generate_series(1, ${ORDERS}) o, generate_series(1, ${LINES_PER_ORDER}) l;
       analyze orders; analyze order_lines;`,
    );
    step('orders and lines');
    // The month's PS and GS from the lines, as crediting keeps them: each buyer's SV to itself and up its path.
    await sql(
      databaseUrl,
      `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
       with ps as (
         select o.buyer_id, sum(o.subtotal) as amount, sum(o.total_units) as units from orders o
         where o.company_id = 'demo' and o.id like 'bench-o-%' group by o.buyer_id
       ), up as (
         select unnest(string_to_array(trim(both '/' from u.path), '/'))::bigint as tree_no, u.id as buyer_id,
           ps.amount, ps.units
         from ps join users u on u.company_id = 'demo' and u.id = ps.buyer_id
       )
       select 'demo', a.id, '${month}-01'::date,
         coalesce(sum(up.amount) filter (where up.buyer_id = a.id), 0), coalesce(sum(up.units) filter (where up.buyer_id = a.id), 0),
         coalesce(sum(up.amount) filter (where up.buyer_id <> a.id), 0), coalesce(sum(up.units) filter (where up.buyer_id <> a.id), 0)
       from up join users a on a.company_id = 'demo' and a.tree_no = up.tree_no
       group by a.id`,
    );
    step('monthly sales');
    // The per-order ledger: one sales-profit entry per line to the buyer's upline, pending in the month.
    await sql(
      databaseUrl,
      `set session_replication_role = replica;
       insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, source_order_id,
         source_line_no, source_agent_id, status, inputs)
       select 'demo', gen_random_uuid()::text, l.order_id || ':' || l.line_no || ':sales_profit', u.upline_id,
         'sales_profit', l.quantity * 1000, '${month}-01', l.order_id, l.line_no, o.buyer_id, 'pending',
         jsonb_build_object('kind', 'differential', 'productName', l.name, 'priceBelow', l.unit_price,
           'ownPrice', l.unit_price - 1000, 'quantity', l.quantity)
       from order_lines l
       join orders o on o.company_id = l.company_id and o.id = l.order_id
       join users u on u.company_id = o.company_id and u.id = o.buyer_id
       where l.company_id = 'demo' and l.order_id like 'bench-o-%' and u.upline_id is not null;
       analyze;`,
    );
    step('ledger');
  });
  step('indexes');
  const counts = (
    await sql(
      databaseUrl,
      `select (select count(*) from order_lines where company_id = 'demo')::int as lines,
         (select count(*) from agent_monthly_sales where company_id = 'demo')::int as agents_with_sales,
         (select count(*) from commission_entries where company_id = 'demo')::int as entries`,
    )
  ).rows[0];
  return { ...counts, seedSeconds: round((performance.now() - started) / 1000) };
}

/** Runs a measuring script in a process of its own (its peak memory its own) and answers its last line's JSON. */
async function runScript(file, args) {
  const output = await new Promise((resolve, reject) => {
    const run = spawn('node', [file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    run.stdout.on('data', (chunk) => {
      text += chunk;
    });
    run.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${file} exited ${code}`))));
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/** One size: its own database, seed, the measured run in a process of its own, and the same run's baseline. */
async function runSize(agents, orders) {
  const name = process.env.CLOSE_DB ?? 'niaga_bench_commission_close';
  const month = lastMonth();
  let databaseUrl;
  let seeded;
  if (process.env.CLOSE_REUSE) {
    // The database of the last run of this size (CLOSE_REUSE=1): its close undone, to measure another build on it.
    databaseUrl = dbUrl(name);
    await sql(
      databaseUrl,
      `delete from commission_entries where company_id = 'demo' and period = '${month}-01'
         and type in ('personal_level', 'performance', 'leadership');
       delete from commission_agent_ranks where company_id = 'demo';
       delete from commission_periods where company_id = 'demo';`,
    );
    await sql(databaseUrl, 'vacuum analyze commission_entries');
    await sql(databaseUrl, 'vacuum analyze commission_agent_ranks');
    seeded = { reused: true };
  } else {
    databaseUrl = await recreateDatabase(name);
    // Migrations and the demo company; the server stops so its jobs stay out of the measured run.
    (await startServer({ databaseUrl, port: PORT })).child.kill();
    seeded = await seedData(databaseUrl, month, agents, orders);
    await vacuumSeeded(databaseUrl);
  }
  let server;
  try {
    const refunded = (await sql(databaseUrl, `select id from orders where id = 'bench-o-' || $1`, [orders])).rows[0].id;
    const measured = await runScript('bench/support/commission-close-run.mjs', [databaseUrl, month, refunded]);
    const simulated = await runScript('bench/support/commission-simulation-run.mjs', [databaseUrl, month]);
    server = await startServer({ databaseUrl, port: PORT });
    const base = server.base;
    const baseline = await measureBaseline({ base, token: await login(base, 'hq@demo.niaga.test', 'hq'), seconds: 5 });
    const ledger = (
      await sql(
        databaseUrl,
        `select type, count(*)::int as n, sum(amount)::bigint::text as amount from commission_entries
         where company_id = 'demo' and period = $1::date and type in ('personal_level', 'performance', 'leadership')
         group by type order by type`,
        [`${month}-01`],
      )
    ).rows;
    const perAgent = agents / 1_000_000;
    return {
      agents,
      orders,
      month,
      ...seeded,
      close: {
        seconds: measured.close.seconds,
        targetSeconds: round(10 * perAgent),
        peakRssMb: measured.close.peakRssMb,
        targetPeakMb: Math.max(150, Math.round(500 * perAgent)),
        startRssMb: measured.startRssMb,
        ranked: measured.close.result.ranked,
        written: measured.close.result.written,
        phases: measured.close.phases,
        phasePeakRssMb: measured.close.phasePeakRssMb,
      },
      closeAgain: { seconds: measured.closeAgain.seconds, answer: measured.closeAgain.result, targetSeconds: 1 },
      lateRefund: measured.lateRefund,
      // The closed month simulated under the plan it was closed with (equal to what was paid: changedAgents 0).
      simulation: {
        ...simulated.simulation,
        targetSeconds: round(10 * perAgent),
        processMaxRssMb: simulated.processMaxRssMb,
      },
      processMaxRssMb: measured.processMaxRssMb,
      baseline: { endpoint: baseline.endpoint, requestsPerSecond: baseline.requestsPerSecond },
      // The close as a ratio to the same run's yardstick: how many GET /api/user/detail answers it takes as long as.
      closeInBaselineRequests: Math.round(measured.close.seconds * baseline.requestsPerSecond),
      monthlyEntries: ledger,
    };
  } finally {
    server?.child.kill();
  }
}

export async function run() {
  const results = [];
  for (const { agents, orders } of SIZES) {
    const result = await runSize(agents, orders);
    console.log(JSON.stringify(result));
    results.push(result);
  }
  return results;
}
