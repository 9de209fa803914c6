import { describe, expect, it } from 'vitest';
import { apiProduct, demoLevels, hqToken } from './catalog-support';
import { call, signedInPage } from './recruitment-support';
import { baseUrl } from './support/browser';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

describe('catalogue screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('product list, product form, categories, packages and combos', async () => {
    const token = await hqToken();
    const levels = await demoLevels(token);
    const product = await apiProduct(token, 'Rose Serum with a rather long product name', 'SHOT-1', levels);
    await apiProduct(token, 'Aloe Gel', 'SHOT-2', levels);
    await call('POST', '/api/categories', token, { name: 'Skincare' });
    await call('POST', '/api/packages', token, {
      name: 'Starter pack',
      code: 'START',
      price: 19900,
      validFrom: '2020-01-01',
      items: [{ productId: product.id, quantity: 2 }],
    });
    await call('POST', '/api/combos', token, {
      name: 'Pick three',
      code: 'PICK3',
      requiredQuantity: 3,
      price: 12000,
      products: [{ productId: product.id, minQuantity: 1 }],
    });
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const suffix = `${viewport}-${scheme}`;
      const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
      await page.goto(`${baseUrl()}/products`);
      await page.locator('[data-product="SHOT-1"]:visible').waitFor();
      await shoot(page, `catalog-products-${suffix}`);
      await page.goto(`${baseUrl()}/products/edit/${product.id}`);
      await page.getByTestId('product-form').waitFor();
      if (viewport === 'phone') {
        const stockist = page.getByTestId('level-accordion').locator('[data-level="Stockist"]');
        await stockist.locator('button[aria-expanded]').first().click();
        await stockist.locator('button[aria-expanded="true"]').waitFor();
      }
      // Save only once the new (empty) range is on screen, or a slow machine saves the form without it; a form
      // still settling (its data arriving) can drop a range added too early, so add it again until it stays.
      const bands = page.getByTestId('bands-Stockist');
      await expect
        .poll(
          async () => {
            if ((await bands.locator('[data-band="0"]').count()) === 0)
              await bands.getByRole('button', { name: 'Add range' }).click();
            return bands.locator('[data-band="0"]').count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      await page.getByTestId('product-save').click();
      await page.getByTestId('bands-Stockist').getByText('Enter a number').first().waitFor();
      await shoot(page, `catalog-product-form-${suffix}`);
      await page.goto(`${baseUrl()}/category-products`);
      await page.locator('[data-category="Skincare"]').waitFor();
      await shoot(page, `catalog-categories-${suffix}`);
      await page.goto(`${baseUrl()}/products/package`);
      await page.locator('[data-bundle="START"]').waitFor();
      await shoot(page, `catalog-packages-${suffix}`);
      await page.goto(`${baseUrl()}/products/combo/new`);
      await page.getByTestId('combo-form').waitFor();
      await shoot(page, `catalog-combo-form-${suffix}`);
      await close();
    }
  });
});
