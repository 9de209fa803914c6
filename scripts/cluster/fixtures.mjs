// The cluster run's database: the demo company seeded by one instance, then what the run drives and checks.
import { spawnSync } from 'node:child_process';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import { createUser } from '../../apps/api/dist/db/seed/companies.js';
import { sql } from '../../bench/lib.mjs';

export const PASSWORD = 'Cluster#2026';
export const PRODUCTS = 200;
export const JOBS_COMPANY_HOST = 'jobs.cluster.localhost';

/** "2026-09-01": the first day of the month `back` months before the current one (UTC). */
export function monthsBack(back, now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * Products with plenty of stock at HQ's main branch, self pickup, `buyers` agents with a password (they log in
 * through the balancer) and one for the rate-limit check; last month's sales for HQ's close, which is by hand.
 */
export async function seedDemo(databaseUrl, { buyers }) {
  await sql(
    databaseUrl,
    `insert into products (company_id, id, name, sku, retail_price, weight_g, status, points)
       select 'demo', 'cl-' || p, 'Cluster product ' || p, 'CL-' || p, 10000 + p, 250, 'published', 1
       from generate_series(1, ${PRODUCTS}) p;
     insert into product_levels (company_id, product_id, level_id, price, bands, commissions)
       select 'demo', 'cl-' || p, l.id, 5000 + l.rank_number * 1000, '[]',
         '{"personalLevel":0,"overriding":0,"leadership":0,"introducerBonus":0,"affiliate":0,"salesProfit":0}'
       from generate_series(1, ${PRODUCTS}) p, levels l where l.company_id = 'demo';
     insert into stock_levels (company_id, store_id, product_id, variant_id, on_hand)
       select 'demo', (select id from branches where company_id = 'demo' and is_main), 'cl-' || p, '', 1000000
       from generate_series(1, ${PRODUCTS}) p;
     update branches set self_pickup = true where company_id = 'demo' and is_main;
     update companies set features = features || '{"selfPickup": true, "commissionAutoCloseDay": null}'
       where id = 'demo';`,
  );
  const level = (
    await sql(databaseUrl, "select id from levels where company_id = 'demo' order by rank_number desc limit 1")
  ).rows[0].id;
  const branch = (await sql(databaseUrl, "select id from branches where company_id = 'demo' and is_main")).rows[0].id;
  const emails = await createAgents(databaseUrl, 'demo', level, 'buyer', buyers + 2);
  await monthSales(databaseUrl, 'demo', monthsBack(1));
  return { branch, buyerEmails: emails.slice(0, buyers), limitEmails: emails.slice(buyers), closeMonth: monthsBack(1) };
}

/**
 * A second company whose months the job closes (the default: on the 1st of the next month): sales in the two
 * months before this one, so each instance's job finds both due at once.
 */
export async function seedJobsCompany(databaseUrl) {
  const cli = spawnSync(
    'node',
    [
      'apps/api/dist/cli.js',
      'company:create',
      '--name',
      'Cluster Jobs',
      '--host',
      JOBS_COMPANY_HOST,
      '--hq-email',
      'hq@jobs.cluster.test',
      '--hq-password',
      PASSWORD,
    ],
    { encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  if (cli.status !== 0) throw new Error(`company:create failed: ${cli.stderr}${cli.stdout}`);
  const { rows } = await sql(
    databaseUrl,
    `select c.id, (select id from levels l where l.company_id = c.id limit 1) as level
     from companies c join company_hosts h on h.company_id = c.id where h.host = $1`,
    [JOBS_COMPANY_HOST],
  );
  const { id, level } = rows[0];
  await sql(
    databaseUrl,
    `insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
       side_group_sales, commission_bp, personal_level_bp, is_leadership)
     values ($1, 'silver', 1, 'Silver', 100000, 0, 0, 500, 200, false)`,
    [id],
  );
  await createAgents(databaseUrl, id, level, 'jobs-agent', 20);
  for (const month of [monthsBack(2), monthsBack(1)]) await monthSales(databaseUrl, id, month);
  return { companyId: id, months: [monthsBack(2), monthsBack(1)] };
}

async function createAgents(databaseUrl, companyId, levelId, prefix, count) {
  const database = openDatabase({ url: databaseUrl, dataDir: '', poolSize: 2 });
  const emails = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const email = `${prefix}-${index}@${companyId}.cluster.test`;
      await createUser(database.db, {
        companyId,
        email,
        password: PASSWORD,
        name: `Cluster ${prefix} ${index}`,
        role: 'agent',
        levelId,
      });
      emails.push(email);
    }
  } finally {
    await database.close();
  }
  return emails;
}

/** Every agent of the company sold 1,000.00 to 3,000.00 in `month` (as the order crediting keeps it). */
async function monthSales(databaseUrl, companyId, month) {
  await sql(
    databaseUrl,
    `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
     select company_id, id, $2::date, 100000 + (row_number() over (order by id)) % 3 * 100000, 1, 0, 0
     from users where company_id = $1 and role = 'agent'
     on conflict do nothing`,
    [companyId, month],
  );
}
