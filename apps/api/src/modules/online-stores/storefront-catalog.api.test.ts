import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AFFILIATE_COOKIE, VISITOR_COOKIE } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { createProduct } from '../../testing/catalog-fixtures.js';
import { type TestApp, useTestApp } from '../../testing/test-app.js';
import { products } from '../catalog/catalog.tables.js';
import { applyMovement } from '../inventory/stock.repo.js';
import { sellerFor } from '../shop/seller.js';
import { levels } from '../users/users.tables.js';
import { affiliateClicks, onlineStoreProducts, onlineStores, storeVisits } from './online-stores.tables.js';

const dist = mkdtempSync(path.join(tmpdir(), 'niaga-storefront-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Niaga</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
// Every page reads the versions afresh, so a change made by the test shows on its next page.
const t: TestApp = useTestApp({ WEB_DIST: dist, STOREFRONT_FRESH_MS: '0' });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
let honey: { id: string; variants: Array<{ id: string }> };
let soap: { id: string };
let unlisted: { id: string };
let shopId: string;
let agentId: string;

async function addStore(values: {
  kind: 'ejen_store' | 'go_affiliate';
  slug: string;
  owner: string;
  status?: 'active' | 'suspended';
}) {
  const id = newId();
  await t.db.insert(onlineStores).values({
    companyId: 'demo',
    id,
    kind: values.kind,
    ownerId: await t.userId(values.owner),
    slug: values.slug,
    name: `Store ${values.slug}`,
    description: `The ${values.slug} store`,
    status: values.status ?? 'active',
    termsAcceptedAt: new Date(),
  });
  return id;
}

const list = async (productIds: string[], storeId: string) =>
  t.db
    .insert(onlineStoreProducts)
    .values(productIds.map((productId, position) => ({ companyId: 'demo', storeId, productId, position })));

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', 'user-agent': BROWSER, ...headers } });

const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
  const found = [setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1).split(';')[0]!) : undefined;
};

beforeAll(async () => {
  const hq = await t.login('hq@demo.niaga.test', 'hq');
  const [level] = await t.db.select({ id: levels.id }).from(levels).where(eq(levels.companyId, 'demo')).limit(1);
  const levelPrices = [{ levelId: level!.id, price: 6_543 }];
  honey = await createProduct(t, hq, {
    name: 'Wild Forest Honey',
    variants: ['500 g', '1 kg'],
    levels: levelPrices,
    extra: { storePrice: 4_250, description: 'Raw honey from the forest.\n\nNo sugar added.' },
  });
  soap = await createProduct(t, hq, { name: 'Goat Milk Soap', levels: levelPrices, extra: { storePrice: 1_990 } });
  unlisted = await createProduct(t, hq, { name: 'Unlisted Tea', levels: levelPrices });
  await t.db
    .update(products)
    .set({ coverImage: '/uploads/demo/honey.jpg', images: ['/uploads/demo/honey.jpg', '/uploads/demo/honey-2.jpg'] })
    .where(and(eq(products.companyId, 'demo'), eq(products.id, honey.id)));
  agentId = await t.userId('agent1@demo.niaga.test');
  shopId = await addStore({ kind: 'ejen_store', slug: 'honey-shop', owner: 'agent1@demo.niaga.test' });
  await list([honey.id, soap.id], shopId);
  const closedId = await addStore({
    kind: 'ejen_store',
    slug: 'closed-shop',
    owner: 'agent2@demo.niaga.test',
    status: 'suspended',
  });
  await list([honey.id], closedId);
  for (const [slug, owner] of [
    ['aff-two', 'agent2@demo.niaga.test'],
    ['aff-three', 'agent3@demo.niaga.test'],
  ] as const)
    await list([honey.id], await addStore({ kind: 'go_affiliate', slug, owner }));
});

