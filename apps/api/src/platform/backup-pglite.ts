import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BackupError, type MigrationHead, migrationHeadOf } from './backup-manifest.js';

const queryOf = (client: PGlite) => (text: string) =>
  client.query<Record<string, unknown>>(text).then((result) => result.rows);

/** PostgreSQL's own files in a data folder; DATA_DIR also holds other things (uploads, kept secrets). */
const isDatabaseFile = (name: string) =>
  /^(PG_VERSION|base|global|pg_\w+|postgresql(\.auto)?\.conf|postmaster\.\w+)$/.test(name);

/** The embedded database has data in `dataDir`. */
export const pgliteHasData = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/** PGlite writes postmaster.pid while a process has the database open, and removes it on close. */
function assertClosed(dataDir: string) {
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new BackupError(
      `the embedded database in ${dataDir} is open (postmaster.pid): stop the server first ` +
        '(after a crash, start and stop it once so that it closes the database cleanly)',
    );
}

async function open(dataDir: string, loadDataDir?: Blob) {
  try {
    return await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    throw new BackupError(`cannot open the embedded database in ${dataDir}: ${(error as Error).message}`);
  }
}

/**
 * Writes the embedded database's data folder to `file` (PGlite's gzipped tar of it). The server must be stopped:
 * PGlite is one process's database, and a second one opening it would see it half-written.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<MigrationHead> {
  if (!pgliteHasData(dataDir))
    throw new BackupError(`no embedded database in ${dataDir} (DATA_DIR): nothing to back up`);
  assertClosed(dataDir);
  const client = await open(dataDir);
  try {
    const head = await migrationHeadOf(queryOf(client));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return head;
  } finally {
    await client.close();
  }
}

/** Loads a dump made by `dumpPglite` into `dataDir`; with `replace`, the database files already there go first. */
export async function restorePglite(dataDir: string, file: string, replace: boolean): Promise<MigrationHead> {
  if (replace) assertClosed(dataDir);
  if (replace && existsSync(dataDir))
    for (const name of await readdir(dataDir))
      if (isDatabaseFile(name)) await rm(path.join(dataDir, name), { recursive: true, force: true });
  const client = await open(dataDir, new Blob([await readFile(file)]));
  try {
    return await migrationHeadOf(queryOf(client));
  } finally {
    await client.close();
  }
}
