import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Queue, RetryPolicy } from './queue.js';

/** A job every minute: two more tries, 15 then 30 seconds later (the next tick comes soon anyway). */
export const MINUTE_JOB_RETRY: RetryPolicy = { retryLimit: 2, retryDelaySeconds: 15, retryBackoff: true };
/** An hourly job: four more tries, 1, 2, 4 and 8 minutes later, all before the next tick. */
export const HOURLY_JOB_RETRY: RetryPolicy = { retryLimit: 4, retryDelaySeconds: 60, retryBackoff: true };

export type Job = {
  name: string;
  /** When it runs, in UTC (docs/decisions.md lists each job's). */
  cron: string;
  retry: RetryPolicy;
  /**
   * Safe to run again (a retry repeats the whole run); opens its own transactions. `log`: for a job that carries
   * on past one record's failure and must still tell of it.
   */
  run(db: Db, now: Date, log: FastifyBaseLogger): Promise<unknown>;
};

/**
 * Puts the timed jobs on the queue: pg-boss schedules on PostgreSQL (one job per tick however many instances run),
 * timers in this process on the embedded database. A run that throws is retried by the job's policy, then stays
 * `failed` on the operator's Jobs page.
 */
export async function scheduleJobs(queue: Queue, db: Db, jobs: Job[], log: FastifyBaseLogger) {
  for (const job of jobs) {
    await queue.schedule(job.name, job.cron, job.retry, async () => {
      const result = await job.run(db, new Date(), log);
      log.debug({ job: job.name, result }, 'job ran');
    });
  }
}
