import type { BankDetail, StoreKind, StoreStatus } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz, updatedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';
import { users } from '../users/users.tables.js';

/** How a store hands over its orders: shipping by courier, pickup (an e-koop's school), or both. */
export type StoreDelivery = { shipping: boolean; pickup: boolean; pickupAddress: string | null };

/**
 * An agent's (or, for e-koop, HQ's) store of one kind (issue 22, domain-rules "Stores and customers").
 * One store per owner and kind; the slug is its public address `/s/{slug}`, unique in the company.
 */
export const onlineStores = pgTable(
  'online_stores',
  {
    ...companyRecordId(),
    kind: text('kind').$type<StoreKind>().notNull(),
    /** The agent who runs it; null for a store HQ runs itself (an e-koop). */
    ownerId: text('owner_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** A public upload of the company (`/uploads/<company>/<file>`). */
    logoUrl: text('logo_url'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** E-koop: the school the store serves. */
    schoolName: text('school_name'),
    status: text('status').$type<StoreStatus>().notNull().default('pending'),
    termsAcceptedAt: timestampTz('terms_accepted_at').notNull(),
    /** Where the store's own payouts go (ejen-store profit, affiliate commission), when it differs from the agent's. */
    bank: jsonb('bank').$type<BankDetail>(),
    delivery: jsonb('delivery')
      .$type<StoreDelivery>()
      .notNull()
      .default({ shipping: true, pickup: false, pickupAddress: null }),
    /** Free text shown on the storefront, e.g. "Mon–Fri 9:00–17:00". */
    openingHours: text('opening_hours'),
    approvedAt: timestampTz('approved_at'),
    suspendedAt: timestampTz('suspended_at'),
    /** Bumped on every change of the store or its listing, so the storefront's page cache knows to rebuild. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('online_stores_slug_key').on(table.companyId, table.slug),
    uniqueIndex('online_stores_owner_kind_key')
      .on(table.companyId, table.ownerId, table.kind)
      .where(sql`${table.ownerId} is not null`),
    index('online_stores_kind_status_idx').on(table.companyId, table.kind, table.status),
    foreignKey({ columns: [table.companyId, table.ownerId], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** The products a store lists (its set-up), sold at the product's store price (spec §3 "store price (ejenstore)"). */
export const onlineStoreProducts = pgTable(
  'online_store_products',
  {
    companyId: companyRecordId().companyId,
    storeId: text('store_id').notNull(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.storeId, table.productId] }),
    foreignKey({
      columns: [table.companyId, table.storeId],
      foreignColumns: [onlineStores.companyId, onlineStores.id],
    }),
  ],
);

/** E-koop banners (spec §3 "E-koop banner": title, description, image, url). */
export const ekoopBanners = pgTable(
  'ekoop_banners',
  {
    ...companyRecordId(),
    storeId: text('store_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    url: text('url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('ekoop_banners_store_idx').on(table.companyId, table.storeId, table.position),
    foreignKey({
      columns: [table.companyId, table.storeId],
      foreignColumns: [onlineStores.companyId, onlineStores.id],
    }),
  ],
);

/**
 * Counted go-affiliate link clicks: at most one per visitor and store per attribution window (issue 22 "Rules").
 * The attribution cookie holds a click's id; the order placed within the window names the click's store owner as
 * its affiliate.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    ...companyRecordId(),
    storeId: text('store_id').notNull(),
    /** The product the link pointed at; null for a link to the whole shop. */
    productId: text('product_id'),
    /** SHA-256 of the visitor cookie's random id. */
    visitorHash: text('visitor_hash').notNull(),
    clickedAt: timestampTz('clicked_at').notNull().defaultNow(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('affiliate_clicks_store_idx').on(table.companyId, table.storeId, table.clickedAt),
    index('affiliate_clicks_visitor_idx').on(table.companyId, table.storeId, table.visitorHash, table.clickedAt),
    foreignKey({
      columns: [table.companyId, table.storeId],
      foreignColumns: [onlineStores.companyId, onlineStores.id],
    }),
  ],
);

/** Storefront visits per store and day (company time zone) for the store summary; one visitor counts once a day. */
export const storeVisits = pgTable(
  'store_visits',
  {
    companyId: companyRecordId().companyId,
    storeId: text('store_id').notNull(),
    day: date('day').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.storeId, table.day] }),
    foreignKey({
      columns: [table.companyId, table.storeId],
      foreignColumns: [onlineStores.companyId, onlineStores.id],
    }),
  ],
);
