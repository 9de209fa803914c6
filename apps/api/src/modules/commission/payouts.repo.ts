import type { BankDetail, PayoutStatus } from '@niaga/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { escapeLike } from '../../platform/like.js';
import { companies } from '../company/company.tables.js';
import { orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';
import { commissionEntries, commissionPayouts } from './commission.tables.js';
import { entryStatusSql, unclaimedPayable } from './ledger.repo.js';

/** The agent's row, locked: payout requests of one agent run one after the other. */
export async function lockAgent(executor: Executor, companyId: string, agentId: string) {
  const [row] = await executor
    .select({ id: users.id, status: users.status, bank: users.bank, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId)))
    .for('update');
  return row ?? null;
}

/** Sets `payoutId` on every entry the agent's payout may claim; answers their amounts. */
export async function claimEntries(
  executor: Executor,
  companyId: string,
  agentId: string,
  lastClosed: string,
  payoutId: string,
) {
  return executor
    .update(commissionEntries)
    .set({ payoutId })
    .where(unclaimedPayable(companyId, agentId, lastClosed))
    .returning({ id: commissionEntries.id, amount: commissionEntries.amount });
}

export async function insertPayout(
  executor: Executor,
  row: { companyId: string; id: string; agentId: string; amount: number; bank: BankDetail | null; at: Date },
) {
  await executor.insert(commissionPayouts).values({
    companyId: row.companyId,
    id: row.id,
    agentId: row.agentId,
    amount: row.amount,
    bank: row.bank,
    status: 'requested',
    requestedAt: row.at,
  });
}

/** A payout row locked for a move; null when the company has none with this id. */
export async function lockPayout(executor: Executor, companyId: string, id: string) {
  const [row] = await executor
    .select({
      id: commissionPayouts.id,
      status: commissionPayouts.status,
      agentId: commissionPayouts.agentId,
      amount: commissionPayouts.amount,
    })
    .from(commissionPayouts)
    .where(and(eq(commissionPayouts.companyId, companyId), eq(commissionPayouts.id, id)))
    .for('update');
  return row ?? null;
}

export async function updatePayout(
  executor: Executor,
  companyId: string,
  id: string,
  set: Partial<typeof commissionPayouts.$inferInsert>,
) {
  await executor
    .update(commissionPayouts)
    .set(set)
    .where(and(eq(commissionPayouts.companyId, companyId), eq(commissionPayouts.id, id)));
}

/** A rejected payout gives its entries back: payable again, for the next request. */
export async function releaseEntries(executor: Executor, companyId: string, payoutId: string) {
  await executor
    .update(commissionEntries)
    .set({ payoutId: null })
    .where(and(eq(commissionEntries.companyId, companyId), eq(commissionEntries.payoutId, payoutId)));
}

/** A paid payout's entries are stored as paid. */
export async function markEntriesPaid(executor: Executor, companyId: string, payoutId: string) {
  await executor
    .update(commissionEntries)
    .set({ status: 'paid' })
    .where(and(eq(commissionEntries.companyId, companyId), eq(commissionEntries.payoutId, payoutId)));
}

const entryCount = sql<number>`(select count(*)::int from ${commissionEntries} e where e.company_id = ${commissionPayouts.companyId} and e.payout_id = ${commissionPayouts.id})`;

const payoutColumns = {
  id: commissionPayouts.id,
  agentId: commissionPayouts.agentId,
  agentName: users.name,
  agentEmail: users.email,
  amount: commissionPayouts.amount,
  status: commissionPayouts.status,
  bank: commissionPayouts.bank,
  entryCount,
  requestedAt: commissionPayouts.requestedAt,
  approvedAt: commissionPayouts.approvedAt,
  approvedByName: commissionPayouts.approvedByName,
  paidAt: commissionPayouts.paidAt,
  paidByName: commissionPayouts.paidByName,
  paymentReference: commissionPayouts.paymentReference,
  rejectedAt: commissionPayouts.rejectedAt,
  rejectedByName: commissionPayouts.rejectedByName,
  rejectReason: commissionPayouts.rejectReason,
  bankFileAt: commissionPayouts.bankFileAt,
};
export type PayoutRow = Awaited<ReturnType<typeof listPayouts>>[number];

