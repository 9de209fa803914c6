import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, createdAt } from '../../db/columns.js';
import { companyRecordId } from '../company/company.tables.js';

/** Spec §3 Hall of fame: entries HQ curates (title, date, who, what they achieved, a photo); every agent reads them. */
export const hallOfFame = pgTable(
  'hall_of_fame',
  {
    ...companyRecordId(),
    hofTitle: text('hof_title').notNull(),
    hofDate: date('hof_date').notNull(),
    userName: text('user_name').notNull(),
    userAchievement: text('user_achievement').notNull(),
    /** A public upload of the company (`/uploads/<company>/<file>`), or null. */
    userImg: text('user_img'),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), index('hall_of_fame_company_date_idx').on(table.companyId, table.hofDate)],
);
