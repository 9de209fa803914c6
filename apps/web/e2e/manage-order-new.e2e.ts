import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, pngImage } from './catalog-support';
import { addAddress, checkoutSetup, type Levels, stockedProduct } from './checkout-support';
import { loginAs } from './network-helpers';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { SHOT_PAIRS, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

// /manage-orders/new: HQ places an order for an agent, paid in cash or by a transfer with its receipt.
let hq: string;
const SHOTS = '/tmp/shots-newscreens/';

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  await stockedProduct(hq, levels, { name: 'Kopi HQ Order', sku: 'HQORDER-KOPI', stock: 50 });
  await checkoutSetup(hq);
  await addAddress(await apiToken(agent(4).email, 'agent'), 'Devi');
});

/** Chooses Devi Agent and two units of the test product; waits for the API's price of them. */
async function fillOrder(page: Page) {
  await choose(page, page.getByTestId('new-order-agent'), 'Devi', 'Devi Agent · Agent');
  await page.getByTestId('new-order-agent-facts').getByText('Level Agent', { exact: false }).waitFor();
  await choose(page, page.getByTestId('new-order-product'), 'HQORDER', 'Kopi HQ Order (HQORDER-KOPI)');
  await page.getByTestId('new-order-quantity').fill('2');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByTestId('new-order-items').getByText('Kopi HQ Order').waitFor();
  // The Agent level pays 14.00 a unit: 28.00, plus 9.00 delivery to Selangor.
  await page.getByTestId('new-order-summary').getByText('2 × Kopi HQ Order (RM 14.00)').waitFor();
  await page.getByTestId('sum-grand-total').getByText('RM 37.00').waitFor();
}

describe('HQ places an order for an agent', () => {
  it('from the Orders page: cash, the order is paid and waits to ship, placed by HQ', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/manage-orders`);
    await page.getByRole('link', { name: 'Add order' }).click();
    await page.waitForURL(/\/manage-orders\/new$/);
    await expect(page.getByTestId('new-order-place').isDisabled()).resolves.toBe(true);
    await fillOrder(page);
    await page.getByTestId('pay-cash').check();
    await page.getByTestId('new-order-place').click();
    await page.waitForURL(/\/manage-orders\/order-details\?id=/);
    await page.locator('[data-testid="order-status"][data-status="to_ship"]').waitFor();
    await page.getByText('Devi Agent').first().waitFor();
    await context.close();
  });

  it('a transfer needs its receipt; with it, HQ (who may approve) gets the order approved at once', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/manage-orders/new`);
    await fillOrder(page);
    await page.getByTestId('pay-manual').check();
    await page.getByTestId('new-order-place').click();
    await page.getByText('Attach the transfer receipt.').waitFor();
    expect(page.url()).toMatch(/\/manage-orders\/new$/);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: pngImage(60, 90),
    });
    await page.getByTestId('new-order-place').click();
    await page.waitForURL(/\/manage-orders\/order-details\?id=/);
    await page.locator('[data-testid="order-status"][data-status="to_ship"]').waitFor();
    await context.close();
  });

  it('refuses more than the stock with the API message and places nothing', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/manage-orders/new`);
    await fillOrder(page);
    await page.getByLabel('Quantity: Kopi HQ Order').fill('500');
    await page.getByTestId('new-order-error').waitFor();
    await expect(page.getByTestId('new-order-place').isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it('screenshots (phone and desktop, light and dark)', async () => {
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, hq);
      await page.goto(`${baseUrl()}/manage-orders/new`);
      await fillOrder(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${viewport} ${scheme} overflows`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}manage-order-new-${viewport}-${scheme}.png`, fullPage: true });
      await context.close();
    }
  });
});
