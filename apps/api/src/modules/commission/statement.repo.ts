import type { CommissionType } from '@niaga/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../platform/like.js';
import { companies } from '../company/company.tables.js';
import { commissionRanks } from '../network/network.tables.js';
import { orders } from '../orders/orders.tables.js';
import { levels, users } from '../users/users.tables.js';
import { commissionAgentRanks, commissionEntries, commissionPayouts } from './commission.tables.js';
import { entryStatusSql, unclaimedPayable } from './ledger.repo.js';

/** Queries of the commission views; every one filtered by the company. Months are first days (YYYY-MM-01). */

const agentColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  levelName: levels.levelName,
  identityNo: users.identityNo,
  tin: users.tin,
};

/** An agent of the company (role agent), or null. */
export async function agentOf(executor: Executor, companyId: string, agentId: string) {
  const [row] = await executor
    .select(agentColumns)
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId), eq(users.role, 'agent')));
  return row ?? null;
}
export type AgentRow = NonNullable<Awaited<ReturnType<typeof agentOf>>>;

export async function companyOf(executor: Executor, companyId: string) {
  const [row] = await executor
    .select({
      name: companies.name,
      currency: companies.currency,
      timeZone: companies.timeZone,
      features: companies.features,
      roc: companies.companyRoc,
      tin: companies.tin,
      address1: companies.address1,
      address2: companies.address2,
      postcode: companies.postcode,
      city: companies.city,
      state: companies.state,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}
export type CompanyRow = Awaited<ReturnType<typeof companyOf>>;

const sumOf = (expression = sql`${commissionEntries.amount}`) => sql<string>`coalesce(sum(${expression}), 0)`;

/** Net sen per (month, type) of an agent (or, with null, of the whole company) for months in [from, to). */
export async function sumsByMonthAndType(
  executor: Executor,
  companyId: string,
  agentId: string | null,
  from: string,
  to: string,
) {
  const rows = await executor
    .select({ period: commissionEntries.period, type: commissionEntries.type, total: sumOf() })
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.companyId, companyId),
        agentId ? eq(commissionEntries.beneficiaryId, agentId) : undefined,
        gte(commissionEntries.period, from),
        lt(commissionEntries.period, to),
      ),
    )
    .groupBy(commissionEntries.period, commissionEntries.type);
  return rows.map((row) => ({ period: row.period, type: row.type, total: Number(row.total) }));
}

/** Pending (open months, not claimed by a payout) and paid totals of an agent. */
export async function pendingAndPaid(
  executor: Executor,
  companyId: string,
  agentId: string,
  lastClosed: string | null,
) {
  const [row] = await executor
    .select({
      pending: sumOf(
        sql`case when ${commissionEntries.status} = 'pending' and ${commissionEntries.payoutId} is null and ${commissionEntries.period} > ${lastClosed ?? '0001-01-01'}::date then ${commissionEntries.amount} else 0 end`,
      ),
      // Claimed by a payout not paid yet (requested or approved; a rejected payout releases its entries).
      requested: sumOf(
        sql`case when ${commissionEntries.status} = 'pending' and ${commissionEntries.payoutId} is not null then ${commissionEntries.amount} else 0 end`,
      ),
      paid: sumOf(sql`case when ${commissionEntries.status} = 'paid' then ${commissionEntries.amount} else 0 end`),
    })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, companyId), eq(commissionEntries.beneficiaryId, agentId)));
  return { pending: Number(row?.pending ?? 0), requested: Number(row?.requested ?? 0), paid: Number(row?.paid ?? 0) };
}

/** Payable balances of some agents (what a payout request would claim now). */
export async function payableBalances(
  executor: Executor,
  companyId: string,
  agentIds: string[],
  lastClosed: string | null,
) {
  const balances = new Map<string, number>();
  if (!lastClosed || agentIds.length === 0) return balances;
  const rows = await executor
    .select({ agentId: commissionEntries.beneficiaryId, total: sumOf() })
    .from(commissionEntries)
    .where(unclaimedPayable(companyId, agentIds, lastClosed))
    .groupBy(commissionEntries.beneficiaryId);
  for (const row of rows) balances.set(row.agentId, Number(row.total));
  return balances;
}

