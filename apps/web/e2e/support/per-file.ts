import { afterAll, beforeAll, inject } from 'vitest';
import type { TestServer } from './server';
import { leaseServer } from './server-pool';

let current: TestServer | undefined;
let serverEnv: Record<string, string> = {};

/**
 * More environment for this file's API (e.g. a fake provider's address); call it in the file's module body, which
 * runs before the server starts.
 */
export function setServerEnv(env: Record<string, string>) {
  serverEnv = env;
}

beforeAll(async () => {
  const started = Date.now();
  current = await leaseServer(inject('serverPool'), serverEnv);
  if (process.env.E2E_TIMINGS) console.info(`e2e server: ready for this file after ${Date.now() - started} ms`);
});

afterAll(async () => {
  await current?.stop();
  current = undefined;
});

/** The server of the running test file. */
export function testServer(): TestServer {
  if (!current) throw new Error('the test server is not started (see e2e/support/per-file.ts)');
  return current;
}
