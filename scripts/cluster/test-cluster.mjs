// `npm run test:cluster` (not part of `npm test`): 3 API instances behind HAProxy, Redis for the rate-limit
// counters, one PostgreSQL database and one uploads folder, driven through the balancer while one instance is
// killed (SIGKILL) and another stopped (SIGTERM). Expects `npm run build`. Prints a summary; exits 1 on a failed check.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recreateDatabase, sql, databaseUrl as urlOf } from '../../bench/lib.mjs';
import { failed, loginAs, recorder, startLoad, wrongLogins } from './drive.mjs';
import { seedDemo, seedJobsCompany } from './fixtures.mjs';
import { bookingChecks, jobChecks, storeChecks, uploadChecks } from './outcome.mjs';
import {
  healthPath,
  requireProgram,
  startHaproxy,
  startInstance,
  startRedis,
  stop,
  stopAll,
  waitFor,
} from './processes.mjs';

process.chdir(new URL('../..', import.meta.url).pathname);
requireProgram('haproxy', 'Install it first: `sudo apt-get install -y haproxy` (Debian/Ubuntu).');
requireProgram('redis-server', 'Install it first: `sudo apt-get install -y redis-server` (Debian/Ubuntu).');
if (!existsSync('apps/api/dist/server.js')) {
  console.error('✖ apps/api/dist/server.js is missing: run `npm run build` first.');
  process.exit(2);
}

const BUYERS = 24;
const JOB_WAIT_SECONDS = Number(process.env.CLUSTER_JOB_WAIT_SECONDS ?? 120);
const DATABASE = 'niaga_cluster';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dir = mkdtempSync(path.join(os.tmpdir(), 'niaga-cluster-'));
const uploads = path.join(dir, 'uploads');
mkdirSync(uploads);
const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok: Boolean(ok), detail });

