import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { levels } from '../users/users.tables.js';
import { levelTerms } from './network.tables.js';

export async function listTerms(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db.select().from(levelTerms).where(eq(levelTerms.companyId, ctx.companyId));
  return {
    items: rows.map((row) => ({
      levelId: row.levelId,
      details: row.details,
      pdfUrl: row.pdfUrl,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** HQ's agreement for one level: the registration form shows it and requires its acceptance. */
export async function saveTerms(
  deps: AppDeps,
  ctx: RequestContext,
  input: { levelId: string; details: string; pdfUrl?: string | undefined },
) {
  const [level] = await deps.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, input.levelId)));
  if (!level) throw notFound();
  const values = { details: input.details, pdfUrl: input.pdfUrl || null, updatedAt: new Date() };
  await deps.db
    .insert(levelTerms)
    .values({ companyId: ctx.companyId, levelId: input.levelId, ...values })
    .onConflictDoUpdate({ target: [levelTerms.companyId, levelTerms.levelId], set: values });
}

export async function deleteTerms(deps: AppDeps, ctx: RequestContext, levelId: string) {
  const deleted = await deps.db
    .delete(levelTerms)
    .where(and(eq(levelTerms.companyId, ctx.companyId), eq(levelTerms.levelId, levelId)))
    .returning({ levelId: levelTerms.levelId });
  if (deleted.length === 0) throw notFound();
}
