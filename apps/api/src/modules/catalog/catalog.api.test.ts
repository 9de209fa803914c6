import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff, signInOtherCompanyHq } from '../../testing/test-users.js';
import { publishScheduled } from './publish-scheduled.job.js';

let t: TestApp;
let hq: string;
let levelIds: string[];
beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  levelIds = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items.map((l: { id: string }) => l.id);
});
afterAll(() => t.close());

const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kopi Tongkat Ali',
  sku: 'KTA-001',
  retailPrice: 8_000,
  storePrice: 7_500,
  points: 5,
  discount: 0,
  weight: 250,
  length: 100,
  width: 60,
  height: 160,
  levels: [
    {
      levelId: levelIds[0],
      price: 5_000,
      rankDiscount: 0,
      bands: [{ minQty: 50, maxQty: 99, price: 4_800 }],
      commissions: { overriding: 100, introducerBonus: 500, salesProfit: 0 },
    },
    { levelId: levelIds[2], price: 7_000 },
  ],
  variants: [
    { sku: 'KTA-001-S', options: ['Small'] },
    { sku: 'KTA-001-L', options: ['Large'] },
  ],
  ...overrides,
});
/** HQ adds a product: `productBody` with `overrides`. */
const createProductAsHq = (overrides?: Record<string, unknown>) =>
  t.call('POST', '/api/products', { token: hq, body: productBody(overrides) });

