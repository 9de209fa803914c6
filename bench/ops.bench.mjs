// Issue 25: the cost of a Prometheus scrape (GET /metrics after the request series have filled in), as a ratio to
// GET /api/user/detail measured in alternating slices of the same run, and how long `npm run cli -- backup` and
// `restore` take on the demo database (with its catalogue and showcase orders) on PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, measureAgainstBaseline, recreateDatabase, sql, startServer, databaseUrl as urlOf } from './lib.mjs';

const TOKEN = 'bench-metrics-token-0123456789';

/** Runs the built CLI with `env`; answers its wall time in ms. */
function cli(args, env) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['apps/api/dist/cli.js', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('close', (code) =>
      code === 0 ? resolve(Math.round(performance.now() - started)) : reject(new Error(`cli ${args[0]}: ${code}`)),
    );
  });
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_ops');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'niaga-bench-ops-'));
  const uploads = path.join(folder, 'uploads');
  const { child, base } = await startServer({
    databaseUrl,
    port: 3931,
    env: { METRICS_TOKEN: TOKEN, SEED_DEMO_CATALOG: 'true', UPLOAD_DIR: uploads },
  });
  let scrape;
  try {
    const agent = await login(base, 'agent3@demo.niaga.test', 'agent');
    // Fill the request series first: every route the shop and dashboard touch, so the scrape has its real size.
    for (const url of ['/api/user/detail', '/api/sales/my-shop', '/api/dashboard', '/api/orders/none', '/nowhere'])
      await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${agent}`, host: 'localhost' } });
    const body = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    scrape = await measureAgainstBaseline(
      { urls: [`${base}/metrics`], headers: { authorization: `Bearer ${TOKEN}` }, connections: 10 },
      { base, token: agent, seconds: 10 },
    );
    scrape.bodyKb = Math.round(body.length / 102.4) / 10;
    scrape.series = body.split('\n').filter((line) => line && !line.startsWith('#')).length;
  } finally {
    child.kill('SIGTERM');
  }
  await new Promise((resolve) => child.once('exit', resolve));

  const orders = (await sql(databaseUrl, 'select count(*)::int as n from orders')).rows[0].n;
  const archive = path.join(folder, 'backup.tar.gz');
  const backupMs = await cli(['backup', archive], { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploads });
  await recreateDatabase('niaga_bench_ops_restored');
  const restoreMs = await cli(['restore', archive], {
    DATABASE_URL: urlOf('niaga_bench_ops_restored'),
    UPLOAD_DIR: path.join(folder, 'restored'),
  });
  const restoredOrders = (await sql(urlOf('niaga_bench_ops_restored'), 'select count(*)::int as n from orders')).rows[0]
    .n;
  const archiveKb = Math.round(statSync(archive).size / 1024);
  rmSync(folder, { recursive: true, force: true });
  return { metricsScrape: scrape, backup: { orders, restoredOrders, archiveKb, backupMs, restoreMs } };
}
