import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiProduct, choose, demoLevels, hqToken, uploadInto } from './catalog-support';
import { call, signedInPage } from './recruitment-support';
import { baseUrl } from './support/browser';
import { browser } from './support/shared-browser';

let token: string;
beforeAll(async () => {
  token = await hqToken();
});

async function hqPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  return signedInPage(browser, token);
}

const MIN_EQUALS_MAX = "A range's minimum cannot equal the previous range's maximum.";

describe('catalogue screens (HQ)', () => {
  it('creates a category, then a product with variants, level prices and a band; the edit page keeps everything', async () => {
    const levels = await demoLevels(token);
    expect(levels.map((level) => level.levelName)).toEqual(['Stockist', 'Dealer', 'Agent']);
    const { page, close } = await hqPage();
    await page.goto(`${baseUrl()}/category-products`);
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-form').getByLabel('Name').fill('Skincare');
    await uploadInto(page, 'category-image');
    await page.getByTestId('category-image').locator('img').waitFor();
    await page.getByTestId('category-form').getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-category="Skincare"]').waitFor();
    expect(await page.locator('[data-category="Skincare"] img').count()).toBe(1);

    await page.goto(`${baseUrl()}/products/new`);
    const form = page.getByTestId('product-form');
    await form.getByLabel(/^Name\b/).fill('Rose Serum');
    await form.getByLabel(/^SKU\b/).fill('ROSE-1');
    await choose(page, form.getByLabel('Category', { exact: true }), 'Skin', 'Skincare');
    await form.getByLabel('Retail price').fill('89.90');
    await form.getByLabel('Weight (g)').fill('120');
    await uploadInto(page, 'cover-image');
    await page.getByTestId('cover-image').locator('img').waitFor();
    const prices = ['50.00', '60.00', '70.00'];
    for (const [index, level] of levels.entries()) {
      await form.getByLabel(`Agent price ${level.levelName}`).fill(prices[index] ?? '');
    }
    await form.getByLabel('Overriding Agent').fill('1.00');
    const bands = page.getByTestId('bands-Stockist');
    await bands.getByRole('button', { name: 'Add range' }).click();
    await bands.getByLabel('Min qty').fill('10');
    await bands.getByLabel('Max qty').fill('49');
    await bands.getByLabel('Unit price').fill('45.50');
    for (const [index, colour] of ['Red', 'Blue'].entries()) {
      await page.getByTestId('variant-add').click();
      await page.getByTestId(`variant-options-${index}`).fill(colour);
      await page.getByTestId(`variant-options-${index}`).press('Enter');
      await page.getByTestId(`variant-sku-${index}`).fill(`ROSE-1-${colour.toUpperCase()}`);
    }
    await page.getByTestId('product-save').click();
    await page.waitForURL(/\/products\/edit\//);
    const id = page.url().split('/').pop() ?? '';

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel(/^Name\b/).inputValue()).toBe('Rose Serum');
    expect(await form.getByLabel('Retail price').inputValue()).toBe('89.90');
    // The category shows its name once the category list has arrived.
    await expect.poll(() => form.getByLabel('Category', { exact: true }).inputValue()).toBe('Skincare');
    for (const [index, level] of levels.entries()) {
      expect(await form.getByLabel(`Agent price ${level.levelName}`).inputValue()).toBe(prices[index]);
    }
    expect(await form.getByLabel('Overriding Agent').inputValue()).toBe('1.00');
    expect(await bands.getByLabel('Min qty').inputValue()).toBe('10');
    expect(await bands.getByLabel('Unit price').inputValue()).toBe('45.50');
    expect(await page.getByTestId('variant-sku-1').inputValue()).toBe('ROSE-1-BLUE');
    await page.getByTestId('cover-image').locator('img').waitFor();

    const saved = await call<{
      levels: { levelId: string; price: number; commissions: { overriding: number } }[];
      variants: { id: string; options: string[] }[];
    }>('GET', `/api/products/${id}`, token);
    const priceOf = (name: string) => saved.levels.find((level) => level.levelId === levelId(name))?.price;
    const levelId = (name: string) => levels.find((level) => level.levelName === name)?.id;
    expect([priceOf('Stockist'), priceOf('Dealer'), priceOf('Agent')]).toEqual([5000, 6000, 7000]);
    expect(saved.variants.map((variant) => variant.options)).toEqual([['Red'], ['Blue']]);

    // Saving again keeps the variant ids.
    await page.getByTestId('product-save').click();
    await page.getByText('Product saved.').waitFor();
    const again = await call<{ variants: { id: string }[] }>('GET', `/api/products/${id}`, token);
    expect(again.variants.map((variant) => variant.id)).toEqual(saved.variants.map((variant) => variant.id));

    // A category with products cannot be deleted (spec §5, §8).
    await page.goto(`${baseUrl()}/category-products`);
    await page.getByRole('button', { name: 'Delete Skincare' }).click();
    const confirm = page.getByTestId('category-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('This category still has products. Move them to another category first.').waitFor();
    await close();
  });

  it('shows the range rule beside the band row and saves nothing', async () => {
    const levels = await demoLevels(token);
    const product = await apiProduct(token, 'Band Balm', 'BAND-1', levels);
    const { page, close } = await hqPage();
    await page.goto(`${baseUrl()}/products/edit/${product.id}`);
    const bands = page.getByTestId('bands-Dealer');
    await bands.getByRole('button', { name: 'Add range' }).click();
    await bands.getByRole('button', { name: 'Add range' }).click();
    const rows = bands.locator('[data-band]');
    await rows.nth(0).getByLabel('Min qty').fill('1');
    await rows.nth(0).getByLabel('Max qty').fill('10');
    await rows.nth(0).getByLabel('Unit price').fill('9.00');
    await rows.nth(1).getByLabel('Min qty').fill('10');
    await rows.nth(1).getByLabel('Max qty').fill('20');
    await rows.nth(1).getByLabel('Unit price').fill('8.00');
    await page.getByTestId('product-save').click();
    await rows.nth(1).getByText(MIN_EQUALS_MAX).waitFor();
    expect(await rows.nth(0).getByText(MIN_EQUALS_MAX).count()).toBe(0);
    const saved = await call<{ levels: { bands: unknown[] }[] }>('GET', `/api/products/${product.id}`, token);
    expect(saved.levels.every((level) => level.bands.length === 0)).toBe(true);
    await close();
  });

  it('suspends, unsuspends and deletes a product from the list, deleting after the confirm', async () => {
    const levels = await demoLevels(token);
    await apiProduct(token, 'List Lotion', 'LIST-1', levels);
    const { page, close } = await hqPage();
    await page.goto(`${baseUrl()}/products?q=LIST-1`);
    const row = page.locator('[data-product="LIST-1"]:visible');
    await row.locator('[data-status="published"]').waitFor();
    await row.getByRole('button', { name: 'Actions for List Lotion' }).click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    await row.locator('[data-status="suspended"]').waitFor();
    await page.goto(`${baseUrl()}/products?status=suspended`);
    await row.waitFor();
    await row.getByRole('button', { name: 'Actions for List Lotion' }).click();
    await page.getByRole('menuitem', { name: 'Unsuspend' }).click();
    await page.getByText('No product matches').waitFor();

    await page.goto(`${baseUrl()}/products?q=LIST-1`);
    await row.getByRole('button', { name: 'Actions for List Lotion' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByTestId('product-delete-confirm');
    await confirm.getByText('This action cannot be reverted.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No product matches').waitFor();
    await close();
  });

  it('creates a package (placed by its dates) and a combo', async () => {
    const levels = await demoLevels(token);
    await apiProduct(token, 'Pack Soap', 'PACK-1', levels);
    const { page, close } = await hqPage();
    await page.goto(`${baseUrl()}/products/package/new`);
    const form = page.getByTestId('package-form');
    await form.getByLabel(/^Name\b/).fill('Starter pack');
    await form.getByLabel(/^Code\b/).fill('START');
    await form.getByLabel(/^Price\b/).fill('199.00');
    await form.getByLabel('Valid from').fill('2099-01-01');
    await form.getByLabel('Valid from').press('Escape');
    await choose(page, page.getByTestId('item-product-0'), 'PACK', 'Pack Soap (PACK-1)');
    await form.getByLabel('Variant').click();
    await page.getByRole('option', { name: 'Red (PACK-1-R)' }).click();
    await form.getByLabel('Quantity').fill('3');
    await page.getByTestId('package-save').click();
    await page.waitForURL(/\/products\/package$/);
    await page.getByText('No packages in this tab').waitFor();
    await page.getByTestId('tab-upcoming').click();
    await page.locator('[data-bundle="START"]').getByText('3 × Pack Soap').waitFor();

    await page.goto(`${baseUrl()}/combo`);
    await page.getByRole('link', { name: 'Add combo' }).click();
    const combo = page.getByTestId('combo-form');
    await combo.getByLabel(/^Name\b/).fill('Pick three');
    await combo.getByLabel(/^Code\b/).fill('PICK3');
    await combo.getByLabel('Required quantity').fill('3');
    await combo.getByLabel(/^Price\b/).fill('120.00');
    await choose(page, page.getByTestId('item-product-0'), 'PACK', 'Pack Soap (PACK-1)');
    await combo.getByLabel('Min. quantity').fill('1');
    await page.getByTestId('combo-save').click();
    await page.waitForURL(/\/products\/combo$/);
    const row = page.locator('[data-bundle="PICK3"]');
    await row.getByText('Pick exactly 3 units').waitFor();
    await row.getByRole('button', { name: 'Actions for Pick three' }).click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    await row.locator('[data-status="suspended"]').waitFor();
    await close();
  });
});
