// Issue 21: the master report's inventory, product sales and customer tabs and the settlement report, first page
// ≤ 200 ms. 100,000 agents, 1,000,000 orders (one product line each) over two years, 200 products, stock held by
// the main branch and 10,000 agents (50,200 stock rows) with 500,000 ledger rows, 300,000 gateway payments. Each
// screen's calls for this month, measured against GET /api/user/detail in alternating slices (measureAgainstBaseline).
import { login, measureAgainstBaseline, recreateDatabase, round, sql, startServer, vacuumSeeded } from './lib.mjs';

const AGENTS = 100_000;
const ORDERS = 1_000_000;
const PRODUCTS = 200;
const STOCK_AGENTS = 10_000;
const MOVEMENTS = 500_000;
const PAYMENTS = 300_000;
const DAYS = 730;
const TARGET_P95_MS = 200;

async function seed(databaseUrl) {
  const started = performance.now();
  const branch = `(select id from branches where company_id = 'demo' and is_main)`;
  await sql(
    databaseUrl,
    `insert into users (company_id, id, email, password_hash, role, level_id, name, status, email_verified_at,
       profile_completed_at, username, tree_no, path, depth, direct_count, downline_count, state, created_at)
     overriding system value
     select 'demo', 'ss-' || i, 'ss' || i || '@demo.niaga.test', null, 'agent',
       (select array_agg(id order by rank_number) from levels where company_id = 'demo')[1 + i % 3],
       'Agent ' || i, 'active', now(), now(), 'ss' || i, 3000000 + i, '/' || (3000000 + i) || '/', 0, 0, 0,
       (array['Selangor', 'Johor', 'Perak', 'Kedah'])[1 + i % 4], now() - (i % ${DAYS}) * interval '1 day'
     from generate_series(1::bigint, ${AGENTS}) i;
     select setval('users_tree_no_seq', (select max(tree_no) from users));
     insert into products (company_id, id, name, sku, retail_price, weight_g, status)
     select 'demo', 'ss-p-' || p, 'Bench product ' || p, 'SS-' || p, 10000, 100, 'published'
     from generate_series(1::bigint, ${PRODUCTS}) p;
     insert into orders (company_id, id, reference_no, type, status, buyer_id, buyer_name, placed_by_id,
       seller_store_id, seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, delivery,
       total_units, created_at)
     select 'demo', 'ss-o-' || k, 'SS' || k, 'personal',
       (array['to_ship', 'completed', 'completed', 'completed', 'cancelled', 'refund', 'unpaid'])[1 + k % 7],
       'ss-' || (1 + (k * 7919) % ${AGENTS}), 'Agent', 'ss-' || (1 + (k * 7919) % ${AGENTS}), ${branch}, 'branch',
       'HQ', (array['manual', 'wallet', 'online'])[1 + k % 3], 'paid', 5000 + (k % 20) * 5000,
       5000 + (k % 20) * 5000, 'pickup', 1 + k % 20, now() - (k % ${DAYS}) * interval '1 day'
     from generate_series(1::bigint, ${ORDERS}) k;
     insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price,
       line_total)
     select 'demo', 'ss-o-' || k, 1, 'product', 'ss-p-' || (1 + k % ${PRODUCTS}), 'Bench product ' || (1 + k % ${PRODUCTS}),
       1 + k % 20, 5000, 5000, (1 + k % 20) * 5000
     from generate_series(1::bigint, ${ORDERS}) k;
     insert into stock_levels (company_id, store_id, product_id, on_hand, reserved)
     select 'demo', ${branch}, 'ss-p-' || p, 1000, p % 10 from generate_series(1::bigint, ${PRODUCTS}) p;
     insert into stock_levels (company_id, store_id, product_id, on_hand, reserved)
     select 'demo', 'ss-' || a, 'ss-p-' || (1 + (a * 5 + j) % ${PRODUCTS}), 10 + j, 0
     from generate_series(1::bigint, ${STOCK_AGENTS}) a, generate_series(0, 4) j;
     insert into stock_movements (company_id, id, store_id, product_id, qty_in, qty_out, inv_type, inv_desc,
       on_hand_before, on_hand_after, created_by_name, created_at)
     select 'demo', 'ss-m-' || k, case when k % 5 = 0 then ${branch} else 'ss-' || (1 + k % ${STOCK_AGENTS}) end,
       'ss-p-' || (1 + ((k % ${STOCK_AGENTS}) * 5 + k % 5) % ${PRODUCTS}),
       case when k % 3 = 0 then 5 else 0 end, case when k % 3 = 0 then 0 else 1 end,
       (array['in', 'sale', 'out'])[1 + k % 3], 'bench', 10, 10, 'bench', now() - (k % ${DAYS}) * interval '1 day'
     from generate_series(1::bigint, ${MOVEMENTS}) k;
     insert into payments (company_id, id, purpose, user_id, order_id, provider, pay_type, amount, status,
       provider_ref, created_at, completed_at)
     select 'demo', 'ss-pay-' || k, 'order', 'ss-' || (1 + (k * 7919) % ${AGENTS}), 'ss-o-' || (k * 3),
       (array['billplz', 'stripe'])[1 + k % 2], 'fpx', 5000 + (k % 20) * 5000,
       (array['paid', 'paid', 'paid', 'failed', 'pending'])[1 + k % 5], 'ref-' || k,
       now() - ((k * 3) % ${DAYS}) * interval '1 day', now() - ((k * 3) % ${DAYS}) * interval '1 day'
     from generate_series(1::bigint, ${PAYMENTS}) k;`,
  );
  await vacuumSeeded(databaseUrl);
  return round((performance.now() - started) / 1000);
}

const day = (date) => date.toISOString().slice(0, 10);

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_stock_sales');
  const { child, base } = await startServer({ databaseUrl, port: 3977, env: { RUN_JOBS: 'false' } });
  try {
    const seedSeconds = await seed(databaseUrl);
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const now = new Date();
    const month = `from=${day(now).slice(0, 8)}01&to=${day(now)}`;
    const ten = Array.from({ length: 10 }, (_, i) => `ss-p-${i + 1}`).join(',');
    const screens = {
      inventory: [`/api/inventory-report/summary?${month}`, `/api/inventory-report/list?${month}`],
      productSales: [`/api/product-sales/list?${month}`, `/api/product-sales/agent-list?${month}&productIds=${ten}`],
      customers: [`/api/customer-report/summary?${month}`, `/api/customer-report/list?${month}`],
      settlement: [`/api/settlement/report-data?${month}`, '/api/company-money/balance'],
    };
    const figures = {};
    for (const [screen, paths] of Object.entries(screens)) {
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
          connections: 10,
        },
        { base, token: hq, seconds: 5 },
      );
      figures[screen] = {
        firstCallMs: single,
        ...measured,
        targetP95Ms: TARGET_P95_MS,
        met: measured.latencyMs.p95 <= TARGET_P95_MS,
      };
      console.log(
        screen,
        JSON.stringify({ firstCallMs: single, p95: measured.latencyMs.p95, ratio: measured.ratioToBaseline }),
      );
    }
    return {
      data: {
        agents: AGENTS,
        orders: ORDERS,
        stockRows: PRODUCTS + STOCK_AGENTS * 5,
        movements: MOVEMENTS,
        payments: PAYMENTS,
        seedSeconds,
      },
      ...figures,
    };
  } finally {
    child.kill();
  }
}
