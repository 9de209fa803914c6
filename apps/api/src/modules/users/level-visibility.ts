import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../platform/context.js';

/**
 * The company's records the caller sees by their `level_ids` (spec §6, empty: every level): HQ and staff every one;
 * an agent those open to every level or to its own (an agent without a level only the ones for every level).
 * Used by the news feed and the marketing folders.
 */
export function visibleToLevel(ctx: RequestContext, table: { companyId: AnyPgColumn; levelIds: AnyPgColumn }): SQL {
  const company = eq(table.companyId, ctx.companyId);
  if (ctx.user.role !== 'agent') return company;
  const levelId = ctx.user.level?.id ?? null;
  return and(company, sql`(cardinality(${table.levelIds}) = 0 or ${levelId}::text = any(${table.levelIds}))`) as SQL;
}

/**
 * The one-level form of `visibleToLevel`, for records of one level or all (`column` null: the FAQ, the game plan):
 * an agent reads its own level's and the ones for every level (without a level only the latter). Undefined for HQ
 * and staff, who read everything.
 */
export function agentLevelFilter(ctx: RequestContext, column: AnyPgColumn): SQL | undefined {
  if (ctx.user.role !== 'agent') return undefined;
  const levelId = ctx.user.level?.id;
  return levelId ? or(isNull(column), eq(column, levelId)) : isNull(column);
}
