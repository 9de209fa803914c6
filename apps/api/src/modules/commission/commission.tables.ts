import type { BankDetail, CommissionEntryStatus, CommissionInputs, CommissionType, PayoutStatus } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, int64, timestampTz } from '../../db/columns.js';

/**
 * A commission month of a company (first day, company time zone). Open until HQ or the job closes it; the close
 * writes the monthly types and makes the month's pending entries payable.
 */
export const commissionPeriods = pgTable(
  'commission_periods',
  {
    companyId: text('company_id').notNull(),
    month: date('month').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedAt: timestampTz('closed_at'),
    closedByName: text('closed_by_name'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month] })],
);

/**
 * The commission ledger (domain-rules "Commissions"): append-only. A refund adds negative entries that point at
 * what they reverse (`reversesId`); only `status` and `payoutId` change after an entry is written.
 * `key` makes writing idempotent: the same order line, type and beneficiary (or month, type, beneficiary and leg)
 * can be written once, so counting an order twice or closing a month twice adds nothing.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    seq: int64('seq').generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    beneficiaryId: text('beneficiary_id').notNull(),
    type: text('type').$type<CommissionType>().notNull(),
    amount: int64('amount').notNull(),
    /** The month it belongs to (first day, company time zone). */
    period: date('period').notNull(),
    sourceOrderId: text('source_order_id'),
    sourceLineNo: integer('source_line_no'),
    /** The agent whose sales earned it: the buyer of the source order, or the leg top of a monthly entry. */
    sourceAgentId: text('source_agent_id'),
    status: text('status').$type<CommissionEntryStatus>().notNull().default('pending'),
    reversesId: text('reverses_id'),
    payoutId: text('payout_id'),
    /** The formula's inputs, so "check calculation" shows how the amount was reached. */
    inputs: jsonb('inputs').$type<CommissionInputs>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex('commission_entries_key').on(table.companyId, table.key),
    index('commission_entries_beneficiary_idx').on(table.companyId, table.beneficiaryId, table.period, table.type),
    index('commission_entries_period_idx').on(table.companyId, table.period, table.type),
    index('commission_entries_order_idx')
      .on(table.companyId, table.sourceOrderId)
      .where(sql`${table.sourceOrderId} is not null`),
    index('commission_entries_payable_idx')
      .on(table.companyId, table.beneficiaryId)
      .where(sql`${table.status} = 'payable' and ${table.payoutId} is null`),
    index('commission_entries_payout_idx')
      .on(table.companyId, table.payoutId)
      .where(sql`${table.payoutId} is not null`),
    // A late refund reads what was clawed back of the entries it moves (issue 24): by entry key, clawbacks only.
    index('commission_entries_clawback_idx')
      .on(table.companyId, sql`(${table.inputs}->>'entryKey')`)
      .where(sql`${table.inputs}->>'kind' = 'clawback'`),
  ],
);

/** The commission rank each agent achieved in a closed month, with the figures it was judged on (sen). */
export const commissionAgentRanks = pgTable(
  'commission_agent_ranks',
  {
    companyId: text('company_id').notNull(),
    month: date('month').notNull(),
    agentId: text('agent_id').notNull(),
    rankId: text('rank_id'),
    ps: int64('ps').notNull().default(0),
    tpgs: int64('tpgs').notNull().default(0),
    sideGroupSales: int64('side_group_sales').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.month, table.agentId] }),
    index('commission_agent_ranks_agent_idx').on(table.companyId, table.agentId, table.month),
  ],
);

/** An agent's request to be paid its payable balance; the entries it pays carry its id. */
export const commissionPayouts = pgTable(
  'commission_payouts',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    agentId: text('agent_id').notNull(),
    amount: int64('amount').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    /** The agent's bank details when it asked (the bank file uses these). */
    bank: jsonb('bank').$type<BankDetail>(),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    approvedAt: timestampTz('approved_at'),
    approvedByName: text('approved_by_name'),
    paidAt: timestampTz('paid_at'),
    paidByName: text('paid_by_name'),
    paymentReference: text('payment_reference'),
    rejectedAt: timestampTz('rejected_at'),
    rejectedByName: text('rejected_by_name'),
    rejectReason: text('reject_reason'),
    /** When the payout was last written into a bank payment file. */
    bankFileAt: timestampTz('bank_file_at'),
  },
  (table) => [
    companyPrimaryKey(table),
    index('commission_payouts_agent_idx').on(table.companyId, table.agentId, table.requestedAt),
    index('commission_payouts_status_idx').on(table.companyId, table.status, table.requestedAt),
  ],
);

/**
 * A CP58 statement (the yearly statement of an agent's commission income) as HQ issued it: the amounts by
 * commission type and the agent's and company's details of that day, so a statement once given out never
 * changes; issuing the year again replaces it with the ledger's figures of that moment.
 */
export const cp58Statements = pgTable(
  'cp58_statements',
  {
    companyId: text('company_id').notNull(),
    year: integer('year').notNull(),
    agentId: text('agent_id').notNull(),
    /** Sen per commission type. */
    amounts: jsonb('amounts').$type<Partial<Record<CommissionType, number>>>().notNull(),
    total: int64('total').notNull(),
    /** The agent (name, identity no, TIN, address) and the company (name, ROC, TIN, address) as printed. */
    agent: jsonb('agent').$type<Record<string, string | null>>().notNull(),
    company: jsonb('company').$type<Record<string, string | null>>().notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    issuedByName: text('issued_by_name'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.year, table.agentId] })],
);
