import { type StockFigures, shopStockState } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { type Catalogue, type CatalogueProduct, containsText, type LevelPrice } from '../catalog/catalogue-cache.js';
import type { OfferTerms } from '../company/features.js';

import { stockLevels } from '../inventory/inventory.tables.js';

export type ShopViewer = OfferTerms & { companyId: string; levelId: string; firstOrder: boolean; storeId: string };

/** A product as the shop shows it, from the cached catalogue, priced for the viewer's level. */
export type ShopRow = {
  product: CatalogueProduct['product'];
  category: { id: string; name: string } | null;
  level: LevelPrice;
};

/** A page of what the viewer's level may buy, from the cached catalogue (filters and order as the list's). */
export function shopProductsPage(
  catalogue: Catalogue,
  viewer: ShopViewer,
  query: { q?: string | undefined; categoryId?: string | undefined; page: number; limit: number },
): { rows: ShopRow[]; total: number } {
  const { q, categoryId } = query;
  const offered = catalogue.offeredTo(viewer.levelId, viewer.firstOrder);
  const matching =
    q || categoryId
      ? offered.filter(
          ({ product }) =>
            (!q || containsText(product.name, q) || containsText(product.sku, q)) &&
            (!categoryId || product.categoryId === categoryId),
        )
      : offered;
  const start = (query.page - 1) * query.limit;
  const rows = matching.slice(start, start + query.limit).map(({ product, category, prices }) => ({
    product,
    category,
    level: prices.get(viewer.levelId)!,
  }));
  return { rows, total: matching.length };
}

export type ItemStock = { variantId: string; figures: StockFigures };
type StockRow = { product_id: string; variant_id: string; on_hand: number; reserved: number };

/**
 * The seller's stock of each product's items (each live variant, or the product itself), zeros included. Given the
 * cached catalogue holding every product asked for, the items come from it and only `stock_levels` is read (one
 * prepared index read); otherwise (a deleted product) the items are read with the stock.
 */
export async function stockItems(
  executor: Executor,
  companyId: string,
  storeId: string,
  productIds: string[],
  catalogue?: Catalogue,
): Promise<Map<string, ItemStock[]>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const entries = ids.map((id) => catalogue?.byId.get(id));
  if (!entries.every((entry) => entry !== undefined)) {
    return byProduct(rowsOf<StockRow>(await executor.execute(stockSql(companyId, storeId, ids))));
  }
  const levels = await stockLevelsQuery(executor).execute({ companyId, storeId, productIds: ids });
  const figures = new Map(levels.map((row) => [`${row.productId}/${row.variantId}`, row]));
  const figuresOf = (productId: string, variantId: string) => {
    const row = figures.get(`${productId}/${variantId}`);
    return { onHand: row?.onHand ?? 0, reserved: row?.reserved ?? 0 };
  };
  return new Map(
    entries.map(({ product, variants }) => {
      const variantIds = variants.length ? variants.map((variant) => variant.id) : [''];
      return [product.id, variantIds.map((variantId) => ({ variantId, figures: figuresOf(product.id, variantId) }))];
    }),
  );
}

const stockLevelsQuery = preparedPer((executor) =>
  executor
    .select({
      productId: stockLevels.productId,
      variantId: stockLevels.variantId,
      onHand: stockLevels.onHand,
      reserved: stockLevels.reserved,
    })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.companyId, sql.placeholder('companyId')),
        eq(stockLevels.storeId, sql.placeholder('storeId')),
        sql`${stockLevels.productId} = any(${sql.placeholder('productIds')}::text[])`,
      ),
    )
    .prepare('shop_stock_levels'),
);

export type ProductDetails = { description: string | null; images: string[]; weight: number };

/** One product's long texts and pictures (which the cached catalogue leaves out) with its stock, in one read. */
export async function productDetailsWithStock(
  executor: Executor,
  companyId: string,
  storeId: string,
  productId: string,
): Promise<{ details: ProductDetails; items: ItemStock[] } | null> {
  const rows = rowsOf<StockRow & { description: string | null; images: string[]; weight_g: number }>(
    await executor.execute(
      stockSql(
        companyId,
        storeId,
        [productId],
        sql`, p.description, p.images, p.weight_g`,
        sql`and p.deleted_at is null`,
      ),
    ),
  );
  const [first] = rows;
  if (!first) return null;
  return {
    details: { description: first.description, images: first.images, weight: Number(first.weight_g) },
    items: byProduct(rows).get(productId) ?? [],
  };
}

function stockSql(companyId: string, storeId: string, productIds: string[], columns = sql``, where = sql``) {
  return sql`
    select p.id as product_id, coalesce(v.id, '') as variant_id,
      coalesce(s.on_hand, 0) as on_hand, coalesce(s.reserved, 0) as reserved ${columns}
    from products p
    left join product_variants v on v.company_id = p.company_id and v.product_id = p.id and v.deleted_at is null
    left join stock_levels s on s.company_id = p.company_id and s.store_id = ${storeId}
      and s.product_id = p.id and s.variant_id = coalesce(v.id, '')
    where p.company_id = ${companyId} and p.id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ${where}
    order by v.position`;
}

function byProduct(rows: StockRow[]): Map<string, ItemStock[]> {
  const items = new Map<string, ItemStock[]>();
  for (const row of rows) {
    const list = items.get(row.product_id) ?? [];
    list.push({ variantId: row.variant_id, figures: { onHand: Number(row.on_hand), reserved: Number(row.reserved) } });
    items.set(row.product_id, list);
  }
  return items;
}

/** A product is available when any of its items is, else preorder when any may be preordered. */
export function productStock(items: ItemStock[], terms: { preorder: boolean; preorderLimit: number | null }) {
  const states = items.map((item) => shopStockState(item.figures, terms));
  const stock = states.includes('available') ? 'available' : states.includes('preorder') ? 'preorder' : 'sold_out';
  const available = items.reduce((sum, item) => sum + Math.max(0, item.figures.onHand - item.figures.reserved), 0);
  return { stock, available } as const;
}
