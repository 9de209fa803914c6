import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, deletedAt, int64, uniqueAmongLive } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Spec §3 Package: products with quantities at one price between two dates. */
export const packages = pgTable(
  'packages',
  {
    ...companyRecordId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    price: int64('price').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    coverImage: text('cover_image'),
    /** Units sold, kept by the orders module when an order counts (and refunds). */
    sold: integer('sold').notNull().default(0),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), uniqueAmongLive('packages_company_code_key', table, table.code)],
);

export const packageItems = pgTable(
  'package_items',
  {
    companyId: text('company_id').notNull(),
    packageId: text('package_id').notNull(),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.packageId, table.position] })],
);

/** Spec §3 Combo: the buyer picks exactly `required_quantity` units among its products. */
export const combos = pgTable(
  'combos',
  {
    ...companyRecordId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    requiredQuantity: integer('required_quantity').notNull(),
    price: int64('price').notNull(),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    coverImage: text('cover_image'),
    description: text('description'),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), uniqueAmongLive('combos_company_code_key', table, table.code)],
);

export const comboProducts = pgTable(
  'combo_products',
  {
    companyId: text('company_id').notNull(),
    comboId: text('combo_id').notNull(),
    productId: text('product_id').notNull(),
    minQuantity: integer('min_quantity').notNull().default(0),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.comboId, table.productId] })],
);
