import { dayIn, dueExpiry, unusedCredits } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { HOURLY_JOB_RETRY, type Job } from '../../platform/jobs.js';
import { companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { appendEntry, creditsAndDebits, lockBalance } from './ledger.repo.js';
import { pointEntries, pointExpiryRuns } from './points.tables.js';

/**
 * Points expiry (domain-rules "Points and rewards", company setting): at the end of each cycle, points earned in
 * the cycle before it that debits have not used (oldest first) expire as a negative entry dated the end of the
 * cycle. Each company's cycle is closed once (`point_expiry_runs`, written with its entries; the entry keys
 * `exp:<agent>:<cycle>:<start>` guard too); a late run still dates the entry at the cycle's end and never takes the
 * balance below zero.
 */
export async function expirePoints(db: Db, now: Date) {
  const expiring = await db
    .select({ id: companies.id, timeZone: companies.timeZone, features: companies.features })
    .from(companies)
    .where(sql`(${companies.features} ->> 'pointsExpiry')::boolean is true`);
  let written = 0;
  for (const company of expiring) {
    const features = resolveFeatures(company.features);
    const cycle = features.pointsCycle;
    const since = features.pointsExpirySince ?? dayIn(company.timeZone, now);
    const due = dueExpiry(cycle, company.timeZone, now, since);
    if (!due) continue;
    await db.transaction(async (tx) => {
      const firstRun = await tx
        .insert(pointExpiryRuns)
        .values({ companyId: company.id, cycle, cycleStart: due.cycleStart, ranAt: now })
        .onConflictDoNothing()
        .returning({ companyId: pointExpiryRuns.companyId });
      if (firstRun.length === 0) return;
      const agents = await agentsWithUnusedCredits(tx, company.id, due.creditsBefore, due.expiresAt);
      for (const agentId of agents) {
        const key = `exp:${agentId}:${cycle}:${due.cycleStart}`;
        const balance = await lockBalance(tx, company.id, agentId);
        const { credits, debits } = await creditsAndDebits(tx, company.id, agentId, due.creditsBefore, due.expiresAt);
        const points = Math.min(unusedCredits(credits, debits), balance);
        if (points <= 0) continue;
        const added = await appendEntry(tx, company.id, {
          agentId,
          kind: 'expired',
          points: -points,
          at: due.expiresAt,
          key,
          cycleStart: due.cycleStart,
        });
        if (added) written += 1;
      }
    });
  }
  return written;
}

/** Agents with credits before the cycle's end that debits before the expiry did not use, not yet expired. */
async function agentsWithUnusedCredits(executor: Executor, companyId: string, creditsBefore: Date, expiresAt: Date) {
  const rows = await executor
    .select({ agentId: pointEntries.agentId })
    .from(pointEntries)
    .where(and(eq(pointEntries.companyId, companyId), sql`${pointEntries.at} < ${expiresAt}`))
    .groupBy(pointEntries.agentId)
    .having(
      sql`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.points} > 0 and ${pointEntries.at} < ${creditsBefore}), 0) + coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.points} < 0), 0) > 0`,
    );
  return rows.map((row) => row.agentId);
}

export const pointsExpiryJob: Job = {
  name: 'points-expiry',
  cron: '15 * * * *',
  retry: HOURLY_JOB_RETRY,
  run: expirePoints,
};
