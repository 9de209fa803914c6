import type { CommissionPlan, PlanChange, PlanSimulation } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, timestampTz } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/**
 * Versions of a company's commission plan (issue 24 "Versioned commission plans"): each keeps the whole plan as a
 * snapshot. At most one draft per company; a published version is never changed. The close of month M reads the
 * latest published version with `effective_month <= M` (plan-for-month.ts). `applied_at`: when its per-order parts
 * (levels, product commissions, switches) and its ranks were written to the live settings tables.
 */
export const commissionPlanVersions = pgTable(
  'commission_plan_versions',
  {
    ...companyRecordId(),
    number: integer('number').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    effectiveMonth: date('effective_month'),
    source: text('source', { enum: ['plan', 'settings', 'initial'] }).notNull(),
    plan: jsonb('plan').$type<CommissionPlan>().notNull(),
    note: text('note'),
    changes: jsonb('changes').$type<PlanChange[]>().notNull().default(sql`'[]'::jsonb`),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
    publishedByName: text('published_by_name'),
    publishedAt: timestampTz('published_at'),
    appliedAt: timestampTz('applied_at'),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('commission_plan_versions_number_key').on(table.companyId, table.number),
    uniqueIndex('commission_plan_versions_one_draft').on(table.companyId).where(sql`${table.status} = 'draft'`),
    index('commission_plan_versions_in_force_idx').on(table.companyId, table.effectiveMonth),
    check(
      'commission_plan_versions_published_month',
      sql`${table.status} = 'draft' or ${table.effectiveMonth} is not null`,
    ),
  ],
);

/**
 * A simulation of a plan version over a closed month (never writes ledger entries): its progress for the page to
 * poll, and, once done, its summary. Each agent's difference is a row of `commission_plan_simulation_agents`.
 */
export const commissionPlanSimulations = pgTable(
  'commission_plan_simulations',
  {
    ...companyRecordId(),
    versionId: text('version_id').notNull(),
    month: date('month').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    summary: jsonb('summary').$type<NonNullable<PlanSimulation['summary']>>(),
    error: text('error'),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [companyPrimaryKey(table)],
);

export type SimulatedEntry = { type: string; sourceAgentId: string; amount: number };

export const commissionPlanSimulationAgents = pgTable(
  'commission_plan_simulation_agents',
  {
    companyId: text('company_id').notNull(),
    simulationId: text('simulation_id').notNull(),
    agentId: text('agent_id').notNull(),
    name: text('name').notNull(),
    paid: int64('paid').notNull(),
    simulated: int64('simulated').notNull(),
    difference: int64('difference').notNull(),
    paidRank: text('paid_rank'),
    simulatedRank: text('simulated_rank'),
    entries: jsonb('entries').$type<SimulatedEntry[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.simulationId, table.agentId] }),
    index('commission_plan_simulation_agents_diff_idx').on(table.companyId, table.simulationId, table.difference),
  ],
);
