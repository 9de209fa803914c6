import { calendarDay } from '@niaga/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../testing/catalog-fixtures.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addUser, signInOtherCompanyHq } from '../../testing/test-users.js';
import { companies } from '../company/company.tables.js';

let t: TestApp;
let hq: string;
let levelIds: string[];
const tokens: Record<string, string> = {};
const day = (offset: number) => calendarDay(offset);

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  levelIds = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items.map((l: { id: string }) => l.id);
  for (const n of [1, 2, 3]) tokens[`agent${n}`] = await t.login(`agent${n}@demo.niaga.test`);
});
afterAll(() => t.close());

const shop = async (token: string, query = '') =>
  (await t.call('GET', `/api/sales/my-shop?limit=100${query}`, { token })).data;
const find = (page: { products: { items: Array<{ id: string }> } }, id: string) =>
  page.products.items.find((item) => item.id === id) as Record<string, unknown> | undefined;
const stockIn = (productId: string, amount: number, variantId?: string, token = hq) =>
  t.call('POST', '/api/inventory/store', {
    token,
    body: { type: 'in', reason: 'Delivery', items: [{ productId, variantId, amount }] },
  });

describe('the agent shop', () => {
  it('shows each level its own price, discounts applied, and hides what the level may not buy', async () => {
    const product = await createProduct(t, hq, {
      name: 'Madu Kelulut',
      extra: { discount: 10 },
      levels: [
        { levelId: levelIds[0]!, price: 5_000, rankDiscount: 5, bands: [{ minQty: 10, maxQty: 49, price: 4_500 }] },
        { levelId: levelIds[1]!, price: 6_000 },
      ],
    });
    const stockist = find(await shop(tokens.agent1!), product.id);
    // 50.00 − 10% = 45.00, − 5% (2.25) = 42.75; the band 45.00 − 4.50 = 40.50, − 5% (2.025 → 2.03) = 38.47.
    expect(stockist).toMatchObject({
      levelPrice: 5_000,
      unitPrice: 4_275,
      bands: [{ minQty: 10, maxQty: 49, unitPrice: 3_847 }],
    });
    expect(find(await shop(tokens.agent2!), product.id)).toMatchObject({ levelPrice: 6_000, unitPrice: 5_400 });
    expect(find(await shop(tokens.agent3!), product.id)).toBeUndefined();
    expect((await t.call('GET', `/api/sales/my-shop/product/${product.id}`, { token: tokens.agent3 })).status).toBe(
      404,
    );
  });

  it('shows available, preorder and sold out from the seller stock, per variant too', async () => {
    const levels = [{ levelId: levelIds[0]!, price: 1_000 }];
    const stocked = await createProduct(t, hq, { name: 'Stocked', levels, variants: ['S', 'M'] });
    const preorder = await createProduct(t, hq, {
      name: 'Preorder',
      levels,
      extra: { preorder: true, preorderLimit: 20 },
    });
    const soldOut = await createProduct(t, hq, { name: 'Sold out', levels });
    await stockIn(stocked.id, 4, stocked.variants[1]!.id);
    const page = await shop(tokens.agent1!);
    expect(find(page, stocked.id)).toMatchObject({ stock: 'available', available: 4, variantCount: 2 });
    expect(find(page, preorder.id)).toMatchObject({ stock: 'preorder', available: 0 });
    expect(find(page, soldOut.id)).toMatchObject({ stock: 'sold_out' });
    expect(page.seller).toEqual({ kind: 'branch', name: 'HQ' });

    const detail = await t.call('GET', `/api/sales/my-shop/product/${stocked.id}`, { token: tokens.agent1 });
    expect(detail.data.variants.map((v: { options: string[]; stock: string }) => [v.options[0], v.stock])).toEqual([
      ['S', 'sold_out'],
      ['M', 'available'],
    ]);
  });

  it('sells from the nearest upline of an ordering level, else HQ', async () => {
    const product = await createProduct(t, hq, {
      name: 'From stockist',
      levels: levelIds.map((levelId) => ({ levelId, price: 900 })),
    });
    await stockIn(product.id, 2);
    await stockIn(product.id, 9, undefined, tokens.agent1);
    await t.db
      .update(companies)
      .set({ features: sql`${companies.features} || ${JSON.stringify({ orderingLevelIds: [levelIds[0]] })}::jsonb` })
      .where(eq(companies.id, 'demo'));
    const dealerView = await shop(tokens.agent2!);
    expect(dealerView.seller).toEqual({ kind: 'agent', name: 'Aminah Stockist' });
    expect(find(dealerView, product.id)).toMatchObject({ available: 9 });
    const stockistView = await shop(tokens.agent1!);
    expect(stockistView.seller.kind).toBe('branch');
    expect(find(stockistView, product.id)).toMatchObject({ available: 2 });
    await t.db
      .update(companies)
      .set({ features: sql`${companies.features} - 'orderingLevelIds'` })
      .where(eq(companies.id, 'demo'));
  });

  it('searches by name and category, hides suspended products, and keeps first-order items for first orders', async () => {
    const levels = [{ levelId: levelIds[2]!, price: 700 }];
    const category = (await t.call('POST', '/api/categories', { token: hq, body: { name: 'Herbal' } })).data;
    const herbal = await createProduct(t, hq, { name: 'Jamu Herbal', levels, extra: { categoryId: category.id } });
    const suspended = await createProduct(t, hq, { name: 'Jamu Lama', levels });
    await t.call('POST', `/api/products/${suspended.id}/status`, { token: hq, body: { status: 'suspended' } });
    const starter = await createProduct(t, hq, { name: 'Starter Jamu', levels, extra: { firstOrderOnly: true } });

    const byName = await shop(tokens.agent3!, '&q=jamu');
    expect(byName.products.items.map((p: { name: string }) => p.name)).toEqual(['Jamu Herbal']);
    expect(byName.firstOrder).toBe(false);
    const byCategory = await shop(tokens.agent3!, `&categoryId=${category.id}`);
    expect(byCategory.products.items.map((p: { id: string }) => p.id)).toEqual([herbal.id]);

    await addUser(t, {
      email: 'newbie@demo.niaga.test',
      name: 'New Bie',
      role: 'agent',
      levelId: levelIds[2],
      uplineId: await t.userId('agent3@demo.niaga.test'),
      status: 'new',
    });
    const newbie = await shop(await t.login('newbie@demo.niaga.test'), '&q=jamu');
    expect(newbie.firstOrder).toBe(true);
    expect(newbie.products.items.map((p: { id: string }) => p.id).sort()).toEqual([herbal.id, starter.id].sort());
  });

  it('lists ongoing packages and combos beside products with their stock', async () => {
    const levels = [{ levelId: levelIds[0]!, price: 1_000 }];
    const a = await createProduct(t, hq, { name: 'Bundle A', levels });
    const b = await createProduct(t, hq, { name: 'Bundle B', levels });
    await stockIn(a.id, 5);
    const pack = (code: string, validFrom: string, quantity: number) =>
      t.call('POST', '/api/packages', {
        token: hq,
        body: { name: `Pack ${code}`, code, price: 1_500, validFrom, items: [{ productId: a.id, quantity }] },
      });
    await pack('PK-OK', day(-1), 5);
    await pack('PK-BIG', day(-1), 6);
    await pack('PK-LATER', day(3), 1);
    await t.call('POST', '/api/combos', {
      token: hq,
      body: {
        name: 'Mix 4',
        code: 'CB-4',
        requiredQuantity: 4,
        price: 3_000,
        products: [{ productId: a.id }, { productId: b.id }],
      },
    });
    const page = await shop(tokens.agent1!, '&q=');
    expect(page.packages.map((p: { code: string; stock: string }) => [p.code, p.stock])).toEqual([
      ['PK-BIG', 'sold_out'],
      ['PK-OK', 'available'],
    ]);
    expect(page.combos.map((c: { code: string; stock: string }) => [c.code, c.stock])).toEqual([['CB-4', 'available']]);
  });
});

