import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The shop and inventory lists read a cached copy of the catalogue. Writes go through one API instance
// (`writer`) and every read through another on the same database (`reader`, its cache warm), as with two
// servers behind a load balancer: each read must already show the write before it.
let writer: TestApp;
let reader: TestApp;
let hq: string;
let agent: string;
let levelIds: string[];

beforeAll(async () => {
  writer = await createTestApp();
  reader = await createTestApp({}, { sharing: writer });
  hq = await writer.login('hq@demo.niaga.test', 'hq');
  agent = await writer.login('agent1@demo.niaga.test');
  levelIds = (await writer.call('GET', '/api/setup/tier', { token: hq })).data.items.map((l: { id: string }) => l.id);
});
afterAll(async () => {
  await reader.close();
  await writer.close();
});

type ShopItem = { id: string; levelPrice: number; category: { name: string } | null; stock: string };
const shopItem = async (id: string, token = agent) => {
  const page = (await reader.call('GET', '/api/sales/my-shop?q=Cache%20test', { token })).data;
  return page.products.items.find((item: ShopItem) => item.id === id) as ShopItem | undefined;
};
const shopCategories = async () =>
  (await reader.call('GET', '/api/sales/my-shop', { token: agent })).data.categories.map(
    (category: { name: string }) => category.name,
  );
const inventoryRows = async () =>
  (await reader.call('GET', '/api/inventory?q=Cache%20test', { token: hq })).data.items.map(
    (row: { sku: string; category: string | null }) => [row.sku, row.category],
  );

const product = {
  name: 'Cache test serum',
  sku: 'CACHE-1',
  retailPrice: 10_000,
  weight: 100,
  categoryId: null as string | null,
  levels: [] as Array<{ levelId: string; price: number }>,
  variants: [] as Array<{ sku: string; options: string[] }>,
};
const save = async (id?: string) => {
  const response = await writer.call('POST', id ? `/api/products/${id}` : '/api/products', {
    token: hq,
    body: product,
  });
  expect(response.status, JSON.stringify(response.meta)).toBe(200);
  return response.data as { id: string };
};

