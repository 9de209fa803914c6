import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function recreateDatabase(name) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return databaseUrl(name);
}

/** Starts the built API on a database and waits for its health check. */
export async function startServer({ databaseUrl, port, env = {}, nodeArgs = [] }) {
  const child = spawn('node', [...nodeArgs, 'apps/api/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SEED_DEMO: 'true',
      SEED_DEMO_CATALOG: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to a minute: migrations and the demo seed take longer on a busy machine.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

export function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function login(base, email, type, password = 'Demo#2026') {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify({ email, password, type }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`login failed: ${json.meta?.message}`);
  return json.data.token;
}

/** A seeded pseudo-random number generator in [0, 1): the same numbers on every run. */
export function seededRandom(seed) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

/**
 * A random agent tree no deeper than `maxDepth`, numbered in joining order: the first `roots` agents are tops;
 * each later one joins, with probability `chain`, under one of the `window` newest agents (long chains), else
 * under any earlier agent. Answers each agent's parent (-1: a top) and depth.
 */
export function randomTree({ agents, roots, maxDepth, chain, window, random }) {
  const parent = new Int32Array(agents).fill(-1);
  const depth = new Int32Array(agents);
  for (let i = roots; i < agents; i++) {
    let p;
    do {
      p = random() < chain ? Math.max(0, i - 1 - Math.floor(random() * window)) : Math.floor(random() * i);
    } while (depth[p] >= maxDepth - 1);
    parent[i] = p;
    depth[i] = depth[p] + 1;
  }
  return { parent, depth };
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
export const round = (value) => Math.round(value * 10) / 10;

/**
 * `connections` clients each send requests back to back for `seconds` (URLs taken in turn from `urls`);
 * answers the throughput and latency percentiles in ms. Every answer must be 200. A `body` is sent as JSON.
 */
export async function concurrentLatency(options) {
  const { latencies, elapsed } = await load(options);
  return summary(options.connections ?? 50, latencies, elapsed);
}

export async function load({ urls, headers, connections = 50, seconds = 10, method = 'GET', body }) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < until) {
      const url = urls[next++ % urls.length];
      const started = performance.now();
      const response = await fetch(url, { method, headers, body: body && JSON.stringify(body) });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  return { latencies, elapsed: (performance.now() - began) / 1000 };
}

export function summary(connections, latencies, elapsed) {
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1)),
    },
  };
}

/**
 * A figure and its baseline (`GET /api/user/detail` for `token`) measured in alternating slices of one second, so
 * that both see the same load on the machine (other processes come and go during a run); answers the figure with
 * its paired baseline and their ratio (target: ≥ `target`).
 */
export async function measureAgainstBaseline(options, { base, token, seconds = 10, target }) {
  const connections = options.connections ?? 50;
  const baselineOptions = {
    urls: [`${base}/api/user/detail`],
    headers: { authorization: `Bearer ${token}`, host: 'localhost' },
    connections,
  };
  await load({ ...options, connections: 10, seconds: 2 }); // warm-up: JIT, plans, caches
  const figure = { latencies: [], elapsed: 0 };
  const baseline = { latencies: [], elapsed: 0 };
  for (let slice = 0; slice < seconds; slice++) {
    for (const [into, sliceOptions] of [
      [figure, options],
      [baseline, baselineOptions],
    ]) {
      const measured = await load({ ...sliceOptions, seconds: 1 });
      into.latencies.push(...measured.latencies);
      into.elapsed += measured.elapsed;
    }
  }
  const result = summary(connections, figure.latencies, figure.elapsed);
  const pairedBaseline = {
    endpoint: 'GET /api/user/detail',
    ...summary(connections, baseline.latencies, baseline.elapsed),
  };
  return { ...result, baseline: pairedBaseline, ...ratioTo(pairedBaseline, result, target) };
}

/** Runs SQL on a bench database. */
export async function sql(databaseUrl, text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/**
 * VACUUM ANALYZE once no other session of the database holds a snapshot (the server's start-up work would keep
 * the seed's dead rows alive), repeated until the dead rows are gone, as autovacuum leaves a live system.
 */
export async function vacuumSeeded(databaseUrl) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await sql(
      databaseUrl,
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null`,
    );
    if (rows[0].busy === 0) {
      await sql(databaseUrl, 'vacuum analyze');
      const dead = await sql(databaseUrl, 'select coalesce(sum(n_dead_tup), 0)::int as dead from pg_stat_user_tables');
      if (dead.rows[0].dead < 1000) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the bench database never became quiet enough to vacuum');
}

/**
 * The same run's yardstick: `GET /api/user/detail` for `token`, measured with the same client and
 * connections as the figure it is compared with (every bench reports its figures as a ratio to it).
 */
export async function measureBaseline({ base, token, connections = 50, seconds = 10 }) {
  const headers = { authorization: `Bearer ${token}`, host: 'localhost' };
  const urls = [`${base}/api/user/detail`];
  await concurrentLatency({ urls, headers, connections: 10, seconds: 2 }); // warm-up
  return { endpoint: 'GET /api/user/detail', ...(await concurrentLatency({ urls, headers, connections, seconds })) };
}

/** A figure's requests/s as a share of the baseline's, e.g. 0.27 (target: ≥ `target`). */
export function ratioTo(baseline, figure, target) {
  const ratio = Math.round((figure.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
  return target === undefined
    ? { ratioToBaseline: ratio }
    : { ratioToBaseline: ratio, targetRatio: target, met: ratio >= target };
}
