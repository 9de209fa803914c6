// Issue 21: HQ's e-invoice month (GET /api/e-invoice/data) on PostgreSQL with a busy month of HQ sales: 2,000 orders
// to buyers with a TIN (an invoice each) and 20,000 to consumers (one consolidated e-invoice of 20,000 lines), two
// lines per order. The month is built from the orders on every call (nothing pre-computed), so this is its cost.
// 2 clients (HQ's monthly screen, not a hot path), one-second slices alternating with the GET /api/user/detail baseline.
import { login, measureAgainstBaseline, recreateDatabase, sql, startServer } from './lib.mjs';

const OWN = 2_000;
const CONSUMERS = 20_000;

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_e_invoice');
  const { child, base } = await startServer({ databaseUrl, port: 3963 });
  try {
    const started = performance.now();
    await sql(
      databaseUrl,
      `update companies set tin = 'C2584563200', company_roc = '202001012345', msic_code = '47912',
         address1 = '1 Jalan Ampang', postcode = '50450', city = 'Kuala Lumpur', state = 'W.P. Kuala Lumpur',
         phone_code = '+60', phone = '321600000' where id = 'demo'`,
    );
    await sql(
      databaseUrl,
      `update users set tin = 'IG21136425010', identity_no = '900101101234', address1 = '3 Jalan Mawar',
         postcode = '40000', city = 'Shah Alam', state = 'Selangor', phone_number = '198765432'
       where company_id = 'demo' and email = 'agent1@demo.niaga.test'`,
    );
    await sql(
      databaseUrl,
      `update users set tin = null, roc_number = null where company_id = 'demo' and email = 'agent2@demo.niaga.test'`,
    );
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    await sql(
      databaseUrl,
      `insert into orders (company_id, id, reference_no, invoice_no, type, status, buyer_id, placed_by_id, seller_store_id,
                           seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, total_units,
                           delivery, approved_at)
       select 'demo', 'bench-e-' || n, 'BENCH-E-' || n, 'BENCH-E-' || lpad(n::text, 6, '0'), 'personal', 'completed',
              buyer.id, buyer.id, branch.id, 'branch', 'HQ', 'manual', 'paid', 9000, 9000, 2, 'shipping',
              $1::timestamptz + make_interval(mins => n)
       from generate_series(1, $2::int) n
       cross join (select id from branches where company_id = 'demo' and is_main) branch
       join users buyer on buyer.company_id = 'demo'
        and buyer.email = case when n <= $3 then 'agent1@demo.niaga.test' else 'agent2@demo.niaga.test' end`,
      [month.toISOString(), OWN + CONSUMERS, OWN],
    );
    await sql(
      databaseUrl,
      `insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price, line_total)
       select 'demo', o.id, l, 'product', 'p' || l, 'Product ' || l, 1, 4500, 4500, 4500
       from orders o cross join generate_series(1, 2) l where o.company_id = 'demo' and o.id like 'bench-e-%'`,
    );
    await sql(databaseUrl, 'analyze orders; analyze order_lines');
    const seedMs = Math.round(performance.now() - started);
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const url = `${base}/api/e-invoice/data?month=${month.getUTCMonth() + 1}&year=${month.getUTCFullYear()}`;
    const monthData = await measureAgainstBaseline(
      { urls: [url], headers: { authorization: `Bearer ${hq}`, host: 'localhost' }, connections: 2 },
      { base, token: hq, seconds: 10 },
    );
    return { ownInvoices: OWN, consolidatedLines: CONSUMERS, seedMs, monthData };
  } finally {
    child.kill('SIGTERM');
  }
}
