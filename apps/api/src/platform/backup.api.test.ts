import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../db/client.js';
import { commissionEntries } from '../modules/commission/commission.tables.js';
import { countedOrder, newAgent, productP } from '../modules/commission/commission-fixtures.js';
import { enablePickup, levelIds, setFeatures } from '../modules/orders/order-fixtures.js';
import { orders } from '../modules/orders/orders.tables.js';
import { adminQuery, databaseUrl } from '../testing/databases.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { BackupError, createBackup, readManifest, restoreBackup } from './backup.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'niaga-backup-test-'));
const folder = (name: string) => path.join(scratch, name);
const quiet = () => {};
const restoredName = `r_${randomBytes(6).toString('hex')}`;
let t: TestApp;
let archive: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: folder('uploads') });
  const hq = await t.login('hq@demo.niaga.test', 'hq');
  // domain-rules' example tree: C's counted order writes commission entries for its uplines (the ledger).
  const branchId = await enablePickup(t, hq);
  await setFeatures(t, { orderingLevelIds: [] });
  const [l1, l2, l3] = (await levelIds(t, hq)) as [string, string, string];
  const a = await newAgent(t, l1, null);
  const b = await newAgent(t, l2, a);
  const c = await newAgent(t, l3, b);
  const product = await productP(t, hq, [l1, l2, l3]);
  // Its receipt is an uploaded (private) file.
  await countedOrder(t, hq, branchId, c, product.id, 2);
  await adminQuery(`CREATE DATABASE ${restoredName}`);
}, 60_000);

afterAll(async () => {
  await t.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  rmSync(scratch, { recursive: true, force: true });
});

const settings = (url: string, uploads: string) => ({
  DATABASE_URL: url,
  DATA_DIR: folder('unused'),
  UPLOAD_DIR: uploads,
  S3_BUCKET: undefined,
});

async function sqlOn(databaseName: string, text: string) {
  const client = new pg.Client({ connectionString: databaseUrl(databaseName) });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** What a restore must bring back: the orders, the commission ledger and every uploaded file with its bytes. */
async function contentsOf(url: string, uploads: string) {
  const database = openDatabase({ url, dataDir: '', poolSize: 1 });
  try {
    const orderRows = await database.db
      .select({ id: orders.id, status: orders.status, grandTotal: orders.grandTotal })
      .from(orders)
      .orderBy(asc(orders.id));
    const ledger = await database.db
      .select({ id: commissionEntries.id, amount: commissionEntries.amount })
      .from(commissionEntries)
      .orderBy(asc(commissionEntries.id));
    const files = readdirSync(uploads, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { path: path.relative(uploads, file), bytes: readFileSync(file).toString('base64') };
      })
      .sort((a, b) => a.path.localeCompare(b.path));
    return { orders: orderRows, ledger, files };
  } finally {
    await database.close();
  }
}

