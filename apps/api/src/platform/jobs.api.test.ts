import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorCall, operatorToken } from '../modules/operator/operator-testing.js';
import { databaseUrl } from '../testing/databases.js';
import { createTestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { pgBossQueue } from './queue-pgboss.js';

const ONE_RETRY = { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false };

describe.each(['pg-boss', 'in-process'] as const)('the job queue (%s)', (kind) => {
  it("retries a job that throws, lists it failed on the operator's Jobs page, and retry runs it again", async () => {
    const t = await createTestApp({}, kind === 'pg-boss' ? { queue: kind } : {});
    try {
      const token = await operatorToken(t);
      let runs = 0;
      let failing = true;
      await t.queue.work('test-flaky', async () => {
        runs += 1;
        if (failing) throw new Error('the provider said no');
      });
      await t.queue.send(t.db, 'test-flaky', { companyId: 'demo' }, ONE_RETRY);
      t.queue.wake('test-flaky');

      const jobs = () => operatorCall(t, token, 'GET', '/api/operator/jobs');
      const flaky = (response: Awaited<ReturnType<typeof jobs>>) =>
        response.data.queues.find((queue: { name: string }) => queue.name === 'test-flaky');
      // The list and the counts are two reads: wait for both to show the failure.
      const failed = await until(jobs, (response) => response.data.failed.length > 0 && flaky(response)?.failed === 1);
      expect(failed.status).toBe(200);
      expect(failed.data.kind).toBe(kind);
      expect(runs).toBe(2);
      const [job] = failed.data.failed;
      expect(job).toMatchObject({ name: 'test-flaky', error: 'the provider said no', tries: 2, companyId: 'demo' });
      expect(failed.data.queues).toContainEqual({ name: 'test-flaky', queued: 0, active: 0, failed: 1 });

      failing = false;
      const retried = await operatorCall(t, token, 'POST', `/api/operator/jobs/test-flaky/${job.id}/retry`);
      expect(retried.status).toBe(200);
      expect(retried.meta?.message).toBe('The job will run again.');
      const after = await until(jobs, (response) => runs === 3 && flaky(response)?.active === 0);
      expect(runs).toBe(3);
      expect(after.data.queues).toContainEqual({ name: 'test-flaky', queued: 0, active: 0, failed: 0 });

      // A job no longer failed cannot be retried again; nor can one that never was.
      const twice = await operatorCall(t, token, 'POST', `/api/operator/jobs/test-flaky/${job.id}/retry`);
      expect(twice.status).toBe(404);
      expect(twice.meta?.message).toBe('This failed job is no longer there.');
      const unknown = await operatorCall(t, token, 'POST', '/api/operator/jobs/test-flaky/nope/retry');
      expect(unknown.status).toBe(404);

      // The console's realm only: a company session gets nothing.
      const hq = await t.login('hq@demo.niaga.test', 'hq');
      expect((await t.call('GET', '/api/operator/jobs', { token: hq })).status).not.toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.each(['pg-boss', 'in-process'] as const)('stopping the job queue (%s)', (kind) => {
  it('waits for the running job to finish and record its end', async () => {
    const t = await createTestApp({}, kind === 'pg-boss' ? { queue: kind } : {});
    try {
      let release = () => {};
      const running = new Promise<void>((started) => {
        void t.queue.work('test-slow', async () => {
          started();
          await new Promise<void>((done) => {
            release = done;
          });
        });
      });
      await t.queue.send(t.db, 'test-slow', {}, ONE_RETRY);
      t.queue.wake('test-slow');
      await running;
      let stopped = false;
      const stopping = t.queue.stop().then(() => {
        stopped = true;
      });
      const stats = async () => (await t.queue.queueStats()).find((queue) => queue.name === 'test-slow');
      expect(await stats()).toMatchObject({ active: 1 });
      expect(stopped).toBe(false);
      release();
      await stopping;
      // pg-boss has closed its connections: the job's row is read from the database.
      const table = kind === 'pg-boss' ? sql`pgboss.job` : sql`queue_jobs`;
      const states = (await t.db.execute(sql`select state from ${table} where name = 'test-slow'`)) as unknown as {
        rows: Array<{ state: string }>;
      };
      expect(states.rows).toEqual([{ state: 'completed' }]);
    } finally {
      await t.close();
    }
  });
});

describe('scheduled jobs', () => {
  it('run on a timer on the embedded database (the in-process queue)', async () => {
    const t = await createTestApp();
    try {
      let runs = 0;
      await t.queue.schedule('test-every-second', '* * * * * *', ONE_RETRY, async () => {
        runs += 1;
      });
      await until(
        async () => runs,
        (count) => count >= 2,
      );
      expect(runs).toBeGreaterThanOrEqual(2);
    } finally {
      await t.close();
    }
  });

  it('run once per tick with two instances working the same pg-boss schedule', async () => {
    const t = await createTestApp({}, { queue: 'pg-boss' });
    const other = await pgBossQueue(databaseUrl(t.databaseName), () => {}, { cronMonitorSeconds: 1 });
    try {
      // A daily tick in the minute the test runs (or the next, when this one is nearly over): one tick only.
      const now = new Date();
      const at = new Date(now.getTime() + (now.getUTCSeconds() >= 40 ? 60_000 : 0));
      const cron = `${at.getUTCMinutes()} ${at.getUTCHours()} * * *`;
      const runs: string[] = [];
      await t.queue.schedule('test-daily', cron, ONE_RETRY, async () => {
        runs.push('first');
      });
      await other.schedule('test-daily', cron, ONE_RETRY, async () => {
        runs.push('second');
      });
      await until(
        async () => runs.length,
        (count) => count > 0,
        90_000,
      );
      // Both instances look at the schedules again (pg-boss lets one per second); neither sends the tick again.
      const cronChecks = async () =>
        (await t.db.execute(sql`select extract(epoch from cron_on) as at from pgboss.version`)) as unknown as {
          rows: Array<{ at: string }>;
        };
      const firstCheck = Number((await cronChecks()).rows[0]?.at);
      await until(cronChecks, (result) => Number(result.rows[0]?.at) >= firstCheck + 3);
      const jobs = (await t.db.execute(sql`select state from pgboss.job where name = 'test-daily'`)) as unknown as {
        rows: Array<{ state: string }>;
      };
      expect(jobs.rows).toEqual([{ state: 'completed' }]);
      expect(runs).toHaveLength(1);
    } finally {
      await other.stop();
      await t.close();
    }
  }, 120_000);
});

describe('readiness', () => {
  it('answers 200 when ready, 503 with reasons during shutdown or with migrations missing', async () => {
    const t = await createTestApp();
    try {
      const ready = await t.call('GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.data).toEqual({ ready: true, reasons: [] });

      t.lifecycle.shuttingDown = true;
      const stopping = await t.call('GET', '/api/ready', { language: 'ms' });
      expect(stopping.status).toBe(503);
      expect(stopping.data).toEqual({ ready: false, reasons: ['shutting_down'] });
      expect(stopping.meta?.message).toBe(
        'Perkhidmatan sedang dimulakan atau dihentikan. Sila cuba lagi sebentar lagi.',
      );
      // Liveness is another question: the process still answers.
      expect((await t.call('GET', '/api/health')).status).toBe(200);
      t.lifecycle.shuttingDown = false;

      // A database behind this build (its newest migration not applied yet).
      await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const behind = await t.call('GET', '/api/ready');
      expect(behind.status).toBe(503);
      expect(behind.data).toEqual({ ready: false, reasons: ['migrations'] });
    } finally {
      await t.close();
    }
  });
});
