import type { CommissionType } from '@niaga/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../platform/like.js';
import { userPostalAddressColumns } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { commissionEntries, commissionPayouts, cp58Statements } from './commission.tables.js';

export type Cp58Row = typeof cp58Statements.$inferSelect;
export type IncomeRow = { agentId: string; type: CommissionType; amount: number };

/**
 * The incentive payments made in a calendar year (company time zone): every ledger entry of a payout marked paid
 * in that year, reversals inside a payout included (they offset it), summed per agent and commission type.
 */
export async function paidIncome(
  executor: Executor,
  companyId: string,
  year: number,
  timeZone: string,
): Promise<IncomeRow[]> {
  const rows = await executor
    .select({
      agentId: commissionEntries.beneficiaryId,
      type: commissionEntries.type,
      amount: sql<string>`sum(${commissionEntries.amount})`,
    })
    .from(commissionEntries)
    .innerJoin(
      commissionPayouts,
      and(
        eq(commissionPayouts.companyId, commissionEntries.companyId),
        eq(commissionPayouts.id, commissionEntries.payoutId),
      ),
    )
    .where(
      and(
        eq(commissionEntries.companyId, companyId),
        eq(commissionPayouts.status, 'paid'),
        sql`${commissionPayouts.paidAt} >= (make_date(${year}::int, 1, 1)::timestamp at time zone ${timeZone})`,
        sql`${commissionPayouts.paidAt} < (make_date(${year + 1}::int, 1, 1)::timestamp at time zone ${timeZone})`,
      ),
    )
    .groupBy(commissionEntries.beneficiaryId, commissionEntries.type);
  return rows.map((row) => ({ agentId: row.agentId, type: row.type, amount: Number(row.amount) }));
}

const agentColumns = {
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  identityNo: users.identityNo,
  tin: users.tin,
  rocNumber: users.rocNumber,
  ...userPostalAddressColumns,
};
export type AgentIdentity = { [K in keyof typeof agentColumns]: (typeof users.$inferSelect)[K] };

export async function agentIdentities(executor: Executor, companyId: string, ids: string[]) {
  if (!ids.length) return new Map<string, AgentIdentity>();
  const rows = await executor
    .select(agentColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Serialises issuing per company: the company row is locked for the transaction. */
export async function lockCompanyForIssue(executor: Executor, companyId: string) {
  await executor.execute(sql`select id from companies where id = ${companyId} for update`);
}

/** Replaces a year's statements with `rows` (agents without income any more lose theirs). */
export async function replaceStatements(
  executor: Executor,
  companyId: string,
  year: number,
  rows: Array<typeof cp58Statements.$inferInsert>,
) {
  await executor
    .delete(cp58Statements)
    .where(and(eq(cp58Statements.companyId, companyId), eq(cp58Statements.year, year)));
  for (let index = 0; index < rows.length; index += 500)
    await executor.insert(cp58Statements).values(rows.slice(index, index + 500));
}

export async function statementOf(
  executor: Executor,
  companyId: string,
  year: number,
  agentId: string,
): Promise<Cp58Row | undefined> {
  const [row] = await executor
    .select()
    .from(cp58Statements)
    .where(
      and(eq(cp58Statements.companyId, companyId), eq(cp58Statements.year, year), eq(cp58Statements.agentId, agentId)),
    );
  return row;
}

const missingTin = sql<boolean>`coalesce(${cp58Statements.agent}->>'tin', '') = ''`;
const missingIdentity = sql<boolean>`coalesce(${cp58Statements.agent}->>'identityNo', '') = ''`;

/** A year's statements by agent name, searched in the printed name, identity no, TIN and the agent's e-mail. */
export async function searchStatements(
  executor: Executor,
  companyId: string,
  query: { year: number; q?: string | undefined; page: number; limit: number },
) {
  const year = and(eq(cp58Statements.companyId, companyId), eq(cp58Statements.year, query.year));
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern
    ? and(
        year,
        sql`(${cp58Statements.agent}->>'name' ilike ${pattern} or ${cp58Statements.agent}->>'identityNo' ilike ${pattern} or ${cp58Statements.agent}->>'tin' ilike ${pattern} or ${users.email} ilike ${pattern})`,
      )
    : year;
  const joined = and(eq(users.companyId, cp58Statements.companyId), eq(users.id, cp58Statements.agentId));
  const [items, [counts], [summary]] = await Promise.all([
    executor
      .select({
        agentId: cp58Statements.agentId,
        name: sql<string>`${cp58Statements.agent}->>'name'`,
        email: users.email,
        identityNo: sql<string | null>`nullif(${cp58Statements.agent}->>'identityNo', '')`,
        tin: sql<string | null>`nullif(${cp58Statements.agent}->>'tin', '')`,
        total: cp58Statements.total,
        issuedAt: cp58Statements.issuedAt,
        missingTin,
        missingIdentity,
      })
      .from(cp58Statements)
      .leftJoin(users, joined)
      .where(where)
      .orderBy(sql`lower(${cp58Statements.agent}->>'name')`, asc(cp58Statements.agentId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    executor.select({ total: sql<number>`count(*)::int` }).from(cp58Statements).leftJoin(users, joined).where(where),
    executor
      .select({
        issued: sql<number>`count(*)::int`,
        missing: sql<number>`(count(*) filter (where ${missingTin} or ${missingIdentity}))::int`,
        grandTotal: sql<string>`coalesce(sum(${cp58Statements.total}), 0)`,
        issuedAt: sql<string | null>`max(${cp58Statements.issuedAt})`,
      })
      .from(cp58Statements)
      .where(year),
  ]);
  return {
    items,
    total: counts?.total ?? 0,
    issued: summary?.issued ?? 0,
    missingDetails: summary?.missing ?? 0,
    grandTotal: Number(summary?.grandTotal ?? 0),
    issuedAt: summary?.issuedAt ? new Date(summary.issuedAt) : null,
  };
}
