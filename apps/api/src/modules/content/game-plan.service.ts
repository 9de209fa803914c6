import type { GamePlan, gamePlanInput } from '@niaga/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { levelNamesOf } from '../campaigns/campaign-view.js';
import { agentLevelFilter } from '../users/level-visibility.js';
import { users } from '../users/users.tables.js';
import { gamePlans } from './content.tables.js';
import { checkLevel, levelNameOf } from './content-levels.js';
import { sanitizeRichText } from './rich-text.js';

type Row = typeof gamePlans.$inferSelect;

const toGamePlan = (row: Row, updatedByName: string | null, levelNames: Map<string, string>): GamePlan => ({
  id: row.id,
  companyId: row.companyId,
  levelId: row.levelId,
  levelName: levelNameOf(levelNames, row.levelId),
  content: row.content,
  updatedByName: updatedByName ?? '',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function readPlans(deps: AppDeps, ctx: RequestContext, where = eq(gamePlans.companyId, ctx.companyId)) {
  const [rows, levelNames] = await Promise.all([
    deps.db
      .select({ plan: gamePlans, updatedByName: users.name })
      .from(gamePlans)
      .leftJoin(users, and(eq(users.companyId, gamePlans.companyId), eq(users.id, gamePlans.updatedBy)))
      .where(where)
      // The page for every level first, then by level.
      .orderBy(sql`${gamePlans.levelId} is not null`, asc(gamePlans.levelId)),
    levelNamesOf(deps.db, ctx.companyId),
  ]);
  return rows.map((row) => toGamePlan(row.plan, row.updatedByName, levelNames));
}

/** HQ and staff: every page of the company (the one for every level first). */
export const listGamePlans = (deps: AppDeps, ctx: RequestContext) => readPlans(deps, ctx);

/**
 * The page the caller reads: an agent its level's, else the one for every level; HQ and staff the one for every
 * level. Null when there is none.
 */
export async function readGamePlan(deps: AppDeps, ctx: RequestContext): Promise<GamePlan | null> {
  const readable = agentLevelFilter(ctx, gamePlans.levelId) ?? isNull(gamePlans.levelId);
  const plans = await readPlans(deps, ctx, and(eq(gamePlans.companyId, ctx.companyId), readable));
  return plans.find((plan) => plan.levelId !== null) ?? plans[0] ?? null;
}

/** Saves the page of `levelId` (null: every level), replacing the one there; the HTML is sanitised first. */
export async function saveGamePlan(deps: AppDeps, ctx: RequestContext, input: z.output<typeof gamePlanInput>) {
  const levelId = await checkLevel(deps, ctx, input.levelId, 'levelId', 'gamePlan.levelUnknown');
  const values = { content: sanitizeRichText(ctx.companyId, input.content), updatedBy: ctx.user.id };
  const [row] = await deps.db
    .insert(gamePlans)
    .values({ companyId: ctx.companyId, id: newId(), levelId, ...values })
    .onConflictDoUpdate({
      target: [gamePlans.companyId, gamePlans.levelId],
      set: { ...values, updatedAt: ctx.now },
    })
    .returning();
  const plans = await readPlans(
    deps,
    ctx,
    and(eq(gamePlans.companyId, ctx.companyId), eq(gamePlans.id, (row as Row).id)),
  );
  return plans[0] as GamePlan;
}

export async function deleteGamePlan(deps: AppDeps, ctx: RequestContext, id: string) {
  const deleted = await deps.db
    .delete(gamePlans)
    .where(and(eq(gamePlans.companyId, ctx.companyId), eq(gamePlans.id, id)))
    .returning({ id: gamePlans.id });
  if (deleted.length === 0) throw notFound();
}
