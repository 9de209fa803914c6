import { pgTable, text } from 'drizzle-orm/pg-core';
import { int64 } from '../../db/columns.js';

/**
 * A company's scores version: triggers (migration 0019) add one in the same transaction as every write to what the
 * score ranking counts or shows (monthly sales, commission entries, agents joining, leaving, renamed, moved, their
 * level or photo, level names), so a kept ranking (ranking/kept-rankings.ts) is known current from the session
 * lookup (`SessionFacts.scoresVersion`), whichever API instance made the change.
 */
export const scoreVersions = pgTable('score_versions', {
  companyId: text('company_id').primaryKey(),
  version: int64('version').notNull().default(0),
});
