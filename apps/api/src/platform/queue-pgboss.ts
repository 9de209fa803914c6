import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/client.js';
import type { FailedJob, Queue, QueueCounts } from './queue.js';

/** Jobs sent by the app are picked up at once (`wake`) or within this; scheduled ones need no hurry. */
const POLLING_SECONDS = 0.5;
const SCHEDULED_POLLING_SECONDS = 5;
/** How long a failed job stays listed (then pg-boss archives it). */
const FAILED_KEPT_SECONDS = 7 * 24 * 3600;
/** Queue names are the app's own constants; checked because one is written into SQL. */
const QUEUE_NAME = /^[a-z0-9][a-z0-9._-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** pg-boss's SQL (`$1`, `$2`, …) as a drizzle statement, so it runs in the caller's transaction. */
function boundSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
    sql``,
  );
}

export type PgBossOptions = {
  /** How long `stop` waits for running jobs (the shutdown grace time). */
  stopTimeoutMs?: number;
  /** How often an instance checks the schedules (pg-boss lets one instance per interval send the due ones). */
  cronMonitorSeconds?: number;
};

/**
 * PostgreSQL: pg-boss in the `pgboss` schema, shared by every API instance (each works with SKIP LOCKED). Schedules
 * are cluster-safe: one instance per interval looks at the crons, and a tick's job is a singleton for its minute.
 */
export async function pgBossQueue(
  connectionString: string,
  onError: (error: Error) => void,
  { stopTimeoutMs = 25_000, cronMonitorSeconds = 30 }: PgBossOptions = {},
): Promise<Queue> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 3,
    application_name: 'niaga-jobs',
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    cronMonitorIntervalSeconds: cronMonitorSeconds,
    cronWorkerIntervalSeconds: Math.min(5, cronMonitorSeconds),
  });
  boss.on('error', onError);
  await boss.start();
  const created = new Map<string, Promise<void>>();
  const workerIds = new Map<string, string>();
  const rowsOf = async <T>(text: string, values: unknown[] = []) =>
    (await boss.getDb().executeSql(text, values)).rows as T[];

  /**
   * pg-boss's create_queue (a row and a partition) deadlocks when two connections create the same queue at once
   * (instances starting together): a missing queue is created under an advisory lock, once per process.
   */
  function ensureQueue(name: string) {
    if (!QUEUE_NAME.test(name)) throw new Error(`bad queue name ${name}`);
    let creating = created.get(name);
    if (!creating) {
      creating = (async () => {
        if (await boss.getQueue(name)) return;
        await rowsOf(`begin;
          select pg_advisory_xact_lock(hashtext('niaga:pgboss-create-queue'));
          select pgboss.create_queue('${name}', '{}');
          commit;`);
      })();
      creating.catch(() => created.delete(name));
      created.set(name, creating);
    }
    return creating;
  }

  async function work(name: string, handler: (data: Record<string, unknown>) => Promise<void>, polling: number) {
    await ensureQueue(name);
    const id = await boss.work<Record<string, unknown>>(
      name,
      { pollingIntervalSeconds: polling, batchSize: 1 },
      async ([job]) => {
        if (job) await handler(job.data);
      },
    );
    workerIds.set(name, id);
  }

  function wake(name: string) {
    const id = workerIds.get(name);
    if (id) boss.notifyWorker(id);
  }

  return {
    kind: 'pg-boss',
    async send(executor: Executor, name, data, policy) {
      await ensureQueue(name);
      const db = {
        executeSql: async (text: string, values: unknown[]) => {
          const result = await executor.execute(boundSql(text, values));
          return { rows: (result as unknown as { rows: unknown[] }).rows };
        },
      };
      await boss.send(name, data, { ...policy, db });
    },
    work: (name, handler) => work(name, handler, POLLING_SECONDS),
    async schedule(name, cron, { retryLimit, retryDelaySeconds, retryBackoff }, handler) {
      await work(name, handler, SCHEDULED_POLLING_SECONDS);
      await boss.schedule(name, cron, {}, { tz: 'UTC', retryLimit, retryDelay: retryDelaySeconds, retryBackoff });
    },
    wake,
    async queueStats() {
      const rows = await rowsOf<QueueCounts>(`
        select q.name,
          count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
          count(j.id) filter (where j.state = 'active')::int as active,
          count(j.id) filter (where j.state = 'failed')::int as failed
        from pgboss.queue q left join pgboss.job j on j.name = q.name
        where q.name not like '\\_\\_pgboss\\_\\_%'
        group by q.name order by q.name`);
      return rows;
    },
    async failedJobs(limit) {
      const rows = await rowsOf<{
        id: string;
        name: string;
        error: string | null;
        tries: number;
        company_id: string | null;
        created_on: Date;
        completed_on: Date | null;
      }>(
        `select id, name, coalesce(output->>'message', output::text) as error, retry_count + 1 as tries,
           data->>'companyId' as company_id, created_on, completed_on
         from pgboss.job where state = 'failed' and name not like '\\_\\_pgboss\\_\\_%'
         order by completed_on desc nulls last, id limit $1`,
        [limit],
      );
      return rows.map(
        (row): FailedJob => ({
          id: row.id,
          name: row.name,
          error: row.error ?? '',
          tries: row.tries,
          companyId: row.company_id,
          createdAt: row.created_on,
          failedAt: row.completed_on,
        }),
      );
    },
    async retry(name, id) {
      if (!UUID.test(id)) return false;
      // pg-boss's own retry, which answers no count: a failed job gets one more try, now.
      const rows = await rowsOf(
        `update pgboss.job set state = 'retry', retry_limit = retry_count + 1, start_after = now(), completed_on = null
         where name = $1 and id = $2 and state = 'failed' returning id`,
        [name, id],
      );
      if (rows.length > 0) wake(name);
      return rows.length > 0;
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs }),
  };
}
