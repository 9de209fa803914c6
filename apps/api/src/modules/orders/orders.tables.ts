import type { OrderStatus, OrderType, PaymentMethod } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, timestampTz, updatedAt } from '../../db/columns.js';
import { companies, companyRecordId } from '../company/company.tables.js';

export type CartItemKind = 'product' | 'package' | 'combo';
/** The units a combo line was made of, as the buyer picked them. */
export type ComboPick = { productId: string; variantId: string | null; quantity: number };

/** An agent's shopping cart: one row per product variant, package, or combo with its picks. */
export const cartItems = pgTable(
  'cart_items',
  {
    ...companyRecordId(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').$type<CartItemKind>().notNull(),
    itemId: text('item_id').notNull(),
    variantId: text('variant_id').notNull().default(''),
    quantity: integer('quantity').notNull(),
    picks: jsonb('picks').$type<ComboPick[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('cart_items_owner_idx').on(table.companyId, table.ownerId),
    uniqueIndex('cart_items_owner_item_key')
      .on(table.companyId, table.ownerId, table.kind, table.itemId, table.variantId)
      .where(sql`${table.kind} <> 'combo'`),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** The receiver as it was at checkout; later edits of the address book do not change an order. */
export type OrderReceiver = {
  firstName: string;
  lastName: string;
  email: string | null;
  phoneCode: string;
  phoneNumber: string;
  address1: string;
  address2: string | null;
  postCode: string;
  city: string;
  state: string;
  country: string;
};

/** Spec §3 Order. Money in sen; the totals obey domain-rules "Totals". */
export const orders = pgTable(
  'orders',
  {
    ...companyRecordId(),
    referenceNo: text('reference_no').notNull(),
    invoiceNo: text('invoice_no'),
    type: text('type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    buyerId: text('buyer_id').notNull(),
    /** The buyer's name when the order was placed: searched with the order (see `searchText`). */
    buyerName: text('buyer_name'),
    placedById: text('placed_by_id').notNull(),
    sellerStoreId: text('seller_store_id').notNull(),
    sellerKind: text('seller_kind', { enum: ['branch', 'agent'] }).notNull(),
    sellerName: text('seller_name').notNull(),
    firstOrder: boolean('first_order').notNull().default(false),
    /** A store order made through an agent's affiliate link: that agent earns the affiliate commission. */
    affiliateId: text('affiliate_id'),
    /** The online store (issue 22) a `store` or `ekoop` order was placed in. */
    onlineStoreId: text('online_store_id'),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('unpaid'),
    subtotal: int64('subtotal').notNull(),
    discount: int64('discount').notNull().default(0),
    voucherDiscount: int64('voucher_discount').notNull().default(0),
    shipping: int64('shipping').notNull().default(0),
    adminFee: int64('admin_fee').notNull().default(0),
    tax: int64('tax').notNull().default(0),
    /** The tax rate of the order and whether its goods held the tax (then the grand total does not add it). */
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull().default(false),
    grandTotal: int64('grand_total').notNull(),
    pointEarned: integer('point_earned').notNull().default(0),
    totalWeightGrams: integer('total_weight_grams').notNull().default(0),
    totalUnits: integer('total_units').notNull().default(0),
    voucherId: text('voucher_id'),
    voucherCode: text('voucher_code'),
    delivery: text('delivery', { enum: ['shipping', 'pickup'] }).notNull(),
    courierId: text('courier_id'),
    courierName: text('courier_name'),
    receiver: jsonb('receiver').$type<OrderReceiver>(),
    pickupBranchId: text('pickup_branch_id'),
    pickupLocation: text('pickup_location'),
    pickupTime: timestampTz('pickup_time'),
    trackingNumber: text('tracking_number'),
    notes: text('notes'),
    remark: text('remark'),
    receiptPath: text('receipt_path'),
    idempotencyKey: text('idempotency_key'),
    /** Fulfilment (issue "Order management"): when each step happened and how a refund was paid back. */
    shippedAt: timestampTz('shipped_at'),
    completedAt: timestampTz('completed_at'),
    cancelledAt: timestampTz('cancelled_at'),
    refundedAt: timestampTz('refunded_at'),
    refundMethod: text('refund_method', { enum: ['wallet', 'manual'] }),
    refundReference: text('refund_reference'),
    /** Print status of the documents (spec §3: invoice, packing list, shipping label). */
    invoicePrintedAt: timestampTz('invoice_printed_at'),
    packingListPrintedAt: timestampTz('packing_list_printed_at'),
    shippingLabelPrintedAt: timestampTz('shipping_label_printed_at'),
    /** E-koop orders (cooperative stores). */
    studentName: text('student_name'),
    parentName: text('parent_name'),
    studentClass: text('student_class'),
    /** An unpaid order holds its stock until then; the booking job moves it to `booking_over`. */
    bookingExpiresAt: timestampTz('booking_expires_at'),
    /** The list tab the status belongs to (shared ORDER_TABS), so each tab's newest page is one index range. */
    tab: text('tab').generatedAlwaysAs(
      sql`case status when 'unpaid' then 'unpaid' when 'payment_process' then 'unpaid' when 'pending_approval' then 'approval' when 'to_ship' then 'toShip' when 'shipping' then 'delivery' when 'completed' then 'completed' when 'refund' then 'refund' else 'cancelled' end`,
    ),
    /** What the order list searches: reference, invoice, buyer and receiver names (a trigram index). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(reference_no || ' ' || coalesce(invoice_no, '') || ' ' || coalesce(buyer_name, '') || ' ' || coalesce(receiver->>'firstName', '') || ' ' || coalesce(receiver->>'lastName', ''))`,
    ),
    createdAt: createdAt(),
    paidAt: timestampTz('paid_at'),
    approvedAt: timestampTz('approved_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('orders_company_reference_key').on(table.companyId, table.referenceNo),
    uniqueIndex('orders_idempotency_key')
      .on(table.companyId, table.placedById, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('orders_buyer_idx').on(table.companyId, table.buyerId, table.createdAt),
    index('orders_placed_by_idx').on(table.companyId, table.placedById, table.createdAt),
    index('orders_status_idx').on(table.companyId, table.status, table.createdAt),
    // The master report's transactions: the orders placed in a period, newest first (issue 21).
    index('orders_created_idx').on(table.companyId, table.createdAt, table.id),
    index('orders_online_store_idx')
      .on(table.companyId, table.onlineStoreId, table.createdAt)
      .where(sql`${table.onlineStoreId} is not null`),
    index('orders_seller_idx').on(table.companyId, table.sellerStoreId, table.status, table.createdAt),
    index('orders_tab_idx').on(table.companyId, table.tab, table.createdAt, table.id),
    index('orders_seller_tab_idx').on(table.companyId, table.sellerStoreId, table.tab, table.createdAt, table.id),
    index('orders_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('orders_booking_idx').on(table.bookingExpiresAt).where(sql`${table.status} in ('unpaid', 'payment_process')`),
    check(
      'orders_totals_check',
      sql`${table.grandTotal} = ${table.subtotal} - ${table.discount} - ${table.voucherDiscount} + ${table.shipping} + ${table.adminFee} + case when ${table.taxIncluded} then 0 else ${table.tax} end and ${table.grandTotal} >= 0`,
    ),
  ],
);

/** One sold item of an order: a product (variant), a package or a combo, priced for the buyer. */
export const orderLines = pgTable(
  'order_lines',
  {
    companyId: text('company_id').notNull(),
    orderId: text('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    kind: text('kind').$type<CartItemKind>().notNull(),
    itemId: text('item_id').notNull(),
    variantId: text('variant_id').notNull().default(''),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    /** The level (or band) price before discounts, and the price paid per unit after them. */
    listPrice: int64('list_price').notNull(),
    unitPrice: int64('unit_price').notNull(),
    discount: int64('discount').notNull().default(0),
    lineTotal: int64('line_total').notNull(),
    points: integer('points').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
    picks: jsonb('picks').$type<ComboPick[]>(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.orderId, table.lineNo] })],
);

/** The stock an order holds at its seller, per product variant (packages and combos by their contents). */
export const orderReservations = pgTable(
  'order_reservations',
  {
    companyId: text('company_id').notNull(),
    orderId: text('order_id').notNull(),
    storeId: text('store_id').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull().default(''),
    quantity: integer('quantity').notNull(),
    releasedAt: timestampTz('released_at'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.orderId, table.productId, table.variantId] })],
);

export const ORDER_ACTIONS = [
  'placed',
  'payment_started',
  'paid',
  'payment_failed',
  'receipt_uploaded',
  'approved',
  'rejected',
  'cancelled',
  'booking_over',
  'tracking_set',
  'delivered',
  'pickup_updated',
  'picked_up',
  'refunded',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The order's timeline: every status change (and pickup change) with who did it and when; append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    seq: int64('seq').generatedAlwaysAsIdentity(),
    orderId: text('order_id').notNull(),
    action: text('action').$type<OrderAction>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), index('order_events_order_idx').on(table.companyId, table.orderId, table.seq)],
);

/** The last invoice number given per company: numbers are sequential, taken under this row's lock, never reused. */
export const invoiceCounters = pgTable('invoice_counters', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Orders per company, seller and status, kept by a trigger on `orders` (migration 0010) so the list's tab
 * counts are a sum of a few rows instead of a count over every order. `slot` spreads one seller's counts
 * over 16 rows, so concurrent checkouts do not queue on one counter.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    companyId: text('company_id').notNull(),
    sellerStoreId: text('seller_store_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    slot: integer('slot').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.sellerStoreId, table.status, table.slot] })],
);

/**
 * A company's figures per UTC hour, kept by triggers on `orders` and `users` (migration 0023), so HQ's dashboard
 * sums at most 744 hours × 4 slots for a month instead of every order and agent of it: counted sales (orders
 * approved, refunds left out) and the agents who joined. Hours in UTC serve every whole-hour time zone (Malaysia,
 * the three of Indonesia) exactly; `slot` spreads one company's hour over 4 rows so concurrent writers do not queue
 * on one counter.
 */
export const companyHourlyFigures = pgTable(
  'company_hourly_figures',
  {
    companyId: text('company_id').notNull(),
    hour: timestampTz('hour').notNull(),
    slot: integer('slot').notNull(),
    salesAmount: int64('sales_amount').notNull().default(0),
    salesOrders: integer('sales_orders').notNull().default(0),
    agentsJoined: integer('agents_joined').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.hour, table.slot] })],
);
