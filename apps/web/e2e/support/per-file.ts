import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type TestServer } from './server';

let current: TestServer | undefined;

beforeAll(async () => {
  current = await startServer(inject('seededTemplate'));
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
