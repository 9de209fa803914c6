import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import { forgetHostCache } from './host-company.js';

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: drops this instance's host cache whenever any writer changes a company or its host names
 * (migration 0042's trigger notifies `company_changed`), so a theme or name saved on one API instance shows on
 * every other at once. A lost connection drops the cache too (notifications may have been missed) and reconnects.
 * Answers once it listens; the answer stops it.
 */
export async function followCompanyChanges(db: Db, databaseUrl: string, log: FastifyBaseLogger) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'niaga-company-changes' });
    next.on('notification', () => forgetHostCache(db));
    next.on('error', (error) => {
      log.warn({ err: error }, 'company changes: connection lost, reconnecting');
      reconnect(next);
    });
    try {
      await next.connect();
      await next.query('LISTEN company_changed');
      client = next;
      forgetHostCache(db);
    } catch (error) {
      log.warn({ err: error }, 'company changes: cannot listen, retrying');
      reconnect(next);
    }
  };
  const reconnect = (broken: pg.Client) => {
    forgetHostCache(db);
    if (client === broken) client = null;
    void broken.end().catch(() => {});
    if (!stopped && !retry)
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