export type PayoutFilter = { agentId?: string; q?: string; status?: PayoutStatus; ids?: string[] };

function where(companyId: string, filter: PayoutFilter, withStatus = true): SQL | undefined {
  const like = filter.q ? `%${escapeLike(filter.q)}%` : null;
  return and(
    eq(commissionPayouts.companyId, companyId),
    filter.agentId ? eq(commissionPayouts.agentId, filter.agentId) : undefined,
    withStatus && filter.status ? eq(commissionPayouts.status, filter.status) : undefined,
    filter.ids ? inArray(commissionPayouts.id, filter.ids) : undefined,
    like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
  );
}

const joinAgent = and(eq(users.companyId, commissionPayouts.companyId), eq(users.id, commissionPayouts.agentId));

export function listPayouts(
  executor: Executor,
  companyId: string,
  filter: PayoutFilter,
  pageOf: { limit: number; offset: number } | null,
) {
  const query = executor
    .select(payoutColumns)
    .from(commissionPayouts)
    .innerJoin(users, joinAgent)
    .where(where(companyId, filter))
    .orderBy(desc(commissionPayouts.requestedAt), desc(commissionPayouts.id));
  return pageOf ? query.limit(pageOf.limit).offset(pageOf.offset) : query;
}

/** Payouts per status for the tabs (the search applies, the status filter does not). */
export async function countPayouts(executor: Executor, companyId: string, filter: PayoutFilter) {
  const rows = await executor
    .select({ status: commissionPayouts.status, count: count() })
    .from(commissionPayouts)
    .innerJoin(users, joinAgent)
    .where(where(companyId, filter, false))
    .groupBy(commissionPayouts.status);
  return rows;
}

export async function payoutEntries(
  executor: Executor,
  companyId: string,
  payoutId: string,
  lastClosed: string | null,
) {
  return executor
    .select({
      id: commissionEntries.id,
      type: commissionEntries.type,
      amount: commissionEntries.amount,
      period: commissionEntries.period,
      status: entryStatusSql(lastClosed),
      sourceOrderId: commissionEntries.sourceOrderId,
      sourceReferenceNo: orders.referenceNo,
      reversesId: commissionEntries.reversesId,
    })
    .from(commissionEntries)
    .leftJoin(
      orders,
      and(eq(orders.companyId, commissionEntries.companyId), eq(orders.id, commissionEntries.sourceOrderId)),
    )
    .where(and(eq(commissionEntries.companyId, companyId), eq(commissionEntries.payoutId, payoutId)))
    .orderBy(commissionEntries.period, commissionEntries.seq);
}

/** The company's short name for payment references (letters and digits of `prefix_name`). */
export async function companyPrefix(executor: Executor, companyId: string) {
  const [row] = await executor
    .select({ prefix: companies.prefixName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return (row?.prefix ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
}

/** The identity numbers of the payouts' agents (for the bank file). */
export async function agentIdentities(executor: Executor, companyId: string, agentIds: string[]) {
  if (agentIds.length === 0) return new Map<string, string | null>();
  const rows = await executor
    .select({ id: users.id, identityNo: users.identityNo })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, agentIds)));
  return new Map(rows.map((row) => [row.id, row.identityNo]));
}

/** Stamps the payouts written into a bank file. */
export async function stampBankFile(executor: Executor, companyId: string, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await executor
    .update(commissionPayouts)
    .set({ bankFileAt: at })
    .where(and(eq(commissionPayouts.companyId, companyId), inArray(commissionPayouts.id, ids)));
}
