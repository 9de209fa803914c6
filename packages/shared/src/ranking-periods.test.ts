import { describe, expect, it } from 'vitest';
import { rankingMonths } from './ranking-periods.js';

const KL = 'Asia/Kuala_Lumpur';

describe('rankingMonths', () => {
  it('takes the month of the day in the company’s time zone, not UTC', () => {
    // 31 March 16:30 UTC is 1 April 00:30 in Kuala Lumpur.
    const now = new Date('2026-03-31T16:30:00Z');
    expect(rankingMonths('thisMonth', KL, now)).toEqual({ from: '2026-04', to: '2026-04' });
    expect(rankingMonths('thisMonth', 'UTC', now)).toEqual({ from: '2026-03', to: '2026-03' });
    // One minute earlier it is still 31 March in Kuala Lumpur.
    expect(rankingMonths('thisMonth', KL, new Date('2026-03-31T15:59:00Z'))).toEqual({
      from: '2026-03',
      to: '2026-03',
    });
  });

  it('last month crosses the year', () => {
    expect(rankingMonths('lastMonth', KL, new Date('2026-01-15T00:00:00Z'))).toEqual({
      from: '2025-12',
      to: '2025-12',
    });
    // 31 December 2025 17:00 UTC is already 1 January 2026 in Kuala Lumpur.
    expect(rankingMonths('lastMonth', KL, new Date('2025-12-31T17:00:00Z'))).toEqual({
      from: '2025-12',
      to: '2025-12',
    });
  });

  it('quarter and year are the calendar ones the day is in', () => {
    expect(rankingMonths('quarter', KL, new Date('2026-11-26T09:00:00Z'))).toEqual({ from: '2026-10', to: '2026-12' });
    expect(rankingMonths('quarter', KL, new Date('2026-03-31T16:00:00Z'))).toEqual({ from: '2026-04', to: '2026-06' });
    expect(rankingMonths('quarter', KL, new Date('2026-03-31T15:00:00Z'))).toEqual({ from: '2026-01', to: '2026-03' });
    expect(rankingMonths('year', KL, new Date('2025-12-31T16:00:00Z'))).toEqual({ from: '2026-01', to: '2026-12' });
  });

  it('custom takes the months given', () => {
    expect(rankingMonths('custom', KL, new Date(), { from: '2025-02', to: '2025-05' })).toEqual({
      from: '2025-02',
      to: '2025-05',
    });
  });
});
