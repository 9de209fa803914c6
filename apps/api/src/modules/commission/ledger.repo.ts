import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { commissionEntries, commissionPeriods } from './commission.tables.js';

/** The company's last closed commission month (YYYY-MM-01), or null. Months close in order. */
export async function lastClosedMonth(executor: Executor, companyId: string): Promise<string | null> {
  const [row] = await executor
    .select({ month: commissionPeriods.month })
    .from(commissionPeriods)
    .where(and(eq(commissionPeriods.companyId, companyId), eq(commissionPeriods.status, 'closed')))
    .orderBy(desc(commissionPeriods.month))
    .limit(1);
  return row?.month ?? null;
}

/**
 * `entryStatus` in SQL: what an entry shows. Use it in selects (`status: entryStatusSql(lastClosed)`);
 * `lastClosed` comes from `lastClosedMonth`.
 */
export const entryStatusSql = (lastClosed: string | null) =>
  sql<
    'pending' | 'payable' | 'paid' | 'reversed'
  >`case when ${commissionEntries.status} = 'pending' and (${commissionEntries.payoutId} is not null or ${commissionEntries.period} <= ${lastClosed ?? '0001-01-01'}::date) then 'payable' else ${commissionEntries.status} end`;

/**
 * The entries a payout may claim for an agent (or, given several, for each of them): payable (closed month) and not in a payout yet. Reversals of
 * paid entries are among them (negative), so they offset the next payout.
 */
export const unclaimedPayable = (companyId: string, agentIds: string | string[], lastClosed: string) =>
  and(
    eq(commissionEntries.companyId, companyId),
    typeof agentIds === 'string'
      ? eq(commissionEntries.beneficiaryId, agentIds)
      : inArray(commissionEntries.beneficiaryId, agentIds),
    eq(commissionEntries.status, 'pending'),
    isNull(commissionEntries.payoutId),
    lte(commissionEntries.period, lastClosed),
  );

/** An agent's payable balance in sen: what a payout request would claim now. */
export async function payableBalance(
  executor: Executor,
  companyId: string,
  agentId: string,
  /** The company's last closed month when the caller has read it already. */
  knownLastClosed?: string | null,
): Promise<number> {
  const lastClosed = knownLastClosed === undefined ? await lastClosedMonth(executor, companyId) : knownLastClosed;
  if (!lastClosed) return 0;
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${commissionEntries.amount}), 0)` })
    .from(commissionEntries)
    .where(unclaimedPayable(companyId, agentId, lastClosed));
  return Number(row?.total ?? 0);
}
