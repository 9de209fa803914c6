import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.js';

/** A column's value in a copied row: text, a number, or null (`\N`). */
export type CopyValue = string | number | null;

/**
 * Characters per chunk sent to the server: under V8's limit for a regular heap object (128 KB), so each chunk dies
 * young. Chunks of 2,000 rows (600 KB) went to the large-object space, collected only by full collections: a
 * million-agent close held 250 MB of them.
 */
const CHUNK_CHARS = 64 * 1024;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One value in COPY's text format (backslash escapes; null as `\N`). */
function copyText(value: CopyValue): string {
  if (value === null) return '\\N';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char] as string) : text;
}

function* chunksOf(rows: Iterable<CopyValue[]>): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    chunk += `${row.map(copyText).join('\t')}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk.length > 0) yield chunk;
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
