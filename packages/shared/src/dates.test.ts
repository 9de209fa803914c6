import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayShort } from './dates.js';

describe('formatDateTime', () => {
  it('shows the day and the 24-hour time in the given time zone', () => {
    // 16:05 UTC is 00:05 the next day in Kuala Lumpur (UTC+8).
    expect(formatDateTime('2026-11-22T16:05:00Z')).toBe('23/11/2026 00:05');
    expect(formatDateTime('2026-11-22T16:05:00Z', 'Asia/Jakarta')).toBe('22/11/2026 23:05');
  });
});

describe('formatDayShort', () => {
  it('writes a calendar day as day/month/year without moving it across time zones', () => {
    expect(formatDayShort('2026-11-27')).toBe('27/11/2026');
  });
});
