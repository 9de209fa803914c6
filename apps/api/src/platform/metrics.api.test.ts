import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, enablePickup, pickupBody, placeOrder, stockedProduct } from '../modules/orders/order-fixtures.js';
import { databaseUrl } from '../testing/databases.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { localQueue } from './queue-local.js';
import { pgBossQueue } from './queue-pgboss.js';

const TOKEN = 'metrics-test-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = (token = TOKEN, app = t.app) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { host: 'localhost', authorization: `Bearer ${token}` } });

/** The value of one sample line (`name{labels} value`); 0 when the line is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && wanted.every((label) => row.includes(label)),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestApp({}, { sharing: { databaseName: t.databaseName } });
    try {
      const answer = await scrape(TOKEN, off.app);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('niaga_');
    } finally {
      await off.close();
    }
  });

  it('answers 401 to a missing or wrong token', async () => {
    expect((await scrape('wrong-token-0123456789')).statusCode).toBe(401);
    const bare = await t.app.inject({ method: 'GET', url: '/metrics', headers: { host: 'localhost' } });
    expect(bare.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status class, and failures by reason', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    for (const id of ['a1', 'b2', 'c3']) await t.call('GET', `/api/orders/${id}`, { token: hq });
    await t.call('GET', '/api/user/detail');
    await t.call('GET', '/api/no-such-route/12345');
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    // One series for the three order ids: the pattern, never the raw URL.
    expect(sample(text, 'niaga_http_requests_total', { route: '/api/orders/:id', status_class: '4xx' })).toBe(3);
    expect(text).not.toContain('/api/orders/a1');
    expect(text).not.toContain('no-such-route');
    expect(sample(text, 'niaga_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(sample(text, 'niaga_http_requests_total', { route: '/api/login', status_class: '2xx' })).toBe(1);
    expect(
      sample(text, 'niaga_http_request_duration_seconds_count', { route: '/api/login', status_class: '2xx' }),
    ).toBe(1);
    expect(
      sample(text, 'niaga_http_errors_total', { route: '/api/user/detail', status: '401', reason: 'UNAUTHENTICATED' }),
    ).toBe(1);
    expect(sample(text, 'niaga_http_errors_total', { route: '/api/orders/:id', status: '404' })).toBe(3);
  });

  it('reports the database pool, the job queues and the process', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'niaga_db_pool_connections', { state: 'max' })).toBe(5);
    expect(sample(text, 'niaga_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(text).toContain('niaga_db_pool_waiting 0');
    expect(text).toContain('# TYPE niaga_jobs gauge');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts placed orders, paid payments and counted orders through the domain events', async () => {
    const before = (await scrape()).body;
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const agent = await t.login('agent3@demo.niaga.test');
    const product = await stockedProduct(t, hq, 5);
    const branchId = await enablePickup(t, hq);
    await addToCart(t, agent, { itemId: product.id, quantity: 1 });
    const placed = await placeOrder(t, agent, pickupBody(branchId, { paymentMethod: 'online', payType: 'card' }));
    expect(placed.status, placed.meta?.message).toBe(200);
    const session = decodeURIComponent(placed.data.payment.redirectUrl.split('/').at(-1));
    const paid = await t.call('POST', `/api/payments/sandbox/${encodeURIComponent(session)}/complete`, {
      token: agent,
      body: { outcome: 'paid' },
    });
    expect(paid.data.status).toBe('paid');

    const after = (await scrape()).body;
    const grew = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(grew('niaga_orders_placed_total', { channel: 'shop' })).toBe(1);
    expect(grew('niaga_payments_paid_total', { purpose: 'order', provider: 'sandbox' })).toBe(1);
    expect(grew('niaga_orders_counted_total')).toBe(1);
  });

  it('counts a closed commission month', async () => {
    const before = sample((await scrape()).body, 'niaga_commission_months_closed_total');
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    // The earliest month with sales: nothing before it is open.
    await t.db.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
      values ('demo', ${await t.userId('agent3@demo.niaga.test')}, '2020-01-01', 10000, 1, 10000, 1)`);
    const closed = await t.call('POST', '/api/commission/close', { token: hq, body: { month: '2020-01' } });
    expect(closed.status, closed.meta?.message).toBe(200);
    expect(sample((await scrape()).body, 'niaga_commission_months_closed_total')).toBe(before + 1);
  });
});

describe('job queue figures (queueStats)', () => {
  const policy = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false };

  it('the in-process queue: queued and failed jobs per queue, shown by /metrics', async () => {
    const queue = localQueue(t.db, (error) => t.app.log.error({ err: error }), 60_000);
    try {
      await queue.send(t.db, 'metrics-test-waiting', {}, policy);
      await queue.send(t.db, 'metrics-test-failing', {}, policy);
      let failed!: () => void;
      const done = new Promise<void>((resolve) => {
        failed = resolve;
      });
      await queue.work('metrics-test-failing', async () => {
        setImmediate(failed);
        throw new Error('boom');
      });
      await done;
      await expect
        .poll(async () => (await queue.queueStats()).find((q) => q.name === 'metrics-test-failing'))
        .toEqual({
          name: 'metrics-test-failing',
          queued: 0,
          active: 0,
          failed: 1,
        });
      const text = (await scrape()).body;
      expect(sample(text, 'niaga_jobs', { queue: 'metrics-test-waiting', state: 'queued' })).toBe(1);
      expect(sample(text, 'niaga_jobs', { queue: 'metrics-test-failing', state: 'failed' })).toBe(1);
    } finally {
      await queue.stop();
    }
  });

  it('pg-boss: queued jobs per queue from its own table', async () => {
    const queue = await pgBossQueue(databaseUrl(t.databaseName), () => {});
    try {
      await queue.send(t.db, 'metrics-test-boss', { n: 1 }, policy);
      await queue.send(t.db, 'metrics-test-boss', { n: 2 }, policy);
      expect((await queue.queueStats()).find((q) => q.name === 'metrics-test-boss')).toEqual({
        name: 'metrics-test-boss',
        queued: 2,
        active: 0,
        failed: 0,
      });
    } finally {
      await queue.stop();
    }
  });
});
