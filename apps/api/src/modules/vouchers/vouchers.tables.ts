import { boolean, date, foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, deletedAt, int64, timestampTz, uniqueAmongLive } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Spec §3 Voucher. `used_count` is kept in step with the unreleased `voucher_uses` under the voucher's row lock. */
export const vouchers = pgTable(
  'vouchers',
  {
    ...companyRecordId(),
    voucherName: text('voucher_name').notNull(),
    voucherType: text('voucher_type', { enum: ['amount', 'percentage'] }).notNull(),
    voucherCode: text('voucher_code').notNull(),
    voucherQuota: integer('voucher_quota').notNull(),
    voucherStartDate: date('voucher_start_date').notNull(),
    voucherStopDate: date('voucher_stop_date').notNull(),
    /** Sen off for `amount`; basis points (1% = 100) for `percentage`. */
    discValue: int64('disc_value').notNull(),
    voucherMinPurchase: int64('voucher_min_purchase').notNull().default(0),
    voucherUsgLimit: integer('voucher_usg_limit').notNull(),
    freeShipping: boolean('free_shipping').notNull().default(false),
    firstOrder: boolean('first_order').notNull().default(false),
    packageId: text('package_id'),
    usedCount: integer('used_count').notNull().default(0),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), uniqueAmongLive('vouchers_company_code_key', table, table.voucherCode)],
);

/** One use of a voucher by an order; `released_at` is set when the order is cancelled or expires. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    voucherId: text('voucher_id').notNull(),
    buyerId: text('buyer_id').notNull(),
    orderId: text('order_id').notNull(),
    discount: int64('discount').notNull(),
    createdAt: createdAt(),
    releasedAt: timestampTz('released_at'),
  },
  (table) => [
    companyPrimaryKey(table),
    foreignKey({
      name: 'voucher_uses_voucher_fk',
      columns: [table.companyId, table.voucherId],
      foreignColumns: [vouchers.companyId, vouchers.id],
    }),
    uniqueIndex('voucher_uses_company_order_key').on(table.companyId, table.orderId),
    index('voucher_uses_company_voucher_buyer_idx').on(table.companyId, table.voucherId, table.buyerId),
    index('voucher_uses_company_created_idx').on(table.companyId, table.createdAt),
  ],
);
