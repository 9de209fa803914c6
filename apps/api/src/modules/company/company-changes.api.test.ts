import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../../testing/databases.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Two API instances on one database, as behind a load balancer: `reader` keeps companies by host name (30 s),
// `writer` changes them. A change shows on the reader at once, whoever writes it (issue 25, docs/decisions.md
// "Several instances"). Waiting is on the reader's answer, well under the cache's 30 s.
let writer: TestApp;
let reader: TestApp;
let hq: string;

beforeAll(async () => {
  writer = await createTestApp();
  reader = await createTestApp({ DATABASE_URL: databaseUrl(writer.databaseName) }, { sharing: writer });
  hq = await writer.login('hq@demo.niaga.test', 'hq');
});
afterAll(async () => {
  await reader.close();
  await writer.close();
});

const settingsOn = async (app: TestApp, host = 'localhost') => app.call('GET', '/api/site-settings', { host });
const within = { timeout: 5_000, interval: 50 };

describe('companies by host name on several instances', () => {
  it('a theme saved on one instance shows on another at once', async () => {
    expect((await settingsOn(reader)).data.dcolor_primary).not.toBe('#125b3a');
    const saved = await writer.call('POST', '/api/setup/company-theme/store', {
      token: hq,
      body: { colorPrimary: '#125b3a' },
    });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await settingsOn(reader)).data.dcolor_primary, within).toBe('#125b3a');
  });

  it('a change written past the services (the CLI, SQL) shows too', async () => {
    expect((await settingsOn(reader)).data.com_name).not.toBe('Renamed by SQL');
    await writer.db.execute(sql`update companies set name = 'Renamed by SQL' where id = 'demo'`);
    await expect.poll(async () => (await settingsOn(reader)).data.com_name, within).toBe('Renamed by SQL');
  });

  it('a new host name answers at once where it was unknown', async () => {
    expect((await settingsOn(reader, 'shop.example.test')).status).toBe(404);
    await writer.db.execute(sql`insert into company_hosts (company_id, host) values ('demo', 'shop.example.test')`);
    await expect.poll(async () => (await settingsOn(reader, 'shop.example.test')).status, within).toBe(200);
  });
});
