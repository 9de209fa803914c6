import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff, signInOtherCompanyHq } from '../../testing/test-users.js';

let t: TestApp;
let hq: string;
beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

const band = (fromGrams: number, toGrams: number, price: number) => ({ fromGrams, toGrams, price });
export const courierBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'J&T Express',
  active: true,
  freeShippingMin: 20_000,
  handlingFee: 150,
  regions: [
    { name: 'West', states: ['Selangor', 'Kuala Lumpur'], rates: [band(0, 1_000, 800), band(1_001, 5_000, 1_500)] },
    { name: 'East', states: ['Sabah', 'Sarawak'], rates: [band(0, 1_000, 1_800)] },
  ],
  ...overrides,
});
const quote = (token: string, state: string, weight: number, subtotal: number) =>
  t.call('GET', `/api/sales/ship-method?state=${encodeURIComponent(state)}&weight=${weight}&subtotal=${subtotal}`, {
    token,
  });

describe('couriers', () => {
  it('saves regions with states and bands, lists, edits, deactivates and deletes', async () => {
    const created = await t.call('POST', '/api/courier/store', { token: hq, body: courierBody() });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      name: 'J&T Express',
      freeShippingMin: 20_000,
      handlingFee: 150,
      regions: [
        { name: 'West', states: ['Selangor', 'Kuala Lumpur'], rates: [band(0, 1_000, 800), band(1_001, 5_000, 1_500)] },
        { name: 'East', states: ['Sabah', 'Sarawak'] },
      ],
    });
    const id = created.data.id;
    const duplicate = await t.call('POST', '/api/courier/store', {
      token: hq,
      body: courierBody({ name: 'j&t express' }),
    });
    expect(duplicate.status).toBe(409);

    const edited = await t.call('POST', `/api/courier/update/${id}`, {
      token: hq,
      body: courierBody({
        freeShippingMin: null,
        regions: [{ name: 'All', states: ['Johor'], rates: [band(0, 99, 1)] }],
      }),
    });
    expect(edited.data).toMatchObject({ freeShippingMin: null, regions: [{ name: 'All', states: ['Johor'] }] });
    expect((await t.call('GET', '/api/courier?q=j%26t', { token: hq })).data).toMatchObject({
      total: 1,
      items: [{ id, regionCount: 1, states: ['Johor'], active: true }],
    });

    expect((await t.call('POST', `/api/courier/${id}/active`, { token: hq, body: { active: false } })).status).toBe(
      200,
    );
    expect((await t.call('GET', '/api/courier?active=true', { token: hq })).data.total).toBe(0);
    expect((await t.call('GET', '/api/courier?active=false', { token: hq })).data.total).toBe(1);
    expect((await t.call('DELETE', `/api/courier/${id}`, { token: hq })).status).toBe(200);
    expect((await t.call('GET', `/api/courier/${id}`, { token: hq })).status).toBe(404);
    expect((await t.call('GET', '/api/courier', { token: hq })).data.total).toBe(0);
  });

  it('refuses overlapping bands, from above to, a state in two regions and empty regions, per field', async () => {
    const overlap = await t.call('POST', '/api/courier/store', {
      token: hq,
      body: courierBody({
        regions: [
          { name: 'A', states: ['Johor'], rates: [band(0, 1_000, 1)] },
          { name: 'B', states: ['Melaka'], rates: [band(2_000, 3_000, 1), band(3_000, 4_000, 1), band(9, 5, 1)] },
        ],
      }),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.meta?.errors).toEqual({
      'regions.1.rates.1.fromGrams': 'This weight range overlaps another range of the region.',
      'regions.1.rates.2.toGrams': 'Ranges must go up without overlapping.',
    });
    const twice = await t.call('POST', '/api/courier/store', {
      token: hq,
      body: courierBody({
        regions: [
          { name: 'A', states: ['Johor'], rates: [band(0, 1_000, 1)] },
          { name: 'B', states: ['Melaka', ' JOHOR '], rates: [band(0, 1_000, 1)] },
        ],
      }),
    });
    expect(twice.meta?.errors).toEqual({
      'regions.1.states.1': 'This state is already in another region of this courier.',
    });
    const empty = await t.call('POST', '/api/courier/store', {
      token: hq,
      body: courierBody({ handlingFee: -1, regions: [{ name: 'A', states: [], rates: [] }] }),
    });
    expect(empty.meta?.errors).toMatchObject({
      handlingFee: expect.any(String),
      'regions.0.states': 'Choose at least one state.',
      'regions.0.rates': 'Add at least one weight range.',
    });
    const none = await t.call('POST', '/api/courier/store', { token: hq, body: courierBody({ regions: [] }) });
    expect(none.meta?.errors).toEqual({ regions: 'Add at least one region.' });
    expect((await t.call('GET', '/api/courier', { token: hq })).data.total).toBe(0);
  });
});

