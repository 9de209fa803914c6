import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, timestampTz } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

export type PlanRequestStatus = 'pending' | 'approved' | 'rejected';

/**
 * An agent's request to HQ to be promoted to a higher level (the plan subscription, issue 18). At most one pending
 * request per agent (`plan_requests_one_pending`); HQ approves it (the promote path, in the same transaction) or
 * rejects it with a reason. The level names are kept as they were when the request was made and decided.
 */
export const planRequests = pgTable(
  'plan_requests',
  {
    ...companyRecordId(),
    agentId: text('agent_id').notNull(),
    fromLevelId: text('from_level_id'),
    fromLevelName: text('from_level_name'),
    toLevelId: text('to_level_id').notNull(),
    toLevelName: text('to_level_name').notNull(),
    note: text('note'),
    status: text('status').$type<PlanRequestStatus>().notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('plan_requests_one_pending').on(table.companyId, table.agentId).where(sql`status = 'pending'`),
    index('plan_requests_status_idx').on(table.companyId, table.status, table.createdAt),
    index('plan_requests_agent_idx').on(table.companyId, table.agentId, table.createdAt),
  ],
);
