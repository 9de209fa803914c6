import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

// Issue 22: an agent registers its ejen-store, HQ approves it, the agent lists a product and reads its summary.

let hq: string;
let seller: string;
beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  seller = await apiToken(agent(2).email, 'agent');
  await call('POST', '/api/products', hq, {
    name: 'Kopi Kedai E2E',
    sku: 'STORE-E2E-KOPI',
    retailPrice: 2_000,
    storePrice: 1_800,
    points: 1,
    weight: 500,
    levels: [],
    variants: [],
  });
});

describe('ejen-store', () => {
  it('registers on a phone, is approved by HQ, lists a product and shows its link and summary', async () => {
    const phone = await signedInPage(browser, seller, { viewport: VIEWPORTS.phone });
    await phone.page.goto(`${baseUrl()}/ejen-store/register`);
    const form = phone.page.getByTestId('store-register-form');
    await form.waitFor();
    await phone.page.getByTestId('store-name').fill('Kedai Badrul');
    await phone.page.getByTestId('store-phone').fill('0123456789');
    await phone.page.getByTestId('store-email').fill('badrul@example.test');
    await phone.page.getByTestId('store-slug').fill('checkout');
    await phone.page.getByTestId('store-terms').check({ force: true });
    await phone.page.getByTestId('store-register-submit').click();
    await phone.page.getByText('This store link is reserved. Please choose another.').waitFor();
    await phone.page.getByTestId('store-slug').fill('kedai-badrul');
    await phone.page.getByTestId('store-register-submit').click();
    await phone.page.getByTestId('store-setup-form').waitFor();
    await phone.page.getByTestId('store-pending').waitFor();
    await shoot(phone.page, 'store-setup-pending-phone-light');
    await phone.close();

    const desk = await signedInPage(browser, hq, { scheme: 'dark' });
    await desk.page.goto(`${baseUrl()}/company-store?status=pending`);
    const row = desk.page.locator('tr[data-store="kedai-badrul"]');
    await row.waitFor();
    await shoot(desk.page, 'company-store-desktop-dark');
    await row.getByTestId('store-approve').click();
    await desk.page.getByText('Store approved.').first().waitFor();
    await desk.close();

    const { page, close } = await signedInPage(browser, seller);
    await page.goto(`${baseUrl()}/ejen-store/setup`);
    await page.getByTestId('store-status').filter({ hasText: 'Active' }).waitFor();
    await page.locator('[data-product="Kopi Kedai E2E"]').click();
    await page.getByTestId('store-setup-save').click();
    await page.getByText('Store saved.').first().waitFor();
    const setup = await call<{ products: Array<{ name: string; listed: boolean }> }>(
      'GET',
      '/api/ejen-store/setup',
      seller,
    );
    expect(setup.products.find((product) => product.name === 'Kopi Kedai E2E')?.listed).toBe(true);

    await page.getByTestId('store-tab-store-summary').click();
    await expect.poll(() => page.getByTestId('store-share-link').inputValue()).toBe(`${baseUrl()}/s/kedai-badrul`);
    await page.getByTestId('summary-orders').waitFor();
    expect(await page.getByTestId('summary-orders').textContent()).toBe('0');
    await shoot(page, 'store-summary-desktop-light');
    await close();
  });

  it("shows HQ's customer database, empty before any store order, on a phone in the dark", async () => {
    const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS.phone, scheme: 'dark' });
    await page.goto(`${baseUrl()}/customer-database`);
    await page.getByText('No customers yet').waitFor();
    await shoot(page, 'customer-database-phone-dark');
    await close();
  });
});