describe('shipping quote', () => {
  it('prices by state and weight band, free shipping keeps the handling fee, cheapest first, inactive ignored', async () => {
    await t.call('POST', '/api/courier/store', { token: hq, body: courierBody() });
    await t.call('POST', '/api/courier/store', {
      token: hq,
      body: courierBody({
        name: 'Pos Laju',
        freeShippingMin: null,
        handlingFee: 0,
        regions: [{ name: 'Klang Valley', states: ['selangor'], rates: [band(0, 2_000, 700)] }],
      }),
    });
    const sleeping = await t.call('POST', '/api/courier/store', {
      token: hq,
      body: courierBody({ name: 'Sleepy', active: false, handlingFee: 0, freeShippingMin: null }),
    });
    expect(sleeping.status).toBe(200);

    const agent = await t.login('agent1@demo.niaga.test');
    const paid = await quote(agent, 'SELANGOR', 1_000, 19_999);
    expect(paid.status).toBe(200);
    expect(paid.data).toEqual({
      couriers: [
        { courierId: expect.any(String), name: 'Pos Laju', rate: 700, handlingFee: 0, freeShipping: false, total: 700 },
        {
          courierId: expect.any(String),
          name: 'J&T Express',
          rate: 800,
          handlingFee: 150,
          freeShipping: false,
          total: 950,
        },
      ],
      pickups: [],
      courierMessage: null,
    });
    const free = await quote(agent, 'Selangor', 1_001, 20_000);
    expect(free.data.couriers).toEqual([
      { courierId: expect.any(String), name: 'J&T Express', rate: 0, handlingFee: 150, freeShipping: true, total: 150 },
      { courierId: expect.any(String), name: 'Pos Laju', rate: 700, handlingFee: 0, freeShipping: false, total: 700 },
    ]);
    await t.call('POST', `/api/courier/${sleeping.data.id}/active`, { token: hq, body: { active: true } });
    expect((await quote(agent, 'Sabah', 10, 0)).data.couriers.map((c: { name: string }) => c.name)).toEqual([
      'Sleepy',
      'J&T Express',
    ]);
    await t.call('POST', `/api/courier/${sleeping.data.id}/active`, { token: hq, body: { active: false } });
    expect((await quote(agent, 'Sabah', 10, 0)).data.couriers).toHaveLength(1);
  });

  it('answers 422 with the spec message for a missing state or a missing weight band, in the caller language', async () => {
    const missingState = await quote(hq, 'Perlis', 500, 0);
    expect(missingState.status).toBe(422);
    expect(missingState.meta).toMatchObject({
      reason: 'SHIPPING_NOT_FOUND',
      message: 'Shipping weight/unit missing from courier settings, contact HQ.',
    });
    const missingBand = await t.call('GET', '/api/sales/ship-method?state=Sabah&weight=1001&subtotal=0', {
      token: hq,
      language: 'ms',
    });
    expect(missingBand.status).toBe(422);
    expect(missingBand.meta?.message).toBe('Berat/unit penghantaran tiada dalam tetapan kurier, hubungi HQ.');
    const bad = await t.call('GET', '/api/sales/ship-method?state=&weight=-1&subtotal=x', { token: hq });
    expect(Object.keys(bad.meta?.errors ?? {}).sort()).toEqual(['state', 'subtotal', 'weight']);
    expect((await t.call('GET', '/api/sales/ship-method?state=Sabah&weight=1&subtotal=0')).status).toBe(401);
  });

  it('offers self-pickup branches without a fee only while the company feature is on', async () => {
    const saved = await t.call('POST', '/api/setup/branch/store', {
      token: hq,
      body: {
        name: 'Shah Alam',
        selfPickup: true,
        address1: 'Lot 5, Jalan Kilang',
        postcode: '40000',
        city: 'Shah Alam',
        state: 'Selangor',
        pickupHours: 'Mon–Fri 9:00–17:00',
      },
    });
    expect(saved.status).toBe(200);
    expect((await quote(hq, 'Perlis', 500, 0)).status).toBe(422);

    await t.call('POST', '/api/setup/company-features/store', { token: hq, body: { selfPickup: true } });
    const withPickup = await quote(hq, 'Perlis', 500, 0);
    expect(withPickup.status).toBe(200);
    expect(withPickup.data).toEqual({
      couriers: [],
      pickups: [
        {
          branchId: saved.data.id,
          name: 'Shah Alam',
          address: 'Lot 5, Jalan Kilang, 40000 Shah Alam, Selangor',
          phone: null,
          pickupHours: 'Mon–Fri 9:00–17:00',
          fee: 0,
        },
      ],
      courierMessage: 'Shipping weight/unit missing from courier settings, contact HQ.',
    });
    expect((await quote(hq, 'Selangor', 500, 0)).data.pickups).toHaveLength(1);

    await t.call('POST', '/api/setup/company-features/store', { token: hq, body: { selfPickup: false } });
    expect((await quote(hq, 'Selangor', 500, 0)).data.pickups).toEqual([]);
  });
});

describe('access', () => {
  it('needs create_courier to write; agents cannot read; other companies get 404', async () => {
    const clerk = await signInNewStaff(t, 'orders@demo.niaga.test', 'Order Clerk', ['manage_orders']);
    expect((await t.call('GET', '/api/courier', { token: clerk })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/courier/store', { token: clerk, body: courierBody({ name: 'X' }) })).status,
    ).toBe(403);
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/courier', { token: agent })).status).toBe(403);

    const mine = (await t.call('GET', '/api/courier', { token: hq })).data.items[0].id;
    const otherHq = await signInOtherCompanyHq(t);
    expect((await t.call('GET', `/api/courier/${mine}`, { token: otherHq })).status).toBe(404);
    expect((await t.call('POST', `/api/courier/update/${mine}`, { token: otherHq, body: courierBody() })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/courier/${mine}/active`, { token: otherHq, body: { active: false } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/courier/${mine}`, { token: otherHq })).status).toBe(404);
    expect((await t.call('GET', '/api/courier', { token: otherHq })).data.total).toBe(0);
    expect((await quote(otherHq, 'Selangor', 500, 0)).status).toBe(422);
  });
});
