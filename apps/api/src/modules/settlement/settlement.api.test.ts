import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { type CommissionShop, createCommissionShop, type TestAgent } from '../commission/commission-fixtures.js';

let shop: CommissionShop;
let t: TestApp;
let hq: string;
let C: TestAgent;
let second: SecondCompany;
const ids: Record<string, string> = {};
let orderRef: string;
const day = new Date().toISOString().slice(0, 10);
const period = `from=${new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`;

/** A gateway payment as the callback leaves it (the gateway flow itself is tested in payments). */
async function payment(
  name: string,
  values: { provider: string; amount: number; status: string; orderId?: string; daysAgo?: number; purpose?: string },
) {
  const id = newId();
  const at = new Date(Date.now() - (values.daysAgo ?? 0) * 86_400_000).toISOString();
  await t.db.execute(sql`insert into payments (company_id, id, purpose, user_id, order_id, provider, pay_type, amount,
      status, provider_ref, created_at, completed_at)
    values ('demo', ${id}, ${values.purpose ?? (values.orderId ? 'order' : 'topup')}, ${C.id}, ${values.orderId ?? null}, ${values.provider},
      'fpx', ${values.amount}, ${values.status}, ${`ref-${name}`}, ${at}::timestamptz,
      ${values.status === 'pending' ? null : at}::timestamptz)`);
  ids[name] = id;
}

beforeAll(async () => {
  shop = await createCommissionShop();
  ({ t, hq } = shop);
  C = await shop.agent(shop.levels[2], null, 'Settle Charlie');
  const P = await shop.productP();
  const order = await shop.countedOrder(C, P.id, 1);
  orderRef = order.referenceNo;
  await payment('billplzPaid', { provider: 'billplz', amount: 7_000, status: 'paid', orderId: order.id });
  await payment('stripePaid', { provider: 'stripe', amount: 10_000, status: 'paid', daysAgo: 1 });
  await payment('stripeOther', { provider: 'stripe', amount: 20_000, status: 'paid', daysAgo: 1 });
  await payment('failed', { provider: 'billplz', amount: 5_000, status: 'failed' });
  await payment('awaiting', { provider: 'billplz', amount: 3_000, status: 'pending' });
  await payment('old', { provider: 'billplz', amount: 1_000, status: 'paid', daysAgo: 100 });
  // The company paying the platform its subscription: not a collection of the company's (left out of the report).
  await payment('subscription', { provider: 'billplz', amount: 50_000, status: 'paid', purpose: 'subscription' });
  second = await createSecondCompany(t);
});
afterAll(() => t.close());

const get = (path: string, token = hq, language?: string) =>
  t.call('GET', `/api${path}`, { token, ...(language ? { language } : {}) });
const ok = async (path: string, token = hq) => {
  const response = await get(path, token);
  expect(response.status, `${path}: ${response.meta?.message}`).toBe(200);
  return response.data;
};
const record = (paymentIds: string[], amount: number, token = hq, language?: string) =>
  t.call('POST', '/api/settlement/record', {
    token,
    ...(language ? { language } : {}),
    body: { settledOn: day, bankReference: `BANK-${paymentIds.length}-${amount}`, amount, paymentIds },
  });

