import { z } from 'zod';
import { comboView, packageView } from './bundles.js';
import { listQuery, page, pageSize } from './numbers.js';
import { idText, text } from './text.js';

export const SHOP_STOCK_STATES = ['available', 'preorder', 'sold_out'] as const;
const stockState = z.enum(SHOP_STOCK_STATES);

/** A quantity band as the buyer sees it: the unit price after the product and rank discounts. */
export const shopBand = z.object({ minQty: z.number(), maxQty: z.number(), unitPrice: z.number() });

export const shopProduct = z.object({
  id: z.string(),
  name: z.string(),
  coverImage: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The buyer's price for one unit, discounts applied. */
  unitPrice: z.number(),
  /** The level price before discounts (shown struck through when a discount applies). */
  levelPrice: z.number(),
  retailPrice: z.number(),
  bands: z.array(shopBand),
  points: z.number(),
  firstOrderOnly: z.boolean(),
  preorder: z.boolean(),
  stock: stockState,
  available: z.number(),
  variantCount: z.number(),
});
export type ShopProduct = z.infer<typeof shopProduct>;

export const shopSeller = z.object({ kind: z.enum(['branch', 'agent']), name: z.string() });

export const shopBundleStock = z.object({ stock: stockState });
export const shopPackage = packageView.extend(shopBundleStock.shape);
export const shopCombo = comboView.extend(shopBundleStock.shape);

export const shopQuery = listQuery.extend({
  limit: pageSize(24),
  categoryId: text({ max: 64 }).optional(),
});
export const previewQuery = shopQuery.extend({
  levelId: idText(),
  firstOrder: text({ max: 5 }).pipe(z.stringbool()).default(false),
});
export const previewProductQuery = z.object({
  levelId: idText(),
  firstOrder: text({ max: 5 }).pipe(z.stringbool()).default(false),
});

export const shopPage = z.object({
  products: page(shopProduct),
  packages: z.array(shopPackage),
  combos: z.array(shopCombo),
  /** Categories that hold something this level may buy, for the category filter. */
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  seller: shopSeller,
  level: z.object({ id: z.string(), name: z.string() }),
  firstOrder: z.boolean(),
});
export type ShopPage = z.infer<typeof shopPage>;

export const shopProductDetail = shopProduct.extend({
  sku: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  weight: z.number(),
  discount: z.number(),
  rankDiscount: z.number(),
  variants: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      options: z.array(z.string()),
      imageUrl: z.string().nullable(),
      stock: stockState,
      available: z.number(),
    }),
  ),
  seller: shopSeller,
});
export type ShopProductDetail = z.infer<typeof shopProductDetail>;