describe('backup and restore on PostgreSQL', () => {
  it('writes one archive with a manifest, the dump and the uploads', async () => {
    archive = await createBackup(settings(databaseUrl(t.databaseName), folder('uploads')), scratch, quiet);
    expect(path.dirname(archive)).toBe(scratch);
    expect(path.basename(archive)).toMatch(/^niaga-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({
      format: 'niaga-backup',
      version: 1,
      appVersion: expect.any(String),
      database: { kind: 'postgres', serverMajor: expect.any(Number), file: 'database.dump' },
      migrationHead: { tag: expect.stringMatching(/^\d{4}_/), count: expect.any(Number) },
      uploads: { kind: 'local', files: 1 },
    });
  });

  it('restores into a fresh database the same orders, ledger and files', async () => {
    const original = await contentsOf(databaseUrl(t.databaseName), folder('uploads'));
    expect(original.orders.length).toBeGreaterThan(0);
    expect(original.ledger.length).toBeGreaterThan(0);
    expect(original.files).toHaveLength(1);
    await restoreBackup(settings(databaseUrl(restoredName), folder('restored')), archive, { force: false }, quiet);
    expect(await contentsOf(databaseUrl(restoredName), folder('restored'))).toEqual(original);
  });

  it('refuses a target that has data unless --force, which replaces it', async () => {
    const target = settings(databaseUrl(restoredName), folder('restored'));
    const refused = restoreBackup(target, archive, { force: false }, quiet);
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/the target is not empty \(the database has tables; .* has files\).*--force/);
    // Replaced, not merged: a table and a file the backup does not have are gone afterwards.
    await sqlOn(restoredName, 'create table stray (id int)');
    writeFileSync(path.join(folder('restored'), 'stray.txt'), 'stray');
    await restoreBackup(target, archive, { force: true }, quiet);
    expect(await contentsOf(databaseUrl(restoredName), folder('restored'))).toEqual(
      await contentsOf(databaseUrl(t.databaseName), folder('uploads')),
    );
    expect(await sqlOn(restoredName, `select to_regclass('stray') as name`)).toEqual([{ name: null }]);
  });

  it('refuses what is not a backup of this kind of database', async () => {
    const notAnArchive = folder('not-a-backup.tar.gz');
    writeFileSync(notAnArchive, 'hello');
    await expect(
      restoreBackup(settings(databaseUrl(restoredName), folder('x')), notAnArchive, { force: true }, quiet),
    ).rejects.toThrow(BackupError);
    const intoPglite = {
      DATABASE_URL: undefined,
      DATA_DIR: folder('pglite-x'),
      UPLOAD_DIR: undefined,
      S3_BUCKET: undefined,
    };
    await expect(restoreBackup(intoPglite, archive, { force: false }, quiet)).rejects.toThrow(
      /this backup is of PostgreSQL \(DATABASE_URL\) but the target is the embedded database/,
    );
    // A backup whose last migration this version does not have: made by a newer version.
    const unpacked = folder('unpacked');
    mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    manifest.migrationHead = {
      when: manifest.migrationHead.when + 1,
      tag: null,
      count: manifest.migrationHead.count + 1,
    };
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const newer = folder('newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: unpacked }, readdirSync(unpacked));
    await expect(
      restoreBackup(settings(databaseUrl(restoredName), folder('x')), newer, { force: true }, quiet),
    ).rejects.toThrow(/made by a newer version of Niaga/);
  });
});

describe('backup and restore of the embedded database (PGlite)', () => {
  it('round-trips the data folder and the uploads', async () => {
    const source = {
      DATABASE_URL: undefined,
      DATA_DIR: folder('pglite-a'),
      UPLOAD_DIR: undefined,
      S3_BUCKET: undefined,
    };
    // Not the app's migrations (most of a minute on PGlite): drizzle's log at this app's head and one table.
    const client = await PGlite.create(source.DATA_DIR);
    const head = journalHead();
    await client.exec(`
      create schema drizzle;
      create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint);
      insert into drizzle.__drizzle_migrations (hash, created_at) values ('h', ${head});
      create table notes (id int primary key, body text);
      insert into notes values (1, 'kept'), (2, 'also kept');`);
    await expect(createBackup(source, folder('open.tar.gz'), quiet)).rejects.toThrow(/is open .*stop the server/);
    await client.close();
    const uploads = path.join(source.DATA_DIR, 'uploads', 'demo');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'logo.png'), 'png bytes');

    const file = await createBackup(source, folder('pglite.tar.gz'), quiet);
    expect((await readManifest(file))?.database).toEqual({ kind: 'pglite', file: 'database.tar.gz' });
    const target = { ...source, DATA_DIR: folder('pglite-b') };
    await restoreBackup(target, file, { force: false }, quiet);
    const restored = await PGlite.create(target.DATA_DIR);
    const notes = await restored.query('select id, body from notes order by id');
    await restored.close();
    expect(notes.rows).toEqual([
      { id: 1, body: 'kept' },
      { id: 2, body: 'also kept' },
    ]);
    expect(readFileSync(path.join(target.DATA_DIR, 'uploads', 'demo', 'logo.png'), 'utf8')).toBe('png bytes');
    await expect(restoreBackup(target, file, { force: false }, quiet)).rejects.toThrow(/has a database/);
    await restoreBackup(target, file, { force: true }, quiet);
  }, 120_000);
});

/** The `when` of this app's newest migration. */
function journalHead(): number {
  const text = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: Array<{ when: number }> }).entries.at(-1)!.when;
}