/** The company's commission ranks, HQ's order (lowest first). */
export function ranksOf(executor: Executor, companyId: string) {
  return executor
    .select({
      id: commissionRanks.id,
      name: commissionRanks.name,
      personalSales: commissionRanks.personalSales,
      totalPersonalGroupSales: commissionRanks.totalPersonalGroupSales,
      sideGroupSales: commissionRanks.sideGroupSales,
    })
    .from(commissionRanks)
    .where(eq(commissionRanks.companyId, companyId))
    .orderBy(asc(commissionRanks.position));
}

/** Ranks achieved in closed months: `${agentId}|${month}` → rank (null: none met). */
export async function closedRanks(executor: Executor, companyId: string, agentIds: string[], months: string[]) {
  const ranks = new Map<string, { id: string; name: string } | null>();
  if (agentIds.length === 0 || months.length === 0) return ranks;
  const rows = await executor
    .select({
      agentId: commissionAgentRanks.agentId,
      month: commissionAgentRanks.month,
      rankId: commissionAgentRanks.rankId,
      rankName: commissionRanks.name,
    })
    .from(commissionAgentRanks)
    .leftJoin(
      commissionRanks,
      and(
        eq(commissionRanks.companyId, commissionAgentRanks.companyId),
        eq(commissionRanks.id, commissionAgentRanks.rankId),
      ),
    )
    .where(
      and(
        eq(commissionAgentRanks.companyId, companyId),
        inArray(commissionAgentRanks.agentId, agentIds),
        inArray(commissionAgentRanks.month, months),
      ),
    );
  for (const row of rows)
    ranks.set(
      `${row.agentId}|${row.month}`,
      row.rankId && row.rankName ? { id: row.rankId, name: row.rankName } : null,
    );
  return ranks;
}

const orderColumns = {
  orderId: orders.id,
  referenceNo: orders.referenceNo,
  invoiceNo: orders.invoiceNo,
  buyerName: orders.buyerName,
};
const orderJoin = and(
  eq(orders.companyId, commissionEntries.companyId),
  eq(orders.id, commissionEntries.sourceOrderId),
);

/** One page of an agent's entries of some types (and month), newest first, with their source orders. */
export async function entriesPage(
  executor: Executor,
  input: {
    companyId: string;
    agentId: string;
    types: readonly CommissionType[];
    month: string | null;
    lastClosed: string | null;
    page: number;
    limit: number;
  },
) {
  const where = and(
    eq(commissionEntries.companyId, input.companyId),
    eq(commissionEntries.beneficiaryId, input.agentId),
    inArray(commissionEntries.type, [...input.types]),
    input.month ? eq(commissionEntries.period, input.month) : undefined,
  );
  const [totals, rows] = await Promise.all([
    executor.select({ total: count(), sum: sumOf() }).from(commissionEntries).where(where),
    executor
      .select({
        id: commissionEntries.id,
        type: commissionEntries.type,
        amount: commissionEntries.amount,
        status: entryStatusSql(input.lastClosed),
        period: commissionEntries.period,
        createdAt: commissionEntries.createdAt,
        inputs: commissionEntries.inputs,
        reversesId: commissionEntries.reversesId,
        ...orderColumns,
      })
      .from(commissionEntries)
      .leftJoin(orders, orderJoin)
      .where(where)
      .orderBy(desc(commissionEntries.seq))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0), sum: Number(totals[0]?.sum ?? 0) };
}

const sourceAgents = alias(users, 'source_agent');

