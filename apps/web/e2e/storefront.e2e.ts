import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Levels, stockedProduct } from './checkout-support';
import { apiToken, call } from './recruitment-support';
import { baseUrl, HQ, openPage } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

const SLUG = 'kedai-madu-e2e';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
let honey: { id: string; variants: Array<{ id: string; options: string[] }> };

beforeAll(async () => {
  const hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  honey = await stockedProduct(hq, levels, {
    name: 'Madu Hutan Asli',
    sku: 'SF-MADU',
    stock: 40,
    variants: ['250 g', '500 g'],
  });
  const soap = await stockedProduct(hq, levels, { name: 'Sabun Susu Kambing', sku: 'SF-SABUN', stock: 40 });
  await sql(
    `UPDATE products SET store_price = CASE id WHEN $1 THEN 3590 ELSE 1290 END, cover_image = '/icon.svg',
       images = ARRAY['/icon.svg'], description = 'Madu asli dari hutan Pahang.' WHERE id IN ($1, $2)`,
    [honey.id, soap.id],
  );
  const storeId = randomUUID();
  await sql(
    `INSERT INTO online_stores (company_id, id, kind, owner_id, slug, name, description, status, terms_accepted_at)
     SELECT 'demo', $1, 'ejen_store', id, $2, 'Kedai Madu Aminah', 'Madu dan sabun asli.', 'active', now()
     FROM users WHERE company_id = 'demo' AND email = 'agent1@demo.niaga.test'`,
    [storeId, SLUG],
  );
  await sql(
    `INSERT INTO online_store_products (company_id, store_id, product_id, position) VALUES ('demo', $1, $2, 0), ('demo', $1, $3, 1)`,
    [storeId, honey.id, soap.id],
  );
});

describe('the public storefront', () => {
  it('with JavaScript off, the product page shows the name, price and image, and its HTML has the Open Graph tags', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    const url = `${baseUrl()}/s/${SLUG}/p/${honey.id}`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Madu Hutan Asli' }).waitFor();
    expect(await page.getByText('RM 35.90').count()).toBe(1);
    const image = page.getByRole('img', { name: 'Madu Hutan Asli' });
    await image.waitFor();
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(
      true,
    );
    expect(await page.title()).toBe('Madu Hutan Asli | Kedai Madu Aminah');
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe('Madu Hutan Asli | Kedai Madu Aminah');
    expect(await meta('og:type')).toBe('product');
    expect(await meta('og:url')).toBe(url);
    expect(await meta('og:image')).toBe(`${baseUrl()}/icon.svg`);
    expect(await meta('product:price:amount')).toBe('35.90');
    expect(await meta('product:price:currency')).toBe('MYR');
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    await context.close();
  });

  it('on a phone, a visitor browses the list, opens a product, adds it to the cart and sees the cart', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/s/${SLUG}`);
    const grid = page.getByTestId('store-grid');
    await grid.waitFor();
    const cards = grid.getByTestId('store-product');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.first().textContent()).toContain('RM 35.90');
    expect(await page.title()).toBe('Kedai Madu Aminah');

    await page.getByRole('textbox', { name: 'Search products' }).fill('sabun');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Sabun Susu Kambing');
    await page.getByRole('textbox', { name: 'Search products' }).fill('');
    await expect.poll(() => cards.count()).toBe(2);

    await cards.filter({ hasText: 'Madu Hutan Asli' }).click();
    await page.waitForURL(`${baseUrl()}/s/${SLUG}/p/${honey.id}`);
    await page.getByTestId('store-product-name').waitFor();
    expect(await page.getByTestId('store-product-price').textContent()).toBe('RM 35.90');
    await expect.poll(() => page.title()).toBe('Madu Hutan Asli | Kedai Madu Aminah');
    await page.getByText('500 g').click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toContain('2');

    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(`${baseUrl()}/s/${SLUG}/cart`);
    const line = page.getByTestId('cart-line');
    await line.waitFor();
    expect(await line.textContent()).toContain('500 g');
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('RM 71.80');
    await line.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe('RM 107.70');
    expect(await page.getByTestId('cart-checkout').getAttribute('href')).toBe(`/s/${SLUG}/checkout`);
    expect(await page.content()).not.toMatch(/RM 1[0-9]\.00/);
    await line.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Your cart is empty').waitFor();
    await context.close();
  });

  it('screens: the list, a product and the cart on a phone in light and on a desktop in dark, none overflowing', async () => {
    for (const [size, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, size, scheme);
      await page.goto(`${baseUrl()}/s/${SLUG}`);
      await page.getByTestId('store-grid').waitFor();
      await shoot(page, `storefront-list-${size}-${scheme}`);
      await page.goto(`${baseUrl()}/s/${SLUG}/p/${honey.id}`);
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('added-to-cart').waitFor();
      await shoot(page, `storefront-product-${size}-${scheme}`);
      await page.goto(`${baseUrl()}/s/${SLUG}/cart`);
      await page.getByTestId('cart-line').waitFor();
      await shoot(page, `storefront-cart-${size}-${scheme}`);
      await context.close();
    }
  });
});
