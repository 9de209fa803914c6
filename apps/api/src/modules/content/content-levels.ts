import type { MessageKey } from '@niaga/shared';
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { levelNamesOf } from '../campaigns/campaign-view.js';

/** The name of the level a record is for: null for every level, '' when the level is gone. */
export const levelNameOf = (levelNames: Map<string, string>, levelId: string | null) =>
  levelId ? (levelNames.get(levelId) ?? '') : null;

/** A chosen level must be one of the company's (null: every level); 400 on `field` otherwise. */
export async function checkLevel(
  deps: AppDeps,
  ctx: RequestContext,
  levelId: string | null,
  field: string,
  message: MessageKey,
) {
  if (levelId === null) return null;
  const known = await levelNamesOf(deps.db, ctx.companyId);
  if (!known.has(levelId)) throw badRequest(message, { [field]: message });
  return levelId;
}

/**
 * What an agent reads of content for one level or all (`column` null): its own level's and the one for every level
 * (an agent without a level only the latter). Undefined for HQ and staff, who read everything.
 */
export function agentLevelFilter(ctx: RequestContext, column: AnyPgColumn): SQL | undefined {
  if (ctx.user.role !== 'agent') return undefined;
  const levelId = ctx.user.level?.id;
  return levelId ? or(isNull(column), eq(column, levelId)) : isNull(column);
}
