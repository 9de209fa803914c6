import { calendarDay } from '@niaga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let hq: string;
let coffee: { id: string; variants: Array<{ id: string }> };
let tea: { id: string };

const day = (offset: number) => calendarDay(offset);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  const base = { retailPrice: 1_000, weight: 100 };
  coffee = (
    await t.call('POST', '/api/products', {
      token: hq,
      body: { ...base, name: 'Coffee', sku: 'C-1', variants: [{ sku: 'C-1-S', options: ['Small'] }] },
    })
  ).data;
  tea = (await t.call('POST', '/api/products', { token: hq, body: { ...base, name: 'Tea', sku: 'T-1' } })).data;
});
afterAll(() => t.close());

describe('packages', () => {
  it('saves products with quantities and lists them by tab', async () => {
    const body = (code: string, validFrom: string, validTo: string | null) => ({
      name: `Starter ${code}`,
      code,
      price: 19_900,
      validFrom,
      validTo,
      firstOrderOnly: true,
      items: [
        { productId: coffee.id, variantId: coffee.variants[0]!.id, quantity: 2 },
        { productId: tea.id, quantity: 1 },
      ],
    });
    const ongoing = await t.call('POST', '/api/packages', { token: hq, body: body('P-NOW', day(-1), day(10)) });
    expect(ongoing.status).toBe(200);
    expect(ongoing.data).toMatchObject({
      validity: 'ongoing',
      sold: 0,
      firstOrderOnly: true,
      items: [
        { productName: 'Coffee', quantity: 2 },
        { productName: 'Tea', quantity: 1 },
      ],
    });
    await t.call('POST', '/api/packages', { token: hq, body: body('P-SOON', day(5), null) });
    await t.call('POST', '/api/packages', { token: hq, body: body('P-OLD', day(-30), day(-2)) });
    for (const [tab, code] of [
      ['ongoing', 'P-NOW'],
      ['upcoming', 'P-SOON'],
      ['expired', 'P-OLD'],
    ]) {
      const list = await t.call('GET', `/api/packages?tab=${tab}`, { token: hq });
      expect(list.data.items.map((p: { code: string }) => p.code)).toEqual([code]);
    }
    expect((await t.call('GET', '/api/packages', { token: hq })).data.total).toBe(3);
  });

  it('refuses a duplicate code, reversed dates, the same item twice and a foreign product', async () => {
    const base = { name: 'X', price: 1, validFrom: day(0), items: [{ productId: tea.id, quantity: 1 }] };
    expect(
      (await t.call('POST', '/api/packages', { token: hq, body: { ...base, code: 'p-now' } })).meta?.errors,
    ).toEqual({ code: 'This code is already used.' });
    const dates = await t.call('POST', '/api/packages', {
      token: hq,
      body: { ...base, code: 'P-D', validTo: day(-1) },
    });
    expect(dates.meta?.errors).toEqual({ validTo: 'The end date must be on or after the start date.' });
    const twice = await t.call('POST', '/api/packages', {
      token: hq,
      body: {
        ...base,
        code: 'P-T',
        items: [
          { productId: tea.id, quantity: 1 },
          { productId: tea.id, quantity: 2 },
        ],
      },
    });
    expect(twice.meta?.errors).toEqual({ 'items.1.productId': 'This value is used twice.' });
    const unknown = await t.call('POST', '/api/packages', {
      token: hq,
      body: { ...base, code: 'P-U', items: [{ productId: 'nope', quantity: 1 }] },
    });
    expect(unknown.meta?.errors).toEqual({ 'items.0.productId': 'This product does not exist.' });
  });

  it('suspends and deletes', async () => {
    const [first] = (await t.call('GET', '/api/packages?tab=ongoing', { token: hq })).data.items;
    await t.call('POST', `/api/packages/${first.id}/suspend`, { token: hq, body: { suspended: true } });
    expect((await t.call('GET', `/api/packages/${first.id}`, { token: hq })).data.suspended).toBe(true);
    await t.call('DELETE', `/api/packages/${first.id}`, { token: hq });
    expect((await t.call('GET', `/api/packages/${first.id}`, { token: hq })).status).toBe(404);
  });
});

describe('combos', () => {
  it('saves the eligible products with minimums; refuses a product listed twice', async () => {
    const saved = await t.call('POST', '/api/combos', {
      token: hq,
      body: {
        name: 'Mix 6',
        code: 'MIX6',
        requiredQuantity: 6,
        price: 5_500,
        products: [{ productId: coffee.id, minQuantity: 2 }, { productId: tea.id }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      requiredQuantity: 6,
      products: [
        { productName: 'Coffee', minQuantity: 2 },
        { productName: 'Tea', minQuantity: 0 },
      ],
    });
    const twice = await t.call('POST', '/api/combos', {
      token: hq,
      body: {
        name: 'Bad',
        code: 'BAD',
        requiredQuantity: 2,
        price: 1,
        products: [{ productId: tea.id }, { productId: tea.id }],
      },
    });
    expect(twice.meta?.errors).toEqual({ 'products.1.productId': 'This product is already chosen.' });
    expect((await t.call('GET', '/api/combos?q=mix', { token: hq })).data.items).toHaveLength(1);
  });
});
