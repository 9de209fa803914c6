import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** The rows of a raw `execute` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Runs a raw query and answers its rows. */
export async function queryRows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await executor.execute(query));
}
