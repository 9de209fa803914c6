import {
  type ShopStockState,
  type StorefrontProduct,
  type StorefrontProductDetail,
  type StorefrontProductsPage,
  shopStockState,
} from '@niaga/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { type Catalogue, type CatalogueProduct, catalogueOf, containsText } from '../catalog/catalogue-cache.js';
import { mainBranchId } from '../inventory/stores.js';
import { sellerFor } from '../shop/seller.js';
import { type ItemStock, productDetailsWithStock, stockItems } from '../shop/shop.repo.js';
import { onlineStoreProducts } from './online-stores.tables.js';
import type { OnlineStore } from './storefront-lookup.js';

/**
 * The stock a store sells from, in the order it is taken (domain-rules "Stores and customers"): an ejen-store
 * from its agent's own stock, else its seller's (dropship); a go-affiliate store from HQ's; an e-koop from its owner's.
 */
export async function stockSourcesOf(executor: Executor, store: OnlineStore): Promise<string[]> {
  if (store.kind === 'go_affiliate' || !store.ownerId) return [await mainBranchId(executor, store.companyId)];
  if (store.kind === 'e_koop') return [store.ownerId];
  const { seller } = await sellerFor(executor, store.companyId, store.ownerId);
  return [store.ownerId, seller.storeId];
}

/**
 * What the store lists and a customer may buy: its listed products that are published and have a store price,
 * in the listing's order (then the catalogue's).
 */
export async function listedProducts(executor: Executor, catalogue: Catalogue, store: OnlineStore) {
  const rows = await executor
    .select({ productId: onlineStoreProducts.productId })
    .from(onlineStoreProducts)
    .where(and(eq(onlineStoreProducts.companyId, store.companyId), eq(onlineStoreProducts.storeId, store.id)))
    .orderBy(asc(onlineStoreProducts.position));
  const listed = new Map(rows.map((row, index) => [row.productId, index]));
  return catalogue.products
    .filter((entry) => listed.has(entry.product.id) && isSold(entry))
    .sort((a, b) => listed.get(a.product.id)! - listed.get(b.product.id)!);
}

const isSold = ({ product }: CatalogueProduct) => product.status === 'published' && product.storePrice > 0;

const RANK: Record<ShopStockState, number> = { available: 2, preorder: 1, sold_out: 0 };
const best = (states: ShopStockState[]): ShopStockState =>
  states.reduce<ShopStockState>((a, b) => (RANK[b] > RANK[a] ? b : a), 'sold_out');

/** Each item's state over every source (an item a source holds is available), by variant id ('' for none). */
function itemStates(entry: CatalogueProduct, sources: ItemStock[][]): Map<string, ShopStockState> {
  const terms = { preorder: entry.product.preorder, preorderLimit: entry.product.preorderLimit };
  const states = new Map<string, ShopStockState[]>();
  for (const items of sources)
    for (const item of items)
      states.set(item.variantId, [...(states.get(item.variantId) ?? []), shopStockState(item.figures, terms)]);
  return new Map([...states].map(([variantId, list]) => [variantId, best(list)]));
}

function cardOf(entry: CatalogueProduct, states: Map<string, ShopStockState>): StorefrontProduct {
  const { product, category, variants } = entry;
  return {
    id: product.id,
    name: product.name,
    coverImage: product.coverImage,
    category,
    price: product.storePrice,
    stock: best([...states.values()]),
    variantCount: variants.length,
  };
}

/** A page of the store's products a customer may buy (search by name, a category), each with its availability. */
export async function storeProductsPage(
  db: Db,
  store: OnlineStore,
  query: { q?: string | undefined; categoryId?: string | undefined; page: number; limit: number },
): Promise<StorefrontProductsPage> {
  const catalogue = await catalogueOf(db, store.companyId);
  const listed = await listedProducts(db, catalogue, store);
  const { q, categoryId } = query;
  const matching = listed.filter(
    ({ product }) => (!q || containsText(product.name, q)) && (!categoryId || product.categoryId === categoryId),
  );
  const start = (query.page - 1) * query.limit;
  const shown = matching.slice(start, start + query.limit);
  const ids = shown.map((entry) => entry.product.id);
  const sources = await stockSourcesOf(db, store);
  const stocks = await Promise.all(sources.map((source) => stockItems(db, store.companyId, source, ids, catalogue)));
  const categories = new Map(listed.flatMap(({ category }) => (category ? [[category.id, category] as const] : [])));
  return {
    items: shown.map((entry) =>
      cardOf(
        entry,
        itemStates(
          entry,
          stocks.map((stock) => stock.get(entry.product.id) ?? []),
        ),
      ),
    ),
    total: matching.length,
    page: query.page,
    limit: query.limit,
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** A listed product's page: texts, pictures, variants and availability; a product the store does not sell is a 404. */
export async function storeProductDetail(
  db: Db,
  store: OnlineStore,
  productId: string,
): Promise<StorefrontProductDetail> {
  const catalogue = await catalogueOf(db, store.companyId);
  const entry = catalogue.byId.get(productId);
  if (!entry || !isSold(entry) || !(await isListed(db, store, productId))) throw productNotFound();
  const [first, ...others] = await stockSourcesOf(db, store);
  const found = await productDetailsWithStock(db, store.companyId, first!, productId);
  if (!found) throw productNotFound();
  const more = await Promise.all(
    others.map(
      async (source) => (await stockItems(db, store.companyId, source, [productId], catalogue)).get(productId) ?? [],
    ),
  );
  const states = itemStates(entry, [found.items, ...more]);
  return {
    ...cardOf(entry, states),
    description: found.details.description,
    images: found.details.images,
    variants: entry.variants.map((variant) => ({
      id: variant.id,
      options: variant.options,
      imageUrl: variant.imageUrl,
      stock: states.get(variant.id) ?? 'sold_out',
    })),
  };
}

async function isListed(executor: Executor, store: OnlineStore, productId: string) {
  const [row] = await executor
    .select({ productId: onlineStoreProducts.productId })
    .from(onlineStoreProducts)
    .where(
      and(
        eq(onlineStoreProducts.companyId, store.companyId),
        eq(onlineStoreProducts.storeId, store.id),
        eq(onlineStoreProducts.productId, productId),
      ),
    );
  return Boolean(row);
}

export const productNotFound = () => new AppError(404, 'storefront.productNotFound', 'NOT_FOUND');
