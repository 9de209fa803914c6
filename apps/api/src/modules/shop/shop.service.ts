import {
  type ComboView,
  fromBasisPoints,
  type PackageView,
  priceLine,
  type ShopPage,
  type ShopProduct,
  type ShopProductDetail,
  type shopQuery,
  shopStockState,
} from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { catalogueOf, isOffered } from '../catalog/catalogue-cache.js';
import { callerFeatures, offerTerms } from '../company/features.js';
import { todayIn } from '../users/users.repo.js';
import { levels } from '../users/users.tables.js';
import { type Seller, sellerOf } from './seller.js';
import {
  type ItemStock,
  productDetailsWithStock,
  productStock,
  type ShopRow,
  type ShopViewer,
  shopProductsPage,
  stockItems,
} from './shop.repo.js';

type ShopQuery = z.output<typeof shopQuery>;
/** Who looks at the shop: an agent (its level and seller), or HQ previewing a level as HQ sells to it. */
export type ShopAudience = {
  viewer: ShopViewer;
  seller: Seller;
  levelName: string;
  timeZone: string;
  catalogVersion: number;
};

export async function agentAudience(deps: AppDeps, ctx: RequestContext): Promise<ShopAudience> {
  if (!ctx.user.level) throw notFound();
  const { facts } = ctx.user;
  const seller = await sellerOf(deps.db, ctx.companyId, facts);
  return {
    viewer: {
      companyId: ctx.companyId,
      levelId: ctx.user.level.id,
      firstOrder: facts.firstOrder,
      storeId: seller.storeId,
      ...offerTerms(callerFeatures(ctx)),
    },
    seller,
    levelName: ctx.user.level.name,
    timeZone: ctx.user.company.timeZone,
    catalogVersion: facts.catalogVersion,
  };
}

export async function previewAudience(
  deps: AppDeps,
  ctx: RequestContext,
  levelId: string,
  firstOrder: boolean,
): Promise<ShopAudience> {
  const [[level], seller] = await Promise.all([
    deps.db
      .select({ id: levels.id, name: levels.levelName })
      .from(levels)
      .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, levelId))),
    sellerOf(deps.db, ctx.companyId, ctx.user.facts),
  ]);
  if (!level) throw notFound();
  return {
    viewer: {
      companyId: ctx.companyId,
      levelId: level.id,
      firstOrder,
      storeId: seller.storeId,
      ...offerTerms(callerFeatures(ctx)),
    },
    seller,
    levelName: level.name,
    timeZone: ctx.user.company.timeZone,
    catalogVersion: ctx.user.facts.catalogVersion,
  };
}

/** `preorder`: the company shows preorders (spec "showHidePreorder"); off, a product out of stock is sold out. */
function toShopProduct(row: ShopRow, items: ItemStock[], preorder: boolean): ShopProduct {
  const p = { ...row.product, preorder: preorder && row.product.preorder };
  const price = (levelPrice: number) =>
    priceLine({
      levelPrice,
      quantity: 1,
      discountBasisPoints: p.discountBasisPoints,
      rankDiscountBasisPoints: row.level.rankDiscount,
    })!.total;
  return {
    id: p.id,
    name: p.name,
    coverImage: p.coverImage,
    category: row.category?.id ? row.category : null,
    unitPrice: price(row.level.price),
    levelPrice: row.level.price,
    retailPrice: p.retailPrice,
    bands: row.level.bands.map((band) => ({ minQty: band.minQty, maxQty: band.maxQty, unitPrice: price(band.price) })),
    points: p.points,
    firstOrderOnly: p.firstOrderOnly,
    preorder: p.preorder,
    ...productStock(items, p),
    variantCount: items.filter((item) => item.variantId).length,
  };
}

