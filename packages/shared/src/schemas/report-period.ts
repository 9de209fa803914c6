import { z } from 'zod';

/** issue 21 "Rules": a report spans at most five years. */
export const REPORT_MAX_YEARS = 5;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** `to` is at most five calendar years after `from` (compared as text: 2024-02-29 allows up to 2029-02-29). */
function withinMaxYears(from: string, to: string): boolean {
  return to <= `${Number(from.slice(0, 4)) + REPORT_MAX_YEARS}${from.slice(4)}`;
}

/**
 * Every report's period: calendar days in the company's time zone, both ends included. Reports and analytics
 * `.extend()` or `.and()` it with their own filters.
 */
export const reportPeriod = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((period) => period.from <= period.to, { message: 'report.periodOrder', path: ['to'] })
  .refine((period) => withinMaxYears(period.from, period.to), { message: 'report.periodTooLong', path: ['to'] });
export type ReportPeriod = z.infer<typeof reportPeriod>;

/** The same number of days just before `period`: what analytics compares with. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const days = dayNumber(period.to) - dayNumber(period.from) + 1;
  const iso = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
  return { from: iso(dayNumber(period.from) - days), to: iso(dayNumber(period.from) - 1) };
}
