import { z } from 'zod';
import { MONTHLY_COMMISSION_TYPES } from '../commission.js';
import { page, pageNumber, pageSize } from './numbers.js';
import { text } from './text.js';

/** A month as the calls name it: YYYY-MM. */
export const monthParam = text({ max: 7, trim: false }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'commission.monthInvalid');

export const closeMonthInput = z.object({ month: monthParam });

export const monthCloseResult = z.object({
  month: z.string(),
  closedAt: z.string(),
  closedByName: z.string().nullable(),
  /** Agents with sales in the month, and how many of them reached a rank. */
  agents: z.number(),
  ranked: z.number(),
  /** Entries this call wrote (0 when the month was already closed). */
  written: z.number(),
  totals: z.array(z.object({ type: z.enum(MONTHLY_COMMISSION_TYPES), count: z.number(), amount: z.number() })),
});
export type MonthCloseResult = z.infer<typeof monthCloseResult>;

export const commissionMonth = z.object({
  month: z.string(),
  status: z.enum(['open', 'closed']),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** The month has ended in the company's time zone. */
  ended: z.boolean(),
  /** It has ended, it is open, and every earlier month is closed. */
  canClose: z.boolean(),
});
/** The day of the next month on which the job closes a month (1-28), or null: HQ closes months by hand. */
export const autoCloseDay = z
  .number()
  .int()
  .min(1, 'commission.autoCloseDay')
  .max(28, 'commission.autoCloseDay')
  .nullable();
export const autoCloseInput = z.object({ day: autoCloseDay });
export const commissionMonths = z.object({ months: z.array(commissionMonth), autoCloseDay });
export type CommissionMonth = z.infer<typeof commissionMonth>;
export type CommissionMonths = z.infer<typeof commissionMonths>;

/** What the score ranking ranks agents by (spec §7 "score-ranking-ps, -gs, -tpgs, -team, -commission, -recruitment"). */
export const SCORE_METRICS = ['ps', 'gs', 'tpgs', 'team', 'commission', 'recruitment'] as const;
export type ScoreMetric = (typeof SCORE_METRICS)[number];

export const scoreFiguresQuery = z
  .object({
    from: monthParam,
    to: monthParam,
    by: z.enum(SCORE_METRICS).default('tpgs'),
    /** Spec §9: the top-performer list shows 3 by default. */
    limit: pageSize(3),
    page: pageNumber,
  })
  .refine((query) => query.from <= query.to, { message: 'commission.monthRange', path: ['to'] });

export const scoreFigures = z.object({
  /** Position in the ranking (1 = top); agents level on the metric share the order of their names. */
  position: z.number(),
  agentId: z.string(),
  name: z.string(),
  levelName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Sen, over the months asked. */
  ps: z.number(),
  gs: z.number(),
  tpgs: z.number(),
  /** Everyone below the agent now. */
  team: z.number(),
  /** Commission earned in those months, net of reversals (sen). */
  commission: z.number(),
  /** Agents it introduced who joined in those months. */
  recruitment: z.number(),
});
export const scoreFiguresPage = page(scoreFigures);
export type ScoreFigures = z.infer<typeof scoreFigures>;
