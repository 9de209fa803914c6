import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

export type Job = {
  name: string;
  everyMs: number;
  /** `log`: for a job that carries on past one record's failure and must still tell of it. */
  run(db: Db, now: Date, log: FastifyBaseLogger): Promise<unknown>;
};

/**
 * Runs jobs on a timer in every API instance; a transaction-level advisory lock lets only one instance
 * run a given job at a time (the same code on PGlite and PostgreSQL). Jobs must be safe to run again.
 */
export function startJobs(db: Db, jobs: Job[], log: FastifyBaseLogger) {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        await db.transaction(async (tx) => {
          const result = await tx.execute(
            sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
          );
          const locked = (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked;
          if (locked) await job.run(tx as unknown as Db, new Date(), log);
        });
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      }
    };
    const first = setTimeout(tick, 5_000);
    const every = setInterval(tick, job.everyMs);
    return { first, every };
  });
  return () => {
    for (const { first, every } of timers) {
      clearTimeout(first);
      clearInterval(every);
    }
  };
}
