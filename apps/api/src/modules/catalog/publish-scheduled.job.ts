import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Job, MINUTE_JOB_RETRY } from '../../platform/jobs.js';
import { products } from './catalog.tables.js';

/** Publishes scheduled products whose time has come (spec §4: published, scheduled with date, suspended). */
export async function publishScheduled(db: Db, now: Date) {
  const published = await db
    .update(products)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(products.status, 'scheduled'), lte(products.publishAt, now)))
    .returning({ id: products.id });
  return published.length;
}

export const publishScheduledJob: Job = {
  name: 'publish-scheduled',
  cron: '* * * * *',
  retry: MINUTE_JOB_RETRY,
  run: publishScheduled,
};