describe('categories', () => {
  it('creates, counts items, refuses a duplicate name, and refuses deleting a category with products', async () => {
    const created = await t.call('POST', '/api/categories', { token: hq, body: { name: 'Drinks' } });
    expect(created.status).toBe(200);
    const duplicate = await t.call('POST', '/api/categories', { token: hq, body: { name: 'drinks' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.meta?.errors?.name).toBe('A category with this name already exists.');

    const saved = await createProductAsHq({ sku: 'CAT-1', variants: [], categoryId: created.data.id });
    expect(saved.status).toBe(200);
    const list = await t.call('GET', '/api/categories', { token: hq });
    expect(list.data).toMatchObject({ limit: 10, items: [{ name: 'Drinks', itemCount: 1 }] });

    const refused = await t.call('DELETE', `/api/categories/${created.data.id}`, { token: hq });
    expect(refused.status).toBe(409);
    expect(refused.meta?.message).toBe('This category still has products. Move them to another category first.');
    await t.call('DELETE', `/api/products/${saved.data.id}`, { token: hq });
    expect((await t.call('DELETE', `/api/categories/${created.data.id}`, { token: hq })).status).toBe(200);
  });
});

describe('products', () => {
  it('saves every field with level prices, bands, commissions and variants', async () => {
    const response = await createProductAsHq({
      discount: 12.5,
      firstOrderOnly: true,
      preorder: true,
      preorderLimit: 40,
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      name: 'Kopi Tongkat Ali',
      sku: 'KTA-001',
      discount: 12.5,
      weight: 250,
      status: 'published',
      firstOrderOnly: true,
      preorder: true,
      preorderLimit: 40,
      variants: [
        { sku: 'KTA-001-S', options: ['Small'] },
        { sku: 'KTA-001-L', options: ['Large'] },
      ],
    });
    const stockist = response.data.levels.find((l: { levelId: string }) => l.levelId === levelIds[0]);
    expect(stockist).toEqual({
      levelId: levelIds[0],
      price: 5_000,
      rankDiscount: 0,
      bands: [{ minQty: 50, maxQty: 99, price: 4_800 }],
      commissions: {
        personalLevel: 0,
        overriding: 100,
        leadership: 0,
        introducerBonus: 500,
        affiliate: 0,
        salesProfit: 0,
      },
    });
    // The Dealer level has no price: the product is not offered to it.
    expect(response.data.levels.map((l: { levelId: string }) => l.levelId)).not.toContain(levelIds[1]);
  });

  it('keeps variant ids on edit and retires removed variants', async () => {
    const created = await createProductAsHq({
      sku: 'EDIT-1',
      variants: [
        { sku: 'EDIT-1-A', options: ['A'] },
        { sku: 'EDIT-1-B', options: ['B'] },
      ],
    });
    const [a] = created.data.variants;
    const edited = await t.call('POST', `/api/products/${created.data.id}`, {
      token: hq,
      body: productBody({
        sku: 'EDIT-1',
        name: 'Renamed',
        variants: [
          { id: a.id, sku: 'EDIT-1-A', options: ['A', 'Red'] },
          { sku: 'EDIT-1-C', options: ['C'] },
        ],
      }),
    });
    expect(edited.data.name).toBe('Renamed');
    expect(edited.data.variants.map((v: { id: string; options: string[] }) => [v.id === a.id, v.options])).toEqual([
      [true, ['A', 'Red']],
      [false, ['C']],
    ]);
    // The retired variant's SKU is free again.
    const reuse = await createProductAsHq({ sku: 'EDIT-1-B', variants: [] });
    expect(reuse.status).toBe(200);
  });

  it('keeps SKUs unique across products and variants of the company', async () => {
    const clashProduct = await createProductAsHq({ sku: 'kta-001', variants: [] });
    expect(clashProduct.status).toBe(409);
    expect(clashProduct.meta?.errors).toEqual({ sku: 'This SKU is already used by another product or variant.' });
    const clashVariant = await createProductAsHq({ sku: 'NEW-1', variants: [{ sku: 'KTA-001-L', options: ['X'] }] });
    expect(clashVariant.meta?.errors).toEqual({
      'variants.0.sku': 'This SKU is already used by another product or variant.',
    });
  });

  it('enforces spec §5: price ranges, at most 3 extra images, the same variant set twice', async () => {
    const response = await createProductAsHq({
      sku: 'BAD-1',
      levels: [
        {
          levelId: levelIds[0],
          price: 5_000,
          bands: [
            { minQty: 10, maxQty: 20, price: 1 },
            { minQty: 20, maxQty: 30, price: 1 },
          ],
        },
        {
          levelId: levelIds[1],
          price: 5_000,
          bands: [
            { minQty: 10, maxQty: 20, price: 1 },
            { minQty: 10, maxQty: 20, price: 2 },
          ],
        },
      ],
      variants: [
        { sku: 'BAD-1-A', options: ['Red', 'XL'] },
        { sku: 'BAD-1-B', options: ['red', 'xl'] },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.meta?.errors).toEqual({
      'levels.0.bands.1.minQty': "A range's minimum cannot equal the previous range's maximum.",
      'levels.1.bands.1.minQty': 'This range is used twice.',
      'variants.1.options': 'This value is used twice.',
    });
  });

  it('refuses more than 3 extra images', async () => {
    const response = await createProductAsHq({ sku: 'BAD-4', images: ['/a.png', '/b.png', '/c.png', '/d.png'] });
    expect(response.meta?.errors).toEqual({ images: 'At most 3 extra images.' });
  });

  it('refuses negative or fractional money and an unknown level', async () => {
    const money = await createProductAsHq({ sku: 'BAD-2', retailPrice: 12.5, weight: -1 });
    expect(money.meta?.errors).toMatchObject({
      retailPrice: 'Enter a whole number.',
      weight: 'The value cannot be negative.',
    });
    const level = await createProductAsHq({ sku: 'BAD-3', levels: [{ levelId: 'nope', price: 1 }] });
    expect(level.meta?.errors).toEqual({ 'levels.0.levelId': 'This level does not exist.' });
  });

  it('lists with search, category and status filters; suspends, publishes and deletes', async () => {
    const created = await createProductAsHq({ sku: 'LIST-1', name: 'Madu Kelulut', variants: [] });
    const search = await t.call('GET', '/api/products?q=kelulut', { token: hq });
    expect(search.data.items.map((p: { sku: string }) => p.sku)).toEqual(['LIST-1']);
    await t.call('POST', `/api/products/${created.data.id}/status`, { token: hq, body: { status: 'suspended' } });
    const suspended = await t.call('GET', '/api/products?status=suspended', { token: hq });
    expect(suspended.data.items.map((p: { sku: string }) => p.sku)).toEqual(['LIST-1']);
    expect((await t.call('DELETE', `/api/products/${created.data.id}`, { token: hq })).status).toBe(200);
    expect((await t.call('GET', `/api/products/${created.data.id}`, { token: hq })).status).toBe(404);
    expect((await t.call('GET', '/api/products?q=kelulut', { token: hq })).data.total).toBe(0);
  });

  it('a scheduled product needs a date and is published by the job on time', async () => {
    const missing = await createProductAsHq({ sku: 'SCH-0', variants: [], status: 'scheduled' });
    expect(missing.meta?.errors).toEqual({ publishAt: 'This field is required.' });
    const soon = new Date(Date.now() + 60_000).toISOString();
    const created = await createProductAsHq({ sku: 'SCH-1', variants: [], status: 'scheduled', publishAt: soon });
    expect(created.data.status).toBe('scheduled');
    expect(await publishScheduled(t.db, new Date())).toBe(0);
    expect(await publishScheduled(t.db, new Date(Date.now() + 120_000))).toBe(1);
    expect((await t.call('GET', `/api/products/${created.data.id}`, { token: hq })).data.status).toBe('published');
  });

  it('needs the create-product permission to write; other companies see nothing', async () => {
    const viewer = await signInNewStaff(t, 'viewer@demo.niaga.test', 'Viewer', ['manage_orders']);
    expect((await t.call('GET', '/api/products', { token: viewer })).status).toBe(200);
    expect((await t.call('POST', '/api/products', { token: viewer, body: productBody({ sku: 'NOPE' }) })).status).toBe(
      403,
    );
    const agent = await t.login('agent1@demo.niaga.test');
    expect((await t.call('GET', '/api/products', { token: agent })).status).toBe(403);
    const someId = (await t.call('GET', '/api/products', { token: hq })).data.items[0].id;
    const otherHq = await signInOtherCompanyHq(t);
    expect((await t.call('GET', `/api/products/${someId}`, { token: otherHq })).status).toBe(404);
    expect((await t.call('GET', '/api/products', { token: otherHq })).data.total).toBe(0);
    expect(
      (await t.call('POST', `/api/products/${someId}/status`, { token: otherHq, body: { status: 'suspended' } }))
        .status,
    ).toBe(404);
  });
});
