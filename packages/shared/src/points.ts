import { dayIn } from './vouchers.js';

/** Spec §9 points cycles: how long a company's points live (domain-rules "Points and rewards"). */
export const POINT_CYCLES = ['daily', 'weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type PointCycle = (typeof POINT_CYCLES)[number];

/** Ledger entry kinds: credits (earned, returned) and debits (reversed, redeemed, expired). */
export const POINT_ENTRY_KINDS = ['earned', 'reversed', 'redeemed', 'returned', 'expired'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

const MONTHS_OF: Partial<Record<PointCycle, number>> = { monthly: 1, quarterly: 3, 'half-yearly': 6, yearly: 12 };

const parseDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};
const formatDay = (value: Date) => value.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => formatDay(new Date(parseDay(day).getTime() + days * 86_400_000));

/** The first day (YYYY-MM-DD) of the cycle holding a calendar day; weeks start on Monday. */
export function cycleStartOf(cycle: PointCycle, day: string): string {
  if (cycle === 'daily') return day;
  const date = parseDay(day);
  if (cycle === 'weekly') return addDays(day, -((date.getUTCDay() + 6) % 7));
  const months = MONTHS_OF[cycle] as number;
  const month = Math.floor(date.getUTCMonth() / months) * months;
  return formatDay(new Date(Date.UTC(date.getUTCFullYear(), month, 1)));
}

/** The first day of the cycle after the one starting on `start`. */
export function nextCycleStart(cycle: PointCycle, start: string): string {
  if (cycle === 'daily') return addDays(start, 1);
  if (cycle === 'weekly') return addDays(start, 7);
  const date = parseDay(start);
  return formatDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + (MONTHS_OF[cycle] as number), 1)));
}

/** The first day of the cycle before the one starting on `start`. */
export const previousCycleStart = (cycle: PointCycle, start: string) => cycleStartOf(cycle, addDays(start, -1));

/** The instant a calendar day begins in a time zone (midnight there), as a UTC Date. */
export function startOfDayIn(timeZone: string, day: string): Date {
  const utcMidnight = parseDay(day).getTime();
  let guess = utcMidnight;
  // Two rounds settle the offset also on a day the zone changes its clock.
  for (let round = 0; round < 2; round += 1) {
    const shown = parseDay(dayIn(timeZone, new Date(guess))).getTime() + timeOfDayMs(timeZone, new Date(guess));
    guess -= shown - utcMidnight;
  }
  return new Date(guess);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeOfDayMs(timeZone: string, at: Date) {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  const [hours, minutes, seconds] = format.format(at).split(':').map(Number) as [number, number, number];
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + at.getUTCMilliseconds();
}

/**
 * The expiry due at `now` (domain-rules: points earned in a cycle expire at the end of the following cycle): the
 * cycle C whose following cycle has ended most recently. Points credited before `creditsBefore` (the end of C)
 * and not used by debits before `expiresAt` (the end of C + 1, which is the start of the current cycle) expire
 * then, oldest points first. `since` (the day expiry was switched on) is the first cycle that can expire: points
 * of earlier days count as earned in that cycle. Null when nothing can be due yet.
 */
export function dueExpiry(cycle: PointCycle, timeZone: string, now: Date, since: string) {
  const current = cycleStartOf(cycle, dayIn(timeZone, now));
  const following = previousCycleStart(cycle, current);
  const expiring = previousCycleStart(cycle, following);
  if (expiring < cycleStartOf(cycle, since)) return null;
  return {
    cycleStart: expiring,
    creditsBefore: startOfDayIn(timeZone, following),
    expiresAt: startOfDayIn(timeZone, current),
  };
}

/**
 * What expires next for an agent, for its points page: credits before the current cycle began that debits have not
 * used expire at the end of the current cycle. Null when none can (the previous cycle is before `since`).
 */
export function nextExpiryWindow(cycle: PointCycle, timeZone: string, now: Date, since: string) {
  const current = cycleStartOf(cycle, dayIn(timeZone, now));
  if (previousCycleStart(cycle, current) < cycleStartOf(cycle, since)) return null;
  return {
    creditsBefore: startOfDayIn(timeZone, current),
    expiresAt: startOfDayIn(timeZone, nextCycleStart(cycle, current)),
  };
}

/** FIFO: of the credits made before a moment, what the debits (all of them, as positive points) have not used. */
export const unusedCredits = (creditsBefore: number, debits: number) => Math.max(0, creditsBefore - debits);

/**
 * A refund's reversal of an order's earned points: it takes them back, but never more than the balance (domain-rules:
 * never below zero); what it cannot take (already redeemed) is `unrecovered`.
 */
export function reversalOf(earned: number, balance: number) {
  const taken = Math.max(0, Math.min(earned, balance));
  return { points: 0 - taken, unrecovered: earned - taken };
}
