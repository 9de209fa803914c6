import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../db/client.js';

/** A refusal or failure the operator can act on: the CLI prints its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The last migration a database ran: drizzle's `when` (its key in the journal) and the journal's name for it. */
export type MigrationHead = { when: number; tag: string | null; count: number };

export const MANIFEST_FORMAT = 'niaga-backup';
export const MANIFEST_VERSION = 1;

export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  createdAt: string;
  appVersion: string;
  database: { kind: 'postgres'; serverMajor: number; file: string } | { kind: 'pglite'; file: string };
  migrationHead: MigrationHead;
  /** `local`: the files are in the archive under uploads/; `s3`: they stay in the bucket (its versioning keeps them). */
  uploads: { kind: 'local'; files: number } | { kind: 's3'; bucket: string };
};

type JournalEntry = { when: number; tag: string };

function journal(): JournalEntry[] {
  const text = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

export function appVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The head of a database's migrations, read through `query` (PostgreSQL or PGlite); null when it has none. */
export async function migrationHeadOf(
  query: (text: string) => Promise<Array<Record<string, unknown>>>,
): Promise<MigrationHead> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!table?.name) throw new BackupError('the database has no migrations: it is not a Niaga database (or is empty)');
  const [row] = await query(
    'select count(*)::int as count, max(created_at)::text as "when" from drizzle.__drizzle_migrations',
  );
  const when = Number(row?.when ?? 0);
  return { when, count: Number(row?.count ?? 0), tag: journal().find((entry) => entry.when === when)?.tag ?? null };
}

/**
 * Refuses an archive this app cannot restore: not a Niaga backup, a later format, another kind of database, or
 * migrations this app does not have (a backup of a newer version; the server migrates an older one forward).
 */
export function checkManifest(manifest: Manifest | null, kind: 'postgres' | 'pglite') {
  if (manifest?.format !== MANIFEST_FORMAT) throw new BackupError('not a Niaga backup: manifest.json is missing');
  if (manifest.version > MANIFEST_VERSION)
    throw new BackupError(`backup format ${manifest.version} is newer than this version of Niaga can read`);
  if (manifest.database.kind !== kind) {
    const names = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'the embedded database (DATA_DIR)' };
    throw new BackupError(
      `this backup is of ${names[manifest.database.kind]} but the target is ${names[kind]}: set the target to match`,
    );
  }
  const known = journal();
  const head = manifest.migrationHead;
  if (!known.some((entry) => entry.when === head.when))
    throw new BackupError(
      `this backup was made by a newer version of Niaga (migration ${head.tag ?? head.when}, ${head.count} in all; ` +
        `this version has ${known.length}): restore it with that version`,
    );
}
