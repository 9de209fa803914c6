// Issue 25: requests/s through HAProxy with 3 API instances against one instance directly, in the same run:
// `GET /api/user/detail` (the yardstick of every bench) and the agent shop's product list. The two targets are
// measured in alternating slices so all see the same load on the machine; HAProxy as deployed (a connection per
// request to the instances) and with connections kept alive.
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loginAs, recorder } from '../scripts/cluster/drive.mjs';
import { seedDemo } from '../scripts/cluster/fixtures.mjs';
import { startHaproxy, startInstance, startRedis, stop, stopAll } from '../scripts/cluster/processes.mjs';
import { recreateDatabase } from './lib.mjs';

const CONNECTIONS = 50;
const SLICE_SECONDS = 5;
const SLICES = 3;

function measure(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SLICE_SECONDS,
        headers: { authorization: `Bearer ${token}`, host: 'localhost' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Requests/s and latency over the slices of one target; every answer must be 200. */
function summarize(results) {
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  if (failed > 0) throw new Error(`${failed} requests failed`);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    latencyMs: {
      p50: Math.max(...results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
  };
}

export async function run() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'niaga-cluster-bench-'));
  mkdirSync(path.join(dir, 'uploads'));
  const databaseUrl = await recreateDatabase('niaga_bench_cluster');
  try {
    const setup = await startInstance(dir, 'setup', {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      SEED_DEMO_CATALOG: 'false',
      RUN_JOBS: 'false',
    });
    await stop(setup);
    const demo = await seedDemo(databaseUrl, { buyers: 1 });
    const redis = await startRedis(dir);
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      TRUST_PROXY: 'true',
      SECRETS_KEY: 'b'.repeat(64),
    };
    const instances = [await startInstance(dir, 'api1', env)];
    instances.push(...(await Promise.all([2, 3].map((n) => startInstance(dir, `api${n}`, env)))));
    const servers = instances.map((instance) => ({ name: instance.name, port: instance.port }));
    const balancer = await startHaproxy(dir, servers, '/api/health');
    const keptAlive = await startHaproxy(dir, servers, '/api/health', { keepAlive: true });
    const token = await loginAs(recorder(balancer.base), demo.buyerEmails[0]);
    const paths = { detail: '/api/user/detail', shop: '/api/sales/my-shop?page=1&limit=24' };
    const targets = { oneInstance: instances[0].base, balancer: balancer.base, balancerKeepAlive: keptAlive.base };
    const slices = {};
    for (const base of Object.values(targets))
      for (const route of Object.keys(paths)) await measure(`${base}${paths[route]}`, token); // warm-up
    for (let slice = 0; slice < SLICES; slice++)
      for (const route of Object.keys(paths))
        for (const [name, base] of Object.entries(targets)) {
          const key = `${route}|${name}`;
          slices[key] = [...(slices[key] ?? []), await measure(`${base}${paths[route]}`, token)];
        }
    const figures = { machine: { cpus: os.cpus().length }, connections: CONNECTIONS, instances: 3 };
    for (const route of Object.keys(paths)) {
      const one = summarize(slices[`${route}|oneInstance`]);
      const three = summarize(slices[`${route}|balancer`]);
      const kept = summarize(slices[`${route}|balancerKeepAlive`]);
      const ratio = (figure) => Math.round((figure.requestsPerSecond / one.requestsPerSecond) * 100) / 100;
      figures[route] = {
        endpoint: `GET ${paths[route]}`,
        oneInstance: one,
        balancerThreeInstances: three,
        ratioBalancerToOne: ratio(three),
        // The same balancer with connections to the instances kept open (not the deployed setting: deploy.md).
        balancerKeepAlive: kept,
        ratioKeepAliveToOne: ratio(kept),
      };
    }
    // The yardstick: each figure as a share of one instance's `GET /api/user/detail` in this run.
    const baseline = figures.detail.oneInstance.requestsPerSecond;
    figures.ratioToBaseline = {
      shopOneInstance: Math.round((figures.shop.oneInstance.requestsPerSecond / baseline) * 1000) / 1000,
      shopBalancer: Math.round((figures.shop.balancerThreeInstances.requestsPerSecond / baseline) * 1000) / 1000,
      detailBalancer: Math.round((figures.detail.balancerThreeInstances.requestsPerSecond / baseline) * 1000) / 1000,
    };
    return figures;
  } finally {
    await stopAll();
  }
}
