import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, deletedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Spec §3 Customer address: a user's address book; at most one primary address per owner. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    ...companyRecordId(),
    ownerId: text('owner_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    addrTitle: text('addr_title').notNull().default(''),
    email: text('email'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    postCode: text('post_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('MY'),
    phoneCode: text('phone_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    provinceId: text('province_id'),
    regencyId: text('regency_id'),
    districtId: text('district_id'),
    villageId: text('village_id'),
    primary: boolean('is_primary').notNull().default(false),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('customer_addresses_owner_idx').on(table.companyId, table.ownerId),
    uniqueIndex('customer_addresses_one_primary_key')
      .on(table.companyId, table.ownerId)
      .where(sql`${table.primary} and ${table.deletedAt} is null`),
  ],
);
