import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { DEMO_PASSWORD, seedDemo } from './seed/demo.js';

// `npm start` runs on the embedded PGlite: the same migrations, seed and routes must work there.
let dataDir: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'niaga-pglite-'));
  database = openDatabase({ dataDir });
  await database.migrate();
  expect(await seedDemo(database.db, { catalog: true })).toBe(true);
  app = await buildApp({ config: loadConfig({ WEB_DIST: '/nonexistent' }), db: database.db, logger: false });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database (PGlite)', () => {
  it('migrates, seeds once, logs in and answers the user', async () => {
    expect(await seedDemo(database.db)).toBe(false);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'localhost:3000' },
      payload: { email: 'agent1@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
    });
    expect(login.statusCode).toBe(200);
    const detail = await app.inject({
      method: 'GET',
      url: '/api/user/detail',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(detail.json().data).toMatchObject({ email: 'agent1@demo.niaga.test', level: { name: 'Stockist' } });
  });

  it('serves the shop and the inventory with stock (prepared reads with array parameters)', async () => {
    const token = async (email: string, type: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { host: 'localhost:3000' },
          payload: { email, password: DEMO_PASSWORD, type },
        })
      ).json().data.token;
    const get = async (url: string, bearer: string) =>
      (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } })).json().data;
    const shop = await get('/api/sales/my-shop', await token('agent1@demo.niaga.test', 'agent'));
    expect(shop.products.items.length).toBeGreaterThan(0);
    expect(shop.products.items.some((item: { available: number }) => item.available > 0)).toBe(true);
    const inventory = await get('/api/inventory', await token('hq@demo.niaga.test', 'hq'));
    expect(inventory.store).toMatchObject({ kind: 'branch', writable: true });
    expect(inventory.items.some((row: { onHand: number }) => row.onHand > 0)).toBe(true);
  });
});
