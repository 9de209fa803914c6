// The checks that read the outcome in the database: what the API acknowledged is what it stored, and every
// scheduled job's work was done once however many instances ran it.
import { createHash } from 'node:crypto';
import { Jimp } from 'jimp';
import { sql } from '../../bench/lib.mjs';
import { waitFor } from './processes.mjs';

const row = async (databaseUrl, text, params) => (await sql(databaseUrl, text, params)).rows[0];

export async function storeChecks(databaseUrl, { acknowledged, closeMonth }) {
  const ids = [...acknowledged];
  const orders = await row(
    databaseUrl,
    `select count(*)::int as stored, count(*) filter (where id = any($1::text[]))::int as known
     from orders o where company_id = 'demo'
       and placed_by_id in (select id from users where company_id = 'demo' and email like 'buyer-%')`,
    [ids],
  );
  const stock = await row(
    databaseUrl,
    `select count(*)::int as mismatches from stock_levels s
     where s.company_id = 'demo' and s.product_id like 'cl-%' and s.reserved <> coalesce((select sum(r.quantity)
       from order_reservations r where r.company_id = s.company_id and r.store_id = s.store_id
         and r.product_id = s.product_id and r.variant_id = s.variant_id and r.released_at is null), 0)`,
  );
  const close = await row(
    databaseUrl,
    `select count(*)::int as periods, min(closed_by_name) as by,
       (select count(*)::int from commission_agent_ranks where company_id = 'demo' and month = $1::date) as ranks,
       (select count(*)::int from agent_monthly_sales where company_id = 'demo' and month = $1::date) as agents
     from commission_periods where company_id = 'demo' and month = $1::date and status = 'closed'`,
    [closeMonth],
  );
  return [
    {
      name: 'no data lost: orders stored = orders acknowledged',
      ok: orders.stored === ids.length && orders.known === ids.length,
      detail: `${ids.length} acknowledged, ${orders.stored} stored, ${orders.known} of them acknowledged`,
    },
    {
      name: 'reserved stock = the orders’ reservations',
      ok: stock.mismatches === 0,
      detail: `${stock.mismatches} products differ`,
    },
    {
      name: 'HQ’s month close written once',
      ok: close.periods === 1 && close.ranks === close.agents,
      detail: `${close.periods} closed period by ${close.by}, ${close.ranks} ranks for ${close.agents} agents`,
    },
  ];
}

/**
 * The month-close job of the second company: every instance runs it (RUN_JOBS=true); both ended months are
 * closed by the job (no name), each agent ranked once per month and no ledger entry twice.
 */
export async function jobChecks(databaseUrl, { companyId, months }, waitSeconds) {
  const closed = () =>
    row(
      databaseUrl,
      `select count(*)::int as closed, count(*) filter (where closed_by_name is null)::int as by_job
       from commission_periods where company_id = $1 and month = any($2::date[]) and status = 'closed'`,
      [companyId, months],
    );
  let ran = true;
  await waitFor('the month-close job', async () => (await closed()).closed === months.length, {
    tries: waitSeconds * 2,
    everyMs: 500,
  }).catch(() => {
    ran = false;
  });
  const periods = await closed();
  const written = await row(
    databaseUrl,
    `select
       (select count(*)::int from commission_agent_ranks where company_id = $1 and month = any($2::date[])) as ranks,
       (select count(*)::int from agent_monthly_sales where company_id = $1 and month = any($2::date[])) as sales,
       (select count(*)::int from commission_entries where company_id = $1) as entries,
       (select count(distinct key)::int from commission_entries where company_id = $1) as keys`,
    [companyId, months],
  );
  return [
    {
      name: 'scheduled month close ran once (3 instances with RUN_JOBS=true)',
      ok:
        ran && periods.by_job === months.length && written.ranks === written.sales && written.entries === written.keys,
      detail: ran
        ? `${periods.by_job}/${months.length} months closed by the job; ${written.ranks} ranks for ${written.sales} agent-months; ${written.entries} ledger entries, ${written.keys} distinct`
        : `the job did not close ${months.length - periods.closed} of ${months.length} months within ${waitSeconds} s (CLUSTER_JOB_WAIT_SECONDS)`,
    },
  ];
}

/**
 * Uploads and companies by host across instances: HQ uploads the favicon through the balancer (one instance
 * stores it and the app icons made from it); then, round robin over every instance, six manifests must list the
 * new icons' version (each instance's companies-by-host cache dropped by the notification: waited for up to
 * 2 s, far less than the cache's 30 s) and twelve reads of the icons must find the files (one uploads store).
 */