describe('settlement report', () => {
  it('collects per day with each provider’s fee, net and pending, matched to orders', async () => {
    const report = await ok(`/settlement/report-data?${period}`);
    // Billplz 1.50 per bill; Stripe 3% + 1.00: 10,000 → 400, 20,000 → 700.
    expect(report.summary).toEqual({
      payments: 5,
      collected: 37_000,
      fees: 150 + 400 + 700,
      net: 37_000 - 1_250,
      settled: 0,
      pending: 37_000 - 1_250,
    });
    expect(report.days.map((row: { day: string }) => row.day)).toHaveLength(2);
    expect(report.providers).toEqual(['billplz', 'stripe']);
    const billplz = report.list.items.find((row: { id: string }) => row.id === ids.billplzPaid);
    expect(billplz).toMatchObject({ orderReferenceNo: orderRef, fee: 150, net: 6_850, status: 'pending' });
    const stripe = await ok(`/settlement/report-data?${period}&provider=stripe&status=pending`);
    expect(stripe.list.total).toBe(2);
    const failed = await ok(`/settlement/report-data?${period}&status=failed`);
    expect(failed.list.items.map((row: { id: string }) => row.id)).toEqual([ids.failed]);
    const detail = await ok(`/settlement/payment/${ids.awaiting}`);
    expect(detail).toMatchObject({ status: 'awaiting', paidAt: null, amount: 3_000 });
    expect((await get(`/settlement/payment/${ids.subscription}`)).status).toBe(404);
  });

  it('records a bank settlement; the balance moves from pending to settled', async () => {
    const before = await ok('/company-money/balance');
    const recorded = await record([ids.stripePaid!, ids.stripeOther!], 28_900);
    expect(recorded.status, recorded.meta?.message).toBe(200);
    expect(recorded.data).toMatchObject({ payments: 2, expected: 28_900, amount: 28_900 });
    const after = await ok('/company-money/balance');
    expect(after.settled - before.settled).toBe(28_900);
    expect(before.pending - after.pending).toBe(28_900);
    expect(after.collected).toBe(before.collected);
    const detail = await ok(`/settlement/payment/${ids.stripePaid}`);
    expect(detail).toMatchObject({ status: 'settled', settledOn: day, bankReference: 'BANK-2-28900' });
  });

  it('of two settlements of the same payment at once, one wins and the other changes nothing', async () => {
    const [a, b] = await Promise.all([record([ids.old!], 850), record([ids.old!, ids.billplzPaid!], 7_700)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.meta?.errors?.paymentIds).toBeTruthy();
    const settled = await t.db.execute(
      sql`select count(*)::int as n from settlement_payments where company_id = 'demo'`,
    );
    const n = (settled as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(n).toBe(a.status === 200 ? 3 : 4); // the loser's other payment was not settled either
  });

  it('refuses payments that were not collected, unknown ones, and another company’s', async () => {
    const failed = await record([ids.failed!], 100, hq, 'ms');
    expect(failed.status).toBe(400);
    expect(failed.meta?.errors?.paymentIds).toContain('Hanya bayaran');
    expect((await record([ids.awaiting!], 100)).status).toBe(400);
    expect((await record(['nope'], 100)).status).toBe(400);
    expect((await record([ids.billplzPaid!], 100, second.tokens.hq)).status).toBe(400);
    expect((await get(`/settlement/payment/${ids.billplzPaid}`, second.tokens.hq)).status).toBe(404);
    const theirs = await ok(`/settlement/report-data?${period}`, second.tokens.hq);
    expect(theirs.summary.payments).toBe(0);
    expect((await ok('/company-money/balance', second.tokens.hq)).collected).toBe(0);
  });

  it('is HQ’s only, and refuses a bad period or bad input', async () => {
    for (const path of [
      `/settlement/report-data?${period}`,
      `/settlement/payment/${ids.old}`,
      '/company-money/balance',
    ]) {
      expect((await get(path, C.token)).status, path).toBe(403);
      expect((await get(path, second.tokens.staff)).status, path).toBe(403);
    }
    expect((await record([ids.old!], 1, C.token)).status).toBe(403);
    const tooLong = await get('/settlement/report-data?from=2020-01-01&to=2026-01-02', hq, 'id');
    expect(tooLong.status).toBe(400);
    expect(tooLong.meta?.errors?.to).toBe('Laporan mencakup paling lama 5 tahun: pilih periode yang lebih pendek.');
    expect((await get(`/settlement/report-data?${period}&status=lost`)).status).toBe(400);
    expect((await record([], 1)).status).toBe(400);
    const negative = await t.call('POST', '/api/settlement/record', {
      token: hq,
      body: { settledOn: 'yesterday', bankReference: '', amount: -1, paymentIds: [ids.old] },
    });
    expect(negative.status).toBe(400);
  });

  it('downloads the list as an export', async () => {
    const [from, to] = period.split('&').map((part) => part.split('=')[1]!) as [string, string];
    const started = await t.call('POST', '/api/report/export', {
      token: hq,
      body: { source: 'settlement', format: 'csv', filters: { from, to, provider: 'stripe' } },
    });
    expect(started.status, started.meta?.message).toBe(200);
    for (;;) {
      const answer = await t.call('GET', `/api/report/export/${started.data.id}`, { token: hq });
      if (answer.data.status === 'failed') throw new Error(answer.data.error);
      if (answer.data.status === 'done') {
        const file = await t.app.inject({
          method: 'GET',
          url: answer.data.downloadUrl,
          headers: { authorization: `Bearer ${hq}` },
        });
        const lines = file.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines[0]).toContain('Gateway,Channel,Order,Payer');
        expect(lines).toHaveLength(3);
        expect(lines[1]).toContain('settled');
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});
