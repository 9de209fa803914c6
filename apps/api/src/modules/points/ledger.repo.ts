import type { PointEntryKind } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import { pointBalances, pointEntries } from './points.tables.js';

export type NewPointEntry = {
  agentId: string;
  kind: PointEntryKind;
  /** Signed: credits positive, debits negative. */
  points: number;
  at: Date;
  key: string;
  orderId?: string | null;
  redemptionId?: string | null;
  cycleStart?: string | null;
  unrecovered?: number;
};

const balanceRow = (companyId: string, agentId: string) =>
  and(eq(pointBalances.companyId, companyId), eq(pointBalances.agentId, agentId));

/**
 * Locks an agent's balance row until the transaction ends (creating it at 0) and answers the balance. Every write
 * of the agent's points takes this lock first, so concurrent redemptions, refunds and expiries take turns and each
 * sees the balance the one before left.
 */
export async function lockBalance(tx: Tx, companyId: string, agentId: string): Promise<number> {
  await tx.insert(pointBalances).values({ companyId, agentId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(balanceRow(companyId, agentId))
    .for('update');
  return row?.balance ?? 0;
}

/**
 * Appends an entry and moves the balance by it, under the lock the caller holds (`lockBalance`). Answers false
 * when an entry with the same key exists (a replayed event or job): then nothing changes.
 */
export async function appendEntry(tx: Tx, companyId: string, entry: NewPointEntry): Promise<boolean> {
  const inserted = await tx
    .insert(pointEntries)
    .values({ companyId, id: newId(), unrecovered: 0, ...entry })
    .onConflictDoNothing({ target: [pointEntries.companyId, pointEntries.key] })
    .returning({ id: pointEntries.id });
  if (inserted.length === 0) return false;
  await tx
    .update(pointBalances)
    .set({ balance: sql`${pointBalances.balance} + ${entry.points}`, updatedAt: entry.at })
    .where(balanceRow(companyId, entry.agentId));
  return true;
}

/** `lockBalance` and `appendEntry` together, for a writer that needs no balance check (a credit). */
export async function addPoints(tx: Tx, companyId: string, entry: NewPointEntry): Promise<boolean> {
  await lockBalance(tx, companyId, entry.agentId);
  return appendEntry(tx, companyId, entry);
}

export async function entryByKey(executor: Executor, companyId: string, key: string) {
  const [row] = await executor
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.companyId, companyId), eq(pointEntries.key, key)));
  return row ?? null;
}

export async function balanceOf(executor: Executor, companyId: string, agentId: string): Promise<number> {
  const [row] = await executor
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(balanceRow(companyId, agentId));
  return row?.balance ?? 0;
}

/**
 * An agent's credits made before `creditsBefore` and its debits (as positive points) made before `debitsBefore`
 * (all of them when left out): what FIFO expiry needs (shared `unusedCredits`).
 */
export async function creditsAndDebits(
  executor: Executor,
  companyId: string,
  agentId: string,
  creditsBefore: Date,
  debitsBefore?: Date,
) {
  const [row] = await executor
    .select({
      credits: sql<number>`coalesce(sum(${pointEntries.points}) filter (where ${pointEntries.points} > 0 and ${pointEntries.at} < ${creditsBefore}), 0)::bigint`,
      debits: sql<number>`coalesce(-sum(${pointEntries.points}) filter (where ${pointEntries.points} < 0${debitsBefore ? sql` and ${pointEntries.at} < ${debitsBefore}` : sql``}), 0)::bigint`,
    })
    .from(pointEntries)
    .where(and(eq(pointEntries.companyId, companyId), eq(pointEntries.agentId, agentId)));
  return { credits: Number(row?.credits ?? 0), debits: Number(row?.debits ?? 0) };
}
