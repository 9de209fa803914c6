import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../db/seed/companies.js';
import type { AppError } from '../../platform/errors.js';
import { createTestAppAsHq, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { addUser } from '../../testing/test-users.js';
import { type CartFacts, redeemVoucher, releaseVoucherUse } from './redeem.service.js';
import { createStarterPackage, day } from './voucher-fixtures.js';
import { vouchers, voucherUses } from './vouchers.tables.js';

let t: TestApp;
let hq: string;
let agent: string;
let packageId: string;

const scope = () => ({ companyId: 'demo', now: new Date(), timeZone: 'Asia/Kuala_Lumpur' });
const cart: CartFacts = { subtotal: 10_000, lines: [], packageIds: [], isFirstOrder: false, shipping: 0 };

async function createVoucher(code: string, patch: Record<string, unknown> = {}) {
  const saved = await t.call('POST', '/api/setup/voucher/store', {
    token: hq,
    body: {
      voucherName: `Voucher ${code}`,
      voucherType: 'amount',
      voucherCode: code,
      voucherQuota: 100,
      voucherStartDate: day(-1),
      voucherStopDate: day(10),
      voucherDisc: 1_000,
      voucherUsgLimit: 1,
      ...patch,
    },
  });
  if (saved.status !== 200) throw new Error(`voucher ${code}: ${saved.meta?.message}`);
  return saved.data as { id: string };
}

const check = (token: string, query: string) => t.call('GET', `/api/sales/voucher/check?${query}`, { token });

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  agent = await t.login('agent1@demo.niaga.test');
  packageId = await createStarterPackage(t, hq);
});
afterAll(() => t.close());

describe('GET /api/sales/voucher/check', () => {
  it('answers the discount: percentage per line rounded half-up, free shipping, any letter case', async () => {
    await createVoucher('PCT', {
      voucherType: 'percentage',
      voucherDisc: 12.5,
      freeShipping: true,
      voucherMinPurchase: 1_000,
    });
    const answer = await check(agent, 'code=pct&subtotal=2000&lines=1004,996&shipping=800');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ voucherCode: 'PCT', discount: 251, freeShipping: true, shippingDiscount: 800 });
  });

  it("says 'Voucher Not Found' for an unknown code, in the caller's language", async () => {
    const unknown = await check(agent, 'code=NOPE&subtotal=2000');
    expect(unknown.status).toBe(404);
    expect(unknown.meta?.message).toBe('Voucher Not Found');
    const malay = await t.call('GET', '/api/sales/voucher/check?code=NOPE&subtotal=1', {
      token: agent,
      language: 'ms',
    });
    expect(malay.meta?.message).toBe('Baucar Tidak Dijumpai');
  });

  it('names the rule a cart breaks', async () => {
    await createVoucher('SOON', { voucherStartDate: day(2) });
    await createVoucher('PAST', { voucherStartDate: day(-9), voucherStopDate: day(-2) });
    await createVoucher('FIRST', { firstOrder: true });
    await createVoucher('PACK', { package: packageId });
    await createVoucher('MIN', { voucherMinPurchase: 5_000 });
    for (const [query, message] of <Array<[string, string]>>[
      ['code=SOON&subtotal=9000', 'This voucher is not valid yet.'],
      ['code=PAST&subtotal=9000', 'This voucher has expired.'],
      ['code=FIRST&subtotal=9000', 'This voucher is only for your first order.'],
      ['code=PACK&subtotal=9000&packageIds=other', 'This voucher needs its package in the cart.'],
      ['code=MIN&subtotal=4999', 'The subtotal is below the minimum purchase of this voucher.'],
      ['code=MIN&subtotal=5000&lines=1000,3000', 'The line totals must add up to the subtotal.'],
    ]) {
      const answer = await check(agent, query);
      expect(answer.status, query).toBe(400);
      expect(Object.values(answer.meta?.errors ?? {}), query).toEqual([message]);
    }
    expect((await check(agent, `code=PACK&subtotal=9000&packageIds=x,${packageId}`)).data.discount).toBe(1_000);
    expect((await check(agent, 'code=MIN&subtotal=5000')).status).toBe(200);
  });

  it('lets a new agent (no order yet) use a first-order voucher', async () => {
    await addUser(t, {
      email: 'fresh@demo.niaga.test',
      name: 'Fresh Agent',
      role: 'agent',
      status: 'new',
    });
    const fresh = await t.login('fresh@demo.niaga.test');
    expect((await check(fresh, 'code=FIRST&subtotal=9000')).data.discount).toBe(1_000);
  });
});

