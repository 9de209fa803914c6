import { describe, expect, it } from 'vitest';
import { previousPeriod, reportPeriod } from './report-period.js';

const issues = (from: string, to: string) =>
  reportPeriod.safeParse({ from, to }).error?.issues.map((issue) => issue.message) ?? [];

describe('reportPeriod', () => {
  it('accepts five years and refuses a day more', () => {
    expect(issues('2021-01-01', '2026-01-01')).toEqual([]);
    expect(issues('2021-01-01', '2026-01-02')).toEqual(['report.periodTooLong']);
    expect(issues('2024-02-29', '2029-02-28')).toEqual([]);
  });
  it('refuses an end before the start', () => {
    expect(issues('2026-02-02', '2026-02-01')).toEqual(['report.periodOrder']);
  });
  it('compares with the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });
});
