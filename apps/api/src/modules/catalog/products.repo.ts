import { fromBasisPoints, type Product } from '@niaga/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, productLevels, products, productVariants } from './catalog.tables.js';

/** The company's product `id`, unless it is deleted. */
export const liveProduct = (companyId: string, id: string) =>
  and(eq(products.companyId, companyId), eq(products.id, id), isNull(products.deletedAt));

/** The variants of the company's product `productId` that are not deleted. */
export const liveVariantsOf = (companyId: string, productId: string) =>
  and(
    eq(productVariants.companyId, companyId),
    eq(productVariants.productId, productId),
    isNull(productVariants.deletedAt),
  );

/** A whole product: its row, category, level prices with bands and commissions, and live variants. */
export async function findProduct(executor: Executor, companyId: string, id: string): Promise<Product | null> {
  const [row] = await executor
    .select({ product: products, category: { id: categories.id, name: categories.name } })
    .from(products)
    .leftJoin(categories, and(eq(categories.companyId, products.companyId), eq(categories.id, products.categoryId)))
    .where(liveProduct(companyId, id));
  if (!row) return null;
  const levelRows = await executor
    .select()
    .from(productLevels)
    .where(and(eq(productLevels.companyId, companyId), eq(productLevels.productId, id)));
  const variantRows = await executor
    .select()
    .from(productVariants)
    .where(liveVariantsOf(companyId, id))
    .orderBy(asc(productVariants.position));
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    description: p.description,
    category: row.category?.id ? row.category : null,
    branchId: p.branchId,
    retailPrice: p.retailPrice,
    storePrice: p.storePrice,
    points: p.points,
    discount: fromBasisPoints(p.discountBasisPoints),
    weight: p.weightGrams,
    length: p.lengthMm,
    width: p.widthMm,
    height: p.heightMm,
    coverImage: p.coverImage,
    images: p.images,
    status: p.status,
    publishAt: p.publishAt?.toISOString() ?? null,
    firstOrderOnly: p.firstOrderOnly,
    preorder: p.preorder,
    preorderLimit: p.preorderLimit,
    ratingEnabled: p.ratingEnabled,
    levels: levelRows.map((level) => ({
      levelId: level.levelId,
      price: level.price,
      rankDiscount: fromBasisPoints(level.rankDiscountBasisPoints),
      bands: level.bands,
      commissions: level.commissions,
    })),
    variants: variantRows.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      options: variant.options,
      imageUrl: variant.imageUrl,
    })),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Which of `productIds` are live products of the company, and the live variants of those products. */
export async function liveProductsAndVariants(executor: Executor, companyId: string, productIds: string[]) {
  const found = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, productIds), isNull(products.deletedAt)));
  const variants = await executor
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.companyId, companyId),
        inArray(productVariants.productId, productIds),
        isNull(productVariants.deletedAt),
      ),
    );
  return { live: new Set(found.map((row) => row.id)), variants };
}