describe('redeemVoucher and releaseVoucherUse (checkout)', () => {
  const redeem = (code: string, buyerId: string, orderId: string) =>
    t.db.transaction((tx) => redeemVoucher(tx, scope(), code, buyerId, cart, orderId));
  const usedCount = async (id: string) =>
    (
      await t.db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.companyId, 'demo'), eq(vouchers.id, id)))
    )[0]?.usedCount;
  const usesOf = async (id: string) =>
    (await t.db.select({ value: count() }).from(voucherUses).where(eq(voucherUses.voucherId, id)))[0]?.value;

  it('never exceeds the quota: 20 simultaneous redemptions of a quota of 5 give exactly 5 uses', async () => {
    const { id } = await createVoucher('RUSH', { voucherQuota: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => redeem('RUSH', `buyer-${index}`, `order-rush-${index}`)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ messageKey: 'voucher.quotaReached' });
    expect(await usedCount(id)).toBe(5);
    expect(await usesOf(id)).toBe(5);
  });

  it('never exceeds the limit per agent: 5 simultaneous redemptions by one buyer give 1 use', async () => {
    const { id } = await createVoucher('ONCE', { voucherQuota: 50, voucherUsgLimit: 1 });
    const buyerId = await t.userId('agent2@demo.niaga.test');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) => redeem('ONCE', buyerId, `order-once-${index}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as AppError] : []));
    expect(reasons.map((reason) => reason.messageKey)).toEqual(Array(4).fill('voucher.usageLimitReached'));
    expect(await usedCount(id)).toBe(1);
    expect(await usesOf(id)).toBe(1);
  });

  it('releases the use of a cancelled order once; the buyer may use the voucher again', async () => {
    const { id } = await createVoucher('BACK', { voucherQuota: 1 });
    const buyerId = await t.userId('agent1@demo.niaga.test');
    const redemption = await redeem('BACK', buyerId, 'order-back-1');
    expect(redemption).toMatchObject({ voucherId: id, discount: 1_000 });
    expect((await check(agent, 'code=BACK&subtotal=9000')).meta?.message).toBe('This voucher has been fully used.');
    expect(await t.db.transaction((tx) => releaseVoucherUse(tx, scope(), 'order-back-1'))).toBe(true);
    expect(await t.db.transaction((tx) => releaseVoucherUse(tx, scope(), 'order-back-1'))).toBe(false);
    expect(await usedCount(id)).toBe(0);
    expect((await check(agent, 'code=BACK&subtotal=9000')).status).toBe(200);

    const history = await t.call('GET', `/api/setup/voucher/history?voucherId=${id}`, { token: hq });
    expect(history.data).toMatchObject({
      total: 1,
      items: [{ voucherCode: 'BACK', buyerName: 'Aminah Stockist', orderId: 'order-back-1', discount: 1_000 }],
    });
    expect(history.data.items[0].releasedAt).not.toBeNull();
    expect((await t.call('GET', '/api/setup/voucher?q=BACK', { token: hq })).data.items[0].usageCount).toBe(0);
  });

  it('rolls the claim back with the checkout that fails after it', async () => {
    const { id } = await createVoucher('ROLL', { voucherQuota: 1 });
    const failing = t.db.transaction(async (tx) => {
      await redeemVoucher(tx, scope(), 'ROLL', 'buyer-roll', cart, 'order-roll');
      throw new Error('payment step failed');
    });
    await expect(failing).rejects.toThrow('payment step failed');
    expect(await usedCount(id)).toBe(0);
    expect(await usesOf(id)).toBe(0);
  });

  it('keeps the history per company and lists it newest first', async () => {
    const all = await t.call('GET', '/api/setup/voucher/history?limit=3', { token: hq });
    expect(all.data.total).toBe(7);
    expect(all.data.items).toHaveLength(3);
    expect(all.data.items[0].voucherCode).toBe('BACK');
    expect((await t.call('GET', '/api/setup/voucher/history?q=order-rush', { token: hq })).data.total).toBe(5);
  });

  it('shows another company neither the uses nor the codes of this one', async () => {
    await createCompany(t.db, { id: 'other', name: 'Other Bhd', hosts: ['other.localhost'] });
    const common = { companyId: 'other', password: DEMO_PASSWORD } as const;
    await createUser(t.db, { ...common, email: 'hq@other.test', name: 'Other HQ', role: 'hq' });
    await createUser(t.db, { ...common, email: 'agent@other.test', name: 'Other Agent', role: 'agent' });
    const otherHq = await t.login('hq@other.test', 'hq', DEMO_PASSWORD, 'other.localhost');
    const otherAgent = await t.login('agent@other.test', 'agent', DEMO_PASSWORD, 'other.localhost');
    expect((await t.call('GET', '/api/setup/voucher/history', { token: otherHq })).data.total).toBe(0);
    expect((await check(otherAgent, 'code=PCT&subtotal=2000')).status).toBe(404);
    const foreign = { ...scope(), companyId: 'other' };
    await expect(
      t.db.transaction((tx) => redeemVoucher(tx, foreign, 'PCT', 'x', cart, 'order-x')),
    ).rejects.toMatchObject({ status: 404 });
    expect(await t.db.transaction((tx) => releaseVoucherUse(tx, foreign, 'order-rush-0'))).toBe(false);
  });

  it('refuses a quota below the uses so far', async () => {
    const [rush] = (await t.call('GET', '/api/setup/voucher?q=RUSH', { token: hq })).data.items;
    const lower = await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: { ...rush, voucherQuota: 4, voucherUsgLimit: 1, package: null },
    });
    expect(lower.status).toBe(400);
    expect(lower.meta?.errors).toEqual({ voucherQuota: 'The quota cannot be below the uses so far.' });
  });
});
