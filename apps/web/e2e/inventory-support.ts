import type { Page } from 'playwright-core';
import { apiCall } from './network-helpers';

/** A category and two products: coffee in two variants (250 g, 1 kg) and tea without variants. */
export async function createStockProducts(token: string) {
  const category = await apiCall<{ id: string }>(token, '/categories', { name: 'Beverages' });
  const product = (name: string, sku: string, variants: string[]) =>
    apiCall<{ id: string; variants: { id: string; options: string[] }[] }>(token, '/products', {
      name,
      sku,
      retailPrice: 4_500,
      storePrice: 4_000,
      points: 1,
      discount: 0,
      weight: 300,
      categoryId: category.id,
      levels: [],
      variants: variants.map((option, index) => ({ sku: `${sku}-${index + 1}`, options: [option] })),
    });
  const coffee = await product('Kopi Arabica', 'KOPI', ['250 g', '1 kg']);
  const tea = await product('Teh Hijau', 'TEH', []);
  return { category, coffee, tea };
}

/** Picks an item in the row-th item picker of the stock update form and types its amount. */
export async function fillItemRow(page: Page, row: number, search: string, option: RegExp, amount: string) {
  const item = page.getByTestId('stock-item-row').nth(row);
  await item.getByTestId('item-select').click();
  await item.getByTestId('item-select').fill(search);
  await page.getByRole('option', { name: option }).click();
  await item.locator('input[name$=".amount"]').fill(amount);
}

export async function chooseType(page: Page, label: 'Stock in' | 'Stock out' | 'Return') {
  await page.getByTestId('stock-type').getByText(label, { exact: true }).click();
}

/** The figures of a stock list row (desktop table), by SKU. */
export async function stockRow(page: Page, sku: string) {
  const row = page.getByTestId('inventory-table').locator(`tr[data-sku="${sku}"]`);
  await row.waitFor();
  const cell = async (col: string) => (await row.locator(`[data-col="${col}"]`).textContent())?.trim();
  return {
    onHand: await cell('onHand'),
    reserved: await cell('reserved'),
    available: await cell('available'),
    indicator: await row.locator('[data-indicator]').getAttribute('data-indicator'),
  };
}
