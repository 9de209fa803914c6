import type { AgentListQuery, AgentRow, agentListQuery } from '@niaga/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../platform/like.js';
import { levels, users } from '../users/users.tables.js';
import { agentMonthlySales } from './network.tables.js';
import { monthSalesOfUser, NO_SALES, salesFigures } from './sales.repo.js';

const upline = alias(users, 'upline');
type Query = z.output<typeof agentListQuery>;

const psExpr = sql<number>`coalesce(${agentMonthlySales.psAmount}, 0)`;
const gsExpr = sql<number>`coalesce(${agentMonthlySales.gsAmount}, 0)`;
const SORTS = {
  name: users.name,
  joinedAt: users.createdAt,
  ps: psExpr,
  gs: gsExpr,
  tpgs: sql`${psExpr} + ${gsExpr}`,
} as const;

/** Filters of the agent database; join dates are days in the company's time zone. */
export function agentFilters(scope: SQL, query: AgentListQuery, timeZone: string): SQL {
  const pattern = query.q ? containsPattern(query.q) : null;
  const joinedOn = sql`(${users.createdAt} at time zone ${timeZone})::date`;
  return and(
    scope,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(users.username, pattern),
          ilike(users.phoneNumber, pattern),
        )
      : undefined,
    query.levelId ? eq(users.levelId, query.levelId) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.state ? eq(users.state, query.state) : undefined,
    query.joinedFrom ? sql`${joinedOn} >= ${query.joinedFrom}::date` : undefined,
    query.joinedTo ? sql`${joinedOn} <= ${query.joinedTo}::date` : undefined,
  )!;
}

function baseSelect(executor: Executor, _companyId: string, month: string) {
  return executor
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phoneCode: users.phoneCode,
        phoneNumber: users.phoneNumber,
        status: users.status,
        createdAt: users.createdAt,
        state: users.state,
        recruits: sql<number>`(select count(*)::int from users r where r.company_id = "users"."company_id" and r.introducer_id = "users"."id")`,
        downlineCount: users.downlineCount,
      },
      level: { id: levels.id, name: levels.levelName, rankNumber: levels.rankNumber },
      upline: { id: upline.id, name: upline.name },
    })
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .leftJoin(upline, and(eq(upline.companyId, users.companyId), eq(upline.id, users.uplineId)))
    .leftJoin(agentMonthlySales, monthSalesOfUser(month))
    .$dynamic();
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

/** One page of agents with their month's sales figures. */
export async function findAgents(executor: Executor, companyId: string, where: SQL, query: Query, month: string) {
  const key = query.sort.replace('-', '') as keyof typeof SORTS;
  const direction = query.sort.startsWith('-') ? desc : asc;
  const rows = await baseSelect(executor, companyId, month)
    .where(where)
    .orderBy(direction(SORTS[key]), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await executor.select({ value: count() }).from(users).where(where);
  return { rows: await withSales(executor, companyId, rows, month), total: total?.value ?? 0 };
}

/** A page of matching agents by name after `after` (keyset, for exports), with their month's sales figures. */
export async function agentsAfter(
  executor: Executor,
  companyId: string,
  where: SQL,
  month: string,
  after: { name: string; id: string } | null,
  limit: number,
) {
  const rows = await baseSelect(executor, companyId, month)
    .where(after ? and(where, sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id})`) : where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
  return withSales(executor, companyId, rows, month);
}

async function withSales(executor: Executor, companyId: string, rows: BaseRow[], month: string): Promise<AgentRow[]> {
  const figures = await salesFigures(
    executor,
    companyId,
    rows.map((row) => row.user.id),
    month,
  );
  return rows.map(({ user, level, upline: up }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phoneNumber ? `${user.phoneCode ?? ''}${user.phoneNumber}` : null,
    level: level?.id ? level : null,
    upline: up?.id ? up : null,
    status: user.status,
    joinedAt: user.createdAt.toISOString(),
    state: user.state,
    recruits: user.recruits,
    downlineCount: user.downlineCount,
    sales: figures.get(user.id) ?? NO_SALES,
  }));
}
