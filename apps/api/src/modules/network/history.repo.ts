import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import { agentStatusHistory } from './network.tables.js';

export type HistoryEntry = {
  companyId: string;
  agentId: string;
  action: (typeof agentStatusHistory.$inferInsert)['action'];
  fromLevel?: string | null;
  toLevel?: string | null;
  fromUpline?: string | null;
  toUpline?: string | null;
  reason?: string | null;
  actor?: { id: string; name: string } | null;
};

/** Appends one line to an agent's history (names are kept as they were at the time). */
export async function recordHistory(executor: Executor, entry: HistoryEntry) {
  await executor.insert(agentStatusHistory).values({
    companyId: entry.companyId,
    id: newId(),
    agentId: entry.agentId,
    action: entry.action,
    fromLevel: entry.fromLevel ?? null,
    toLevel: entry.toLevel ?? null,
    fromUpline: entry.fromUpline ?? null,
    toUpline: entry.toUpline ?? null,
    reason: entry.reason ?? null,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
  });
}

export async function historyOf(executor: Executor, companyId: string, agentId: string) {
  const rows = await executor
    .select()
    .from(agentStatusHistory)
    .where(and(eq(agentStatusHistory.companyId, companyId), eq(agentStatusHistory.agentId, agentId)))
    .orderBy(desc(agentStatusHistory.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as 'register',
    fromLevel: row.fromLevel,
    toLevel: row.toLevel,
    fromUpline: row.fromUpline,
    toUpline: row.toUpline,
    reason: row.reason,
    actor: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}
