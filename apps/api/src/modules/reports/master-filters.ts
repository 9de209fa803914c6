import { COUNTED_STATUSES, type masterReportFilters } from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

/** The master report's filters as parsed (period days in the company's time zone). */
export type MasterFilters = z.output<typeof masterReportFilters>;

/** The start of a day in the company's time zone, as the order list reads its date filters. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** `column` (a timestamp) falls on a day of the period, both days included. */
export const withinPeriod = (column: SQL, period: { from: string; to: string }, timeZone: string) =>
  sql`${column} >= ${dayStart(period.from, timeZone)} and ${column} < ${dayStart(period.to, timeZone)} + interval '1 day'`;

/** The agent a row is about (`agent`: the alias of its `users` row) has the level and state asked. */
export function agentFilter(agent: string, filters: { levelId?: string | undefined; state?: string | undefined }) {
  const a = sql.raw(agent);
  return sql.join(
    [
      sql`true`,
      filters.levelId ? sql`${a}.level_id = ${filters.levelId}` : undefined,
      filters.state ? sql`${a}.state = ${filters.state}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/** The orders that count (domain-rules "Orders"), as the commission and sales figures count them. */
export const countedStatus = (status: SQL) =>
  sql`${status} in (${sql.join(
    COUNTED_STATUSES.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** A sort value `-name` → `name desc`, from an allow-list of SQL expressions. */
export function orderBy<S extends string>(sort: S, columns: Record<string, SQL>, tieBreak: SQL) {
  const key = sort.replace(/^-/, '');
  return sql`${columns[key]!} ${sql.raw(sort.startsWith('-') ? 'desc nulls last' : 'asc nulls first')}, ${tieBreak}`;
}

export const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
export const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/**
 * An export reads a list in agent id order after the last id it has (keyset paging, `keysetRows`); the screen reads
 * it by page and sort. `keyset` absent: the screen's page.
 */
export type Keyset = { after: string | null } | undefined;
export const afterId = (id: SQL, keyset: Keyset) => (keyset?.after ? sql`and ${id} > ${keyset.after}` : sql``);
export const sortedOr = (keyset: Keyset, id: SQL, sorted: SQL) => (keyset ? id : sorted);
export const pageCut = (query: { page: number; limit: number }, keyset: Keyset) =>
  sql`limit ${query.limit} offset ${keyset ? 0 : (query.page - 1) * query.limit}`;
