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
export async function scheduleJobs(
  queue: Queue,
  db: Db,
  jobs: Job[],
  log: FastifyBaseLogger,
  cronOverrides: Map<string, string> = new Map(),
) {
  for (const job of jobs) {
    const cron = cronOverrides.get(job.name) ?? job.cron;
    if (cron !== job.cron) log.warn({ job: job.name, cron, usual: job.cron }, 'job schedule changed by JOBS_CRON');
    await queue.schedule(job.name, cron, job.retry, async () => {
      const result = await job.run(db, new Date(), log);
      log.debug({ job: job.name, result }, 'job ran');
    });
  }
}

/**
 * JOBS_CRON, `name=cron;name=cron`: other schedules (the cluster test runs the month close every minute). A name
 * that is no timed job, or a schedule that is not five cron fields, stops the start rather than being ignored.
 */
export function parseCronOverrides(text: string | undefined, jobs: Job[]) {
  const overrides = new Map<string, string>();
  for (const part of (text ?? '').split(';').filter((item) => item.trim())) {
    const [name = '', cron = ''] = part.split('=').map((item) => item.trim());
    if (!jobs.some((job) => job.name === name) || cron.split(/\s+/).length !== 5)
      throw new Error(`Invalid environment:\n  JOBS_CRON: "${part.trim()}" is not <timed job name>=<5 cron fields>`);
    overrides.set(name, cron);
  }
  return overrides;
}
