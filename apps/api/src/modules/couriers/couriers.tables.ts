import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, deletedAt, int64, uniqueAmongLive, updatedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Spec §3 Courier. Money in sen; deleted couriers are kept for the orders that name them. */
export const couriers = pgTable(
  'couriers',
  {
    ...companyRecordId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** Subtotal (sen) from which the rate is free; null: never free. */
    freeShippingMin: int64('free_shipping_min'),
    handlingFee: int64('handling_fee').notNull().default(0),
    /** Where a parcel is tracked: an https URL with `{tracking}` for the tracking number; null: no link. */
    trackingUrlTemplate: text('tracking_url_template'),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueAmongLive('couriers_company_name_key', table, table.name),
    index('couriers_company_live_idx').on(table.companyId).where(sql`${table.active} and ${table.deletedAt} is null`),
  ],
);

/** A region of a courier: a set of state names (`state_keys` holds them lower-cased for matching). */
export const courierRegions = pgTable(
  'courier_regions',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    courierId: text('courier_id').notNull(),
    name: text('name').notNull(),
    states: text('states').array().notNull(),
    stateKeys: text('state_keys').array().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    companyPrimaryKey(table),
    foreignKey({ columns: [table.companyId, table.courierId], foreignColumns: [couriers.companyId, couriers.id] }),
    index('courier_regions_courier_idx').on(table.companyId, table.courierId),
  ],
);

/** The weight table of a region: inclusive gram ranges that never overlap (checked on save). */
export const courierRates = pgTable(
  'courier_rates',
  {
    companyId: text('company_id').notNull(),
    regionId: text('region_id').notNull(),
    fromGrams: integer('from_grams').notNull(),
    toGrams: integer('to_grams').notNull(),
    price: int64('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.regionId, table.fromGrams] }),
    foreignKey({
      columns: [table.companyId, table.regionId],
      foreignColumns: [courierRegions.companyId, courierRegions.id],
    }).onDelete('cascade'),
  ],
);
