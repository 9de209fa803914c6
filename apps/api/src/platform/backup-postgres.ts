import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError, type MigrationHead, migrationHeadOf } from './backup-manifest.js';

/** The schemas the app writes: its tables, drizzle's migration log and pg-boss's jobs. */
const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/** The URL without its password, which goes in PGPASSWORD instead (not on a command line others can list). */
function connectionOf(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client program; its own error output becomes the error's message. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client (Debian: apt-get install postgresql-client)`
            : `${program} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new BackupError(`${program} failed (exit ${code}):\n${err.trim()}`)),
    );
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`cannot connect to the database: ${error.message}`);
  });
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const majorOf = (versionText: string) => Number(/(\d+)(?:\.\d+)?/.exec(versionText)?.[1] ?? 0);

/** pg_dump/pg_restore refuse a server newer than themselves: say so before starting, with what to install. */
async function checkClientVersion(program: 'pg_dump' | 'pg_restore', client: pg.Client) {
  const server = Math.floor(Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000);
  const tool = majorOf(await run(program, ['--version'], process.env));
  if (tool < server)
    throw new BackupError(
      `${program} ${tool} cannot work with PostgreSQL ${server}: install postgresql-client-${server} (or newer)`,
    );
  return server;
}

/** Writes the database to `file` in pg_dump's custom format; answers what the manifest records of it. */
export async function dumpPostgres(url: string, file: string) {
  const { serverMajor, head } = await withClient(url, async (client) => ({
    serverMajor: await checkClientVersion('pg_dump', client),
    head: await migrationHeadOf((text) => client.query(text).then((result) => result.rows)),
  }));
  const { dbname, env } = connectionOf(url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, dbname], env);
  return { serverMajor, head };
}

/** The tables already in the target database (none: safe to restore into). */
export async function postgresTableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].count as number;
  });
}

/**
 * Restores a custom-format dump into the database of `url`, in one transaction (all of it or nothing). With `replace`,
 * the app's schemas are dropped first, so the database becomes the backup's (nothing newer stays behind).
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<MigrationHead | null> {
  await withClient(url, async (client) => {
    await checkClientVersion('pg_restore', client);
    if (!replace) return;
    for (const schema of APP_SCHEMAS) await client.query(`drop schema if exists ${schema} cascade`);
    await client.query('create schema public');
  });
  const { dbname, env } = connectionOf(url);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
    env,
  );
  return withClient(url, (client) => migrationHeadOf((text) => client.query(text).then((result) => result.rows)));
}
