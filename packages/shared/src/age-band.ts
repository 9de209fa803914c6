import type { AgeBand } from './schemas/analytics.js';

const validDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null;
};

/**
 * The birthday an identity number holds: a Malaysian IC (12 digits, YYMMDD first) or an Indonesian NIK (16
 * digits, DDMMYY at 7-12, women's day + 40). The century: 20YY unless that is after `onDay`, then 19YY.
 */
export function birthDayOfIdentity(identityNo: string | null, onDay: string): string | null {
  const digits = (identityNo ?? '').replace(/\D/g, '');
  let parts: [number, number, number];
  if (digits.length === 12) parts = [+digits.slice(0, 2), +digits.slice(2, 4), +digits.slice(4, 6)];
  else if (digits.length === 16) {
    const day = +digits.slice(6, 8);
    parts = [+digits.slice(10, 12), +digits.slice(8, 10), day > 40 ? day - 40 : day];
  } else return null;
  const [yy, month, day] = parts;
  const recent = validDay(2000 + yy, month, day);
  if (recent && recent <= onDay) return recent;
  return validDay(1900 + yy, month, day);
}

/** Whole years from `born` to `onDay` (both YYYY-MM-DD). */
export function ageOn(born: string, onDay: string): number {
  const years = +onDay.slice(0, 4) - +born.slice(0, 4);
  return onDay.slice(5) < born.slice(5) ? years - 1 : years;
}

/**
 * The buyer's age band on `onDay` (decisions.md "Analytics age bands"): from the birthday, else the identity
 * number; `unknown` without either. Mirrors the SQL function `analytics_age_band` of migration 0032.
 */
export function ageBandOf(buyer: { birthDate: string | null; identityNo: string | null }, onDay: string): AgeBand {
  const born = buyer.birthDate ?? birthDayOfIdentity(buyer.identityNo, onDay);
  if (!born || born > onDay) return 'unknown';
  const age = ageOn(born, onDay);
  if (age < 18) return 'under18';
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  return '55+';
}
