import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

/**
 * The OpenAPI document as /api/docs/json serves it, without a database or a listening server: the app is built on a
 * PostgreSQL pool that is never connected (building registers routes; no query runs while jobs are off). The typed
 * client (packages/client) is generated from it.
 */
export async function openApiDocumentWithoutServer(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RUN_JOBS: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    // Nothing is stored or sealed: these only keep the build from writing into the working folder.
    SECRETS_KEY: '0'.repeat(64),
    DATA_DIR: path.join(tmpdir(), 'niaga-openapi'),
    PAYMENT_SANDBOX: 'true',
  });
  const database = openDatabase({ url: 'postgres://unused@127.0.0.1:1/unused', dataDir: '' });
  const app = await buildApp({ config, db: database.db, logger: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'localhost' } });
    if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
    return response.json();
  } finally {
    await app.close();
    await database.close();
  }
}
