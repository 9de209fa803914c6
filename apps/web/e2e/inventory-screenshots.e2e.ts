import { describe, it } from 'vitest';
import { createStockProducts } from './inventory-support';
import { apiCall, tokenFor } from './network-helpers';
import { baseUrl, HQ, screenshotDir } from './support/browser';
import { quiet } from './support/quiet';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

describe('inventory screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('stock list, update form with a refused amount, history', async () => {
    const token = await tokenFor(browser, HQ);
    const { coffee, tea } = await createStockProducts(token);
    const [small, large] = coffee.variants;
    const move = (type: string, reason: string, items: unknown[]) =>
      apiCall(token, '/inventory/store', { type, reason, items });
    await move('in', 'Supplier delivery', [
      { productId: coffee.id, variantId: small?.id, amount: 40 },
      { productId: coffee.id, variantId: large?.id, amount: 12 },
      { productId: tea.id, amount: 25 },
    ]);
    await move('out', 'Damaged in storage', [
      { productId: coffee.id, variantId: large?.id, amount: 5 },
      { productId: tea.id, amount: 20 },
    ]);
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, token);
      await page.goto(`${baseUrl()}/inventory`);
      await page.getByTestId(viewport === 'phone' ? 'inventory-cards' : 'inventory-table').waitFor();
      await shoot(page, `inventory-list-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/inventory/update`);
      await page.getByTestId('stock-type').getByText('Stock out', { exact: true }).click();
      await page.getByTestId('stock-reason').fill('Sample for a trade fair');
      const row = page.getByTestId('stock-item-row').first();
      await row.getByTestId('item-select').click();
      await row.getByTestId('item-select').fill('Teh');
      await page.getByRole('option', { name: /Teh Hijau/ }).click();
      await row.locator('input[name$=".amount"]').fill('9');
      await page.getByTestId('add-row').click();
      const second = page.getByTestId('stock-item-row').nth(1);
      await second.getByTestId('item-select').click();
      await second.getByTestId('item-select').fill('Kopi');
      await page.getByRole('option', { name: /Kopi Arabica \(1 kg\)/ }).click();
      await second.locator('input[name$=".amount"]').fill('3');
      await page.getByTestId('stock-save').click();
      await row.getByText('Not enough stock: only 5 available.').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `inventory-update-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/inventory/history`);
      const history = page.getByTestId(viewport === 'phone' ? 'history-cards' : 'history-table');
      await history.waitFor();
      await shoot(page, `inventory-history-${viewport}-${scheme}`);
      await history.getByTestId('reverse').first().click();
      await page.getByTestId('reverse-modal').waitFor();
      await quiet(page, { loaders: false });
      await page.screenshot({ path: `${screenshotDir}inventory-reverse-${viewport}-${scheme}.png` });
      await context.close();
    }
  });
});
