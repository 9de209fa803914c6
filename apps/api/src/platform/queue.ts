import type { Executor } from '../db/client.js';

/** How a job is tried again after it threw: up to `retryLimit` more times, `retryDelaySeconds` apart (doubling). */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean };

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/**
 * Background jobs: pg-boss on PostgreSQL (queue-pgboss.ts), an in-process worker on a table of the embedded database
 * (queue-local.ts); the app picks by database. A job is written in the caller's transaction: it runs only if that
 * commits, and it outlives a restart. A handler that throws is retried by its policy, then left `failed`.
 */
export type Queue = {
  kind: 'pg-boss' | 'in-process';
  /** Writes the job inside `executor`'s transaction. */
  send(executor: Executor, name: string, data: Record<string, unknown>, policy: RetryPolicy): Promise<void>;
  /** Runs `handler` for the jobs of `name` in this process (instances with RUN_JOBS=false do not call it). */
  work(name: string, handler: JobHandler): Promise<void>;
  /** A job was committed: look for work now instead of at the next poll. */
  wake(name: string): void;
  stop(): Promise<void>;
  /** Jobs waiting (created or due for a retry), running and failed, per queue name (for /metrics). */
  queueStats(): Promise<QueueStats>;
};

export type QueueStats = Array<{ name: string; queued: number; active: number; failed: number }>;

/** Rows of (name, state, count) as one entry per queue name (other states, or none, only name the queue). */
export function statsOf(rows: Array<{ name: string; state: string; count: number }>): QueueStats {
  const byName = new Map<string, QueueStats[number]>();
  for (const { name, state, count } of rows) {
    const entry = byName.get(name) ?? { name, queued: 0, active: 0, failed: 0 };
    if (state === 'created' || state === 'retry') entry.queued += Number(count);
    else if (state === 'active' || state === 'failed') entry[state] += Number(count);
    byName.set(name, entry);
  }
  return [...byName.values()];
}
