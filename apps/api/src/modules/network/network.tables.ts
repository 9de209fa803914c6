import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, timestampTz, updatedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Spec §3 "Commission rank": monthly thresholds (sen) and commissions (basis points). */
export const commissionRanks = pgTable(
  'commission_ranks',
  {
    ...companyRecordId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    personalSales: int64('personal_sales').notNull().default(0),
    totalPersonalGroupSales: int64('total_personal_group_sales').notNull().default(0),
    sideGroupSales: int64('side_group_sales').notNull().default(0),
    commissionBasisPoints: integer('commission_bp').notNull().default(0),
    personalLevelBasisPoints: integer('personal_level_bp').notNull().default(0),
    isLeadership: boolean('is_leadership').notNull().default(false),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [companyPrimaryKey(table)],
);

/** Every change of an agent's level, upline or status: who, when and why. */
export const agentStatusHistory = pgTable(
  'agent_status_history',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    agentId: text('agent_id').notNull(),
    action: text('action').notNull(),
    fromLevel: text('from_level'),
    toLevel: text('to_level'),
    fromUpline: text('from_upline'),
    toUpline: text('to_upline'),
    reason: text('reason'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index('agent_status_history_agent_idx').on(table.companyId, table.agentId, table.createdAt),
  ],
);

/** HQ's agreement per level, accepted at registration (spec §3 "Terms"). */
export const levelTerms = pgTable(
  'level_terms',
  {
    companyId: text('company_id').notNull(),
    levelId: text('level_id').notNull(),
    details: text('details').notNull(),
    /** The uploaded PDF's stored name (`<id>.pdf` under `.private/<company>/tnc/`), served by GET /api/setup/tnc/{level}/pdf. */
    pdfFile: text('pdf_file'),
    /** A link typed before PDFs were uploaded (kept working; cleared when a PDF is uploaded or removed). */
    pdfUrl: text('pdf_url'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.levelId] })],
);

/**
 * Sales per agent and month (first day, company time zone), from counted orders: personal sales of the
 * agent's own orders and group sales of everyone below it, kept up to date when an order counts or is refunded.
 */
export const agentMonthlySales = pgTable(
  'agent_monthly_sales',
  {
    companyId: text('company_id').notNull(),
    agentId: text('agent_id').notNull(),
    month: date('month').notNull(),
    psAmount: int64('ps_amount').notNull().default(0),
    psUnits: integer('ps_units').notNull().default(0),
    gsAmount: int64('gs_amount').notNull().default(0),
    gsUnits: integer('gs_units').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.agentId, table.month] }),
    index('agent_monthly_sales_month_idx').on(table.companyId, table.month),
  ],
);

/** HQ's welcoming e-mail per level (spec §3 "Greeting"), mailed when an agent of the level is registered. */
export const levelGreetings = pgTable(
  'level_greetings',
  {
    companyId: text('company_id').notNull(),
    levelId: text('level_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.levelId] })],
);

/**
 * The network as it stood (issue 24): one row per agent and change of its placement (registration, upline,
 * level, status), each the agent's whole placement from `valid_from` until its next row. Written by
 * `placements.repo.ts#recordPlacements` in the transaction of every change; paths and depths are derived.
 */
export const networkPlacements = pgTable(
  'network_placements',
  {
    companyId: text('company_id').notNull(),
    agentId: text('agent_id').notNull(),
    validFrom: timestampTz('valid_from').notNull().defaultNow(),
    /** Null: at the top, directly under HQ. */
    uplineId: text('upline_id'),
    levelId: text('level_id'),
    status: text('status').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.agentId, table.validFrom] }),
    index('network_placements_upline_idx').on(table.companyId, table.uplineId, table.validFrom),
  ],
);
