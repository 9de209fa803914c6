import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Seals stored credentials in the browser tests' servers (production mode requires a key). */
export const E2E_SECRETS_KEY = 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Builds what the run needs when it is missing (npm test builds everything first). */
export function ensureBuilt(): void {
  if (!existsSync(`${repo}apps/api/dist/server.js`)) {
    execFileSync('npx', ['tsc', '-b', 'packages/shared', 'apps/api'], { cwd: repo, stdio: 'inherit' });
  }
  if (!existsSync(`${repo}apps/web/dist/index.html`)) {
    execFileSync('npx', ['vite', 'build'], { cwd: `${repo}apps/web`, stdio: 'inherit' });
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`API exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not become healthy:\n${log()}`);
}

export type TestServer = { baseUrl: string; databaseUrl: string; stop(): Promise<void> };

/** The API on a database: migrated and seeded with the demo data at boot unless the database already has them. */
async function startApi(database: string, env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;

  let output = '';
  const server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl(database),
      PORT: String(port),
      SEED_DEMO: 'true',
      SEED_DEMO_CATALOG: 'false',
      WEB_DIST: `${repo}apps/web/dist`,
      UPLOAD_DIR: `/tmp/${database}-uploads`,
      RATE_LIMIT_IP_MAX: '100000',
      LOG_LEVEL: 'warn',
      PAYMENT_SANDBOX: 'true',
      PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
      // One key for every server of the run: a file's server may open what another sealed in the template.
      SECRETS_KEY: E2E_SECRETS_KEY,
      // A job's timer would race the rows a test writes (a month closed while the test waits for it to be open);
      // the jobs are tested through their functions in the API tests.
      RUN_JOBS: 'false',
      // Rankings exactly as written: the kept score ranking is computed again as soon as its scores change.
      RANKING_REFRESH_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  };
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: databaseUrl(database), stop };
}

/**
 * Once per run: a database migrated and seeded with the demo data by the API itself, which every test file then
 * copies (a copy takes a fraction of a second; migrating and seeding takes seconds). Answers its name and how to
 * drop it.
 */
export async function createSeededTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `e2e_template_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const seeding = await startApi(name);
  await seeding.stop();
  return { name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh database (a copy of the run's seeded template) and API process for one test file: files never see each
 * other's changes, and each starts from the demo seed. Browser traffic all comes from 127.0.0.1, so the per-IP login
 * limit is raised; per-account limits stay as in production (a test checks the 429 popup).
 */
export async function startServer(template: string, env: Record<string, string> = {}): Promise<TestServer> {
  const database = `e2e_${randomBytes(5).toString('hex')}`;
  const started = Date.now();
  await admin(`CREATE DATABASE ${database} TEMPLATE ${template}`);
  const copied = Date.now();
  const dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  try {
    const api = await startApi(database, env);
    // E2E_TIMINGS=1: where a file's set-up time goes (docs/performance.md, "Test suite time").
    if (process.env.E2E_TIMINGS) {
      console.info(`e2e server: database copy ${copied - started} ms, API to healthy ${Date.now() - copied} ms`);
    }
    return { ...api, stop: () => api.stop().then(dropDatabase) };
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}