describe('HQ preview', () => {
  it('shows the shop and a product as a chosen level sees them', async () => {
    const product = await createProduct(t, hq, {
      name: 'Preview Me',
      levels: [
        { levelId: levelIds[0]!, price: 5_000 },
        { levelId: levelIds[2]!, price: 7_000 },
      ],
    });
    const asLevel3 = await t.call('GET', `/api/products/preview-store?levelId=${levelIds[2]}&q=preview`, { token: hq });
    expect(asLevel3.data.level.id).toBe(levelIds[2]);
    expect(find(asLevel3.data, product.id)).toMatchObject({ unitPrice: 7_000 });
    const asLevel2 = await t.call('GET', `/api/products/preview-product/${product.id}?levelId=${levelIds[1]}`, {
      token: hq,
    });
    expect(asLevel2.status).toBe(404);
    const detail = await t.call('GET', `/api/products/preview-product/${product.id}?levelId=${levelIds[0]}`, {
      token: hq,
    });
    expect(detail.data).toMatchObject({ unitPrice: 5_000, name: 'Preview Me' });
    expect((await t.call('GET', '/api/products/preview-store', { token: hq })).status).toBe(400);
    expect((await t.call('GET', '/api/sales/my-shop', { token: hq })).status).toBe(403);
  });

  it("never shows another company's products or levels", async () => {
    const product = await createProduct(t, hq, { levels: [{ levelId: levelIds[0]!, price: 100 }] });
    const otherHq = await signInOtherCompanyHq(t, { id: 'other-shop', hqName: 'O' });
    const preview = await t.call('GET', `/api/products/preview-product/${product.id}?levelId=${levelIds[0]}`, {
      token: otherHq,
    });
    expect(preview.status).toBe(404);
  });
});
