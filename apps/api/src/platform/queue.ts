import type { Executor } from '../db/client.js';

/** How a job is tried again after it threw: up to `retryLimit` more times, `retryDelaySeconds` apart (doubling). */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean };

/** For work a user starts and asks for again if it fails (an export, a simulation): never retried by itself. */
export const NO_RETRY: RetryPolicy = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false };

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** One queue's jobs now: waiting (new or to retry), running, and failed after their last retry (the dead letters). */
export type QueueCounts = { name: string; queued: number; active: number; failed: number };

/** A job that threw on its last try: it stays `failed` (the dead-letter state) until the operator retries it. */
export type FailedJob = {
  id: string;
  name: string;
  error: string;
  tries: number;
  companyId: string | null;
  createdAt: Date;
  failedAt: Date | null;
};

/**
 * Background jobs: pg-boss on PostgreSQL (queue-pgboss.ts), an in-process worker on a table of the embedded database
 * (queue-local.ts); server.ts picks by database. A job is written in the caller's transaction: it runs only if that
 * commits, and it outlives a restart. A handler that throws is retried by its policy, then left `failed`.
 */
export type Queue = {
  kind: 'pg-boss' | 'in-process';
  /** Writes the job inside `executor`'s transaction. */
  send(executor: Executor, name: string, data: Record<string, unknown>, policy: RetryPolicy): Promise<void>;
  /** Runs `handler` for the jobs of `name` in this process (instances with RUN_JOBS=false do not call it). */
  work(name: string, handler: JobHandler): Promise<void>;
  /**
   * Sends a job to `name` at each tick of `cron` (UTC; five fields, or six with seconds) and works it with
   * `handler`: one job per tick however many instances schedule it.
   */
  schedule(name: string, cron: string, policy: RetryPolicy, handler: JobHandler): Promise<void>;
  /** A job was committed: look for work now instead of at the next poll. */
  wake(name: string): void;
  /** Counts per queue (the operator's Jobs page, the metrics). */
  queueStats(): Promise<QueueCounts[]>;
  /** The newest failed jobs, newest first. */
  failedJobs(limit: number): Promise<FailedJob[]>;
  /** Gives a failed job one more try; false when `name` has no failed job `id`. */
  retry(name: string, id: string): Promise<boolean>;
  /** Stops taking jobs and waits for the running ones (up to the shutdown grace time on pg-boss). */
  stop(): Promise<void>;
};

/** The error text kept for a failed job: its message, not its stack. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
