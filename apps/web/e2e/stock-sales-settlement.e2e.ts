import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, apiOrder, checkoutSetup, type Levels, stockedProduct, uploadReceipt } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, companyDay, HQ } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

let hq: string;
const to = companyDay();
const from = companyDay(Date.now() - 30 * 86_400_000);
const PERIOD = `from=${from}&to=${to}`;

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Teh Stock Report', sku: 'RPT-TEH', stock: 60 });
  await checkoutSetup(hq);
  const token = await apiToken(agent(1).email, 'agent');
  const order = await apiOrder(token, product.id, await addAddress(token), 5);
  await uploadReceipt(token, order.id);
  await call('POST', `/api/orders/${order.id}/approve`, hq, {});
  // Two payments the gateway collected yesterday (the gateway flow itself is tested in checkout and wallet).
  for (const [ref, amount] of [
    ['E2E-SETTLE-1', 12_000],
    ['E2E-SETTLE-2', 8_000],
  ] as const) {
    await sql(
      `insert into payments (company_id, id, purpose, user_id, provider, pay_type, amount, status, provider_ref,
        created_at, completed_at)
      select 'demo', gen_random_uuid()::text, 'topup', u.id, 'billplz', 'fpx', $1, 'paid', $2,
        now() - interval '1 day', now() - interval '1 day'
      from users u where u.company_id = 'demo' and u.email = $3`,
      [amount, ref, agent(1).email],
    );
  }
});

const answered = (page: Page, ...parts: string[]) =>
  page.waitForResponse((response) => parts.every((part) => response.url().includes(part)) && response.ok());

describe('inventory, product sales and settlement reports', () => {
  it('HQ opens the inventory and product sales tabs and records a settlement', async () => {
    const { page, close } = await signedInPage(browser, hq);
    const inventory = answered(page, '/api/inventory-report/list');
    await page.goto(`${baseUrl()}/reporting?${PERIOD}&tab=inventory`);
    await inventory;
    const row = page.getByTestId('inventory-report-table').locator('tr[data-item="Teh Stock Report"]');
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('Teh Stock Report');
    await page.getByTestId('stat-on-hand').waitFor();

    const sales = answered(page, '/api/product-sales/list');
    await page.getByTestId('report-tab-product-sales').click();
    await sales;
    await page.getByTestId('product-sales-products').click();
    const chosen = answered(page, '/api/product-sales/list', 'productIds=');
    await page.getByRole('option', { name: 'Teh Stock Report' }).click();
    await chosen;
    const sold = page.getByTestId('product-sales-table').locator('tr[data-product="Teh Stock Report"]');
    await sold.waitFor();
    expect(await sold.textContent()).toContain('5');
    const perAgent = answered(page, '/api/product-sales/agent-list');
    await page.getByTestId('product-sales-view').getByText('Per agent and product').click();
    await perAgent;
    await page.getByTestId('product-sales-table').locator('tbody tr').first().waitFor();

    await page.getByTestId('main-menu').getByText('Settlement report', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/settlement-report`);
    const payment = page.getByTestId('settlement-table').locator('tr[data-payment="E2E-SETTLE-1"]');
    await payment.waitFor();
    expect(await payment.getAttribute('data-status')).toBe('pending');
    await payment.getByTestId('select-payment').check();
    await page.getByTestId('record-open').click();
    await page.getByTestId('bank-reference').fill('MBB-E2E-0001');
    const recorded = page.waitForResponse((response) => response.url().includes('/api/settlement/record'));
    await page.getByTestId('record-save').click();
    expect((await recorded).status()).toBe(200);
    await page
      .getByTestId('settlement-table')
      .locator('tr[data-payment="E2E-SETTLE-1"][data-status="settled"]')
      .waitFor();
    expect(await page.getByTestId('stat-settled').textContent()).toContain('118.50'); // 120.00 − Billplz's 1.50
    await close();
  });

  it('looks right on a phone (light) and a desktop (dark)', async () => {
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, context } = await shotPage(browser, size, scheme, hq);
      for (const [tab, list] of [
        ['inventory', '/api/inventory-report/list'],
        ['product-sales', '/api/product-sales/list'],
      ] as const) {
        const answer = answered(page, list);
        await page.goto(`${baseUrl()}/reporting?${PERIOD}&tab=${tab}`);
        await answer;
        await page
          .getByTestId(
            size === 'phone'
              ? `${tab === 'inventory' ? 'inventory-report' : tab}-cards`
              : `${tab === 'inventory' ? 'inventory-report' : tab}-table`,
          )
          .waitFor();
        await shoot(page, `reporting-${tab}-${size}-${scheme}`);
      }
      const report = answered(page, '/api/settlement/report-data');
      await page.goto(`${baseUrl()}/settlement-report?${PERIOD}`);
      await report;
      await page.getByTestId(size === 'phone' ? 'settlement-cards' : 'settlement-table').waitFor();
      await shoot(page, `settlement-report-${size}-${scheme}`);
      await context.close();
    }
  });
});
