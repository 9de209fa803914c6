import type { PointCycle, PointEntryKind } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, timestampTz } from '../../db/columns.js';

/**
 * The points ledger (domain-rules "Points and rewards"): append-only. Credits (earned, returned) are positive,
 * debits (reversed, redeemed, expired) negative. `key` makes each write idempotent (`earn:<order>`, `rev:<order>`,
 * `redeem:<redemption>`, `return:<redemption>`, `exp:<agent>:<cycle>:<start>`). `at` is when the entry counts
 * (the order's count, the end of an expired cycle); expiry is computed from it, oldest points first.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    seq: int64('seq').generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    agentId: text('agent_id').notNull(),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    points: int64('points').notNull(),
    at: timestampTz('at').notNull(),
    orderId: text('order_id'),
    redemptionId: text('redemption_id'),
    /** The first day of the cycle an expiry entry closed. */
    cycleStart: date('cycle_start'),
    /** Points a refund could not take back because the agent had already used them. */
    unrecovered: integer('unrecovered').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('point_entries_key').on(table.companyId, table.key),
    index('point_entries_agent_idx').on(table.companyId, table.agentId, table.seq),
  ],
);

/**
 * Each agent's balance: the sum of its entries, kept in the same transaction as every entry. Writers lock the row
 * (`lockBalance`), so concurrent redemptions, refunds and expiries of one agent take turns, and the check makes a
 * negative balance impossible whatever code writes.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    companyId: text('company_id').notNull(),
    agentId: text('agent_id').notNull(),
    balance: int64('balance').notNull().default(0),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.agentId] }),
    check('point_balances_not_negative', sql`${table.balance} >= 0`),
  ],
);

/**
 * The expiry job's record of the cycles it has closed per company (a cycle once, in the transaction of its entries),
 * so an hourly run over a cycle already done reads nothing more.
 */
export const pointExpiryRuns = pgTable(
  'point_expiry_runs',
  {
    companyId: text('company_id').notNull(),
    cycle: text('cycle').$type<PointCycle>().notNull(),
    cycleStart: date('cycle_start').notNull(),
    ranAt: timestampTz('ran_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.cycle, table.cycleStart] })],
);
