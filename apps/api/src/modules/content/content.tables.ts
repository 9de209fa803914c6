import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt, updatedAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/**
 * Spec §3 News feed post: text, an image, a video (provider and id) and an attachment, for every level or the
 * chosen ones. Read pinned first, then newest (the index is in that order).
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    ...companyRecordId(),
    pin: boolean('pin').notNull().default(false),
    /** Who wrote it (spec `usrOrgId`): a user of the company. */
    usrOrgId: text('usr_org_id').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull().default(''),
    /** A public upload of the company (`/uploads/<company>/<file>`), or null. */
    image: text('image'),
    /** The attachment's stored name (`<id>.pdf|jpg|png` in the private news folder) and the name people see. */
    file: text('file'),
    fileName: text('file_name'),
    videoProvider: text('video_provider').$type<'youtube' | 'vimeo'>(),
    videoId: text('video_id'),
    /** The levels that see it; empty: every level. */
    levelIds: text('level_ids').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    // DESC is NULLS FIRST in the queries' ORDER BY; the index says so too, or PostgreSQL cannot read it in order.
    index('news_posts_feed_idx').on(
      table.companyId,
      table.pin.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Spec §3 FAQ: a question and its answer for one level (`tier_id`) or every level (null), under a topic ('' : the
 * general questions). Read in HQ's order (`position`, 1 first).
 */
export const faqs = pgTable(
  'faqs',
  {
    ...companyRecordId(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    topic: text('topic').notNull().default(''),
    tierId: text('tier_id'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [companyPrimaryKey(table), index('faqs_order_idx').on(table.companyId, table.position, table.id)],
);

/**
 * The game plan (spec §2 /gameplan): HQ's rich-text page for one level, or for every level (`level_id` null); at
 * most one of each (NULLS NOT DISTINCT: one page for every level too). `content` is sanitised HTML.
 */
export const gamePlans = pgTable(
  'game_plans',
  {
    ...companyRecordId(),
    levelId: text('level_id'),
    content: text('content').notNull(),
    /** Who saved it last: a user of the company. */
    updatedBy: text('updated_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    unique('game_plans_company_level_key').on(table.companyId, table.levelId).nullsNotDistinct(),
  ],
);
