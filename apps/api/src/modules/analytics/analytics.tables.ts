import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { int64 } from '../../db/columns.js';

/**
 * Daily sales rollup (issue 21 "Analytics"): one row per company, day (in the company's time zone), sold item,
 * its category, the buyer's state and age band and the seller kind. Kept by the transaction that counts an order
 * (`order.counted`, + its lines) and the one that refunds it (`order.refunded`, − on the refund's day), so
 * analytics reads these rows and never scans orders. `sales` is the lines' totals after line discounts (SV:
 * without order vouchers, shipping, admin fee and tax). `orders` counts each order once, on the row of its first
 * line, so it adds up across order-level dimensions (day, state, age, seller); `lines` counts the orders that
 * hold the item (per product and category).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    companyId: text('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    categoryId: text('category_id').notNull().default(''),
    state: text('state').notNull().default(''),
    ageBand: text('age_band').notNull(),
    sellerKind: text('seller_kind', { enum: ['hq', 'agent'] }).notNull(),
    units: int64('units').notNull().default(0),
    sales: int64('sales').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    lines: integer('lines').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.companyId,
        table.day,
        table.itemKind,
        table.itemId,
        table.categoryId,
        table.state,
        table.ageBand,
        table.sellerKind,
      ],
    }),
  ],
);

/** The breakdowns analytics reads, each by itself: `total` (key ''), `category`, `product` (kind:id), `state`, `age`, `seller`. */
export const ANALYTICS_DIMENSIONS = ['total', 'category', 'product', 'state', 'age', 'seller'] as const;

/**
 * `analytics_daily` summed per day and one dimension (kept by the same statement): a year of one breakdown is at
 * most 365 × its keys rows, so every analytics call stays fast on millions of orders. `orders` is the orders
 * holding the key: each order once for total, state, age and seller; per item line for category and product.
 */
export const analyticsDailyBy = pgTable(
  'analytics_daily_by',
  {
    companyId: text('company_id').notNull(),
    dimension: text('dimension', { enum: ANALYTICS_DIMENSIONS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    units: int64('units').notNull().default(0),
    sales: int64('sales').notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.dimension, table.day, table.key] })],
);
