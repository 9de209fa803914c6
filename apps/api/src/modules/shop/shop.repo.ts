import { type StockFigures, shopStockState } from '@niaga/shared';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../platform/like.js';
import { categories, productLevels, products } from '../catalog/catalog.tables.js';
import { rowsOf } from '../inventory/inventory.repo.js';

export type ShopViewer = { companyId: string; levelId: string; firstOrder: boolean; storeId: string };

/** What a level may buy: published, offered to the level, first-order-only items only on a first order. */
export function offeredTo(viewer: ShopViewer, extra?: SQL): SQL {
  return and(
    eq(products.companyId, viewer.companyId),
    isNull(products.deletedAt),
    eq(products.status, 'published'),
    viewer.firstOrder ? undefined : eq(products.firstOrderOnly, false),
    extra,
  )!;
}

/** The join to the viewer level's price row: no row, not offered to that level. */
const levelPrice = (viewer: ShopViewer) =>
  and(
    eq(productLevels.companyId, products.companyId),
    eq(productLevels.productId, products.id),
    eq(productLevels.levelId, viewer.levelId),
  );

const shopColumns = {
  product: products,
  category: { id: categories.id, name: categories.name },
  level: {
    price: productLevels.price,
    bands: productLevels.bands,
    rankDiscount: productLevels.rankDiscountBasisPoints,
  },
  // The list's total rides along with its page (a window count) instead of a second query.
  total: sql<number>`(count(*) over())::int`,
};

function shopJoin(executor: Executor, viewer: ShopViewer) {
  return executor
    .select(shopColumns)
    .from(products)
    .innerJoin(productLevels, levelPrice(viewer))
    .leftJoin(categories, and(eq(categories.companyId, products.companyId), eq(categories.id, products.categoryId)));
}

export type ShopRow = NonNullable<Awaited<ReturnType<typeof findShopProduct>>>;

export async function shopProductsPage(
  executor: Executor,
  viewer: ShopViewer,
  query: { q?: string | undefined; categoryId?: string | undefined; page: number; limit: number },
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = offeredTo(
    viewer,
    and(
      pattern ? or(ilike(products.name, pattern), ilike(products.sku, pattern)) : undefined,
      query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    ),
  );
  const rows = await shopJoin(executor, viewer)
    .where(where)
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (rows.length || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await executor
    .select({ value: count() })
    .from(products)
    .innerJoin(productLevels, levelPrice(viewer))
    .where(where);
  return { rows, total: counted?.value ?? 0 };
}

export async function shopCategories(executor: Executor, viewer: ShopViewer) {
  return executor
    .selectDistinct({ id: categories.id, name: categories.name })
    .from(products)
    .innerJoin(productLevels, levelPrice(viewer))
    .innerJoin(categories, and(eq(categories.companyId, products.companyId), eq(categories.id, products.categoryId)))
    .where(offeredTo(viewer))
    .orderBy(asc(categories.name));
}

export async function findShopProduct(executor: Executor, viewer: ShopViewer, productId: string) {
  const [row] = await shopJoin(executor, viewer).where(offeredTo(viewer, eq(products.id, productId)));
  return row ?? null;
}

export type ItemStock = { variantId: string; figures: StockFigures };

/** The seller's stock of each product's items (each live variant, or the product itself), zeros included. */
export async function stockItems(
  executor: Executor,
  companyId: string,
  storeId: string,
  productIds: string[],
): Promise<Map<string, ItemStock[]>> {
  const byProduct = new Map<string, ItemStock[]>();
  const ids = [...new Set(productIds)];
  if (!ids.length) return byProduct;
  const result = await executor.execute<{
    product_id: string;
    variant_id: string;
    on_hand: number;
    reserved: number;
  }>(sql`
    select p.id as product_id, coalesce(v.id, '') as variant_id,
      coalesce(s.on_hand, 0) as on_hand, coalesce(s.reserved, 0) as reserved
    from products p
    left join product_variants v on v.company_id = p.company_id and v.product_id = p.id and v.deleted_at is null
    left join stock_levels s on s.company_id = p.company_id and s.store_id = ${storeId}
      and s.product_id = p.id and s.variant_id = coalesce(v.id, '')
    where p.company_id = ${companyId} and p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by v.position`);
  for (const row of rowsOf<{ product_id: string; variant_id: string; on_hand: number; reserved: number }>(result)) {
    const items = byProduct.get(row.product_id) ?? [];
    items.push({ variantId: row.variant_id, figures: { onHand: Number(row.on_hand), reserved: Number(row.reserved) } });
    byProduct.set(row.product_id, items);
  }
  return byProduct;
}

/** A product is available when any of its items is, else preorder when any may be preordered. */
export function productStock(items: ItemStock[], terms: { preorder: boolean; preorderLimit: number | null }) {
  const states = items.map((item) => shopStockState(item.figures, terms));
  const stock = states.includes('available') ? 'available' : states.includes('preorder') ? 'preorder' : 'sold_out';
  const available = items.reduce((sum, item) => sum + Math.max(0, item.figures.onHand - item.figures.reserved), 0);
  return { stock, available } as const;
}
