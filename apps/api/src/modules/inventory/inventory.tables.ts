import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, updatedAt } from '../../db/columns.js';
import { companyIdColumn, companyRecordId } from '../company/company.tables.js';

/**
 * The cached stock of one product (or variant; '' for none) held by one store: an HQ branch or an agent.
 * Changed only together with a `stock_movements` row (on hand) or by an order's reservation (reserved),
 * always in one statement that checks what it takes.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    companyId: companyIdColumn(),
    storeId: text('store_id').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull().default(''),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.storeId, table.productId, table.variantId] }),
    index('stock_levels_product_idx').on(table.companyId, table.productId),
    check('stock_levels_on_hand_check', sql`${table.onHand} >= 0`),
    check('stock_levels_reserved_check', sql`${table.reserved} >= 0`),
  ],
);

export const MOVEMENT_TYPES = ['in', 'out', 'return', 'reversal', 'sale', 'order_return'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/**
 * Spec §3 Inventory movement: an append-only ledger. A correction is a new `reversal` row pointing at the
 * row it reverses; nothing is edited or deleted. `on_hand_before/after` keep the balance at each step so
 * the 30-day peak of the stock indicator is one indexed read.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...companyRecordId(),
    seq: int64('seq').generatedAlwaysAsIdentity(),
    storeId: text('store_id').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull().default(''),
    qtyIn: integer('qty_in').notNull().default(0),
    qtyOut: integer('qty_out').notNull().default(0),
    invType: text('inv_type').$type<MovementType>().notNull(),
    invDesc: text('inv_desc').notNull(),
    returnReason: text('return_reason'),
    orderId: text('order_id'),
    reversesId: text('reverses_id'),
    reversedById: text('reversed_by_id'),
    onHandBefore: integer('on_hand_before').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('stock_movements_item_idx').on(
      table.companyId,
      table.storeId,
      table.productId,
      table.variantId,
      table.createdAt,
    ),
    index('stock_movements_store_seq_idx').on(table.companyId, table.storeId, table.seq),
    check('stock_movements_qty_check', sql`${table.qtyIn} >= 0 and ${table.qtyOut} >= 0`),
  ],
);
