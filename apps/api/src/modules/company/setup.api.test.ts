import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff, signInOtherCompanyHq } from '../../testing/test-users.js';
import { companies } from './company.tables.js';

let t: TestApp;
let hq: string;
beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

describe('branches', () => {
  it('adds and edits a pickup branch, refuses a taken name and deleting the main branch', async () => {
    const list = await t.call('GET', '/api/setup/branch', { token: hq });
    expect(list.data.items).toMatchObject([{ name: 'HQ', isMain: true }]);
    const main = list.data.items[0].id;

    const added = await t.call('POST', '/api/setup/branch/store', {
      token: hq,
      body: { name: 'Penang', selfPickup: true, city: 'George Town', state: 'Pulau Pinang', phone: '042221111' },
    });
    expect(added.data).toMatchObject({ name: 'Penang', selfPickup: true, isMain: false, phone: '042221111' });
    const edited = await t.call('POST', '/api/setup/branch/store', {
      token: hq,
      body: { id: added.data.id, name: 'Penang', selfPickup: false, pickupHours: 'Sat 10:00–14:00' },
    });
    expect(edited.data).toMatchObject({ selfPickup: false, pickupHours: 'Sat 10:00–14:00', city: null });

    const taken = await t.call('POST', '/api/setup/branch/store', { token: hq, body: { name: 'penang' } });
    expect(taken.status).toBe(409);
    expect(taken.meta?.errors?.name).toBe('A branch with this name already exists.');
    const bad = await t.call('POST', '/api/setup/branch/store', { token: hq, body: { name: '', postcode: '12' } });
    expect(Object.keys(bad.meta?.errors ?? {}).sort()).toEqual(['name', 'postcode']);

    const refused = await t.call('DELETE', `/api/setup/branch/${main}`, { token: hq });
    expect(refused.status).toBe(409);
    expect(refused.meta?.message).toBe('The main branch cannot be deleted.');
    expect((await t.call('DELETE', `/api/setup/branch/${added.data.id}`, { token: hq })).status).toBe(200);
    expect((await t.call('GET', '/api/setup/branch', { token: hq })).data.items).toHaveLength(1);
  });

  it('staff read only; another company sees its own branches and gets 404 for ours', async () => {
    const clerk = await signInNewStaff(t, 'clerk@demo.niaga.test', 'Clerk', ['create_courier']);
    expect((await t.call('GET', '/api/setup/branch', { token: clerk })).status).toBe(200);
    expect((await t.call('POST', '/api/setup/branch/store', { token: clerk, body: { name: 'X' } })).status).toBe(403);
    expect(
      (await t.call('POST', '/api/setup/company-features/store', { token: clerk, body: { selfPickup: true } })).status,
    ).toBe(403);

    const main = (await t.call('GET', '/api/setup/branch', { token: hq })).data.items[0].id;
    const otherHq = await signInOtherCompanyHq(t, { hqName: 'O' });
    expect((await t.call('GET', '/api/setup/branch', { token: otherHq })).data.items).toHaveLength(1);
    expect((await t.call('DELETE', `/api/setup/branch/${main}`, { token: otherHq })).status).toBe(404);
    const edit = await t.call('POST', '/api/setup/branch/store', { token: otherHq, body: { id: main, name: 'Mine' } });
    expect(edit.status).toBe(404);
  });
});

