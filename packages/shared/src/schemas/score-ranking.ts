import { z } from 'zod';
import { RANKING_PERIODS } from '../ranking-periods.js';
import { monthParam, SCORE_METRICS } from './commission-close.js';
import { page, pageNumber, pageSize } from './numbers.js';
import { multilineText, requiredText, text } from './text.js';

const periodFields = {
  period: z.enum(RANKING_PERIODS).default('thisMonth'),
  /** Custom period only: the first and last month (YYYY-MM). */
  from: monthParam.optional(),
  to: monthParam.optional(),
};

type PeriodFields = { period: string; from?: string | undefined; to?: string | undefined };
const checkCustom = (query: PeriodFields, ctx: z.RefinementCtx) => {
  if (query.period !== 'custom') return;
  if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.required' });
  if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.required' });
  if (query.from && query.to && query.from > query.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'commission.monthRange' });
};

/** Spec §7 score-ranking-ps, -gs, -tpgs, -team, -commission, -recruitment: one page of the ranking. */
export const scoreRankingQuery = z
  .object({ ...periodFields, page: pageNumber, limit: pageSize(20) })
  .superRefine(checkCustom);

/** Spec §7 top-performer: the first agents by one figure (spec §9: 3 by default). */
export const topPerformerQuery = z
  .object({ ...periodFields, by: z.enum(SCORE_METRICS).default('tpgs'), limit: pageSize(3) })
  .superRefine(checkCustom);

export const rankedAgent = z.object({
  position: z.number(),
  agentId: z.string(),
  name: z.string(),
  levelName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The figure ranked by (sen for PS, GS, TPGS and commission; a count for team and recruitment); null when the
   * company hides other agents' amounts from agents (company feature `showAmountSnR` off). */
  score: z.number().nullable(),
  /** The caller's own row. */
  isMe: z.boolean(),
});
export type RankedAgent = z.infer<typeof rankedAgent>;

const rankingFacts = {
  by: z.enum(SCORE_METRICS),
  from: z.string(),
  to: z.string(),
  /** Whether the amounts of other agents are shown to the caller (always for HQ and staff). */
  amountsShown: z.boolean(),
  /** When the ranking's figures were read (ISO): the ranking is kept and counts what was written until then. */
  asOf: z.string(),
};

export const topPerformers = z.object({ ...rankingFacts, items: z.array(rankedAgent) });
export type TopPerformers = z.infer<typeof topPerformers>;

export const scoreRankingPage = page(rankedAgent).extend({
  ...rankingFacts,
  /** The caller's own row wherever it stands (null for HQ and staff, and for an agent with nothing to rank). */
  me: rankedAgent.nullable(),
});
export type ScoreRankingPage = z.infer<typeof scoreRankingPage>;

/** Spec §3 Hall of fame. `userImg` is a picture uploaded through POST /api/setup/hof/image. */
export const hallOfFameInput = z.object({
  id: text({ max: 64 }).optional(),
  hofTitle: requiredText(150),
  hofDate: z.iso.date('validation.date'),
  userName: requiredText(150),
  userAchievement: multilineText(1000, 1),
  userImg: text({ max: 500 }).nullable().optional(),
});
export const hallOfFameEntry = z.object({
  id: z.string(),
  companyId: z.string(),
  hofTitle: z.string(),
  hofDate: z.string(),
  userName: z.string(),
  userAchievement: z.string(),
  userImg: z.string().nullable(),
});
export type HallOfFameEntry = z.infer<typeof hallOfFameEntry>;
export const hallOfFameQuery = z.object({ page: pageNumber, limit: pageSize(24) });
export const hallOfFamePage = page(hallOfFameEntry);
