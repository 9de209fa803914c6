import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../testing/databases.js';
import { DEMO_PASSWORD, TEST_SANDBOX_SECRET, TEST_SECRETS_KEY } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/** The built server (`npm test` builds first), as a deployment runs it, on a copy of the seeded template. */
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const name = `t_${randomBytes(6).toString('hex')}`;
let server: ChildProcess;
let port: number;
let output = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  if (!existsSync(`${repo}apps/api/dist/server.js`))
    execFileSync('npx', ['tsc', '-b', 'packages/shared', 'apps/api'], { cwd: repo });
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  port = await freePort();
  server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(name),
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      PAYMENT_SANDBOX: 'true',
      PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET,
      SECRETS_KEY: TEST_SECRETS_KEY,
      // Long enough for the test to see the drain on a loaded machine; production's default is 1.5 s.
      SHUTDOWN_DRAIN_MS: '3000',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const ready = await until(
    () =>
      fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (response) => response.status,
        () => 0,
      ),
    (status) => status === 200 || server.exitCode !== null,
    90_000,
  );
  if (ready !== 200) throw new Error(`the server did not start:\n${output}`);
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('on SIGTERM turns not ready but serves on (the drain), stops taking requests, finishes the one in flight, exits 0', async () => {
  // A sign-in whose body is still on its way: the server has its headers (it answered "100 Continue").
  const body = JSON.stringify({ email: 'hq@demo.niaga.test', password: DEMO_PASSWORD, type: 'hq' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/login',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  await once(request, 'continue');

  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await until(
    async () => output,
    (text) => text.includes('draining'),
  );
  // The drain: readiness says 503 so the balancer takes the instance out, while requests are still answered.
  const noKeepAlive = { headers: { connection: 'close' } };
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`, noKeepAlive);
  expect(ready.status).toBe(503);
  expect((await ready.json()).data.reasons).toEqual(['shutting_down']);
  expect((await fetch(`http://127.0.0.1:${port}/api/health`, noKeepAlive)).status).toBe(200);
  // No new connection is taken any more.
  const refused = await until(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } }).then(
        (response) => response.status,
        () => 'refused' as const,
      ),
    (status) => status === 'refused',
  );
  expect(refused).toBe('refused');
  expect(server.exitCode).toBeNull();

  // The request in flight still gets its answer, then the process ends cleanly.
  request.end(body);
  const response = await answered;
  expect(response.status, response.body).toBe(200);
  expect(JSON.parse(response.body).data.token).toEqual(expect.any(String));
  const [code] = await exited;
  expect(code, output).toBe(0);
  expect(output).toContain('"msg":"shut down"');
}, 60_000);