describe('company features', () => {
  it('answers every switch with its default, merges the given ones and keeps the other stored features', async () => {
    const defaults = {
      selfPickup: false,
      showHidePreorder: true,
      manualReceipt: true,
      firstOrder: true,
      firstOrderPackage: true,
      ejenstoreStatus: true,
      eKoopStatus: true,
      goAffiliateStatus: true,
      zeroriseOverriding: false,
      cp58Feature: false,
      showAmountSnR: true,
      incomeStatement: true,
      bookingTime: 779,
      firstOrderPayMinutes: null,
      // The demo company counts level minimums and rank thresholds in RM (seed).
      moq: 'amount',
      adminFees: { manual: 0, wallet: 0, online: 0 },
      bank: null,
    };
    expect((await t.call('GET', '/api/setup/company-features', { token: hq })).data).toEqual(defaults);
    const saved = await t.call('POST', '/api/setup/company-features/store', {
      token: hq,
      body: { selfPickup: true, eKoopStatus: false, cp58Feature: true },
    });
    expect(saved.data).toEqual({ ...defaults, selfPickup: true, eKoopStatus: false, cp58Feature: true });
    await t.call('POST', '/api/setup/company-features/store', { token: hq, body: { showHidePreorder: false } });
    const [row] = await t.db.select({ features: companies.features }).from(companies).where(eq(companies.id, 'demo'));
    expect(row?.features).toMatchObject({ firstOrderPackage: true, selfPickup: true, showHidePreorder: false });
    const bad = await t.call('POST', '/api/setup/company-features/store', { token: hq, body: { firstOrder: 'yes' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.meta?.errors ?? {})).toEqual(['firstOrder']);
  });

  it('company network: answers the rules, checks every level named and bounds the inactivity period', async () => {
    expect((await t.call('GET', '/api/setup/company-network', { token: hq })).data).toEqual({
      orderingLevelIds: [],
      orderCompany: false,
      allLevelStatus: true,
      level: [],
      allLevel: true,
      inactiveLimit: 3,
    });
    const levelId = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items[0].id;
    const saved = await t.call('POST', '/api/setup/company-network/store', {
      token: hq,
      body: { orderingLevelIds: [levelId, levelId], allLevelStatus: false, level: [levelId], inactiveLimit: 6 },
    });
    expect(saved.meta?.message).toBe('Network rules saved.');
    expect(saved.data).toMatchObject({ orderingLevelIds: [levelId], level: [levelId], inactiveLimit: 6 });

    const unknown = await t.call('POST', '/api/setup/company-network/store', {
      token: hq,
      body: { level: [levelId, 'nope'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.meta?.errors).toEqual({ 'level.1': 'This level does not exist.' });
    const tooLong = await t.call('POST', '/api/setup/company-network/store', {
      token: hq,
      body: { inactiveLimit: 25 },
    });
    expect(tooLong.meta?.errors?.inactiveLimit).toBe('The inactivity period can be at most 24 months.');
    const clerk = await signInNewStaff(t, 'netclerk@demo.niaga.test', 'Net Clerk', ['add_user']);
    expect((await t.call('GET', '/api/setup/company-network', { token: clerk })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/setup/company-network/store', { token: clerk, body: { orderCompany: true } })).status,
    ).toBe(403);
    await t.call('POST', '/api/setup/company-network/store', {
      token: hq,
      body: { orderingLevelIds: [], allLevelStatus: true, level: [], inactiveLimit: 3 },
    });
  });

  it('tax: answers and stores the rate, the SST number and whether prices include tax; HQ only', async () => {
    expect((await t.call('GET', '/api/setup/tax', { token: hq })).data).toEqual({
      taxPercent: 0,
      sstNumber: null,
      pricesIncludeTax: false,
    });
    const saved = await t.call('POST', '/api/setup/tax/store', {
      token: hq,
      body: { taxPercent: 8, sstNumber: ' W10-1808-31000123 ', pricesIncludeTax: true },
    });
    expect(saved.meta?.message).toBe('Tax settings saved.');
    expect(saved.data).toEqual({ taxPercent: 8, sstNumber: 'W10-1808-31000123', pricesIncludeTax: true });
    const [row] = await t.db.select({ features: companies.features }).from(companies).where(eq(companies.id, 'demo'));
    expect(row?.features).toMatchObject({ taxBasisPoints: 800, taxIncluded: true, sstNumber: 'W10-1808-31000123' });

    const bad = await t.call('POST', '/api/setup/tax/store', {
      token: hq,
      body: { taxPercent: 101, sstNumber: 'x'.repeat(36), pricesIncludeTax: true },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.meta?.errors ?? {}).sort()).toEqual(['sstNumber', 'taxPercent']);
    expect((await t.call('GET', '/api/setup/tax', { token: hq })).data.taxPercent).toBe(8);
    const clerk = await signInNewStaff(t, 'taxclerk@demo.niaga.test', 'Tax Clerk', ['add_user']);
    expect(
      (await t.call('POST', '/api/setup/tax/store', { token: clerk, body: { taxPercent: 0, pricesIncludeTax: false } }))
        .status,
    ).toBe(403);
    await t.call('POST', '/api/setup/tax/store', {
      token: hq,
      body: { taxPercent: 0, sstNumber: null, pricesIncludeTax: false },
    });
  });

  it('keeps the checkout settings: booking time, first-order time, MOQ basis, fees and bank', async () => {
    const checkout = {
      bookingTime: 120,
      firstOrderPayMinutes: 30,
      moq: 'amount',
      manualReceipt: false,
      adminFees: { manual: 0, wallet: 50, online: 150 },
      bank: { bankName: 'CIMB', accountName: 'Demo Sdn Bhd', accountNumber: '8001234567' },
    };
    const saved = await t.call('POST', '/api/setup/company-features/store', { token: hq, body: checkout });
    expect(saved.data).toMatchObject(checkout);
    const [row] = await t.db.select({ features: companies.features }).from(companies).where(eq(companies.id, 'demo'));
    expect(row?.features).toMatchObject({ bookingTime: 120 });

    const tooLong = await t.call('POST', '/api/setup/company-features/store', {
      token: hq,
      body: { bookingTime: 780, firstOrderPayMinutes: 800 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.meta?.errors?.bookingTime).toBe('The booking time can be at most 12 hours 59 minutes.');
    const longer = await t.call('POST', '/api/setup/company-features/store', {
      token: hq,
      body: { bookingTime: 60, firstOrderPayMinutes: 90 },
    });
    expect(longer.meta?.errors?.firstOrderPayMinutes).toBe(
      'The first-order payment time cannot be longer than the booking time.',
    );
    expect((await t.call('GET', '/api/setup/company-features', { token: hq })).data.bookingTime).toBe(120);
  });
});
