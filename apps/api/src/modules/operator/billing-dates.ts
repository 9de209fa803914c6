/** Calendar arithmetic on ISO days (`2026-11-27`) for the monthly invoice; billing days are 1–28, in every month. */

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const iso = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
};

/** The same day of the next month (the day is at most 28, so it exists). */
export function nextMonth(day: string): string {
  const [year, month, date] = parts(day);
  return iso(year, month + 1, date);
}

export const dayBefore = (day: string) => {
  const [year, month, date] = parts(day);
  return iso(year, month, date - 1);
};

export const addDays = (day: string, days: number) => {
  const [year, month, date] = parts(day);
  return iso(year, month, date + days);
};

/** The first day on or after `from` that is the `billingDay` of its month. */
export function billingDateFrom(from: string, billingDay: number): string {
  const [year, month, date] = parts(from);
  return date <= billingDay ? iso(year, month, billingDay) : iso(year, month + 1, billingDay);
}
