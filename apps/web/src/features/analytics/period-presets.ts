/** A period of days (YYYY-MM-DD), both ends included. */
type AnalyticsPeriod = { from: string; to: string };

export const PRESETS = ['7d', '30d', 'month', 'quarter', 'year'] as const;
export type Preset = (typeof PRESETS)[number];

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A preset's days ending today (in the company's time zone): the last 7 or 30 days, this month, quarter or year. */
export function presetPeriod(preset: Preset, today: string): AnalyticsPeriod {
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case '7d':
      return { from: shift(today, -6), to: today };
    case '30d':
      return { from: shift(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'quarter':
      return { from: `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}