describe('the cached catalogue, read by another API instance', () => {
  it('shows every catalogue, stock and level change at once', async () => {
    product.levels = [
      { levelId: levelIds[0]!, price: 5_000 },
      { levelId: levelIds[1]!, price: 6_000 },
    ];
    const { id } = await save();
    expect(await shopItem(id)).toMatchObject({ levelPrice: 5_000, stock: 'sold_out' });
    expect(await inventoryRows()).toEqual([['CACHE-1', null]]);

    product.levels = [
      { levelId: levelIds[0]!, price: 7_000 },
      { levelId: levelIds[1]!, price: 6_000 },
    ];
    await save(id);
    expect(await shopItem(id)).toMatchObject({ levelPrice: 7_000 });

    const suspended = await writer.call('POST', `/api/products/${id}/status`, {
      token: hq,
      body: { status: 'suspended' },
    });
    expect(suspended.status).toBe(200);
    expect(await shopItem(id)).toBeUndefined();
    expect(await inventoryRows()).toEqual([['CACHE-1', null]]); // HQ still keeps its stock
    await writer.call('POST', `/api/products/${id}/status`, { token: hq, body: { status: 'published' } });
    expect(await shopItem(id)).toMatchObject({ levelPrice: 7_000 });

    const category = await writer.call('POST', '/api/categories', { token: hq, body: { name: 'Cache serums' } });
    product.categoryId = category.data.id;
    product.variants = [
      { sku: 'CACHE-1-S', options: ['Small'] },
      { sku: 'CACHE-1-L', options: ['Large'] },
    ];
    await save(id);
    expect((await shopItem(id))?.category).toEqual({ id: category.data.id, name: 'Cache serums' });
    expect(await shopCategories()).toContain('Cache serums');
    expect(await inventoryRows()).toEqual([
      ['CACHE-1-S', 'Cache serums'],
      ['CACHE-1-L', 'Cache serums'],
    ]);
    await writer.call('POST', `/api/categories/${category.data.id}`, { token: hq, body: { name: 'Cache oils' } });
    expect((await shopItem(id))?.category?.name).toBe('Cache oils');
    expect(await shopCategories()).toContain('Cache oils');

    const variantId = (await writer.call('GET', `/api/products/${id}`, { token: hq })).data.variants[1].id;
    const stocked = await writer.call('POST', '/api/inventory/store', {
      token: hq,
      body: { type: 'in', reason: 'Delivery', items: [{ productId: id, variantId, amount: 5 }] },
    });
    expect(stocked.status).toBe(200);
    expect(await shopItem(id)).toMatchObject({ stock: 'available' });

    // The agent moves to the second level: its price at once; the level without a price no longer sees it.
    const promoted = await writer.call('POST', '/api/promote-demote/store', {
      token: hq,
      body: { agentId: await writer.userId('agent1@demo.niaga.test'), levelId: levelIds[1], uplineId: 'hq' },
    });
    expect(promoted.status, JSON.stringify(promoted.meta)).toBe(200);
    expect(await shopItem(id)).toMatchObject({ levelPrice: 6_000 });
    product.levels = [{ levelId: levelIds[0]!, price: 7_000 }];
    await save(id);
    expect(await shopItem(id)).toBeUndefined();

    // Any writer counts, not only the API's services: a statement straight on the table moves the version too.
    await writer.db.execute(sql`update product_levels set price = 6500 where product_id = ${id}`);
    await writer.db.execute(
      sql`insert into product_levels (company_id, product_id, level_id, price, commissions)
          select company_id, product_id, ${levelIds[1]!}, 6500, commissions from product_levels where product_id = ${id}`,
    );
    expect(await shopItem(id)).toMatchObject({ levelPrice: 6_500 });

    expect((await writer.call('DELETE', `/api/products/${id}`, { token: hq })).status).toBe(200);
    expect(await shopItem(id)).toBeUndefined();
    expect(await inventoryRows()).toEqual([]);
  });

  it('prices the cart from the current catalogue', async () => {
    const level = levelIds[1]!; // agent1's level since the first test
    const body = {
      name: 'Cache test balm',
      sku: 'CACHE-2',
      retailPrice: 9_000,
      weight: 50,
      levels: [{ levelId: level, price: 3_000 }],
    };
    const created = await writer.call('POST', '/api/products', { token: hq, body });
    const id = created.data.id as string;
    await writer.call('POST', '/api/sales/my-shop/add-cart', {
      token: agent,
      body: { kind: 'product', itemId: id, quantity: 2 },
    });
    const line = async () =>
      (await reader.call('GET', '/api/sales/my-shop/get-cart', { token: agent })).data.lines.find(
        (entry: { itemId: string }) => entry.itemId === id,
      );
    expect(await line()).toMatchObject({ unitPrice: 3_000, lineTotal: 6_000 });
    await writer.call('POST', `/api/products/${id}`, {
      token: hq,
      body: { ...body, levels: [{ levelId: level, price: 3_500 }] },
    });
    expect(await line()).toMatchObject({ unitPrice: 3_500, lineTotal: 7_000 });
    await writer.call('POST', `/api/products/${id}/status`, { token: hq, body: { status: 'suspended' } });
    expect(await line()).toMatchObject({ problem: 'suspended' });
    await writer.call('DELETE', `/api/products/${id}`, { token: hq });
    expect(await line()).toMatchObject({ name: 'Cache test balm', problem: 'deleted' });
  });

  it('shows package and combo changes at once', async () => {
    const created = await writer.call('POST', '/api/products', {
      token: hq,
      body: { name: 'Cache test tonic', sku: 'CACHE-3', retailPrice: 5_000, weight: 50, levels: [] },
    });
    const productId = created.data.id as string;
    const bundles = async () => {
      const page = (await reader.call('GET', '/api/sales/my-shop?q=Cache%20bundle', { token: agent })).data;
      return [...page.packages, ...page.combos].map((view: { name: string }) => view.name);
    };
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const pack = { name: 'Cache bundle pack', code: 'CACHE-PK', price: 9_000, validFrom: yesterday };
    const saved = await writer.call('POST', '/api/packages', {
      token: hq,
      body: { ...pack, items: [{ productId, quantity: 2 }] },
    });
    expect(saved.status, JSON.stringify(saved.meta)).toBe(200);
    const packageId = saved.data.id as string;
    expect(await bundles()).toEqual(['Cache bundle pack']);
    await writer.call('POST', `/api/packages/${packageId}`, {
      token: hq,
      body: { ...pack, name: 'Cache bundle pack two', items: [{ productId, quantity: 3 }] },
    });
    expect(await bundles()).toEqual(['Cache bundle pack two']);
    await writer.call('POST', `/api/packages/${packageId}/suspend`, { token: hq, body: { suspended: true } });
    expect(await bundles()).toEqual([]);

    const combo = await writer.call('POST', '/api/combos', {
      token: hq,
      body: {
        name: 'Cache bundle combo',
        code: 'CACHE-CB',
        requiredQuantity: 2,
        price: 8_000,
        products: [{ productId }],
      },
    });
    expect(combo.status, JSON.stringify(combo.meta)).toBe(200);
    expect(await bundles()).toEqual(['Cache bundle combo']);
    // A product's new name shows inside the combo too.
    await writer.call('POST', `/api/products/${productId}`, {
      token: hq,
      body: { name: 'Cache test tonic forte', sku: 'CACHE-3', retailPrice: 5_000, weight: 50, levels: [] },
    });
    const page = (await reader.call('GET', '/api/sales/my-shop?q=Cache%20bundle', { token: agent })).data;
    expect(page.combos[0].products[0].productName).toBe('Cache test tonic forte');
    expect((await writer.call('DELETE', `/api/combos/${combo.data.id}`, { token: hq })).status).toBe(200);
    expect(await bundles()).toEqual([]);
  });
});
