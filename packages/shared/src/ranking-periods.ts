import { dayIn } from './vouchers.js';

/** The score ranking's periods (issue 18): whole months, in the company's time zone. */
export const RANKING_PERIODS = ['thisMonth', 'lastMonth', 'quarter', 'year', 'custom'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** First and last month (YYYY-MM, both counted) a ranking covers. */
export type MonthSpan = { from: string; to: string };

const monthName = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return date.toISOString().slice(0, 7);
};

/**
 * The months of a period on the day `now` falls on in `timeZone`: this month, last month, this calendar quarter,
 * this calendar year, or the custom months given. Figures are kept per month (agent_monthly_sales, the commission
 * ledger's period), so a period is always whole months.
 */
export function rankingMonths(
  period: RankingPeriod,
  timeZone: string,
  now: Date,
  custom?: Partial<MonthSpan>,
): MonthSpan {
  const [year, month] = dayIn(timeZone, now).split('-').map(Number) as [number, number];
  switch (period) {
    case 'thisMonth':
      return { from: monthName(year, month), to: monthName(year, month) };
    case 'lastMonth':
      return { from: monthName(year, month - 1), to: monthName(year, month - 1) };
    case 'quarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: monthName(year, first), to: monthName(year, first + 2) };
    }
    case 'year':
      return { from: monthName(year, 1), to: monthName(year, 12) };
    case 'custom': {
      const fallback = monthName(year, month);
      return { from: custom?.from ?? fallback, to: custom?.to ?? custom?.from ?? fallback };
    }
  }
}
