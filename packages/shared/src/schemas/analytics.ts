import { z } from 'zod';
import type { Access } from '../permissions.js';
import { reportPeriod } from './report-period.js';

/** Analytics is HQ's (as the master report; spec §6 grants staff no report permission). */
export const ANALYTICS_ACCESS = { roles: ['hq'] } as const satisfies Access;

/** The buyer's age on the day an order counted, in bands (decisions.md "Analytics age bands"). */
export const AGE_BANDS = ['under18', '18-24', '25-34', '35-44', '45-54', '55+', 'unknown'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const ANALYTICS_GROUPS = ['day', 'week', 'month'] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];

/** Every analytics call: the period (days in the company's time zone) it reads, compared with the one before. */
export const analyticsQuery = reportPeriod;
export const analyticsSalesQuery = reportPeriod.extend({ group: z.enum(ANALYTICS_GROUPS).default('day') });
export const analyticsProductQuery = reportPeriod.extend({ top: z.coerce.number().int().min(1).max(50).default(10) });
export type AnalyticsQuery = z.input<typeof analyticsQuery>;
export type AnalyticsSalesQuery = z.input<typeof analyticsSalesQuery>;
export type AnalyticsProductQuery = z.input<typeof analyticsProductQuery>;

/** Sold units, sales (sen: the lines' totals, SV) and counted orders, net of refunds. */
const figures = { units: z.number(), sales: z.number(), orders: z.number() };
const totals = z.object(figures);
export type AnalyticsTotals = z.infer<typeof totals>;

const period = z.object({ from: z.string(), to: z.string() });

/** Sales over time: one point per day, week (from Monday) or month of the period; the previous period beside. */
export const analyticsSales = z.object({
  period,
  previousPeriod: period,
  group: z.enum(ANALYTICS_GROUPS),
  points: z.array(z.object({ start: z.string(), ...figures })),
  previousPoints: z.array(z.object({ start: z.string(), ...figures })),
  total: totals,
  previousTotal: totals,
  currency: z.string(),
});
export type AnalyticsSales = z.infer<typeof analyticsSales>;

/** One row of a breakdown (category, product, state, age band) with its figures now and in the previous period. */
export const analyticsRow = z.object({
  key: z.string(),
  name: z.string(),
  ...figures,
  previousUnits: z.number(),
  previousSales: z.number(),
  previousOrders: z.number(),
});
export type AnalyticsRow = z.infer<typeof analyticsRow>;

export const analyticsBreakdown = z.object({
  period,
  previousPeriod: period,
  rows: z.array(analyticsRow),
  total: totals,
  previousTotal: totals,
  currency: z.string(),
});
export type AnalyticsBreakdown = z.infer<typeof analyticsBreakdown>;
