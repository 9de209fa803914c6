// The reports' big data (issue 21 "Benchmark"), shared by the report benches: in the demo company, 100,000 agents
// (buyers with a Malaysian state and an IC number, some with neither), 200 products in 10 categories and
// 1,000,000 counted orders over two years (one to three lines each, every tenth refunded), and the analytics
// rollup built from them by the migration's own backfill statement. Written with generate_series as a data load
// (without per-row triggers, which these benches do not read): a few minutes at most.
import { readFileSync } from 'node:fs';
import { sql, vacuumSeeded } from '../lib.mjs';

export const REPORT_DATA = { agents: 100_000, orders: 1_000_000, products: 200, categories: 10, days: 730 };

/** A backfill statement of the analytics migrations: the same SQL that filled the rollups of existing orders. */
function backfill(file, table) {
  const migration = readFileSync(new URL(`../../apps/api/drizzle/${file}`, import.meta.url), 'utf8');
  const statement = migration.split('--> statement-breakpoint').find((part) => part.includes(`INSERT INTO ${table} `));
  if (!statement) throw new Error(`the backfill of ${table} is missing from ${file}`);
  return statement;
}

// Line l of order k: its product, the product's price (sen) and the quantity; the order's totals add them up.
const PRODUCT = `(1 + ((k * 31 + l * 17) % ${REPORT_DATA.products})::int)`;
const PRICE = (product) => `(1000 + ((${product}) - 1) * 250)`;
const QUANTITY = '(1 + ((k + l) % 4)::int)';

export async function seedReportData(databaseUrl, { agents, orders, products, categories, days } = REPORT_DATA) {
  const started = performance.now();
  await sql(
    databaseUrl,
    `set session_replication_role = replica;
     insert into categories (company_id, id, name)
     select 'demo', 'rep-cat-' || c, 'Category ' || c from generate_series(1, ${categories}) c;
     insert into products (company_id, id, name, category_id, sku, retail_price, weight_g, status)
     select 'demo', 'rep-p-' || p, 'Product ' || lpad(p::text, 3, '0'), 'rep-cat-' || (1 + p % ${categories}),
       'REP-' || p, ${PRICE('p')}, 500, 'published'
     from generate_series(1, ${products}) p;
     insert into users (company_id, id, email, password_hash, role, level_id, introducer_id, name, status,
       email_verified_at, profile_completed_at, username, tree_no, path, depth, direct_count, downline_count, state,
       country, identity_no, last_counted_at, created_at)
     overriding system value
     select 'demo', 'rep-' || i, 'rep' || i || '@demo.niaga.test',
       (select password_hash from users where email = 'hq@demo.niaga.test'), 'agent',
       (select array_agg(id order by rank_number) from levels where company_id = 'demo')[1 + i % 3],
       case when i > 100 then 'rep-' || (1 + (i * 7919) % (i - 1)) end,
       'Agent ' || lpad(((i * 104729) % ${agents})::text, 6, '0'),
       (array['active', 'active', 'active', 'inactive', 'new'])[1 + i % 5], now(), now(), 'rep' || i,
       2000000 + i, '/' || (2000000 + i) || '/', 0, 0, 0,
       case when i % 20 <> 0 then s.codes[1 + (i * 31) % array_length(s.codes, 1)] end, 'MY',
       -- IC YYMMDD-PB-####: born 1955-2008; every 25th agent without one.
       case when i % 25 <> 0 then to_char(date '1955-01-01' + ((i * 7331) % 19700)::int, 'YYMMDD')
         || '-' || lpad((i % 14 + 1)::text, 2, '0') || '-' || lpad((i % 10000)::text, 4, '0') end,
       now(), now() - ((i * 13) % ${days}) * interval '1 day'
     from generate_series(1::bigint, ${agents}) i, (select array_agg(name order by code) as codes from ref_my_states) s;
     select setval('users_tree_no_seq', (select max(tree_no) from users));
     insert into orders (company_id, id, reference_no, invoice_no, type, status, buyer_id, buyer_name, placed_by_id,
       seller_store_id, seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, delivery,
       total_units, created_at, paid_at, approved_at, refunded_at)
     select 'demo', 'rep-o-' || k, 'REP' || k, 'RINV-' || lpad(k::text, 7, '0'), 'personal',
       case when k % 10 = 0 then 'refund' when k % 10 < 3 then 'shipping' else 'completed' end,
       'rep-' || (1 + (k * 7919) % ${agents}), 'Agent', 'rep-' || (1 + (k * 7919) % ${agents}),
       case when k % 4 = 0 then 'rep-' || (1 + (k * 104729) % ${agents})
         else (select id from branches where company_id = 'demo' order by created_at limit 1) end,
       case when k % 4 = 0 then 'agent' else 'branch' end, case when k % 4 = 0 then 'Agent' else 'HQ' end,
       (array['manual', 'wallet', 'online'])[1 + k % 3], case when k % 10 = 0 then 'refunded' else 'paid' end,
       g.subtotal, g.subtotal, 'pickup', g.units, t.at, t.at, t.at,
       case when k % 10 = 0 then t.at + interval '3 days' end
     from generate_series(1::bigint, ${orders}) k,
       lateral (select now() - (k % ${days}) * interval '1 day' - (k % 86400) * interval '1 second' as at) t,
       lateral (select sum(${PRICE(PRODUCT)} * ${QUANTITY})::bigint as subtotal, sum(${QUANTITY})::int as units
         from generate_series(1, 1 + (k % 3)::int) l) g;
     insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price,
       line_total)
     select 'demo', 'rep-o-' || k, l, 'product', 'rep-p-' || p.n, 'Product ' || lpad(p.n::text, 3, '0'), q.q,
       p.price, p.price, p.price * q.q
     from generate_series(1::bigint, ${orders}) k, generate_series(1, 1 + (k % 3)::int) l,
       lateral (select ${PRODUCT} as n, ${PRICE(PRODUCT)} as price) p, lateral (select ${QUANTITY} as q) q;`,
  );
  // The rollups of these orders (the demo's own orders have theirs already), then the per-dimension sums anew.
  const daily = backfill('0034_analytics_daily.sql', 'analytics_daily');
  await sql(
    databaseUrl,
    daily.replace('WHERE o.invoice_no IS NOT NULL', "WHERE o.invoice_no IS NOT NULL AND o.id LIKE 'rep-o-%'"),
  );
  await sql(databaseUrl, 'delete from analytics_daily_by');
  await sql(databaseUrl, backfill('0034_analytics_daily.sql', 'analytics_daily_by'));
  await vacuumSeeded(databaseUrl);
  return Math.round((performance.now() - started) / 1000);
}
