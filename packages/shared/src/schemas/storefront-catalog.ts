import { z } from 'zod';
import { listQuery, page, pageNumber, pageSize } from './numbers.js';
import { SHOP_STOCK_STATES } from './shop.js';
import { storeSlugParam } from './stores.js';
import { idText, text } from './text.js';

const stockState = z.enum(SHOP_STOCK_STATES);
const category = z.object({ id: z.string(), name: z.string() });

/**
 * A product as a storefront's customer sees it: only its store price (spec §3 "store price (ejenstore)") and
 * whether it can be bought now. Never a level price, cost, points or stock count.
 */
export const storefrontProduct = z.object({
  id: z.string(),
  name: z.string(),
  coverImage: z.string().nullable(),
  category: category.nullable(),
  /** The store price of one unit, in minor units. */
  price: z.number(),
  stock: stockState,
  variantCount: z.number(),
});
export type StorefrontProduct = z.infer<typeof storefrontProduct>;

export const storefrontProductsQuery = listQuery.extend({
  limit: pageSize(24),
  categoryId: text({ max: 64 }).optional(),
});

export const storefrontProductsPage = page(storefrontProduct).extend({
  /** The categories of the store's listed products, for the category filter. */
  categories: z.array(category),
});
export type StorefrontProductsPage = z.infer<typeof storefrontProductsPage>;

export const storefrontProductParams = storeSlugParam.extend({ productId: idText() });

export const storefrontProductDetail = storefrontProduct.extend({
  description: z.string().nullable(),
  images: z.array(z.string()),
  variants: z.array(
    z.object({ id: z.string(), options: z.array(z.string()), imageUrl: z.string().nullable(), stock: stockState }),
  ),
});
export type StorefrontProductDetail = z.infer<typeof storefrontProductDetail>;

/**
 * The query of a server-rendered storefront page (`/s/{slug}`, `/s/{slug}/p/{productId}`): a go-affiliate link's
 * `ref` and the list's page. A page never refuses its query: what does not fit is left out.
 */
export const storefrontPageQuery = z.object({
  ref: text({ max: 40, min: 1 }).optional().catch(undefined),
  page: pageNumber.catch(1),
});
export const storefrontPagePath = storeSlugParam.extend({ productId: idText().optional() });
