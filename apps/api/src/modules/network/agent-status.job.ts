import { and, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HOURLY_JOB_RETRY, type Job } from '../../platform/jobs.js';
import { companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { users } from '../users/users.tables.js';
import { recordHistory } from './history.repo.js';
import { recordPlacements } from './placements.repo.js';

/**
 * Keeps agent status current (domain-rules "Agent status"): `active` agents without a counted order within
 * the company's inactivity period become `inactive`, and back to `active` once an order counts again.
 * `new` and `suspended` are left alone (the first counted order, or HQ, changes those).
 */
export async function refreshAgentStatuses(db: Db, now: Date) {
  const all = await db.select({ id: companies.id, features: companies.features }).from(companies);
  let changed = 0;
  for (const company of all) {
    const months = resolveFeatures(company.features).inactiveLimit;
    const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
    const agents = and(eq(users.companyId, company.id), eq(users.role, 'agent'));
    // The status change and its history lines in one transaction per company.
    changed += await db.transaction(async (tx) => {
      const wentInactive = await tx
        .update(users)
        .set({ status: 'inactive' })
        .where(
          and(agents, eq(users.status, 'active'), or(isNull(users.lastCountedAt), lt(users.lastCountedAt, cutoff))),
        )
        .returning({ id: users.id });
      const cameBack = await tx
        .update(users)
        .set({ status: 'active' })
        .where(
          and(agents, eq(users.status, 'inactive'), isNotNull(users.lastCountedAt), gte(users.lastCountedAt, cutoff)),
        )
        .returning({ id: users.id });
      await recordPlacements(
        tx,
        company.id,
        [...wentInactive, ...cameBack].map((row) => row.id),
      );
      for (const [rows, action] of [
        [wentInactive, 'inactive'],
        [cameBack, 'active'],
      ] as const) {
        for (const row of rows) {
          await recordHistory(tx, { companyId: company.id, agentId: row.id, action, reason: `${months} months` });
        }
      }
      return wentInactive.length + cameBack.length;
    });
  }
  return changed;
}

export const agentStatusJob: Job = {
  name: 'agent-status',
  cron: '5 * * * *',
  retry: HOURLY_JOB_RETRY,
  run: refreshAgentStatuses,
};
