import type { categoryInput, categoryListQuery } from '@niaga/shared';
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { categories, products } from './catalog.tables.js';

const itemCount = sql<number>`(select count(*)::int from ${products} p where p.company_id = "categories"."company_id" and p.category_id = "categories"."id" and p.deleted_at is null)`;

const nameTaken = (error: unknown): never => {
  const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') throw new AppError(409, 'catalog.categoryTaken', 'CONFLICT', { name: 'catalog.categoryTaken' });
  throw error;
};

/** Categories with their item counts, 10 a page by default (spec §9). */
export async function listCategories(deps: AppDeps, ctx: RequestContext, query: z.output<typeof categoryListQuery>) {
  const where = and(
    eq(categories.companyId, ctx.companyId),
    query.q ? ilike(categories.name, containsPattern(query.q)) : undefined,
  );
  const items = await deps.db
    .select({ id: categories.id, name: categories.name, imageUrl: categories.imageUrl, itemCount })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.name))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(categories).where(where);
  return { items, total: total?.value ?? 0, page: query.page, limit: query.limit };
}

export async function saveCategory(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof categoryInput>,
  id?: string,
) {
  const values = { name: input.name, imageUrl: input.imageUrl ?? null };
  const [row] = id
    ? await deps.db
        .update(categories)
        .set(values)
        .where(and(eq(categories.companyId, ctx.companyId), eq(categories.id, id)))
        .returning()
        .catch(nameTaken)
    : await deps.db
        .insert(categories)
        .values({ companyId: ctx.companyId, id: newId(), ...values })
        .returning()
        .catch(nameTaken);
  if (!row) throw notFound();
  return { id: row.id, name: row.name, imageUrl: row.imageUrl };
}

/** Spec §5: a category with products cannot be deleted until they are moved. */
export async function deleteCategory(deps: AppDeps, ctx: RequestContext, id: string) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.companyId, ctx.companyId), eq(categories.id, id)))
      .for('update');
    if (!row) throw notFound();
    const [used] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, ctx.companyId), eq(products.categoryId, id), isNull(products.deletedAt)))
      .limit(1);
    if (used) throw new AppError(409, 'catalog.categoryHasProducts', 'CONFLICT');
    await tx.delete(categories).where(and(eq(categories.companyId, ctx.companyId), eq(categories.id, id)));
  });
}
