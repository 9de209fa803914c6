import type { BankDetail, Permission, Role, SocialLinks } from '@niaga/shared';
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, postalAddressColumns, timestampTz, updatedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Agent levels (tiers); rank 1 is the highest level. Issue "Agent network" adds the commission fields. */
export const levels = pgTable(
  'levels',
  {
    ...companyRecordId(),
    levelName: text('level_name').notNull(),
    rankNumber: integer('rank_number').notNull(),
    inactive: boolean('inactive').notNull().default(false),
    // Minimum order (MOQ) in units and sen, and the higher minimum of a first order.
    momUnit: integer('mom_unit').notNull().default(0),
    momAmount: int64('mom_amount').notNull().default(0),
    momFirstOrderUnit: integer('mom_first_order_unit').notNull().default(0),
    momFirstOrderAmount: int64('mom_first_order_amount').notNull().default(0),
    // Monthly targets: personal, group and total personal-group sales, in units and sen.
    psUnit: integer('ps_unit').notNull().default(0),
    psAmount: int64('ps_amount').notNull().default(0),
    gsUnit: integer('gs_unit').notNull().default(0),
    gsAmount: int64('gs_amount').notNull().default(0),
    tpgsUnit: integer('tpgs_unit').notNull().default(0),
    tpgsAmount: int64('tpgs_amount').notNull().default(0),
    /** Percentages are kept in basis points (1% = 100). */
    helperBasisPoints: integer('helper_bp').notNull().default(0),
    recruitComm: int64('recruit_comm').notNull().default(0),
    leadershipBasisPoints: integer('leadership_bp').notNull().default(0),
    introducerComm: int64('introducer_comm').notNull().default(0),
    overridingComm: int64('overriding_comm').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), unique('levels_company_rank_key').on(table.companyId, table.rankNumber)],
);

/** Everyone who logs in: HQ, staff, agents and store customers of one company. */
export const users = pgTable(
  'users',
  {
    ...companyRecordId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** A guest customer's sign-up: the password it chose, set only once the e-mail is verified (issue 22). */
    pendingPasswordHash: text('pending_password_hash'),
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
    emailVerifiedAt: timestampTz('email_verified_at'),
    profileCompletedAt: timestampTz('profile_completed_at'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    identityNo: text('identity_no'),
    birthDate: date('birth_date'),
    gender: text('gender', { enum: ['male', 'female'] }),
    tin: text('tin'),
    /** Business registration (ROC/SSM) number and company name of an agent trading as a company. */
    rocNumber: text('roc_number'),
    companyName: text('company_name'),
    ...postalAddressColumns(),
    country: text('country'),
    photoUrl: text('photo_url'),
    bank: jsonb('bank').$type<BankDetail>(),
    social: jsonb('social').$type<SocialLinks>().notNull().default({}),
    /** The referral name in invite links; unique in the company. */
    username: text('username'),
    // The agent tree: `path` lists tree numbers from the top agent down to this agent ('/12/40/77/').
    treeNo: int64('tree_no').generatedAlwaysAsIdentity(),
    path: text('path'),
    depth: integer('depth').notNull().default(0),
    directCount: integer('direct_count').notNull().default(0),
    downlineCount: integer('downline_count').notNull().default(0),
    /** The former upline kept as helper after a promotion moved the agent (domain-rules "Agent status"). */
    helperId: text('helper_id'),
    lastCountedAt: timestampTz('last_counted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    unique('users_company_email_key').on(table.companyId, table.email),
    unique('users_company_username_key').on(table.companyId, table.username),
    index('users_path_idx').on(table.companyId, table.path.op('text_pattern_ops')),
    index('users_upline_idx').on(table.companyId, table.uplineId),
    index('users_introducer_idx').on(table.companyId, table.introducerId),
    // The dashboard's new agents of this month.
    index('users_joined_idx').on(table.companyId, table.role, table.createdAt),
    index('users_tree_no_idx').on(table.treeNo),
    foreignKey({ columns: [table.companyId, table.levelId], foreignColumns: [levels.companyId, levels.id] }),
    foreignKey({ columns: [table.companyId, table.uplineId], foreignColumns: [table.companyId, table.id] }),
    foreignKey({ columns: [table.companyId, table.introducerId], foreignColumns: [table.companyId, table.id] }),
    foreignKey({ columns: [table.companyId, table.helperId], foreignColumns: [table.companyId, table.id] }),
  ],
);
