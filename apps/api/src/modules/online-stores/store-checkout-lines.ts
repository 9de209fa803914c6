import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { products, productVariants } from '../catalog/catalog.tables.js';
import { branches } from '../company/company.tables.js';
import { stockLevels } from '../inventory/inventory.tables.js';
import type { StockHold } from '../inventory/stock.repo.js';
import type { Seller } from '../shop/seller.js';
import { sellerFor } from '../shop/seller.js';
import { users } from '../users/users.tables.js';
import { onlineStoreProducts } from './online-stores.tables.js';
import type { OnlineStore } from './storefront-lookup.js';

export type StoreLine = {
  productId: string;
  variantId: string;
  name: string;
  variantName: string | null;
  sku: string | null;
  coverImage: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  points: number;
  weightGrams: number;
};

type WantedLine = { productId: string; variantId: string; quantity: number };

const unavailable = (index: number) =>
  new AppError(409, 'storeCheckout.lineUnavailable', 'CART_HAS_PROBLEMS', {
    [`lines.${index}.productId`]: 'storeCheckout.lineUnavailable',
  });

/**
 * The cart's lines priced at each product's store price (`products.store_price`, spec §3): only products the store
 * lists, published, not deleted, with a store price, and the variant (when the product has live variants) of that
 * product. Any other line refuses the whole order (409 naming it). The same item twice is one line.
 */
export async function priceStoreLines(
  executor: Executor,
  store: OnlineStore,
  wanted: WantedLine[],
): Promise<StoreLine[]> {
  const merged = new Map<string, WantedLine>();
  for (const line of wanted) {
    const key = `${line.productId}/${line.variantId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  const lines = [...merged.values()];
  const ids = [...new Set(lines.map((line) => line.productId))];
  const [rows, variants] = await Promise.all([
    executor
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        coverImage: products.coverImage,
        storePrice: products.storePrice,
        points: products.points,
        weightGrams: products.weightGrams,
      })
      .from(products)
      .innerJoin(
        onlineStoreProducts,
        and(
          eq(onlineStoreProducts.companyId, products.companyId),
          eq(onlineStoreProducts.productId, products.id),
          eq(onlineStoreProducts.storeId, store.id),
        ),
      )
      .where(
        and(
          eq(products.companyId, store.companyId),
          inArray(products.id, ids),
          eq(products.status, 'published'),
          isNull(products.deletedAt),
        ),
      ),
    executor
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        sku: productVariants.sku,
        options: productVariants.options,
        imageUrl: productVariants.imageUrl,
      })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.companyId, store.companyId),
          inArray(productVariants.productId, ids),
          isNull(productVariants.deletedAt),
        ),
      ),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    const own = variants.filter((variant) => variant.productId === line.productId);
    const variant = own.find((entry) => entry.id === line.variantId);
    if (!product || product.storePrice <= 0 || (line.variantId ? !variant : own.length > 0))
      throw unavailable(
        Math.max(
          0,
          wanted.findIndex((entry) => entry.productId === line.productId),
        ),
      );
    return {
      productId: product.id,
      variantId: line.variantId,
      name: product.name,
      variantName: variant?.options.join(' / ') ?? null,
      sku: variant?.sku ?? product.sku,
      coverImage: variant?.imageUrl ?? product.coverImage,
      quantity: line.quantity,
      unitPrice: product.storePrice,
      lineTotal: product.storePrice * line.quantity,
      points: product.points * line.quantity,
      weightGrams: product.weightGrams * line.quantity,
    };
  });
}

export const holdsOf = (lines: StoreLine[]): StockHold[] =>
  lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    preorderAllowance: 0,
  }));

async function holdsAll(executor: Executor, companyId: string, storeId: string, lines: StoreLine[]) {
  const rows = await executor
    .select({
      productId: stockLevels.productId,
      variantId: stockLevels.variantId,
      onHand: stockLevels.onHand,
      reserved: stockLevels.reserved,
    })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.companyId, companyId),
        eq(stockLevels.storeId, storeId),
        inArray(
          stockLevels.productId,
          lines.map((line) => line.productId),
        ),
      ),
    );
  return lines.every((line) => {
    const row = rows.find((entry) => entry.productId === line.productId && entry.variantId === line.variantId);
    return !!row && row.onHand - row.reserved >= line.quantity;
  });
}

async function headquarters(executor: Executor, companyId: string): Promise<Seller> {
  const [main] = await executor
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.isMain, true)));
  if (!main) throw new Error(`company ${companyId} has no main branch`);
  return { storeId: main.id, kind: 'branch', name: 'HQ' };
}

async function ownerAsSeller(executor: Executor, store: OnlineStore): Promise<Seller> {
  const [owner] = await executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, store.companyId), eq(users.id, store.ownerId!)));
  return { storeId: owner!.id, kind: 'agent', name: owner!.name };
}

/**
 * Who sells a store order (domain-rules "Stores and customers", docs/decisions.md): an ejen-store's agent when it
 * holds every line in stock now, else the agent's own seller (its stock-holding upline or HQ) ships the whole
 * order (dropship: one seller per order, never split); go-affiliate: HQ; e-koop: its owner agent, or HQ for a
 * store HQ runs. The reservation that follows is what guarantees the stock: a race lost there is a 409.
 */
export async function storeSeller(executor: Executor, store: OnlineStore, lines: StoreLine[]): Promise<Seller> {
  if (store.kind === 'go_affiliate' || !store.ownerId) return headquarters(executor, store.companyId);
  if (store.kind === 'e_koop') return ownerAsSeller(executor, store);
  if (await holdsAll(executor, store.companyId, store.ownerId, lines)) return ownerAsSeller(executor, store);
  return (await sellerFor(executor, store.companyId, store.ownerId)).seller;
}
