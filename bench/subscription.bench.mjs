// Issue 23 "Subscription billing": the calls of HQ's subscription pages and of the operator's console on a platform of
// 2,000 companies with two years of monthly invoices each (48,000 invoices, their receipts), on PostgreSQL at 20
// concurrent clients, each in one-second slices alternating with its own baseline (GET /api/user/detail, whose
// session query also decides the subscription lock) and reported as a ratio to it.
import { login, measureAgainstBaseline, recreateDatabase, sql, startServer, vacuumSeeded } from './lib.mjs';

const COMPANIES = 2_000;
const MONTHS = 24;
const PORT = 3924;
// Node's fetch sends the address's own Host, so the bench server takes 127.0.0.1 as the operator's host.
const OPERATOR_HOST = '127.0.0.1';

/** 2,000 companies on the Growth plan, each with 24 monthly invoices: the older paid (a receipt each), the last open. */
async function seed(databaseUrl) {
  const started = performance.now();
  await sql(
    databaseUrl,
    `insert into companies (id, name) select 'bench-co-' || n, 'Bench Company ' || lpad(n::text, 4, '0')
     from generate_series(1, ${COMPANIES}) n`,
  );
  await sql(
    databaseUrl,
    `insert into company_hosts (host, company_id) select 'bench' || n || '.localhost', 'bench-co-' || n
     from generate_series(1, ${COMPANIES}) n`,
  );
  await sql(
    databaseUrl,
    `insert into company_subscriptions (company_id, plan_id, billing_day, next_period_start)
     select 'bench-co-' || n, (select id from subscription_plans where name = 'Growth'), 1, date_trunc('month', now())::date
     from generate_series(1, ${COMPANIES}) n`,
  );
  // Month m (1 = oldest, the last issued 3 days ago): paid unless it is the last; every 10th company is locked (its
  // last two months open, the older past its lock day), every 7th has a partly paid last invoice.
  await sql(
    databaseUrl,
    `insert into subscription_invoices (company_id, id, number, issued_on, due_on, system_due_on, total, paid, status,
       period_start, period_end, description, paid_at)
     select c.id, c.id || '-inv-' || m, 'SUB-B' || lpad(c.n::text, 4, '0') || '-' || lpad(m::text, 2, '0'),
       p.start, p.start + 14, p.start + 21, 29900,
       case when open then (case when c.n % 7 = 0 then 10000 else 0 end) else 29900 end,
       case when not open then 'paid' when p.start + 21 < current_date then 'overdue'
            when c.n % 7 = 0 then 'partially_paid' else 'pending' end,
       p.start, (p.start + interval '1 month - 1 day')::date, 'Growth plan', case when open then null else now() end
     from (select 'bench-co-' || n as id, n from generate_series(1, ${COMPANIES}) n) c
     cross join generate_series(1, ${MONTHS}) m
     cross join lateral (select (current_date - 3 - ((${MONTHS} - m) || ' months')::interval)::date as start) p
     cross join lateral (select m = ${MONTHS} or (c.n % 10 = 0 and m = ${MONTHS} - 1) as open) o`,
  );
  await sql(
    databaseUrl,
    `insert into subscription_payments (company_id, id, invoice_id, receipt_no, amount, received, method, reference,
       recorded_by, paid_at)
     select company_id, id || '-rcp', id, 'RCP-B' || row_number() over (), paid, paid, 'bank_transfer', 'MBB-' || number,
       'bench', coalesce(paid_at, now())
     from subscription_invoices where company_id like 'bench-co-%' and paid > 0`,
  );
  await vacuumSeeded(databaseUrl);
  return Math.round(performance.now() - started);
}

async function operatorLogin(base) {
  const response = await fetch(`${base}/api/operator/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: OPERATOR_HOST },
    body: JSON.stringify({ email: 'operator@niaga.test', password: 'Demo#2026' }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`operator login failed: ${json.meta?.message}`);
  return json.data.token;
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_subscription');
  const { child, base } = await startServer({ databaseUrl, port: PORT, env: { OPERATOR_HOST } });
  try {
    const seedMs = await seed(databaseUrl);
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const operator = await operatorLogin(base);
    const measure = (path, token, host, target) =>
      measureAgainstBaseline(
        { urls: [`${base}${path}`], headers: { authorization: `Bearer ${token}`, host }, connections: 20 },
        { base, token: hq, seconds: 8, target },
      );
    return {
      seed: { companies: COMPANIES, invoices: COMPANIES * MONTHS, ms: seedMs },
      hqSummary: await measure('/api/subscription', hq, 'localhost', 0.5),
      hqInvoices: await measure('/api/subscription/invoices?page=1&limit=20', hq, 'localhost', 0.5),
      operatorCompanies: await measure('/api/operator/companies?page=1&limit=20', operator, OPERATOR_HOST, 0.3),
      operatorCompanySearch: await measure('/api/operator/companies?q=bench1999', operator, OPERATOR_HOST, 0.3),
      operatorInvoices: await measure('/api/operator/invoices?page=1&limit=20', operator, OPERATOR_HOST, 0.3),
      operatorInvoiceSearch: await measure('/api/operator/invoices?q=SUB-B1999', operator, OPERATOR_HOST, 0.3),
      operatorOverdue: await measure('/api/operator/overdue', operator, OPERATOR_HOST, 0.3),
    };
  } finally {
    child.kill('SIGTERM');
  }
}
