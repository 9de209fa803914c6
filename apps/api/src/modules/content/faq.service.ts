import { FAQ_MAX, type Faq, type faqInput } from '@niaga/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { levelNamesOf } from '../campaigns/campaign-view.js';
import { agentLevelFilter } from '../users/level-visibility.js';
import { faqs } from './content.tables.js';
import { checkLevel, levelNameOf } from './content-levels.js';

type Row = typeof faqs.$inferSelect;

const toFaq = (row: Row, levelNames: Map<string, string>): Faq => ({
  id: row.id,
  companyId: row.companyId,
  question: row.question,
  answer: row.answer,
  topic: row.topic,
  tierId: row.tierId,
  tierName: levelNameOf(levelNames, row.tierId),
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** HQ and staff read every question; an agent those for every level and for its own. */
const visibleTo = (ctx: RequestContext) => and(eq(faqs.companyId, ctx.companyId), agentLevelFilter(ctx, faqs.tierId));

const byId = (ctx: RequestContext, id: string) => and(eq(faqs.companyId, ctx.companyId), eq(faqs.id, id));

/** Spec §7 setup `faq` get: the questions the caller sees, in HQ's order (at most FAQ_MAX, so no pages). */
export async function listFaqs(deps: AppDeps, ctx: RequestContext): Promise<Faq[]> {
  const [rows, levelNames] = await Promise.all([
    deps.db.select().from(faqs).where(visibleTo(ctx)).orderBy(asc(faqs.position), asc(faqs.id)),
    levelNamesOf(deps.db, ctx.companyId),
  ]);
  return rows.map((row) => toFaq(row, levelNames));
}

/** Spec §7 setup `faq` store: a new question (placed last), or the change of the one named by `id` (404 if none). */
export async function saveFaq(deps: AppDeps, ctx: RequestContext, input: z.output<typeof faqInput>) {
  const values = {
    question: input.question,
    answer: input.answer,
    topic: input.topic,
    tierId: await checkLevel(deps, ctx, input.tierId, 'tierId', 'faq.levelUnknown'),
  };
  let row: Row | undefined;
  if (input.id) {
    [row] = await deps.db
      .update(faqs)
      .set({ ...values, updatedAt: ctx.now })
      .where(byId(ctx, input.id))
      .returning();
    if (!row) throw notFound();
  } else {
    const company = eq(faqs.companyId, ctx.companyId);
    const [held] = await deps.db.select({ value: count() }).from(faqs).where(company);
    if ((held?.value ?? 0) >= FAQ_MAX)
      throw new AppError(400, 'faq.tooMany', 'VALIDATION', undefined, undefined, { max: FAQ_MAX });
    [row] = await deps.db
      .insert(faqs)
      .values({
        companyId: ctx.companyId,
        id: newId(),
        ...values,
        position: sql`(select coalesce(max(${faqs.position}), 0) + 1 from ${faqs} where ${company})`,
      })
      .returning();
  }
  return toFaq(row as Row, await levelNamesOf(deps.db, ctx.companyId));
}

/** HQ's order: `ids` must name every question of the company once (else someone changed them meanwhile). */
export async function orderFaqs(deps: AppDeps, ctx: RequestContext, ids: string[]) {
  await deps.db.transaction(async (tx) => {
    const existing = await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.companyId, ctx.companyId)).for('update');
    const known = new Set(existing.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw badRequest('faq.orderIncomplete', { ids: 'faq.orderIncomplete' });
    await tx.execute(sql`
      update ${faqs} set position = o.n
      from unnest(${sql.param(ids)}::text[]) with ordinality as o(id, n)
      where ${faqs.companyId} = ${ctx.companyId} and ${faqs.id} = o.id`);
  });
  return listFaqs(deps, ctx);
}

/** Spec §7 setup `faq` delete. */
export async function deleteFaq(deps: AppDeps, ctx: RequestContext, id: string) {
  const deleted = await deps.db.delete(faqs).where(byId(ctx, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw notFound();
}
