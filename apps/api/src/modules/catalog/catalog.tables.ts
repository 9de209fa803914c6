import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyPrimaryKey,
  createdAt,
  deletedAt,
  int64,
  timestampTz,
  uniqueAmongLive,
  updatedAt,
} from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

export const categories = pgTable(
  'categories',
  {
    ...companyRecordId(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('categories_company_name_key').on(table.companyId, sql`lower(${table.name})`),
  ],
);

/** Spec §3 Product. Money in sen, weight in grams, sizes in millimetres; deleted products are kept (orders point at them). */
export const products = pgTable(
  'products',
  {
    ...companyRecordId(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    description: text('description'),
    categoryId: text('category_id'),
    // A branch id (spec §3 Product "branch"); the column kept its name.
    branchId: text('branch'),
    retailPrice: int64('retail_price').notNull(),
    storePrice: int64('store_price').notNull().default(0),
    points: integer('points').notNull().default(0),
    discountBasisPoints: integer('discount_bp').notNull().default(0),
    weightGrams: integer('weight_g').notNull(),
    lengthMm: integer('length_mm').notNull().default(0),
    widthMm: integer('width_mm').notNull().default(0),
    heightMm: integer('height_mm').notNull().default(0),
    coverImage: text('cover_image'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['published', 'scheduled', 'suspended'] }).notNull(),
    publishAt: timestampTz('publish_at'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    preorder: boolean('preorder').notNull().default(false),
    preorderLimit: integer('preorder_limit'),
    ratingEnabled: boolean('rating_enabled').notNull().default(false),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueAmongLive('products_company_sku_key', table, table.sku),
    index('products_category_idx').on(table.companyId, table.categoryId),
    index('products_scheduled_idx').on(table.status, table.publishAt),
  ],
);

export type ProductCommissions = {
  personalLevel: number;
  overriding: number;
  leadership: number;
  introducerBonus: number;
  affiliate: number;
  salesProfit: number;
};

/** A level that may buy a product (no row: not offered to that level), with its bands and commissions. */
export const productLevels = pgTable(
  'product_levels',
  {
    companyId: text('company_id').notNull(),
    productId: text('product_id').notNull(),
    levelId: text('level_id').notNull(),
    price: int64('price').notNull(),
    rankDiscountBasisPoints: integer('rank_discount_bp').notNull().default(0),
    bands: jsonb('bands').$type<Array<{ minQty: number; maxQty: number; price: number }>>().notNull().default([]),
    commissions: jsonb('commissions').$type<ProductCommissions>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.productId, table.levelId] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    sku: text('sku').notNull(),
    options: text('options').array().notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull(),
    deletedAt: deletedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('product_variants_product_idx').on(table.companyId, table.productId),
    uniqueAmongLive('product_variants_company_sku_key', table, table.sku),
  ],
);

/**
 * A company's catalogue version: triggers (migration 0014) add one in the same transaction as every write to
 * categories, products, their level prices and variants, so a cached copy of the catalogue (shop/catalogue-cache.ts)
 * is known current with one indexed read, whichever API instance made the change.
 */
export const catalogVersions = pgTable('catalog_versions', {
  companyId: text('company_id').primaryKey(),
  version: int64('version').notNull().default(0),
});
