import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/client.js';
import { type Queue, statsOf } from './queue.js';

const POLLING_SECONDS = 0.5;

/** pg-boss's SQL (`$1`, `$2`, …) as a drizzle statement, so it runs in the caller's transaction. */
function boundSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
    sql``,
  );
}

/** PostgreSQL: pg-boss in the `pgboss` schema, shared by every API instance (each works with SKIP LOCKED). */
export async function pgBossQueue(connectionString: string, onError: (error: Error) => void): Promise<Queue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 3, application_name: 'niaga-jobs' });
  boss.on('error', onError);
  await boss.start();
  const created = new Set<string>();
  const workerIds = new Map<string, string>();

  async function ensureQueue(name: string) {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
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
    async work(name, handler) {
      await ensureQueue(name);
      const id = await boss.work<Record<string, unknown>>(
        name,
        { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 },
        async ([job]) => {
          if (job) await handler(job.data);
        },
      );
      workerIds.set(name, id);
    },
    wake(name) {
      const id = workerIds.get(name);
      if (id) boss.notifyWorker(id);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
    async queueStats() {
      const result = await boss.getDb().executeSql(
        // Every queue pg-boss knows, with zeros when it has no open job (a series that vanishes reads as "no data").
        `select q.name, j.state, count(j.id)::int as count from pgboss.queue q
           left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
           group by q.name, j.state`,
        [],
      );
      return statsOf(result.rows as Array<{ name: string; state: string; count: number }>);
    },
  };
}
