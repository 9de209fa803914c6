import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { loadReferenceData } from '../modules/reference/reference.load.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repos accept both. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** SQL migrations, then the reference data when its files changed (modules/reference/reference.load.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
}): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => (options.onIdleError ?? console.error)(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Instances starting together migrate one after another: the first applies, the others find nothing to do.
        const lock = await pool.connect();
        try {
          await lock.query(`select pg_advisory_lock(hashtext('niaga:migrate'))`);
          await migratePg(db, { migrationsFolder });
          await loadReferenceData(db);
        } finally {
          await lock.query(`select pg_advisory_unlock(hashtext('niaga:migrate'))`).catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the order search index (migration 0010); PostgreSQL ships it as a contrib extension.
  const client = new PGlite(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await loadReferenceData(db);
    },
    close: () => client.close(),
  };
}
