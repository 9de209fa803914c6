import { beforeAll, describe, expect, it } from 'vitest';
import { apiProduct, type DemoLevel, demoLevels } from './catalog-support';
import { apiCall, loginAs, tokenFor } from './network-helpers';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

let levels: DemoLevel[];
let productId: string;
beforeAll(async () => {
  const hq = await tokenFor(browser, HQ);
  levels = await demoLevels(hq);
  // Level prices 10.00 (Stockist), 11.00 (Dealer), 12.00 (Agent); a variant "Red" with 7 units at HQ.
  productId = (await apiProduct(hq, 'Kopi Shop Test', 'SHOP-1', levels)).id;
  const product = await apiCall<{ variants: Array<{ id: string }> }>(hq, `/products/${productId}`);
  await apiCall(hq, '/inventory/store', {
    type: 'in',
    reason: 'Opening stock',
    items: [{ productId, variantId: product.variants[0]!.id, amount: 7 }],
  });
});

describe('agent shop', () => {
  it('shows an agent of each level its own price, and the product with its variant stock', async () => {
    for (const [n, price] of [
      [1, 'RM 10.00'],
      [2, 'RM 11.00'],
      [3, 'RM 12.00'],
    ] as const) {
      const { context, page } = await openPage(browser);
      await loginAs(page, agent(n));
      await page.getByTestId('main-menu').getByText('My shop', { exact: true }).click();
      await page.waitForURL(`${baseUrl()}/my-shop`);
      const card = page.locator(`[data-product-id="${productId}"]`);
      expect(await card.getByTestId('shop-price').textContent()).toBe(price);
      expect(await card.locator('[data-stock]').getAttribute('data-stock')).toBe('available');
      if (n === 3) {
        await page.getByLabel('Search products').fill('no such thing');
        await page.getByText('No products found').waitFor();
        await page.getByLabel('Search products').fill('kopi shop');
        await card.click();
        await page.waitForURL(/\/my-shop\/product-details\?id=/);
        expect(await page.getByTestId('product-price').textContent()).toBe('RM 12.00');
        expect(await page.getByTestId('product-variants').textContent()).toContain('Red');
        await page.getByText('7 available').waitFor();
      }
      await context.close();
    }
  });

  it('lets HQ preview the shop and a product as a chosen level', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/products/preview-store?levelId=${levels[1]!.id}`);
    const card = page.locator(`[data-product-id="${productId}"]`);
    expect(await card.getByTestId('shop-price').textContent()).toBe('RM 11.00');
    await card.click();
    await page.waitForURL(/\/products\/preview-product\//);
    expect(await page.getByTestId('product-price').textContent()).toBe('RM 11.00');
    await page.getByText('You see the shop as an agent of level Dealer would').waitFor();
    await context.close();
  });

  it('takes screenshots of the shop and a product (phone and desktop, light and dark)', async () => {
    const token = await tokenFor(browser, agent(2));
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, token);
      await page.goto(`${baseUrl()}/my-shop`);
      await page.getByTestId('shop-grid').waitFor();
      await shoot(page, `shop-${viewport}-${scheme}`);
      await page.goto(`${baseUrl()}/my-shop/product-details?id=${productId}`);
      await page.getByTestId('product-price').waitFor();
      await shoot(page, `shop-product-${viewport}-${scheme}`);
      await context.close();
    }
  });
});