describe('storefront browsing (JSON)', () => {
  it('lists the store’s listed products at the store price only, with availability from the agent, else its seller', async () => {
    const before = await t.call('GET', '/api/storefront/honey-shop/products');
    expect(before.status).toBe(200);
    expect(before.data.items.map((item: { name: string }) => item.name)).toEqual([
      'Wild Forest Honey',
      'Goat Milk Soap',
    ]);
    expect(before.data.items[0]).toEqual({
      id: honey.id,
      name: 'Wild Forest Honey',
      coverImage: '/uploads/demo/honey.jpg',
      category: null,
      price: 4_250,
      stock: 'sold_out',
      variantCount: 2,
    });
    expect(before.body).not.toContain('6543');
    expect(before.body).not.toMatch(/levelPrice|retailPrice|points|available"/);

    const { seller } = await sellerFor(t.db, 'demo', agentId);
    await t.db.transaction(async (tx) => {
      const common = {
        companyId: 'demo',
        qtyOut: 0,
        invType: 'in',
        invDesc: 'test',
        by: { id: null, name: 'test' },
      } as const;
      await applyMovement(tx, {
        ...common,
        storeId: agentId,
        productId: honey.id,
        variantId: honey.variants[0]!.id,
        qtyIn: 3,
      });
      await applyMovement(tx, { ...common, storeId: seller.storeId, productId: soap.id, variantId: null, qtyIn: 500 });
    });
    const after = await t.call('GET', '/api/storefront/honey-shop/products?q=soap');
    expect(after.data.items).toHaveLength(1);
    expect(after.data.items[0]).toMatchObject({ name: 'Goat Milk Soap', stock: 'available' });

    const detail = await t.call('GET', `/api/storefront/honey-shop/products/${honey.id}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      name: 'Wild Forest Honey',
      price: 4_250,
      stock: 'available',
      description: 'Raw honey from the forest.\n\nNo sugar added.',
      images: ['/uploads/demo/honey.jpg', '/uploads/demo/honey-2.jpg'],
    });
    expect(detail.data.variants.map((variant: { stock: string }) => variant.stock)).toEqual(['available', 'sold_out']);
    expect(detail.body).not.toContain('6543');
    expect((await t.call('GET', `/api/storefront/honey-shop/products/${unlisted.id}`)).status).toBe(404);
  });

  it('answers a closed store with no products, and an unknown slug with 404', async () => {
    const info = await t.call('GET', '/api/storefront/closed-shop');
    expect(info.data.closed).toBe('suspended');
    const closed = await t.call('GET', '/api/storefront/closed-shop/products');
    expect(closed.status).toBe(200);
    expect(closed.data.items).toEqual([]);
    expect((await t.call('GET', `/api/storefront/closed-shop/products/${honey.id}`)).status).toBe(404);
    expect((await t.call('GET', '/api/storefront/no-such-shop/products')).status).toBe(404);
  });
});

describe('server-rendered storefront pages', () => {
  it('renders the product page with its OG tags, JSON-LD and readable name, price and image', async () => {
    const response = await page(`/s/honey-shop/p/${honey.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Wild Forest Honey | Store honey-shop</title>');
    expect(html).toContain('<meta property="og:title" content="Wild Forest Honey | Store honey-shop" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost/uploads/demo/honey.jpg" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost/s/honey-shop/p/${honey.id}" />`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/s/honey-shop/p/${honey.id}" />`);
    expect(html).toContain('<meta property="product:price:amount" content="42.50" />');
    expect(html).toContain('<meta property="product:price:currency" content="MYR" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="description" content="Raw honey from the forest. No sugar added." />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Wild Forest Honey',
      offers: { price: '42.50', priceCurrency: 'MYR' },
    });
    expect(html).toMatch(/<div id="root"><main data-ssr="product">.*<h1>Wild Forest Honey<\/h1>/);
    expect(html).toContain('RM 42.50');
    expect(html).toContain('<img src="http://localhost/uploads/demo/honey.jpg" alt="Wild Forest Honey"');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html).not.toContain('65.43');
  });

  it('renders the list page with every listed product, in the visitor’s language', async () => {
    const response = await page('/s/honey-shop', { 'accept-language': 'ms' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ms"');
    expect(response.body).toContain('<title>Store honey-shop</title>');
    expect(response.body).toContain('<h2>Produk</h2>');
    expect(response.body).toContain(`<a href="/s/honey-shop/p/${honey.id}">`);
    expect(response.body).toContain('Goat Milk Soap</span> <strong>RM 19.90</strong>');
    expect(response.body).not.toContain('Unlisted Tea');
  });

  it('answers a closed store with its friendly page and an unknown slug or product with a 404 page', async () => {
    const closed = await page('/s/closed-shop');
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('Store closed-shop is closed');
    expect(closed.body).toContain('<meta name="robots" content="noindex" />');
    expect(closed.body).not.toContain('Wild Forest Honey');
    const closedProduct = await page(`/s/closed-shop/p/${honey.id}`);
    expect(closedProduct.statusCode).toBe(200);
    expect(closedProduct.body).not.toContain('Wild Forest Honey');
    const unknown = await page('/s/no-such-shop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Store not found');
    const product = await page(`/s/honey-shop/p/${unlisted.id}`);
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain('Product not found');
    const spa = await page('/s/honey-shop/cart');
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<div id="root"></div>');
  });

  it('answers from memory until the product or the store changes, with an ETag to revalidate', async () => {
    const first = await page(`/s/honey-shop/p/${honey.id}`);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toMatch(/no-cache/);
    const again = await page(`/s/honey-shop/p/${honey.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    await t.db
      .update(products)
      .set({ name: 'Wild Forest Honey Gold', storePrice: 4_900 })
      .where(and(eq(products.companyId, 'demo'), eq(products.id, honey.id)));
    const renamed = await page(`/s/honey-shop/p/${honey.id}`, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('<h1>Wild Forest Honey Gold</h1>');
    expect(renamed.body).toContain('RM 49.00');

    await t.db
      .update(onlineStores)
      .set({ name: 'Honey House', version: sql`${onlineStores.version} + 1` })
      .where(and(eq(onlineStores.companyId, 'demo'), eq(onlineStores.id, shopId)));
    const store = await page('/s/honey-shop');
    expect(store.body).toContain('<title>Honey House</title>');
    await t.db
      .delete(onlineStoreProducts)
      .where(and(eq(onlineStoreProducts.storeId, shopId), eq(onlineStoreProducts.productId, soap.id)));
    await t.db
      .update(onlineStores)
      .set({ version: sql`${onlineStores.version} + 1` })
      .where(and(eq(onlineStores.companyId, 'demo'), eq(onlineStores.id, shopId)));
    expect((await page('/s/honey-shop')).body).not.toContain('Goat Milk Soap');
  });

  it('counts a visit once a day per visitor, with no write when the day’s cookie is there', async () => {
    const visits = async () =>
      (await t.db.select().from(storeVisits).where(eq(storeVisits.storeId, shopId))).reduce(
        (sum, row) => sum + row.visits,
        0,
      );
    const before = await visits();
    const first = await page('/s/honey-shop');
    const visitor = cookieOf(first.headers['set-cookie'], VISITOR_COOKIE)!;
    const dayCookie = [first.headers['set-cookie']]
      .flat()
      .find((line) => line?.startsWith('niaga_visit_'))!
      .split(';')[0]!;
    expect(await visits()).toBe(before + 1);
    const second = await page(`/s/honey-shop/p/${honey.id}`, { cookie: `${VISITOR_COOKIE}=${visitor}; ${dayCookie}` });
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers['cache-control']).toBe('public, no-cache');
    await page('/s/honey-shop', { 'user-agent': 'WhatsApp/2.23.20.0' });
    expect(await visits()).toBe(before + 1);
  });

  it('counts an affiliate click once per visitor and window, ignores bots, and the last store clicked wins the cookie', async () => {
    const clicks = async (slug: string) =>
      await t.db
        .select({ id: affiliateClicks.id, productId: affiliateClicks.productId })
        .from(affiliateClicks)
        .innerJoin(onlineStores, eq(onlineStores.id, affiliateClicks.storeId))
        .where(eq(onlineStores.slug, slug));
    for (const bot of ['facebookexternalhit/1.1', 'WhatsApp/2.23.20.0', 'Googlebot/2.1', 'Twitterbot/1.0'])
      await page(`/s/aff-two/p/${honey.id}?ref=aff-two`, { 'user-agent': bot });
    expect(await clicks('aff-two')).toHaveLength(0);

    const first = await page(`/s/aff-two/p/${honey.id}?ref=aff-two`);
    const visitor = cookieOf(first.headers['set-cookie'], VISITOR_COOKIE)!;
    const firstClick = cookieOf(first.headers['set-cookie'], AFFILIATE_COOKIE)!;
    expect([first.headers['set-cookie']].flat().join('\n')).toMatch(
      new RegExp(`${AFFILIATE_COOKIE}=[^;]+; Path=/; Max-Age=${30 * 86_400}; HttpOnly; SameSite=Lax`),
    );
    expect(await clicks('aff-two')).toEqual([{ id: firstClick, productId: honey.id }]);

    const visitorCookie = `${VISITOR_COOKIE}=${visitor}`;
    const repeated = await Promise.all([1, 2, 3].map(() => page('/s/aff-two?ref=aff-two', { cookie: visitorCookie })));
    expect(repeated.map((response) => cookieOf(response.headers['set-cookie'], AFFILIATE_COOKIE))).toEqual([
      firstClick,
      firstClick,
      firstClick,
    ]);
    expect(await clicks('aff-two')).toHaveLength(1);

    const other = await page('/s/aff-two?ref=aff-three', {
      cookie: `${visitorCookie}; ${AFFILIATE_COOKIE}=${firstClick}`,
    });
    const otherClick = cookieOf(other.headers['set-cookie'], AFFILIATE_COOKIE)!;
    expect(otherClick).not.toBe(firstClick);
    expect(await clicks('aff-three')).toEqual([{ id: otherClick, productId: null }]);

    // Another visitor counts again; a ref that is no go-affiliate store counts nothing.
    await page('/s/aff-two?ref=aff-two');
    expect(await clicks('aff-two')).toHaveLength(2);
    const notAffiliate = await page('/s/honey-shop?ref=honey-shop', { cookie: visitorCookie });
    expect(cookieOf(notAffiliate.headers['set-cookie'], AFFILIATE_COOKIE)).toBeUndefined();
  });
});