export async function shopCatalog(deps: AppDeps, audience: ShopAudience, query: ShopQuery): Promise<ShopPage> {
  const { viewer, seller } = audience;
  const catalogue = await catalogueOf(deps.db, viewer.companyId, audience.catalogVersion);
  // Packages and combos head the first page of the whole shop (not of a category).
  const bundles =
    query.page === 1 && !query.categoryId
      ? catalogue.bundlesOfferedTo(viewer.firstOrder && viewer.firstOrderPackages, todayIn(audience.timeZone))
      : { packages: [], combos: [] };
  const bundlePackages = bundles.packages.filter((view) => matches(query.q, view.name, view.code));
  const bundleCombos = bundles.combos.filter((view) => matches(query.q, view.name, view.code));
  const { rows, total } = shopProductsPage(catalogue, viewer, query);
  // One stock read for the page's products and every product inside its packages and combos.
  const stock = await stockItems(
    deps.db,
    viewer.companyId,
    viewer.storeId,
    [
      ...rows.map((row) => row.product.id),
      ...bundlePackages.flatMap((view) => view.items.map((item) => item.productId)),
      ...bundleCombos.flatMap((view) => view.products.map((product) => product.productId)),
    ],
    catalogue,
  );
  return {
    products: {
      items: rows.map((row) => toShopProduct(row, stock.get(row.product.id) ?? [], viewer.preorder)),
      total,
      page: query.page,
      limit: query.limit,
    },
    packages: bundlePackages.map((view) => ({ ...view, stock: packageStock(view, stock) })),
    combos: bundleCombos.map((view) => ({ ...view, stock: comboStock(view, stock) })),
    categories: catalogue.categoriesOfferedTo(viewer.levelId, viewer.firstOrder),
    seller: { kind: seller.kind, name: seller.name },
    level: { id: viewer.levelId, name: audience.levelName },
    firstOrder: viewer.firstOrder,
  };
}

const matches = (q: string | undefined, ...values: string[]) =>
  !q || values.some((value) => value.toLowerCase().includes(q.toLowerCase()));

/** Sold out when the seller cannot cover every item's quantity. */
function packageStock(view: PackageView, stock: Map<string, ItemStock[]>) {
  const covered = view.items.every((item) => {
    const items = stock.get(item.productId) ?? [];
    const figures = items.find((entry) => entry.variantId === (item.variantId ?? ''))?.figures;
    return figures ? figures.onHand - figures.reserved >= item.quantity : false;
  });
  return covered ? ('available' as const) : ('sold_out' as const);
}

/** A combo is available while the seller holds at least the required units across its products. */
function comboStock(view: ComboView, stock: Map<string, ItemStock[]>) {
  const units = view.products
    .flatMap((product) => stock.get(product.productId) ?? [])
    .reduce((sum, item) => sum + Math.max(0, item.figures.onHand - item.figures.reserved), 0);
  return units >= view.requiredQuantity ? ('available' as const) : ('sold_out' as const);
}

export async function shopProductDetail(
  deps: AppDeps,
  audience: ShopAudience,
  productId: string,
): Promise<ShopProductDetail> {
  const { viewer, seller } = audience;
  const catalogue = await catalogueOf(deps.db, viewer.companyId, audience.catalogVersion);
  const entry = catalogue.byId.get(productId);
  if (!entry || !isOffered(entry, viewer.levelId, viewer.firstOrder)) throw notFound();
  const found = await productDetailsWithStock(deps.db, viewer.companyId, viewer.storeId, productId);
  if (!found) throw notFound();
  const { details, items } = found;
  const { product: p, category, prices } = entry;
  const level = prices.get(viewer.levelId)!;
  return {
    ...toShopProduct({ product: p, category, level }, items, viewer.preorder),
    sku: p.sku,
    ...details,
    discount: fromBasisPoints(p.discountBasisPoints),
    rankDiscount: fromBasisPoints(level.rankDiscount),
    variants: entry.variants.map((variant) => {
      const figures = items.find((item) => item.variantId === variant.id)?.figures ?? { onHand: 0, reserved: 0 };
      return {
        ...variant,
        stock: shopStockState(figures, { ...p, preorder: viewer.preorder && p.preorder }),
        available: Math.max(0, figures.onHand - figures.reserved),
      };
    }),
    seller: { kind: seller.kind, name: seller.name },
  };
}
