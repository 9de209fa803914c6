import type { TreeNode } from '@niaga/shared';
import { and, asc, count, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { containsPattern } from '../../platform/like.js';
import { levels, users } from '../users/users.tables.js';
import { agentMonthlySales } from './network.tables.js';
import { monthOf, monthSalesOfUser } from './sales.repo.js';
import { scopeRootPath } from './scope.js';

const CHILDREN_LIMIT = 500;

function nodeQuery(deps: AppDeps, ctx: RequestContext) {
  const month = monthOf(ctx.user.company.timeZone);
  return deps.db
    .select({
      id: users.id,
      name: users.name,
      level: levels.levelName,
      rankNumber: levels.rankNumber,
      status: users.status,
      directCount: users.directCount,
      downlineCount: users.downlineCount,
      monthSales: sql<number>`(coalesce(${agentMonthlySales.psAmount}, 0) + coalesce(${agentMonthlySales.gsAmount}, 0))::float8`,
      path: users.path,
    })
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .leftJoin(agentMonthlySales, monthSalesOfUser(month))
    .$dynamic();
}

const toNode = ({
  path: _path,
  monthSales,
  ...node
}: { path: string | null; monthSales: number } & Omit<TreeNode, 'monthSales'>): TreeNode => ({
  ...node,
  monthSales: Number(monthSales),
});

/**
 * One level of the family tree, loaded on demand. Without a parent: HQ gets the top agents, an agent
 * gets itself. A parent outside the caller's downline answers 404.
 */
export async function treeChildren(deps: AppDeps, ctx: RequestContext, parentId?: string) {
  const rootPath = await scopeRootPath(deps.db, ctx);
  const company = and(eq(users.companyId, ctx.companyId), eq(users.role, 'agent'));
  let where: SQL | undefined;
  if (!parentId) {
    where = rootPath ? and(company, eq(users.id, ctx.user.id)) : and(company, isNull(users.uplineId));
  } else {
    const [parent] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(company, eq(users.id, parentId), rootPath ? like(users.path, `${rootPath}%`) : undefined));
    if (!parent) throw notFound();
    where = and(company, eq(users.uplineId, parentId));
  }
  const rows = await nodeQuery(deps, ctx).where(where).orderBy(asc(users.name), asc(users.id)).limit(CHILDREN_LIMIT);
  const [total] = await deps.db.select({ value: count() }).from(users).where(where);
  return { items: rows.map(toNode), total: total?.value ?? 0 };
}

/** Finds agents in the caller's tree by name, e-mail or username, each with the path that leads to it. */
export async function searchTree(deps: AppDeps, ctx: RequestContext, q: string) {
  const rootPath = await scopeRootPath(deps.db, ctx);
  const pattern = containsPattern(q);
  const rows = await nodeQuery(deps, ctx)
    .where(
      and(
        eq(users.companyId, ctx.companyId),
        eq(users.role, 'agent'),
        rootPath ? like(users.path, `${rootPath}%`) : undefined,
        or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern)),
      ),
    )
    .orderBy(asc(users.depth), asc(users.name))
    .limit(20);
  const hidden = new Set(rootPath.split('/').filter(Boolean).slice(0, -1).map(Number));
  const numbers = [...new Set(rows.flatMap((row) => (row.path ?? '').split('/').filter(Boolean).map(Number)))].filter(
    (n) => !hidden.has(n),
  );
  const people =
    numbers.length > 0
      ? await deps.db
          .select({ treeNo: users.treeNo, id: users.id, name: users.name })
          .from(users)
          .where(and(eq(users.companyId, ctx.companyId), inArray(users.treeNo, numbers)))
      : [];
  const byNumber = new Map(people.map((person) => [person.treeNo, { id: person.id, name: person.name }]));
  return {
    items: rows.map((row) => ({
      node: toNode(row),
      path: (row.path ?? '')
        .split('/')
        .filter(Boolean)
        .map(Number)
        .filter((n) => byNumber.has(n))
        .map((n) => byNumber.get(n)!),
    })),
  };
}
