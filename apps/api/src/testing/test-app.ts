import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import { users } from '../modules/users/users.tables.js';
import { createLifecycle } from '../platform/lifecycle.js';
import { mailOutbox } from '../platform/mail.tables.js';
import { localQueue } from '../platform/queue-local.js';
import { pgBossQueue } from '../platform/queue-pgboss.js';
import { memoryStore } from '../platform/rate-limit.js';
import { adminQuery, databaseUrl } from './databases.js';

export { DEMO_PASSWORD };

type Json = Record<string, unknown>;
export type CallOptions = {
  token?: string;
  host?: string;
  body?: Json;
  language?: string;
  ip?: string;
  headers?: Record<string, string>;
};

/** Signs sandbox callbacks in tests (the sandbox is on in tests, as in `npm start`'s demo). */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef';

/** Seals stored credentials in tests (platform/secrets.ts). */
export const TEST_SECRETS_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/** The configuration tests run with; `env` overrides or adds settings (e.g. the sandbox switched off). */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    PAYMENT_SANDBOX: 'true',
    PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET,
    SECRETS_KEY: TEST_SECRETS_KEY,
    // Rankings exactly as written (the kept ranking is computed again as soon as its scores change).
    RANKING_REFRESH_SECONDS: '0',
    ...env,
  });
}

/**
 * A fresh copy of the seeded template database and an API on it, driven through HTTP (`inject`).
 * `env` overrides settings for this app only; `sharing` makes a second API instance on another app's database
 * (its own connections and in-memory caches, as a second server would have).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { sharing, queue }: { sharing?: { databaseName: string }; queue?: 'pg-boss' } = {},
) {
  const name = sharing?.databaseName ?? `t_${randomBytes(6).toString('hex')}`;
  if (!sharing) await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const database = openDatabase({ url: databaseUrl(name), dataDir: '', poolSize: 5, onIdleError: () => {} });
  const config = testConfig(env);
  // The in-process queue by default (the template database has no pg-boss schema); `queue` runs pg-boss instead.
  const jobs = queue
    ? await pgBossQueue(databaseUrl(name), () => {}, { cronMonitorSeconds: 1 })
    : localQueue(database.db, () => {});
  const lifecycle = createLifecycle();
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    rateLimitStore: memoryStore(),
    queue: jobs,
    lifecycle,
  });

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, options: CallOptions = {}) {
    const response = await app.inject({
      method,
      url,
      headers: {
        host: options.host ?? 'localhost',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...options.headers,
      },
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(options.body ? { payload: options.body } : {}),
    });
    const json = response.body
      ? (response.json() as {
          meta: Json & { message: string; reason?: string; errors?: Record<string, string> };
          data: any;
        })
      : null;
    return {
      status: response.statusCode,
      headers: response.headers,
      meta: json?.meta,
      data: json?.data,
      body: response.body,
    };
  }

  async function login(email: string, type: 'hq' | 'agent' = 'agent', password = DEMO_PASSWORD, host = 'localhost') {
    const response = await call('POST', '/api/login', { host, body: { email, password, type } });
    if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${response.meta?.message}`);
    return response.data.token as string;
  }

  /** The newest e-mail sent to an address (tests read codes and links from the outbox). */
  async function lastMail(to: string) {
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, to)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  }

  async function userId(email: string, companyId = 'demo') {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.email, email)));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  }

  async function close() {
    await app.close();
    await database.close();
    if (!sharing) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  return {
    app,
    config,
    db: database.db,
    databaseName: name,
    queue: jobs,
    lifecycle,
    call,
    login,
    lastMail,
    userId,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh test app and the demo company HQ's session token, as most API test files start. */
export async function createTestAppAsHq(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  return { t, hq: await t.login('hq@demo.niaga.test', 'hq') };
}

/**
 * `createTestApp` for a whole test file: made before its tests and closed after them. The answer is filled in before
 * the first hook or test of the file runs; read it there.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(() => t.close?.());
  return t;
}
