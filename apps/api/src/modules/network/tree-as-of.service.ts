import type { TreeNode } from '@niaga/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { levels, users } from '../users/users.tables.js';
import { agentMonthlySales } from './network.tables.js';
import { childrenAt, downlineCountsAt, endOfDay, placementAt, uplinesAt } from './placements.repo.js';

const CHILDREN_LIMIT = 500;
const isHqSide = (ctx: RequestContext) => ctx.user.role === 'hq' || ctx.user.role === 'staff';

/** The instant the caller asks about: the end of `day` in the company's time zone, or now. */
const instantOf = (ctx: RequestContext, day?: string): SQL =>
  day ? endOfDay(day, ctx.user.company.timeZone) : sql`now()`;

/**
 * Whether the caller may see `agentId` as the tree stood at `at`: HQ and staff any agent placed by then, an
 * agent itself and its downline of that time. Answers the agent's uplines then (nearest first), or undefined.
 */
async function visibleAt(deps: AppDeps, ctx: RequestContext, agentId: string, at: SQL) {
  const uplines = await uplinesAt(deps.db, ctx.companyId, agentId, at);
  if (!uplines) return undefined;
  if (isHqSide(ctx)) return uplines;
  if (agentId === ctx.user.id) return [];
  const own = uplines.findIndex((upline) => upline.agentId === ctx.user.id);
  return own === -1 ? undefined : uplines.slice(0, own + 1);
}

/**
 * One level of the family tree as it stood at the end of `day` (company time), from the placement history:
 * the level and status then, the direct and whole downline counts then, and the sales of that day's month.
 * Without a parent: HQ gets the top agents of that day, an agent itself (nothing before it was registered).
 */
export async function treeChildrenAsOf(deps: AppDeps, ctx: RequestContext, day: string, parentId?: string) {
  const at = instantOf(ctx, day);
  let placed: SQL;
  if (parentId) {
    if (!(await visibleAt(deps, ctx, parentId, at))) throw notFound();
    placed = childrenAt(ctx.companyId, parentId, at);
  } else if (isHqSide(ctx)) {
    placed = childrenAt(ctx.companyId, null, at);
  } else {
    placed = placementAt(ctx.companyId, ctx.user.id, at);
  }
  type Row = Omit<TreeNode, 'directCount' | 'downlineCount'> & { total: number };
  const result = await deps.db.execute(sql`
    select placed.agent_id as id, ${users.name} as name, ${levels.levelName} as level,
      ${levels.rankNumber} as "rankNumber", placed.status,
      (coalesce(${agentMonthlySales.psAmount}, 0) + coalesce(${agentMonthlySales.gsAmount}, 0))::float8 as "monthSales",
      (count(*) over ())::int as total
    from ${placed} placed
    join ${users} on ${users.companyId} = ${ctx.companyId} and ${users.id} = placed.agent_id
    left join ${levels} on ${levels.companyId} = ${ctx.companyId} and ${levels.id} = placed.level_id
    left join ${agentMonthlySales} on ${agentMonthlySales.companyId} = ${ctx.companyId}
      and ${agentMonthlySales.agentId} = placed.agent_id
      and ${agentMonthlySales.month} = date_trunc('month', ${day}::date)::date
    order by ${users.name}, placed.agent_id
    limit ${CHILDREN_LIMIT}`);
  const rows = rowsOf<Row>(result);
  const counts = await downlineCountsAt(
    deps.db,
    ctx.companyId,
    rows.map((row) => row.id),
    at,
  );
  const items: TreeNode[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    rankNumber: row.rankNumber === null ? null : Number(row.rankNumber),
    monthSales: Number(row.monthSales),
    directCount: counts.get(row.id)?.direct ?? 0,
    downlineCount: counts.get(row.id)?.downline ?? 0,
  }));
  return { items, total: rows[0]?.total ?? 0 };
}

/**
 * An agent's uplines, nearest first, as they stood at the end of `day` (or now): each with its level and
 * status of that time. An agent caller sees the uplines up to itself, of an agent in its downline then.
 */
export async function uplinesAsOf(deps: AppDeps, ctx: RequestContext, agentId: string, day?: string) {
  const uplines = await visibleAt(deps, ctx, agentId, instantOf(ctx, day));
  if (!uplines) throw notFound();
  if (uplines.length === 0) return { items: [] };
  const ids = uplines.map((upline) => upline.agentId);
  const people = await deps.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), inArray(users.id, ids)));
  const levelIds = [...new Set(uplines.map((upline) => upline.levelId).filter((id) => id !== null))];
  const levelRows = levelIds.length
    ? await deps.db
        .select({ id: levels.id, name: levels.levelName, rankNumber: levels.rankNumber })
        .from(levels)
        .where(and(eq(levels.companyId, ctx.companyId), inArray(levels.id, levelIds)))
    : [];
  const names = new Map(people.map((person) => [person.id, person.name]));
  const levelOf = new Map(levelRows.map((level) => [level.id, level]));
  return {
    items: uplines.map((upline) => {
      const level = upline.levelId ? levelOf.get(upline.levelId) : undefined;
      return {
        id: upline.agentId,
        name: names.get(upline.agentId) ?? '',
        level: level?.name ?? null,
        rankNumber: level?.rankNumber ?? null,
        status: upline.status as TreeNode['status'],
      };
    }),
  };
}
