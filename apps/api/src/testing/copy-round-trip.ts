import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { copyRows } from '../db/copy.js';
import { rowsOf } from '../db/rows.js';

const TRICKY = [
  'tab\there',
  'line\nbreak',
  'back\\slash',
  'carriage\rreturn',
  '{"name":"Siti \\"Ct\\" Aminah"}',
  'ñ 中文 \\N',
];

/**
 * `copyRows` on `db` (PostgreSQL or PGlite): every value comes back as it was (escapes and nulls), the count is
 * answered, and a row breaking a constraint fails the transaction with the rest of its rows.
 */
export async function expectCopyRoundTrip(db: Db) {
  await db.execute(sql`create table copied (key text primary key, value text, amount bigint)`);
  const rows = [...TRICKY.map((value, k) => [`k${k}`, value, k * 1000]), ['null', null, null]];
  const written = await db.transaction((tx) => copyRows(tx, 'copied', ['key', 'value', 'amount'], rows));
  expect(written).toBe(rows.length);
  const read = await db.execute(sql`select key, value, amount::float8 as amount from copied order by key`);
  const byKey = new Map(
    rowsOf<{ key: string; value: string | null; amount: number | null }>(read).map((row) => [row.key, row]),
  );
  for (const [key, value, amount] of rows) expect(byKey.get(key as string)).toEqual({ key, value, amount });

  // k0 exists: the COPY fails and the transaction takes its other rows with it.
  const failing = db.transaction(async (tx) => {
    await tx.execute(sql`insert into copied (key) values ('before')`);
    await copyRows(
      tx,
      'copied',
      ['key', 'value', 'amount'],
      [
        ['fresh', 'x', 1],
        ['k0', 'again', 2],
      ],
    );
  });
  await expect(failing).rejects.toThrow(/duplicate key/);
  const left = await db.execute(sql`select count(*)::int as n from copied where key in ('before', 'fresh')`);
  expect(rowsOf<{ n: number }>(left)[0]?.n).toBe(0);
  await db.execute(sql`drop table copied`);
}
