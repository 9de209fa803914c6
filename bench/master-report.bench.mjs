// Issue 21 "master report's first page ≤ 200 ms": 100,000 agents and 1,000,000 orders over two years (about 70%
// counted) in one company on PostgreSQL, with two years of monthly sales and commission entries. Each tab of /reporting
// opens with its summary and its list's first page for this month (the page's default period) and, for the
// transaction tab, for the last year too. Each tab's calls are measured against GET /api/user/detail in alternating
// one-second slices (measureAgainstBaseline); target p95 ≤ 200 ms.
// The seed is written here; bench/support/report-data.mjs (the analytics bench's data, being written in parallel) can
// replace it once merged.
import { login, measureAgainstBaseline, recreateDatabase, round, sql, startServer, vacuumSeeded } from './lib.mjs';

const AGENTS = 100_000;
const ORDERS = 1_000_000;
const MONTHS = 24;
const CONNECTIONS = 10;
const TARGET_P95_MS = 200;

export async function seed(databaseUrl) {
  const started = performance.now();
  // Written as a data load: without the per-row triggers (the order list's counters, the dashboard's hourly figures,
  // the ranking's versions), which this bench does not read and which would update one counter row a million times.
  await sql(
    databaseUrl,
    `set session_replication_role = replica;
     insert into users (company_id, id, email, password_hash, role, level_id, introducer_id, name, status,
       email_verified_at, profile_completed_at, username, tree_no, path, depth, direct_count, downline_count, state,
       last_counted_at, created_at)
     overriding system value
     select 'demo', 'rep-' || i, 'rep' || i || '@demo.niaga.test',
       (select password_hash from users where email = 'hq@demo.niaga.test'), 'agent',
       (select array_agg(id order by rank_number) from levels where company_id = 'demo')[1 + i % 3],
       case when i > 100 then 'rep-' || (1 + (i * 7919) % (i - 1)) end,
       'Agent ' || lpad(((i * 104729) % ${AGENTS})::text, 6, '0'),
       (array['active', 'active', 'active', 'inactive', 'new'])[1 + i % 5], now(), now(), 'rep' || i,
       2000000 + i, '/' || (2000000 + i) || '/', 0, 0, 0,
       (array['Selangor', 'Johor', 'Perak', 'Kedah', 'Sabah', 'Sarawak', 'Pahang', 'Melaka'])[1 + i % 8], now(),
       now() - ((i * 13) % (${MONTHS} * 30)) * interval '1 day'
     from generate_series(1::bigint, ${AGENTS}) i;
     select setval('users_tree_no_seq', (select max(tree_no) from users));
     insert into orders (company_id, id, reference_no, type, status, buyer_id, buyer_name, placed_by_id,
       seller_store_id, seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, delivery,
       total_units, created_at)
     select 'demo', 'rep-o-' || k, 'REP' || k, 'personal',
       (array['to_ship', 'shipping', 'completed', 'completed', 'completed', 'completed', 'completed', 'cancelled',
         'refund', 'unpaid'])[1 + k % 10],
       'rep-' || (1 + (k * 7919) % ${AGENTS}), 'Agent', 'rep-' || (1 + (k * 7919) % ${AGENTS}),
       (select id from branches where company_id = 'demo' order by created_at limit 1), 'branch', 'HQ',
       (array['manual', 'wallet', 'online'])[1 + k % 3], 'paid', 5000 + (k * 37) % 50000, 5000 + (k * 37) % 50000,
       'pickup', 1 + k % 10, now() - (k % (${MONTHS} * 30)) * interval '1 day' - (k % 86400) * interval '1 second'
     from generate_series(1::bigint, ${ORDERS}) k;
     insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
     select 'demo', 'rep-' || i, (date_trunc('month', now()) - m * interval '1 month')::date,
       ((i * 7 + m * 13) % 50) * 10000, 1 + (i + m) % 5,
       case when i % 10 = 0 then ((i * 11 + m) % 400) * 25000 else 0 end, (i + m) % 40
     from generate_series(1::bigint, ${AGENTS}) i, generate_series(0, ${MONTHS - 1}) m
     where (i * 17 + m * 5) % 3 <> 0;
     insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, status, inputs)
     select 'demo', 'rep-c-' || k, 'rep-c-' || k, 'rep-' || (1 + (k * 7919) % ${AGENTS}), 'overriding',
       100 + (k * 37) % 20000, (date_trunc('month', now()) - (k % ${MONTHS}) * interval '1 month')::date,
       'pending', '{}'
     from generate_series(1::bigint, ${AGENTS * 4}) k;`,
  );
  await vacuumSeeded(databaseUrl);
  return round((performance.now() - started) / 1000);
}

const day = (date) => date.toISOString().slice(0, 10);

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_master_report');
  const { child, base } = await startServer({ databaseUrl, port: 3921, env: { RUN_JOBS: 'false' } });
  try {
    const seedSeconds = await seed(databaseUrl);
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const now = new Date();
    const month = `from=${day(now).slice(0, 8)}01&to=${day(now)}`;
    const year = `from=${day(new Date(now.getTime() - 364 * 86_400_000))}&to=${day(now)}`;
    const tabs = {
      transaction: [
        `/api/transaction/summary?${month}`,
        `/api/transaction/payment-method?${month}`,
        `/api/transaction/list?${month}`,
      ],
      transactionYear: [
        `/api/transaction/summary?${year}`,
        `/api/transaction/payment-method?${year}`,
        `/api/transaction/list?${year}`,
      ],
      recruitment: [`/api/recruitment/summary?${month}`, `/api/recruitment/list?${month}`],
      kpi: [`/api/kpi/summary?${month}`, `/api/kpi/sales-list?${month}`],
      agentReport: [`/api/agent-report/summary?${month}`, `/api/agent-report/list?${month}`],
      agentDatabase: ['/api/agent-database?sort=-joinedAt'],
    };
    const figures = {};
    for (const [tab, paths] of Object.entries(tabs)) {
      // Each call once alone first: the slowest of a cold first page.
      const single = {};
      for (const path of paths) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, {
          headers: { authorization: `Bearer ${hq}`, host: 'localhost' },
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        single[path.split('?')[0]] = round(performance.now() - started);
      }
      const measured = await measureAgainstBaseline(
        {
          urls: paths.map((path) => `${base}${path}`),
          headers: { authorization: `Bearer ${hq}`, host: 'localhost' },
          connections: CONNECTIONS,
        },
        { base, token: hq, seconds: 5 },
      );
      figures[tab] = {
        firstCallMs: single,
        ...measured,
        targetP95Ms: TARGET_P95_MS,
        met: measured.latencyMs.p95 <= TARGET_P95_MS,
      };
      console.log(
        tab,
        JSON.stringify({ firstCallMs: single, p95: measured.latencyMs.p95, ratio: measured.ratioToBaseline }),
      );
    }
    return { data: { agents: AGENTS, orders: ORDERS, months: MONTHS, seedSeconds }, ...figures };
  } finally {
    child.kill();
  }
}
