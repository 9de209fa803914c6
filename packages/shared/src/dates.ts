import { DEFAULT_TIME_ZONE, type Language } from './constants.js';

const LOCALE: Record<Language, string> = { en: 'en-MY', id: 'id-ID', ms: 'ms-MY' };

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and options: making one costs far more than formatting (an export formats millions). */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** Long format of spec §1: weekday, date, hour and minute, in the company's time zone. */
export function formatDateLong(value: string | Date, language: Language = 'en', timeZone = DEFAULT_TIME_ZONE): string {
  return formatter(LOCALE[language], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}

/** Short format of spec §1: day/month/year, in the company's time zone. */
export function formatDateShort(value: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = formatter('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** A calendar day (`2026-11-27`, already in the company's time zone) in the short format: 27/11/2026. */
export const formatDayShort = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Short date with the 24-hour time, for lists of events: 22/11/2026 18:46, in the company's time zone. */
export function formatDateTime(value: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const time = formatter('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${formatDateShort(value, timeZone)} ${time.format(new Date(value))}`;
}

/**
 * The calendar day (YYYY-MM-DD) `offsetDays` from now in a time zone: what "today" is for the company. UTC's date
 * differs from Kuala Lumpur's from 16:00 UTC on, so date fields (voucher days, filters) must use this.
 */
export function calendarDay(offsetDays = 0, timeZone = DEFAULT_TIME_ZONE, now = new Date()): string {
  const moment = new Date(now.getTime() + offsetDays * 86_400_000);
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}
