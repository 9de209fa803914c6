import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';

/**
 * A fingerprint of everything one company owns: for every table with a `company_id` column, the count and an
 * md5 of its rows of that company (in a stable order), plus the company's own row. Two equal snapshots mean
 * nothing of the company was added, changed or removed in between.
 */
export async function companySnapshot(db: Db, companyId: string): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'company_id' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ rows: string; digest: string | null }>(
      db,
      sql`select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as digest
        from ${sql.identifier(table)} t where t.company_id = ${companyId}`,
    );
    snapshot[table] = `${row?.rows}:${row?.digest ?? '-'}`;
  }
  const [company] = await queryRows<{ digest: string }>(
    db,
    sql`select md5(c::text) as digest from companies c where c.id = ${companyId}`,
  );
  snapshot.companies = company?.digest ?? '-';
  return snapshot;
}
