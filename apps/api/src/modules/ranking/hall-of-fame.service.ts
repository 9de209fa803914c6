import type { HallOfFameEntry, hallOfFameInput, hallOfFameQuery } from '@niaga/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { isOwnUpload } from '../../platform/uploads.js';
import { hallOfFame } from './hall-of-fame.tables.js';

type Row = typeof hallOfFame.$inferSelect;

const toEntry = (row: Row): HallOfFameEntry => ({
  id: row.id,
  companyId: row.companyId,
  hofTitle: row.hofTitle,
  hofDate: row.hofDate,
  userName: row.userName,
  userAchievement: row.userAchievement,
  userImg: row.userImg,
});

const byId = (ctx: RequestContext, id: string) => and(eq(hallOfFame.companyId, ctx.companyId), eq(hallOfFame.id, id));

/** Hall of fame entries, newest date first (every signed-in member of the company reads them). */
export async function listHallOfFame(deps: AppDeps, ctx: RequestContext, query: z.output<typeof hallOfFameQuery>) {
  const where = eq(hallOfFame.companyId, ctx.companyId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(hallOfFame)
      .where(where)
      .orderBy(desc(hallOfFame.hofDate), desc(hallOfFame.createdAt), hallOfFame.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ value: count() }).from(hallOfFame).where(where),
  ]);
  return { items: rows.map(toEntry), total: total?.value ?? 0, page: query.page, limit: query.limit };
}

/** A photo must be one of the company's own uploads (POST /api/setup/hof/image), never another site's address. */
function checkPhoto(ctx: RequestContext, url: string | null | undefined) {
  if (!url) return null;
  if (!isOwnUpload(ctx.companyId, url))
    throw badRequest('hallOfFame.photoInvalid', { userImg: 'hallOfFame.photoInvalid' });
  return url;
}

/** Adds an entry, or changes the one named by `id` (404 when the company has none such). */
export async function saveHallOfFame(deps: AppDeps, ctx: RequestContext, input: z.output<typeof hallOfFameInput>) {
  const values = {
    hofTitle: input.hofTitle,
    hofDate: input.hofDate,
    userName: input.userName,
    userAchievement: input.userAchievement,
    userImg: checkPhoto(ctx, input.userImg),
  };
  if (input.id) {
    const [row] = await deps.db.update(hallOfFame).set(values).where(byId(ctx, input.id)).returning();
    if (!row) throw notFound();
    return toEntry(row);
  }
  const [row] = await deps.db
    .insert(hallOfFame)
    .values({ companyId: ctx.companyId, id: newId(), ...values })
    .returning();
  return toEntry(row as Row);
}

export async function deleteHallOfFame(deps: AppDeps, ctx: RequestContext, id: string) {
  const deleted = await deps.db.delete(hallOfFame).where(byId(ctx, id)).returning({ id: hallOfFame.id });
  if (deleted.length === 0) throw notFound();
}
