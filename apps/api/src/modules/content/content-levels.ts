import type { MessageKey } from '@niaga/shared';
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
