import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Column builders that every table writes the same way (the SQL they make is unchanged: `drizzle-kit export`). */

/** The postal address lines of spec §3 (users, companies, branches); each table gives its own `country`. */
export const postalAddressColumns = () => ({
  address1: text('address1'),
  address2: text('address2'),
  postcode: text('postcode'),
  city: text('city'),
  state: text('state'),
});

/** A moment in time: every time in the schema is a `timestamp with time zone`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written (the database sets it). */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** Set when a row is deleted but kept (orders and other records still point at it). */
export const deletedAt = () => timestampTz('deleted_at');

/** A `bigint` read as a JavaScript number: money in sen, sales totals, counters. */
export const int64 = (name: string) => bigint(name, { mode: 'number' });

/** The key of a company's records: ids are unique within a company. */
export const companyPrimaryKey = (table: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [table.companyId, table.id] });

/**
 * A code or name unique per company, ignoring case, among the rows not deleted (deleting a record frees its
 * code for a new one).
 */
export const uniqueAmongLive = (
  name: string,
  table: { companyId: AnyPgColumn; deletedAt: AnyPgColumn },
  column: AnyPgColumn,
) => uniqueIndex(name).on(table.companyId, sql`lower(${column})`).where(sql`${table.deletedAt} is null`);
