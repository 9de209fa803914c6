import { type productInput, type productListQuery, toBasisPoints } from '@niaga/shared';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { branches } from '../company/company.tables.js';
import { levels } from '../users/users.tables.js';
import { categories, productLevels, products, productVariants } from './catalog.tables.js';
import { findProduct, liveProduct, liveVariantsOf } from './products.repo.js';

type ProductValues = z.output<typeof productInput>;

export async function listProducts(deps: AppDeps, ctx: RequestContext, query: z.output<typeof productListQuery>) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(products.companyId, ctx.companyId),
    isNull(products.deletedAt),
    pattern ? or(ilike(products.name, pattern), ilike(products.sku, pattern)) : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  );
  const rows = await deps.db
    .select({
      product: products,
      category: { id: categories.id, name: categories.name },
      variantCount: sql<number>`(select count(*)::int from ${productVariants} v where v.company_id = "products"."company_id" and v.product_id = "products"."id" and v.deleted_at is null)`,
    })
    .from(products)
    .leftJoin(categories, and(eq(categories.companyId, products.companyId), eq(categories.id, products.categoryId)))
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(products).where(where);
  return {
    items: rows.map(({ product: p, category, variantCount }) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      category: category?.id ? category : null,
      retailPrice: p.retailPrice,
      status: p.status,
      publishAt: p.publishAt?.toISOString() ?? null,
      coverImage: p.coverImage,
      firstOrderOnly: p.firstOrderOnly,
      preorder: p.preorder,
      variantCount,
    })),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getProduct(deps: AppDeps, ctx: RequestContext, id: string) {
  const product = await findProduct(deps.db, ctx.companyId, id);
  if (!product) throw notFound();
  return product;
}

/** SKUs are unique per company across products and variants (the lock serialises racing saves). */
async function assertSkusFree(tx: Tx, companyId: string, input: ProductValues, productId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sku:${companyId}`}))`);
  const skus = [input.sku, ...input.variants.map((variant) => variant.sku)].map((sku) => sku.toLowerCase());
  const [productClash] = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        isNull(products.deletedAt),
        ne(products.id, productId),
        inArray(sql`lower(${products.sku})`, skus),
      ),
    )
    .limit(1);
  const [variantClash] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.companyId, companyId),
        isNull(productVariants.deletedAt),
        ne(productVariants.productId, productId),
        inArray(sql`lower(${productVariants.sku})`, skus),
      ),
    )
    .limit(1);
  const clash = (productClash ?? variantClash)?.sku.toLowerCase();
  if (!clash) return;
  const variantIndex = input.variants.findIndex((variant) => variant.sku.toLowerCase() === clash);
  const field = input.sku.toLowerCase() === clash ? 'sku' : `variants.${variantIndex}.sku`;
  throw new AppError(409, 'catalog.skuTaken', 'CONFLICT', { [field]: 'catalog.skuTaken' });
}

async function assertReferences(tx: Tx, companyId: string, input: ProductValues) {
  if (input.categoryId) {
    const [found] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.companyId, companyId), eq(categories.id, input.categoryId)));
    if (!found) throw badRequest('errors.invalidInput', { categoryId: 'validation.invalid' });
  }
  if (input.branchId) {
    const [found] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.companyId, companyId), eq(branches.id, input.branchId), isNull(branches.deletedAt)));
    if (!found) throw badRequest('errors.invalidInput', { branchId: 'validation.invalid' });
  }
  const levelIds = input.levels.map((level) => level.levelId);
  if (levelIds.length === 0) return;
  const known = await tx
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, companyId), inArray(levels.id, levelIds)));
  const index = levelIds.findIndex((id) => !known.some((row) => row.id === id));
  if (index >= 0) throw badRequest('catalog.levelUnknown', { [`levels.${index}.levelId`]: 'catalog.levelUnknown' });
}

