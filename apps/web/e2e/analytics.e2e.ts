import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, apiOrder, checkoutSetup, type Levels, stockedProduct, uploadReceipt } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, screenshotDir } from './support/browser';
import { SHOT_PAIRS, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let hq: string;
/** Waits for the answer of an analytics call whose address contains every part. */
const answered = (page: Page, ...parts: string[]) =>
  page.waitForResponse((response) => parts.every((part) => response.url().includes(part)) && response.ok());

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  // Two orders of today that count: the analytics of the last 30 days show them.
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Analytics', sku: 'ANL-KOPI', stock: 100 });
  await checkoutSetup(hq);
  for (const [n, quantity] of [
    [1, 4],
    [2, 6],
  ] as const) {
    const token = await apiToken(agent(n).email, 'agent');
    const order = await apiOrder(token, product.id, await addAddress(token), quantity);
    await uploadReceipt(token, order.id);
    await call('POST', `/api/orders/${order.id}/approve`, hq, {});
  }
});

describe('analytics', () => {
  it('HQ opens it from the menu, sees a chart and its table, changes the period and the grouping', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    const sales = answered(page, '/api/analytic/sales');
    await page.getByTestId('main-menu').getByText('Analytics', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/analytics`);
    await sales;
    await page.getByTestId('analytics-sales-chart').waitFor();
    await page.getByTestId('analytics-sales-table').locator('tbody tr').first().waitFor();
    const products = page.getByTestId('analytics-product-table');
    await products.getByText('Kopi Analytics').waitFor();

    // This year: every call asks again for the new period; by month, one point per month so far.
    const year = `from=${new Date().getFullYear()}-01-01`;
    const yearly = answered(page, '/api/analytic/category', year);
    await page.getByTestId('analytics-presets').getByText('This year').click();
    await yearly;
    await page.waitForURL(/from=\d{4}-01-01/);
    const monthly = answered(page, '/api/analytic/sales', 'group=month');
    await page.getByTestId('analytics-group').getByText('Month').click();
    const answer = await (await monthly).json();
    expect(answer.data.points).toHaveLength(new Date().getMonth() + 1);
    // The table lists the months with sales: this one at least, with today's orders.
    const month = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric' }).format(new Date());
    await page.getByTestId('analytics-sales-table').getByText(month).waitFor();
    await page.getByTestId('analytics-age-chart').waitFor();
    await page.getByTestId('analytics-state-table').locator('tbody tr').first().waitFor();
    await close();
  });

  it('looks right on a phone (light) and a desktop (dark)', async () => {
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS[size], scheme });
      const loaded = answered(page, '/api/analytic/state');
      await page.goto(`${baseUrl()}/analytics`);
      await loaded;
      await page.getByTestId('analytics-sales-chart').waitFor();
      await page.getByTestId(size === 'phone' ? 'analytics-product-cards' : 'analytics-product-table').waitFor();
      await page.screenshot({ path: `${screenshotDir}analytics-${size}-${scheme}.png`, fullPage: true });
      await close();
    }
  });
});
