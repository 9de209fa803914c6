/**
 * Text ⇄ number conversions of the set-up forms. Money is typed in ringgit with up to 2 decimals and sent
 * as sen; the string is split at the point (never parseFloat × 100), so 12.50 is exactly 1250.
 */
const MONEY = /^(\d{1,12})(?:\.(\d{0,2}))?$/;
const PERCENT = /^\d{1,3}(?:\.\d+)?$/;
const UNITS = /^\d{1,9}$/;

export type NumberKind = 'money' | 'percent' | 'units';

/** Result of reading a typed value: a number, empty (undefined), or an error message key. */
export type Parsed = { value: number | undefined; error?: string };

function clean(text: string): string {
  return text.trim().replace(/[,\s]/g, '');
}

export function parseMoneyToSen(text: string): Parsed {
  const value = clean(text);
  if (value === '') return { value: undefined };
  const match = MONEY.exec(value);
  if (!match) {
    return { value: Number.NaN, error: /^\d+\.\d{3,}$/.test(value) ? 'validation.twoDecimals' : 'validation.number' };
  }
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return { value: Number(whole) * 100 + Number(fraction) };
}

export function senToText(sen: number | undefined | null): string {
  if (sen === undefined || sen === null || !Number.isInteger(sen)) return '';
  const sign = sen < 0 ? '-' : '';
  const absolute = Math.abs(sen);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function parsePercent(text: string): Parsed {
  const value = clean(text);
  if (value === '') return { value: undefined };
  if (!PERCENT.test(value)) return { value: Number.NaN, error: 'validation.number' };
  return { value: Number(value) };
}

export function parseUnits(text: string): Parsed {
  const value = clean(text);
  if (value === '') return { value: undefined };
  if (!UNITS.test(value))
    return { value: Number.NaN, error: /^\d+\.\d*$/.test(value) ? 'validation.wholeNumber' : 'validation.number' };
  return { value: Number(value) };
}

export const PARSERS: Record<NumberKind, (text: string) => Parsed> = {
  money: parseMoneyToSen,
  percent: parsePercent,
  units: parseUnits,
};

export function numberToText(kind: NumberKind, value: number | undefined | null): string {
  if (value === undefined || value === null || Number.isNaN(value)) return '';
  return kind === 'money' ? senToText(value) : String(value);
}

/** "12.5" for 12.5 %; percentages come back from the API as numbers with at most 2 decimals. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