function productColumns(input: ProductValues) {
  return {
    name: input.name,
    sku: input.sku,
    description: input.description || null,
    categoryId: input.categoryId || null,
    branchId: input.branchId || null,
    retailPrice: input.retailPrice,
    storePrice: input.storePrice,
    points: input.points,
    discountBasisPoints: toBasisPoints(input.discount),
    weightGrams: input.weight,
    lengthMm: input.length,
    widthMm: input.width,
    heightMm: input.height,
    coverImage: input.coverImage ?? null,
    images: input.images,
    status: input.status,
    publishAt: input.status === 'scheduled' && input.publishAt ? new Date(input.publishAt) : null,
    firstOrderOnly: input.firstOrderOnly,
    preorder: input.preorder,
    preorderLimit: input.preorder ? (input.preorderLimit ?? null) : null,
    ratingEnabled: input.ratingEnabled,
    updatedAt: new Date(),
  };
}

/** Creates or edits a product with its level prices, bands, commissions and variants, in one transaction. */
export async function saveProduct(deps: AppDeps, ctx: RequestContext, input: ProductValues, existingId?: string) {
  const id = existingId ?? newId();
  await deps.db.transaction(async (tx) => {
    if (existingId) {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(liveProduct(ctx.companyId, id))
        .for('update');
      if (!row) throw notFound();
    }
    await assertReferences(tx, ctx.companyId, input);
    await assertSkusFree(tx, ctx.companyId, input, id);
    if (existingId) {
      await tx
        .update(products)
        .set(productColumns(input))
        .where(and(eq(products.companyId, ctx.companyId), eq(products.id, id)));
    } else {
      await tx.insert(products).values({ companyId: ctx.companyId, id, ...productColumns(input) });
    }
    await tx
      .delete(productLevels)
      .where(and(eq(productLevels.companyId, ctx.companyId), eq(productLevels.productId, id)));
    if (input.levels.length > 0) {
      await tx.insert(productLevels).values(
        input.levels.map((level) => ({
          companyId: ctx.companyId,
          productId: id,
          levelId: level.levelId,
          price: level.price,
          rankDiscountBasisPoints: toBasisPoints(level.rankDiscount),
          bands: level.bands,
          commissions: level.commissions,
        })),
      );
    }
    await saveVariants(tx, ctx.companyId, id, input.variants);
  });
  return getProduct(deps, ctx, id);
}

/** Variants keep their ids (orders and stock point at them); removed ones are marked deleted, not erased. */
async function saveVariants(tx: Tx, companyId: string, productId: string, variants: ProductValues['variants']) {
  const current = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(liveVariantsOf(companyId, productId));
  const keep = new Set(
    variants.map((variant) => variant.id).filter((id) => id && current.some((row) => row.id === id)),
  );
  const removed = current.filter((row) => !keep.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    await tx
      .update(productVariants)
      .set({ deletedAt: new Date() })
      .where(and(eq(productVariants.companyId, companyId), inArray(productVariants.id, removed)));
  }
  for (const [position, variant] of variants.entries()) {
    const values = { sku: variant.sku, options: variant.options, imageUrl: variant.imageUrl ?? null, position };
    if (variant.id && keep.has(variant.id)) {
      await tx
        .update(productVariants)
        .set(values)
        .where(and(eq(productVariants.companyId, companyId), eq(productVariants.id, variant.id)));
    } else {
      await tx.insert(productVariants).values({ companyId, id: newId(), productId, ...values });
    }
  }
}

export async function setProductStatus(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  status: 'published' | 'suspended',
) {
  const [row] = await deps.db
    .update(products)
    .set({ status, publishAt: null, updatedAt: new Date() })
    .where(liveProduct(ctx.companyId, id))
    .returning({ id: products.id });
  if (!row) throw notFound();
}

/** Deleting keeps the row for past orders; the product and its variants leave every list and the shop. */
export async function deleteProduct(deps: AppDeps, ctx: RequestContext, id: string) {
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(products)
      .set({ deletedAt: now, updatedAt: now })
      .where(liveProduct(ctx.companyId, id))
      .returning({ id: products.id });
    if (!row) throw notFound();
    await tx.update(productVariants).set({ deletedAt: now }).where(liveVariantsOf(ctx.companyId, id));
  });
}
