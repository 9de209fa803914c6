import type { RedemptionStatus } from '@niaga/shared';
import { date, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, deletedAt, int64, timestampTz } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/**
 * Spec §3 Campaign: a reward agents redeem with points. `redeemed_count` (redemptions holding a slot: pending or
 * fulfilled) is kept in step with `campaign_redemptions` under the campaign's row lock, so `max_redeem` is never
 * exceeded. Days are calendar days in the company's time zone, both counting.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    ...companyRecordId(),
    gameTitle: text('game_title').notNull(),
    gameDesc: text('game_desc').notNull().default(''),
    gameTnc: text('game_tnc').notNull().default(''),
    rewardType: text('reward_type').notNull(),
    pointRequired: int64('point_required').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    image1: text('image1'),
    maxRedeem: integer('max_redeem').notNull(),
    /** The levels it is open to; empty: every level. */
    levelIds: text('level_ids').array().notNull().default([]),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), index('campaigns_dates_idx').on(table.companyId, table.endDate)],
);

/** One redemption: the points it took and its slot; HQ fulfils it (note, day) or cancels it (points returned). */
export const campaignRedemptions = pgTable(
  'campaign_redemptions',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    campaignId: text('campaign_id').notNull(),
    agentId: text('agent_id').notNull(),
    points: int64('points').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull().default('pending'),
    note: text('note'),
    fulfilledOn: date('fulfilled_on'),
    handledByName: text('handled_by_name'),
    handledAt: timestampTz('handled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    foreignKey({
      name: 'campaign_redemptions_campaign_fk',
      columns: [table.companyId, table.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }),
    index('campaign_redemptions_agent_idx').on(table.companyId, table.agentId, table.createdAt),
    index('campaign_redemptions_status_idx').on(table.companyId, table.status, table.createdAt),
    index('campaign_redemptions_campaign_idx').on(table.companyId, table.campaignId, table.createdAt),
  ],
);
