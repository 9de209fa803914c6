import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table row that came back as JSON (`row_to_json` inside a larger statement), in the shape drizzle's own
 * queries answer: property names, dates, numbers from bigint columns.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
