import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.js';
import { newId } from './ids.js';
import { type JobHandler, type Queue, statsOf } from './queue.js';
import { queueJobs } from './queue.tables.js';

const POLL_MS = 1_000;

/**
 * The in-process queue of the embedded database: jobs in `queue_jobs`, one worker loop per queue name in this
 * process. (PGlite is one process's database, so there is no other instance to share the work with.)
 */
export function localQueue(db: Db, log: FastifyBaseLogger, pollMs = POLL_MS): Queue {
  const workers = new Map<string, { handler: JobHandler; timer: NodeJS.Timeout | null; busy: boolean }>();
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
              lastError: String(error),
              completedAt: retry ? null : new Date(),
            })
            .where(eq(queueJobs.id, job.id));
        }
      }
    } catch (error) {
      log.error({ err: error, queue: name }, 'job queue poll failed');
    } finally {
      worker.busy = false;
    }
  }

  return {
    kind: 'in-process',
    async send(executor: Executor, name, data, policy) {
      await executor.insert(queueJobs).values({ id: newId(), name, data, ...policy });
    },
    async work(name, handler) {
      const worker = { handler, timer: null as NodeJS.Timeout | null, busy: false };
      workers.set(name, worker);
      worker.timer = setInterval(() => void runDue(name), pollMs);
      worker.timer.unref();
      void runDue(name);
    },
    wake(name) {
      setImmediate(() => void runDue(name));
    },
    async stop() {
      stopped = true;
      for (const worker of workers.values()) if (worker.timer) clearInterval(worker.timer);
      // Let a job that is running finish its bookkeeping before the database closes.
      while ([...workers.values()].some((worker) => worker.busy)) await new Promise((done) => setTimeout(done, 20));
    },
    async queueStats() {
      // Completed jobs too, so that a queue with none open still answers zeros.
      const rows = await db
        .select({ name: queueJobs.name, state: queueJobs.state, count: count() })
        .from(queueJobs)
        .groupBy(queueJobs.name, queueJobs.state);
      return statsOf(rows);
    },
  };
}
