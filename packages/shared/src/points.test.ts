import { describe, expect, it } from 'vitest';
import {
  cycleStartOf,
  dueExpiry,
  nextCycleStart,
  nextExpiryWindow,
  previousCycleStart,
  reversalOf,
  startOfDayIn,
  unusedCredits,
} from './points.js';

const KL = 'Asia/Kuala_Lumpur';

describe('points cycles', () => {
  it('finds the first day of each cycle', () => {
    expect(cycleStartOf('daily', '2026-03-17')).toBe('2026-03-17');
    // 2026-03-17 is a Tuesday; weeks start on Monday, also across a month and a year.
    expect(cycleStartOf('weekly', '2026-03-17')).toBe('2026-03-16');
    expect(cycleStartOf('weekly', '2026-03-16')).toBe('2026-03-16');
    expect(cycleStartOf('weekly', '2026-03-22')).toBe('2026-03-16');
    expect(cycleStartOf('weekly', '2027-01-01')).toBe('2026-12-28');
    expect(cycleStartOf('monthly', '2026-03-31')).toBe('2026-03-01');
    expect(cycleStartOf('quarterly', '2026-03-31')).toBe('2026-01-01');
    expect(cycleStartOf('quarterly', '2026-04-01')).toBe('2026-04-01');
    expect(cycleStartOf('quarterly', '2026-12-31')).toBe('2026-10-01');
    expect(cycleStartOf('half-yearly', '2026-06-30')).toBe('2026-01-01');
    expect(cycleStartOf('half-yearly', '2026-07-01')).toBe('2026-07-01');
    expect(cycleStartOf('yearly', '2026-12-31')).toBe('2026-01-01');
  });

  it('steps to the next and the previous cycle', () => {
    expect(nextCycleStart('daily', '2026-02-28')).toBe('2026-03-01');
    expect(nextCycleStart('daily', '2028-02-28')).toBe('2028-02-29');
    expect(nextCycleStart('weekly', '2026-12-28')).toBe('2027-01-04');
    expect(nextCycleStart('monthly', '2026-12-01')).toBe('2027-01-01');
    expect(nextCycleStart('quarterly', '2026-10-01')).toBe('2027-01-01');
    expect(nextCycleStart('half-yearly', '2026-07-01')).toBe('2027-01-01');
    expect(nextCycleStart('yearly', '2026-01-01')).toBe('2027-01-01');
    expect(previousCycleStart('monthly', '2026-03-01')).toBe('2026-02-01');
    expect(previousCycleStart('quarterly', '2026-01-01')).toBe('2025-10-01');
    expect(previousCycleStart('weekly', '2026-03-02')).toBe('2026-02-23');
    expect(previousCycleStart('daily', '2026-03-01')).toBe('2026-02-28');
  });

  it('starts a day at midnight in Kuala Lumpur (UTC+8)', () => {
    expect(startOfDayIn(KL, '2026-04-01').toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(startOfDayIn('UTC', '2026-04-01').toISOString()).toBe('2026-04-01T00:00:00.000Z');
    // A zone with summer time: 2026-03-29 begins at UTC+1 in Berlin, the next day at UTC+2.
    expect(startOfDayIn('Europe/Berlin', '2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('Europe/Berlin', '2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('expires a monthly cycle at the end of the following month, in the company time zone', () => {
    // 1 March 00:30 in KL (still 28 February in UTC): February has just ended, so January's points expire.
    const due = dueExpiry('monthly', KL, new Date('2026-02-28T16:30:00Z'), '2025-01-01');
    expect(due).toEqual({
      cycleStart: '2026-01-01',
      creditsBefore: new Date('2026-01-31T16:00:00Z'),
      expiresAt: new Date('2026-02-28T16:00:00Z'),
    });
    // One minute before midnight in KL nothing new is due: December's points were the last to expire.
    expect(dueExpiry('monthly', KL, new Date('2026-02-28T15:59:00Z'), '2025-01-01')?.cycleStart).toBe('2025-12-01');
  });

  it('expires each cycle kind at the end of the following one', () => {
    const at = new Date('2026-07-01T00:00:00Z'); // 08:00 on 1 July in KL, a Wednesday
    expect(dueExpiry('daily', KL, at, '2026-01-01')?.cycleStart).toBe('2026-06-29');
    expect(dueExpiry('weekly', KL, at, '2026-01-01')?.cycleStart).toBe('2026-06-15');
    expect(dueExpiry('quarterly', KL, at, '2026-01-01')?.cycleStart).toBe('2026-01-01');
    expect(dueExpiry('half-yearly', KL, at, '2025-01-01')).toMatchObject({
      cycleStart: '2025-07-01',
      creditsBefore: new Date('2025-12-31T16:00:00Z'),
      expiresAt: new Date('2026-06-30T16:00:00Z'),
    });
    expect(dueExpiry('yearly', KL, at, '2024-01-01')?.cycleStart).toBe('2024-01-01');
  });

  it('expires nothing until the cycle expiry was switched on in has had its following cycle', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(dueExpiry('monthly', KL, now, '2026-02-15')).toBeNull();
    expect(dueExpiry('monthly', KL, now, '2026-01-31')?.cycleStart).toBe('2026-01-01');
    expect(nextExpiryWindow('monthly', KL, now, '2026-03-01')).toBeNull();
    expect(nextExpiryWindow('monthly', KL, now, '2026-02-20')).toEqual({
      creditsBefore: new Date('2026-02-28T16:00:00Z'),
      expiresAt: new Date('2026-03-31T16:00:00Z'),
    });
  });

  it('uses the oldest points first', () => {
    // 100 earned in January, 50 in February; 120 redeemed in February: 0 of January's are left to expire.
    expect(unusedCredits(100, 120)).toBe(0);
    expect(unusedCredits(100, 30)).toBe(70);
  });

  it('reverses a refunded order without taking the balance below zero', () => {
    expect(reversalOf(21, 100)).toEqual({ points: -21, unrecovered: 0 });
    expect(reversalOf(21, 6)).toEqual({ points: -6, unrecovered: 15 });
    expect(reversalOf(21, 0)).toEqual({ points: 0, unrecovered: 21 });
  });
});