export async function uploadChecks(client, token) {
  const png = await new Jimp({ width: 256, height: 256, color: 0x125b3aff }).getBuffer('image/png');
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'favicon.png');
  const uploaded = performance.now();
  const response = await fetch(`${client.base}/api/setup/company-theme/store-logo?slot=favicon`, {
    method: 'POST',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    body: form,
  });
  const theme = (await response.json()).data;
  const uploadMs = Math.round(performance.now() - uploaded);
  const icons = [theme?.icon192, theme?.icon512].filter(Boolean);
  // The manifest names the icons `/api/app-icon/<name>?v=<version of the 512 px icon made at upload>` (app-icons.ts).
  const version = createHash('sha256')
    .update(theme?.icon512 ?? '')
    .digest('hex')
    .slice(0, 10);
  const listedIcons = ['192.png', '512.png', 'maskable-512.png'].map((name) => `/api/app-icon/${name}?v=${version}`);
  const manifests = [];
  let slowestMs = 0;
  for (let i = 0; i < 6; i++) {
    const answered = performance.now();
    let entry;
    for (let attempt = 0; attempt < 20; attempt++) {
      entry = await client.call('GET', '/api/manifest.webmanifest');
      const listed = (entry.json?.icons ?? []).map((icon) => icon.src);
      if (icons.length && listedIcons.every((icon) => listed.includes(icon))) break;
      entry = { ...entry, stale: true };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    slowestMs = Math.max(slowestMs, performance.now() - answered);
    manifests.push(entry);
  }
  const files = [];
  for (let i = 0; i < 6; i++) for (const icon of icons) files.push(await client.call('GET', icon));
  const from = (entries) => new Set(entries.map((entry) => entry.servedBy)).size;
  const stale = manifests.filter((entry) => entry.stale).length;
  const found = files.filter((entry) => entry.status === 200).length;
  return [
    {
      name: 'an upload through one instance is served by all, its manifest shown by all',
      ok: response.status === 200 && icons.length === 2 && stale === 0 && found === 12 && from(files) === 3,
      detail: `upload ${response.status} in ${uploadMs} ms; ${6 - stale}/6 manifests from ${from(manifests)} instances list the new icons (slowest ${Math.round(slowestMs)} ms); ${found}/12 icon reads from ${from(files)} instances found`,
    },
  ];
}

const EXPIRED_ORDERS = 300;

/**
 * The per-minute booking job, run by every instance: 300 of the run's unpaid orders are put past their booking
 * time (one tick releases up to 500), then each must become `booking_over` with one such event and its
 * reservations closed. A second release would take the stock twice: `storeChecks` (run after) finds reserved stock
 * below the open reservations.
 */
export async function bookingChecks(databaseUrl, waitSeconds) {
  const { rows } = await sql(
    databaseUrl,
    `update orders set booking_expires_at = now() - interval '1 minute'
     where company_id = 'demo' and id in (select id from orders where company_id = 'demo'
       and status in ('unpaid', 'payment_process')
       and placed_by_id in (select id from users where company_id = 'demo' and email like 'buyer-%')
       order by id limit ${EXPIRED_ORDERS})
     returning id`,
  );
  const ids = rows.map((order) => order.id);
  const state = () =>
    row(
      databaseUrl,
      `select count(*) filter (where o.status = 'booking_over')::int as over,
         coalesce(max(e.events), 0)::int as most_events, count(*) filter (where e.events = 1)::int as once,
         (select count(*)::int from order_reservations r where r.company_id = 'demo' and r.order_id = any($1::text[])
            and r.released_at is null) as open
       from orders o left join lateral (select count(*) as events from order_events e
         where e.company_id = o.company_id and e.order_id = o.id and e.action = 'booking_over') e on true
       where o.company_id = 'demo' and o.id = any($1::text[])`,
      [ids],
    );
  let ran = true;
  await waitFor('the booking job', async () => (await state()).over === ids.length, {
    tries: waitSeconds * 2,
    everyMs: 500,
  }).catch(() => {
    ran = false;
  });
  const after = await state();
  return [
    {
      name: 'per-minute booking job released each expired order once (3 instances with RUN_JOBS=true)',
      ok: ran && ids.length > 0 && after.once === ids.length && after.most_events === 1 && after.open === 0,
      detail: `${ids.length} orders put past their booking time: ${after.over} booking_over, ${after.once} with exactly one such event (most ${after.most_events}), ${after.open} reservations still open${ran ? '' : ` after ${waitSeconds} s`}`,
    },
  ];
}
