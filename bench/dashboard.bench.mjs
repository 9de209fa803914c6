// Issue 18 "Dashboard": the dashboard of an agent with a 40,000-agent downline, and HQ's dashboard, on PostgreSQL at
// 20 concurrent requests (target p95 ≤ 50 ms each), each as a ratio to GET /api/user/detail measured in the same
// run (one-second slices alternating with their own baseline, measureAgainstBaseline).
import { randomUUID } from 'node:crypto';
import {
  login,
  measureAgainstBaseline,
  randomTree,
  recreateDatabase,
  seededRandom,
  sql,
  startServer,
  vacuumSeeded,
} from './lib.mjs';

const DOWNLINE = 40_000;
const ORDERS = 50_000;
const PORT = 3912;
const TOP_EMAIL = 'bench-top@demo.niaga.test';

/** The first day (YYYY-MM-01) of the month `back` months before this one (UTC; the bench runs mid-month). */
const monthBack = (back) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};

/**
 * One top agent with a random tree of 40,000 agents under it (depth up to 30), their sales of this month and of
 * two earlier ones (the top's of all 12), commission entries, points, 50,000 counted HQ orders over 60 days and a
 * few payout requests: written with SQL in a few statements.
 */
async function seed(databaseUrl) {
  const started = performance.now();
  const random = seededRandom(18);
  const agents = DOWNLINE + 1;
  const { parent, depth } = randomTree({ agents, roots: 1, maxDepth: 30, chain: 0.3, window: 50, random });
  const ids = Array.from({ length: agents }, (_, i) => (i === 0 ? 'bench-top' : randomUUID()));
  const treeNo = (i) => 500_000 + i;
  const paths = new Array(agents);
  const downline = new Int32Array(agents);
  const direct = new Int32Array(agents);
  for (let i = 0; i < agents; i++) {
    paths[i] = `${parent[i] >= 0 ? paths[parent[i]] : '/'}${treeNo(i)}/`;
    if (parent[i] >= 0) direct[parent[i]] += 1;
  }
  for (let i = agents - 1; i > 0; i--) downline[parent[i]] += downline[i] + 1;
  const [{ level_id: levelId, password_hash: hash }] = (
    await sql(
      databaseUrl,
      `select l.id as level_id, u.password_hash from levels l, users u
       where l.company_id = 'demo' and u.email = 'hq@demo.niaga.test' order by l.rank_number limit 1`,
    )
  ).rows;
  for (let start = 0; start < agents; start += 10_000) {
    const slice = Array.from({ length: Math.min(10_000, agents - start) }, (_, k) => start + k);
    await sql(
      databaseUrl,
      `insert into users (company_id, id, email, password_hash, role, level_id, upline_id, introducer_id, name, status,
         email_verified_at, profile_completed_at, username, tree_no, path, depth, direct_count, downline_count,
         created_at, last_counted_at)
       overriding system value
       select 'demo', u.id, u.email, $1, 'agent', $2, u.upline_id, u.upline_id, u.name, 'active', now(), now(),
         u.username, u.tree_no, u.path, u.depth, u.direct, u.downline, now() - (u.age || ' days')::interval, now()
       from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[], $10::int[],
         $11::int[], $12::int[], $13::int[]) as u(id, email, upline_id, name, username, tree_no, path, depth, direct,
         downline, age)`,
      [
        hash,
        levelId,
        slice.map((i) => ids[i]),
        slice.map((i) => (i === 0 ? TOP_EMAIL : `bench-dash${i}@demo.niaga.test`)),
        slice.map((i) => (parent[i] >= 0 ? ids[parent[i]] : null)),
        slice.map((i) => `Bench Agent ${i}`),
        slice.map((i) => `benchdash${i}`),
        slice.map((i) => treeNo(i)),
        slice.map((i) => paths[i]),
        slice.map((i) => depth[i]),
        slice.map((i) => direct[i]),
        slice.map((i) => downline[i]),
        slice.map(() => Math.floor(random() * 400)),
      ],
    );
  }
  await sql(databaseUrl, `select setval('users_tree_no_seq', (select max(tree_no) from users))`);
  // Sales: 60 % of the agents this month and in two earlier months; the top in each of the last 12.
  const rows = { agent: [], month: [], ps: [] };
  for (let i = 1; i < agents; i++)
    for (const back of [0, 1 + Math.floor(random() * 5), 6 + Math.floor(random() * 6)])
      if (random() < 0.6) {
        rows.agent.push(ids[i]);
        rows.month.push(monthBack(back));
        rows.ps.push(1000 * (1 + Math.floor(random() * 500)));
      }
  for (let back = 0; back < 12; back++) {
    rows.agent.push(ids[0]);
    rows.month.push(monthBack(back));
    rows.ps.push(250_000 + back * 10_000);
  }
  await sql(
    databaseUrl,
    `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
     select 'demo', a, m::date, p, 1, p * 3, 3 from unnest($1::text[], $2::text[], $3::bigint[]) as s(a, m, p)`,
    [rows.agent, rows.month, rows.ps],
  );
  await sql(
    databaseUrl,
    `insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, source_agent_id, inputs)
     select 'demo', 'ce-' || n, 'bench-' || n, case when n % 10 = 0 then 'bench-top' else u.id end, 'overriding',
       100 + n % 900, date_trunc('month', now() - (n % 90 || ' days')::interval)::date, u.id, '{}'::jsonb
     from generate_series(1, 60000) n
     join lateral (select id from users where company_id = 'demo' and tree_no = 500000 + 1 + n % ${DOWNLINE}) u on true;
     insert into point_balances (company_id, agent_id, balance) values ('demo', 'bench-top', 1234)
       on conflict do nothing;
     with buyers as (select array_agg(id) as ids from users where company_id = 'demo' and tree_no > 500000),
       branch as (select id from branches where company_id = 'demo' and is_main)
     insert into orders (company_id, id, reference_no, invoice_no, type, status, buyer_id, placed_by_id, seller_store_id,
       seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, delivery, created_at, paid_at,
       approved_at, total_units)
     select 'demo', 'bo-' || n, 'BD' || lpad(n::text, 8, '0'), 'BINV-' || lpad(n::text, 6, '0'), 'personal',
       case when n % 7 = 0 then 'refund' else 'completed' end, b.ids[1 + n % array_length(b.ids, 1)],
       b.ids[1 + n % array_length(b.ids, 1)], branch.id, 'branch', 'HQ', 'manual', 'paid', 10000 + n % 5000,
       10000 + n % 5000, 'shipping', now() - (n || ' minutes')::interval * 1.7, now() - (n || ' minutes')::interval * 1.7,
       now() - (n || ' minutes')::interval * 1.7, 1
     from generate_series(1, ${ORDERS}) n, buyers b, branch;
     insert into commission_payouts (company_id, id, agent_id, amount, status)
     select 'demo', 'bp-' || n, u.id, 5000 + n, case when n % 2 = 0 then 'requested' else 'approved' end
     from generate_series(1, 200) n
     join lateral (select id from users where company_id = 'demo' and tree_no = 500000 + n) u on true`,
  );
  await vacuumSeeded(databaseUrl);
  return Math.round(performance.now() - started);
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_dashboard');
  const { child, base } = await startServer({ databaseUrl, port: PORT, env: { SEED_DEMO_CATALOG: 'true' } });
  try {
    const seedMs = await seed(databaseUrl);
    const agent = await login(base, TOP_EMAIL, 'agent');
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const measure = (token, path) =>
      measureAgainstBaseline(
        { urls: [`${base}${path}`], headers: { authorization: `Bearer ${token}`, host: 'localhost' }, connections: 20 },
        { base, token },
      );
    const checked = await fetch(`${base}/api/dashboard/agent`, {
      headers: { authorization: `Bearer ${agent}`, host: 'localhost' },
    }).then((response) => response.json());
    if (checked.data.summary.teamSize !== DOWNLINE) throw new Error(`team size ${checked.data.summary.teamSize}`);
    const agentDashboard = await measure(agent, '/api/dashboard/agent');
    const hqDashboard = await measure(hq, '/api/dashboard/hq');
    return {
      downline: DOWNLINE,
      orders: ORDERS,
      seedMs,
      agentDashboard: { ...agentDashboard, targetP95Ms: 50, metP95: agentDashboard.latencyMs.p95 <= 50 },
      hqDashboard: { ...hqDashboard, targetP95Ms: 50, metP95: hqDashboard.latencyMs.p95 <= 50 },
    };
  } finally {
    child.kill();
  }
}