/** One entry of the company with its source order and source agent, or null. */
export async function entryById(executor: Executor, companyId: string, entryId: string, lastClosed: string | null) {
  const [row] = await executor
    .select({
      id: commissionEntries.id,
      beneficiaryId: commissionEntries.beneficiaryId,
      type: commissionEntries.type,
      amount: commissionEntries.amount,
      status: entryStatusSql(lastClosed),
      period: commissionEntries.period,
      createdAt: commissionEntries.createdAt,
      inputs: commissionEntries.inputs,
      reversesId: commissionEntries.reversesId,
      sourceAgentId: commissionEntries.sourceAgentId,
      sourceAgentName: sourceAgents.name,
      ...orderColumns,
    })
    .from(commissionEntries)
    .leftJoin(orders, orderJoin)
    .leftJoin(
      sourceAgents,
      and(
        eq(sourceAgents.companyId, commissionEntries.companyId),
        eq(sourceAgents.id, commissionEntries.sourceAgentId),
      ),
    )
    .where(and(eq(commissionEntries.companyId, companyId), eq(commissionEntries.id, entryId)));
  return row ?? null;
}

/** Earned (entries that reverse nothing) and reversed (refund reversals) sen per type of an agent's month. */
export async function statementTotals(executor: Executor, companyId: string, agentId: string, month: string) {
  const rows = await executor
    .select({
      type: commissionEntries.type,
      earned: sumOf(sql`case when ${commissionEntries.reversesId} is null then ${commissionEntries.amount} else 0 end`),
      reversed: sumOf(
        sql`case when ${commissionEntries.reversesId} is not null then ${commissionEntries.amount} else 0 end`,
      ),
    })
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.companyId, companyId),
        eq(commissionEntries.beneficiaryId, agentId),
        eq(commissionEntries.period, month),
      ),
    )
    .groupBy(commissionEntries.type);
  return rows.map((row) => ({ type: row.type, earned: Number(row.earned), reversed: Number(row.reversed) }));
}

/** Payouts of an agent marked paid in a month of the company's time zone. */
export function paidPayouts(executor: Executor, companyId: string, agentId: string, month: string, timeZone: string) {
  return executor
    .select({
      id: commissionPayouts.id,
      amount: commissionPayouts.amount,
      paidAt: commissionPayouts.paidAt,
      reference: commissionPayouts.paymentReference,
    })
    .from(commissionPayouts)
    .where(
      and(
        eq(commissionPayouts.companyId, companyId),
        eq(commissionPayouts.agentId, agentId),
        eq(commissionPayouts.status, 'paid'),
        isNotNull(commissionPayouts.paidAt),
        sql`date_trunc('month', ${commissionPayouts.paidAt} at time zone ${timeZone})::date = ${month}::date`,
      ),
    )
    .orderBy(asc(commissionPayouts.paidAt));
}

/** The company's agents (search by name or e-mail) with their net commission of a month, by name. */
/** The latest month (YYYY-MM-01) up to `until` in which the company has commission entries, or null. */
export async function latestEntryMonth(executor: Executor, companyId: string, until: string) {
  const [row] = await executor
    .select({ month: max(commissionEntries.period) })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, companyId), lte(commissionEntries.period, until)));
  return row?.month ?? null;
}

export async function agentsPage(
  executor: Executor,
  input: { companyId: string; month: string; q?: string | undefined; page: number; limit: number },
) {
  const pattern = input.q ? containsPattern(input.q) : null;
  const where = and(
    eq(users.companyId, input.companyId),
    eq(users.role, 'agent'),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const monthTotal = executor
    .select({ agentId: commissionEntries.beneficiaryId, total: sumOf().as('total') })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.companyId, input.companyId), eq(commissionEntries.period, input.month)))
    .groupBy(commissionEntries.beneficiaryId)
    .as('month_total');
  const [totals, rows] = await Promise.all([
    executor.select({ total: count() }).from(users).where(where),
    executor
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        levelName: levels.levelName,
        commission: sql<string>`coalesce(${monthTotal.total}, 0)`,
      })
      .from(users)
      .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
      .leftJoin(monthTotal, eq(monthTotal.agentId, users.id))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, commission: Number(row.commission) })),
    total: Number(totals[0]?.total ?? 0),
  };
}
