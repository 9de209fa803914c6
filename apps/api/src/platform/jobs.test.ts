import { describe, expect, it } from 'vitest';
import { type Job, MINUTE_JOB_RETRY, parseCronOverrides } from './jobs.js';

const job = (name: string): Job => ({ name, cron: '10 * * * *', retry: MINUTE_JOB_RETRY, run: async () => 0 });
const jobs = [job('commission-close'), job('booking-over')];

describe('JOBS_CRON', () => {
  it('gives named jobs another schedule', () => {
    expect(parseCronOverrides(undefined, jobs).size).toBe(0);
    expect([...parseCronOverrides('commission-close=* * * * *; booking-over = */2 * * * *', jobs)]).toEqual([
      ['commission-close', '* * * * *'],
      ['booking-over', '*/2 * * * *'],
    ]);
  });

  it('stops the start on a name that is no timed job or a schedule that is not five fields', () => {
    expect(() => parseCronOverrides('commision-close=* * * * *', jobs)).toThrow(/JOBS_CRON/);
    expect(() => parseCronOverrides('commission-close=hourly', jobs)).toThrow(/JOBS_CRON/);
  });
});
