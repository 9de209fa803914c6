import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './client.js';

let newestInJournal: number | undefined;

/** The newest migration this build ships (drizzle's journal: each entry's `when` is its folder time). */
function newestShipped(): number {
  if (newestInJournal === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    newestInJournal = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestInJournal;
}

/** Whether the database has every migration of this build (drizzle records each one's folder time). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select coalesce(max(created_at), 0)::bigint as newest from drizzle.__drizzle_migrations`);
  const newest = Number((result as unknown as { rows: Array<{ newest: string | number }> }).rows[0]?.newest ?? 0);
  return newest >= newestShipped();
}
