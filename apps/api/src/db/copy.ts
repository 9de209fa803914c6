import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.js';

/** A column's value in a copied row: text, a number, or null (`\N`). */
export type CopyValue = string | number | null;

/** Rows per chunk sent to the server: a few hundred kilobytes, so neither side holds the whole table. */
const ROWS_PER_CHUNK = 2_000;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One value in COPY's text format (backslash escapes; null as `\N`). */
function copyText(value: CopyValue): string {
  if (value === null) return '\\N';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char] as string) : text;
}

function* chunksOf(rows: Iterable<CopyValue[]>): Generator<string> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(`${row.map(copyText).join('\t')}\n`);
    if (lines.length === ROWS_PER_CHUNK) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join('');
}

/**
 * Writes `rows` into `table` with `COPY … FROM STDIN` inside the transaction `tx`, and answers how many were written.
 * The bulk writes of a month's close (issue 24): rows stream as text in chunks, with no statement to parse per row
 * and no parameters to hold. A row that breaks a constraint fails the whole COPY, and so the transaction. On
 * PostgreSQL through pg-copy-streams; on PGlite (the embedded database) through its `/dev/blob` input.
 */
export async function copyRows(
  tx: Tx,
  table: string,
  columns: readonly string[],
  rows: Iterable<CopyValue[]>,
): Promise<number> {
  const statement = `copy ${table} (${columns.join(', ')}) from`;
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  if (client instanceof pg.Client) {
    const stream = client.query(copyFrom(`${statement} stdin`));
    await pipeline(Readable.from(chunksOf(rows)), stream);
    return stream.rowCount;
  }
  const embedded = client as {
    query: (text: string, params: unknown[], options: { blob: Blob }) => Promise<{ affectedRows?: number }>;
  };
  const result = await embedded.query(`${statement} '/dev/blob'`, [], { blob: new Blob([...chunksOf(rows)]) });
  return result.affectedRows ?? 0;
}
