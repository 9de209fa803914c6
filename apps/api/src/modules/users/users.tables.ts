import type { Permission, Role } from '@niaga/shared';
import { boolean, date, foreignKey, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';

/** Agent levels (tiers); rank 1 is the highest level. Issue "Agent network" adds the commission fields. */
export const levels = pgTable(
  'levels',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    id: text('id').notNull(),
    levelName: text('level_name').notNull(),
    rankNumber: integer('rank_number').notNull(),
    inactive: boolean('inactive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

/** Everyone who logs in: HQ, staff, agents and store customers of one company. */
export const users = pgTable(
  'users',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    id: text('id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull(),
    permissions: text('permissions').array().$type<Permission[]>().notNull().default([]),
    levelId: text('level_id'),
    uplineId: text('upline_id'),
    introducerId: text('introducer_id'),
    name: text('name').notNull(),
    status: text('status', { enum: ['new', 'active', 'inactive', 'suspended'] })
      .notNull()
      .default('new'),
    language: text('language', { enum: ['en', 'id', 'ms'] })
      .notNull()
      .default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    identityNo: text('identity_no'),
    birthDate: date('birth_date'),
    gender: text('gender', { enum: ['male', 'female'] }),
    tin: text('tin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('users_company_email_key').on(table.companyId, table.email),
    foreignKey({ columns: [table.companyId, table.levelId], foreignColumns: [levels.companyId, levels.id] }),
    foreignKey({ columns: [table.companyId, table.uplineId], foreignColumns: [table.companyId, table.id] }),
    foreignKey({ columns: [table.companyId, table.introducerId], foreignColumns: [table.companyId, table.id] }),
  ],
);
