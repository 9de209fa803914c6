import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns.js';

/*
 * Reference data: global, not per company (a Citus "reference table": copied to every node). Loaded from the
 * CSV files of apps/api/reference-data by reference.load.ts right after the SQL migrations. Codes are text:
 * leading zeros and dots are significant. Tenant rows keep codes and names as text, never a foreign key, so a
 * newer data file may replace these rows.
 */

export const refCountries = pgTable('ref_countries', {
  iso2: text('iso2').primaryKey(),
  iso3: text('iso3'),
  name: text('name').notNull(),
  officialName: text('official_name'),
  dial: text('dial'),
});

export const refMyStates = pgTable('ref_my_states', {
  code: text('code').primaryKey(),
  lhdnCode: text('lhdn_code').notNull(),
  name: text('name').notNull(),
  type: text('type').notNull(),
});

export const refMyPostcodes = pgTable(
  'ref_my_postcodes',
  {
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postcode, table.city] }),
    index('ref_my_postcodes_state_city_idx').on(table.stateCode, table.city),
  ],
);

export const refBanks = pgTable(
  'ref_banks',
  {
    country: text('country').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    swiftCode: text('swift_code'),
    aliases: text('aliases'),
    website: text('website'),
    status: text('status').notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.code] })],
);

export const refMsicCodes = pgTable('ref_msic_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  section: text('section'),
  sectionName: text('section_name'),
});

export const refIdProvinces = pgTable('ref_id_provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const refIdRegencies = pgTable(
  'ref_id_regencies',
  {
    code: text('code').primaryKey(),
    provinceCode: text('province_code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
  },
  (table) => [index('ref_id_regencies_province_idx').on(table.provinceCode)],
);

export const refIdDistricts = pgTable(
  'ref_id_districts',
  {
    code: text('code').primaryKey(),
    regencyCode: text('regency_code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('ref_id_districts_regency_idx').on(table.regencyCode)],
);

export const refIdVillages = pgTable(
  'ref_id_villages',
  {
    code: text('code').primaryKey(),
    districtCode: text('district_code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
  },
  (table) => [index('ref_id_villages_district_idx').on(table.districtCode)],
);

/** The checksum of the data files last loaded: boot reloads only when the files changed. */
export const refDataVersion = pgTable('ref_data_version', {
  id: text('id').primaryKey(),
  checksum: text('checksum').notNull(),
  loadedAt: timestampTz('loaded_at').notNull().defaultNow(),
});