async function main() {
  const databaseUrl = await recreateDatabase(DATABASE);
  console.log(`▶ logs and HAProxy config in ${dir}`);
  console.log('▶ seeding the demo company with one instance');
  const setup = await startInstance(dir, 'setup', {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    SEED_DEMO_CATALOG: 'false',
    RUN_JOBS: 'false',
    UPLOAD_DIR: uploads,
  });
  await stop(setup);
  const demo = await seedDemo(databaseUrl, { buyers: BUYERS });
  const jobs = await seedJobsCompany(databaseUrl);

  const redis = await startRedis(dir);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    UPLOAD_DIR: uploads,
    RUN_JOBS: 'true',
    TRUST_PROXY: 'true',
    SECRETS_KEY: randomBytes(32).toString('hex'),
    // Every client of this run is 127.0.0.1: the per-account limit is the one checked.
    RATE_LIMIT_IP_MAX: '100000',
    // The month close is hourly (:10); every minute here, so the run sees it within a minute (docs/deploy.md).
    JOBS_CRON: 'commission-close=* * * * *',
  };
  console.log('▶ starting 3 instances (RUN_JOBS=true on each), Redis and HAProxy');
  // Together on the fresh database: they race for the migrations and pg-boss's queues (both under advisory locks).
  // CLUSTER_START_TOGETHER=0: the first alone, then the other two.
  const together = process.env.CLUSTER_START_TOGETHER !== '0';
  const startedAt = performance.now();
  const first = together ? [] : [await startInstance(dir, 'api1', env)];
  const instances = [
    ...first,
    ...(await Promise.all([1, 2, 3].slice(first.length).map((n) => startInstance(dir, `api${n}`, env)))),
  ];
  check(
    `3 instances start ${together ? 'together' : 'one, then two'} on the fresh database`,
    instances.length === 3,
    `all healthy after ${Math.round(performance.now() - startedAt)} ms`,
  );
  const checkPath = await healthPath(instances[0].base);
  const servers = instances.map((instance) => ({ name: instance.name, port: instance.port }));
  const balancer = await startHaproxy(dir, servers, checkPath);
  console.log(`  balancer ${balancer.base}, health checks on ${checkPath}`);
  const client = recorder(balancer.base);

  const tokens = await Promise.all(demo.buyerEmails.map((email) => loginAs(client, email)));
  check('logins through the balancer', tokens.every(Boolean), `${tokens.filter(Boolean).length}/${BUYERS} signed in`);
  const hq = await client.call('POST', '/api/login', {
    body: { email: 'hq@demo.niaga.test', password: 'Demo#2026', type: 'hq' },
  });

  const direct = await wrongLogins(recorder(instances[0].base), demo.limitEmails[0], 14);
  const spread = await wrongLogins(client, demo.limitEmails[1], 14);
  const servedBy = new Set(client.log.slice(-14).map((entry) => entry.servedBy));
  const firstRefused = (statuses) => statuses.indexOf(429) + 1;
  check(
    'rate limit shared across instances',
    firstRefused(direct) === 11 && firstRefused(spread) === 11 && servedBy.size === 3,
    `one instance: 429 from attempt ${firstRefused(direct)}; across ${servedBy.size} instances: from attempt ${firstRefused(spread)}`,
  );

  for (const item of await uploadChecks(client, hq.json.data.token)) check(item.name, item.ok, item.detail);

  console.log('▶ load: buyers add to cart and check out, logins alongside');
  const load = startLoad(client, { tokens: tokens.filter(Boolean), branch: demo.branch, logins: demo.buyerEmails });
  await sleep(3000);
  const month = demo.closeMonth.slice(0, 7);
  const closes = await Promise.all(
    Array.from({ length: 6 }, () =>
      client.call('POST', '/api/commission/close', { token: hq.json.data.token, body: { month } }),
    ),
  );
  const closeStatuses = closes.map((entry) => entry.status).sort();
  check(
    `HQ closes ${month} (6 clicks at once, through the balancer)`,
    closeStatuses.filter((s) => s === 200).length === 1 && closeStatuses.filter((s) => s === 409).length === 5,
    `answers ${closeStatuses.join(' ')}`,
  );

  await sleep(2000);
  const killed = instances[1];
  const killAt = performance.now();
  const inFlightAtKill = client.inFlight();
  console.log(`▶ SIGKILL ${killed.name} with ${inFlightAtKill} requests in flight through the balancer`);
  await stop(killed, 'SIGKILL');
  // Until the process is gone its socket may still accept a connection it will never answer.
  const killedAt = performance.now();
  await sleep(6000);

  console.log(`▶ restarting ${killed.name}`);
  instances[1] = await startInstance(dir, `${killed.name}-restarted`, env, killed.port);
  await waitFor('the restarted instance back in the balancer', async () => {
    const served = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => fetch(`${balancer.base}/api/health`).then((r) => r.headers.get('x-served-by'))),
    );
    return served.includes(killed.name);
  });

  const stopped = instances[2];
  const termAt = performance.now();
  console.log(`▶ SIGTERM ${stopped.name} mid-load`);
  const exit = stop(stopped, 'SIGTERM').then(() => ({ code: stopped.child.exitCode, at: performance.now() }));
  await sleep(6000);
  const { code, at: exitedAt } = await exit;
  check(
    `${stopped.name} exits by itself after SIGTERM`,
    code === 0,
    `exit code ${code} after ${Math.round(exitedAt - termAt)} ms`,
  );
  await load.stop();

  const failures = client.log.filter(failed);
  const at = (time) => ({ sinceKillMs: Math.round(time - killAt), sinceTermMs: Math.round(time - termAt) });
  writeFileSync(
    path.join(dir, 'failures.json'),
    JSON.stringify(
      failures.map((entry) => ({ ...entry, started: at(entry.started), ended: at(entry.ended) })),
      null,
      1,
    ),
  );
  const inFlight = (entry) => entry.started <= killedAt && entry.ended >= killAt;
  const beyond = failures.filter((entry) => !inFlight(entry));
  check(
    `SIGKILL: no failed request beyond those in flight on ${killed.name}`,
    beyond.length === 0 && failures.length <= inFlightAtKill,
    `${failures.length - beyond.length} failed of ${inFlightAtKill} in flight at the kill (gone after ${Math.round(killedAt - killAt)} ms; ${describe(failures.filter(inFlight))}); ${beyond.length} other failures${beyond.length ? ` (${describe(beyond)})` : ''}`,
  );
  const afterTerm = failures.filter((entry) => entry.ended >= termAt);
  check(
    `SIGTERM: no failed request at all`,
    afterTerm.length === 0,
    `${afterTerm.length} failed of ${client.log.filter((entry) => entry.ended >= termAt).length}`,
  );

  console.log('▶ waiting for the scheduled jobs (every minute)');
  const jobOutcomes = await Promise.all([
    jobChecks(databaseUrl, jobs, JOB_WAIT_SECONDS),
    bookingChecks(databaseUrl, JOB_WAIT_SECONDS),
  ]);
  const store = await storeChecks(databaseUrl, { acknowledged: load.acknowledged, closeMonth: demo.closeMonth });
  for (const item of [...store, ...jobOutcomes.flat()]) check(item.name, item.ok, item.detail);

  const byStatus = {};
  for (const entry of client.log)
    byStatus[entry.error ?? entry.status] = (byStatus[entry.error ?? entry.status] ?? 0) + 1;
  console.log(`\nrequests through the balancer: ${client.log.length} ${JSON.stringify(byStatus)}`);
  // HAProxy's log marks a request it sent to a second instance with `+1` among its connection counts.
  const resent = readFileSync(balancer.file.replace('.cfg', '.log'), 'utf8').match(/\/\+\d+ \S+ "[A-Z]+/g) ?? [];
  const byMethod = {};
  for (const line of resent) byMethod[line.split('"')[1]] = (byMethod[line.split('"')[1]] ?? 0) + 1;
  console.log(`sent again to another instance by HAProxy: ${resent.length} ${JSON.stringify(byMethod)}`);
}

/** "POST /api/login 502 ×2, …": what failed. */
function describe(entries) {
  const counts = {};
  for (const entry of entries) {
    const key = `${entry.method} ${entry.path.split('?')[0]} ${entry.error ?? entry.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([key, count]) => `${key} ×${count}`)
    .join(', ');
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error;
} finally {
  await stopAll();
}
console.log('\ncluster checks:');
for (const { name, ok, detail } of checks) console.log(`${ok ? '✔' : '✖'} ${name}: ${detail}`);
if (crashed) console.error(`✖ the run stopped: ${crashed.stack ?? crashed}\n  logs: ${dir}`);
const passed = !crashed && checks.every((item) => item.ok);
console.log(passed ? `\ncluster: ${checks.length} checks passed` : `\ncluster: FAILED (logs in ${dir})`);
if (passed) await sql(urlOf('postgres'), `drop database if exists ${DATABASE} with (force)`);
process.exit(passed ? 0 : 1);
