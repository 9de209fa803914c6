import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../testing/field-errors.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addOrdersAndProductsStaff, signInOtherCompanyHq } from '../../testing/test-users.js';
import { createStarterPackage, day } from './voucher-fixtures.js';

let t: TestApp;
let hq: string;
let packageId: string;

const voucher = (patch: Record<string, unknown> = {}) => ({
  voucherName: 'Raya sale',
  voucherType: 'percentage',
  voucherCode: 'RAYA10',
  voucherQuota: 100,
  voucherStartDate: day(-1),
  voucherStopDate: day(10),
  voucherDisc: 10,
  voucherMinPurchase: 5_000,
  voucherUsgLimit: 2,
  ...patch,
});

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  packageId = await createStarterPackage(t, hq);
});
afterAll(() => t.close());

describe('voucher set-up', () => {
  it('saves every field, answers percentages as percent and amounts in sen, and lists by tab', async () => {
    const saved = await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ voucherDisc: 12.5, freeShipping: true, firstOrder: true, package: packageId }),
    });
    expect(saved.status).toBe(200);
    expect(saved.meta?.message).toBe('Voucher saved.');
    expect(saved.data).toMatchObject({
      voucherType: 'percentage',
      voucherDisc: 12.5,
      voucherMinPurchase: 5_000,
      voucherUsgLimit: 2,
      freeShipping: true,
      firstOrder: true,
      package: packageId,
      packageName: 'Starter',
      status: 'ongoing',
      usageCount: 0,
      totalUsableLimit: 100,
    });
    await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ voucherCode: 'SOON', voucherType: 'amount', voucherDisc: 500, voucherStartDate: day(3) }),
    });
    await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ voucherCode: 'OLD', voucherName: 'Old', voucherStartDate: day(-9), voucherStopDate: day(-2) }),
    });
    for (const [tab, codes] of [
      ['ongoing', ['RAYA10']],
      ['upcoming', ['SOON']],
      ['expired', ['OLD']],
      ['all', ['SOON', 'RAYA10', 'OLD']],
    ] as const) {
      const list = await t.call('GET', `/api/setup/voucher?tab=${tab}`, { token: hq });
      expect(list.data.items.map((v: { voucherCode: string }) => v.voucherCode)).toEqual(codes);
    }
    const found = await t.call('GET', '/api/setup/voucher?q=old', { token: hq });
    expect(found.data).toMatchObject({ total: 1, items: [{ voucherCode: 'OLD', status: 'expired' }] });
    const amount = await t.call('GET', '/api/setup/voucher?tab=upcoming', { token: hq });
    expect(amount.data.items[0]).toMatchObject({ voucherType: 'amount', voucherDisc: 500, status: 'upcoming' });
  });

  it('updates with id; refuses a code used by another voucher in any case', async () => {
    const [raya] = (await t.call('GET', '/api/setup/voucher?tab=ongoing', { token: hq })).data.items;
    const edit = await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ id: raya.id, voucherName: 'Raya big sale', voucherDisc: 15 }),
    });
    expect(edit.data).toMatchObject({ id: raya.id, voucherName: 'Raya big sale', voucherDisc: 15, package: null });
    const taken = await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ voucherCode: 'soon' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.meta?.errors).toEqual({ voucherCode: 'This voucher code is already used.' });
  });

  it('names each bad field and changes nothing', async () => {
    const bad = await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ voucherCode: 'BAD ONE', voucherDisc: 101, voucherStopDate: day(-5), voucherUsgLimit: 101 }),
    });
    expectFieldErrors(bad, {
      voucherCode: 'Use letters, numbers, - and _ only.',
      voucherDisc: 'A percentage cannot exceed 100.',
      voucherStopDate: 'The end date must be on or after the start date.',
      voucherUsgLimit: 'The limit per agent cannot be above the quota.',
    });
    const noPackage = await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ voucherCode: 'PKG', package: 'nope' }),
    });
    expect(noPackage.meta?.errors).toEqual({ package: 'This package does not exist.' });
    expect((await t.call('GET', '/api/setup/voucher', { token: hq })).data.total).toBe(3);
  });

  it('deletes (gone from lists, 404 after) and frees the code', async () => {
    const [old] = (await t.call('GET', '/api/setup/voucher?tab=expired', { token: hq })).data.items;
    const removed = await t.call('DELETE', `/api/setup/voucher/delete/${old.id}`, { token: hq });
    expect(removed.meta?.message).toBe('Voucher deleted.');
    expect((await t.call('GET', `/api/setup/voucher/${old.id}`, { token: hq })).status).toBe(404);
    expect((await t.call('DELETE', `/api/setup/voucher/delete/${old.id}`, { token: hq })).status).toBe(404);
    const again = await t.call('POST', '/api/setup/voucher/store', {
      token: hq,
      body: voucher({ voucherCode: 'old' }),
    });
    expect(again.status).toBe(200);
  });
});

describe('voucher access and tenancy', () => {
  it('lets every staff member read, only create_product staff change; agents neither', async () => {
    await addOrdersAndProductsStaff(t);
    const orders = await t.login('orders@demo.niaga.test', 'hq');
    const products = await t.login('products@demo.niaga.test', 'hq');
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/setup/voucher', { token: orders })).status).toBe(200);
    expect((await t.call('GET', '/api/setup/voucher/history', { token: orders })).status).toBe(200);
    const body = voucher({ voucherCode: 'STAFF1' });
    expect((await t.call('POST', '/api/setup/voucher/store', { token: orders, body })).status).toBe(403);
    expect((await t.call('POST', '/api/setup/voucher/store', { token: products, body })).status).toBe(200);
    expect((await t.call('GET', '/api/setup/voucher', { token: agent })).status).toBe(403);
    expect((await t.call('GET', '/api/sales/voucher/check?code=STAFF1&subtotal=1', { token: hq })).status).toBe(403);
  });

  it("answers 404 for another company's voucher, and its code is not found", async () => {
    const other = await signInOtherCompanyHq(t, { name: 'Other Bhd' });
    const [mine] = (await t.call('GET', '/api/setup/voucher?tab=ongoing', { token: hq })).data.items;
    expect((await t.call('GET', `/api/setup/voucher/${mine.id}`, { token: other })).status).toBe(404);
    expect((await t.call('DELETE', `/api/setup/voucher/delete/${mine.id}`, { token: other })).status).toBe(404);
    const steal = await t.call('POST', '/api/setup/voucher/store', {
      token: other,
      body: voucher({ id: mine.id, voucherCode: 'X' }),
    });
    expect(steal.status).toBe(404);
    expect((await t.call('GET', '/api/setup/voucher', { token: other })).data.total).toBe(0);
    // The same code may exist in two companies.
    const same = await t.call('POST', '/api/setup/voucher/store', { token: other, body: voucher() });
    expect(same.status).toBe(200);
    expect((await t.call('GET', `/api/setup/voucher/${mine.id}`, { token: hq })).data.voucherCode).toBe('RAYA10');
  });
});
