import cronParser from 'cron-parser';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { newId } from './ids.js';
import { errorText, type FailedJob, type JobHandler, type Queue, type QueueCounts } from './queue.js';
import { queueJobs } from './queue.tables.js';

const POLL_MS = 1_000;

/**
 * The in-process queue of the embedded database: jobs in `queue_jobs`, one worker loop per queue name in this
 * process, and schedules on timers that write a job at each cron tick. (PGlite is one process's database, so there
 * is no other instance to share the work with.)
 */
export function localQueue(db: Db, onError: (error: Error) => void, pollMs = POLL_MS): Queue {
  const workers = new Map<string, { handler: JobHandler; timer: NodeJS.Timeout | null; busy: boolean }>();
  const ticks = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  async function claim(name: string) {
    const [job] = await db
      .update(queueJobs)
      .set({ state: 'active' })
      .where(
        eq(
          queueJobs.id,
          sql`(select id from ${queueJobs} where ${and(
            eq(queueJobs.name, name),
            inArray(queueJobs.state, ['created', 'retry']),
            lte(queueJobs.startAfter, sql`now()`),
          )} order by ${asc(queueJobs.startAfter)} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return job ?? null;
  }

  async function runDue(name: string) {
    const worker = workers.get(name);
    if (!worker || worker.busy || stopped) return;
    worker.busy = true;
    try {
      for (let job = await claim(name); job && !stopped; job = await claim(name)) {
        try {
          await worker.handler(job.data);
          await db
            .update(queueJobs)
            .set({ state: 'completed', completedAt: new Date() })
            .where(eq(queueJobs.id, job.id));
        } catch (error) {
          const retry = job.retryCount < job.retryLimit;
          const delay = job.retryDelaySeconds * (job.retryBackoff ? 2 ** job.retryCount : 1);
          await db
            .update(queueJobs)
            .set({
              state: retry ? 'retry' : 'failed',
              retryCount: job.retryCount + (retry ? 1 : 0),
              startAfter: new Date(Date.now() + delay * 1000),
              lastError: errorText(error),
              completedAt: retry ? null : new Date(),
            })
            .where(eq(queueJobs.id, job.id));
        }
      }
    } catch (error) {
      onError(error as Error);
    } finally {
      worker.busy = false;
    }
  }

  async function work(name: string, handler: JobHandler) {
    const worker = { handler, timer: null as NodeJS.Timeout | null, busy: false };
    workers.set(name, worker);
    worker.timer = setInterval(() => void runDue(name), pollMs);
    worker.timer.unref();
    void runDue(name);
  }

  const wake = (name: string) => setImmediate(() => void runDue(name));

  return {
    kind: 'in-process',
    async send(executor: Executor, name, data, policy) {
      await executor.insert(queueJobs).values({ id: newId(), name, data, ...policy });
    },
    work,
    async schedule(name, cron, policy, handler) {
      const times = cronParser.parseExpression(cron, { tz: 'UTC' });
      await work(name, handler);
      const arm = () => {
        const next = times.next().getTime();
        const timer = setTimeout(
          () =>
            void db
              .insert(queueJobs)
              .values({ id: newId(), name, data: {}, ...policy })
              .then(() => runDue(name), onError)
              .finally(() => !stopped && arm()),
          Math.max(0, next - Date.now()),
        );
        timer.unref();
        ticks.set(name, timer);
      };
      arm();
    },
    wake,
    async queueStats() {
      const rows = await db
        .select({ name: queueJobs.name, state: queueJobs.state, count: count() })
        .from(queueJobs)
        .where(inArray(queueJobs.state, ['created', 'retry', 'active', 'failed']))
        .groupBy(queueJobs.name, queueJobs.state);
      const byName = new Map<string, QueueCounts>(
        [...workers.keys()].map((name) => [name, { name, queued: 0, active: 0, failed: 0 }]),
      );
      for (const row of rows) {
        const counts = byName.get(row.name) ?? { name: row.name, queued: 0, active: 0, failed: 0 };
        if (row.state === 'active') counts.active += row.count;
        else if (row.state === 'failed') counts.failed += row.count;
        else counts.queued += row.count;
        byName.set(row.name, counts);
      }
      return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    async failedJobs(limit) {
      const rows = await db
        .select()
        .from(queueJobs)
        .where(eq(queueJobs.state, 'failed'))
        .orderBy(desc(queueJobs.completedAt), queueJobs.id)
        .limit(limit);
      return rows.map(
        (row): FailedJob => ({
          id: row.id,
          name: row.name,
          error: row.lastError ?? '',
          tries: row.retryCount + 1,
          companyId: typeof row.data.companyId === 'string' ? row.data.companyId : null,
          createdAt: row.createdAt,
          failedAt: row.completedAt,
        }),
      );
    },
    async retry(name, id) {
      const retried = await db
        .update(queueJobs)
        .set({
          state: 'retry',
          retryCount: sql`${queueJobs.retryCount} + 1`,
          retryLimit: sql`${queueJobs.retryCount} + 1`,
          startAfter: sql`now()`,
          completedAt: null,
        })
        .where(and(eq(queueJobs.name, name), eq(queueJobs.id, id), eq(queueJobs.state, 'failed')))
        .returning({ id: queueJobs.id });
      if (retried.length > 0) wake(name);
      return retried.length > 0;
    },
    async stop() {
      stopped = true;
      for (const timer of ticks.values()) clearTimeout(timer);
      for (const worker of workers.values()) if (worker.timer) clearInterval(worker.timer);
      // Let a job that is running finish its bookkeeping before the database closes.
      while ([...workers.values()].some((worker) => worker.busy)) await new Promise((done) => setTimeout(done, 20));
    },
  };
}
