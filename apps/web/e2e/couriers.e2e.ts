import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { fillInputs } from './support/forms';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let token: string;
beforeAll(async () => {
  token = await apiToken(HQ.email, 'hq');
});

async function pickState(page: Page, region: number, state: string) {
  await page.getByTestId('region-card').nth(region).getByTestId('region-states').click();
  await page.getByRole('option', { name: state, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function fillRate(page: Page, region: number, row: number, from: string, to: string, price: string) {
  const prefix = `regions.${region}.rates.${row}`;
  await fillInputs(page, { [`${prefix}.fromGrams`]: from, [`${prefix}.toGrams`]: to, [`${prefix}.price`]: price });
}

describe('couriers', () => {
  it('HQ adds a courier with two regions and sees a quote', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/courier`);
    await page.getByText('No couriers yet').waitFor();
    await page.getByTestId('courier-new').click();
    await page.waitForURL(`${baseUrl()}/courier/new`);

    await page.getByTestId('courier-save').click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByText('Choose at least one state.').waitFor();

    await page.getByLabel('Courier', { exact: false }).first().fill('J&T Express');
    await fillInputs(page, { freeShippingMin: '150.00', handlingFee: '1.50', 'regions.0.name': 'Peninsular' });
    await pickState(page, 0, 'Selangor');
    await pickState(page, 0, 'Johor');
    await fillRate(page, 0, 0, '0', '1000', '8.00');
    await page.getByTestId('region-card').nth(0).getByTestId('rate-add').click();
    await fillRate(page, 0, 1, '900', '5000', '15.00');

    await page.getByTestId('region-add').click();
    await page.locator('input[name="regions.1.name"]').fill('East Malaysia');
    await pickState(page, 1, 'Sabah');
    await fillRate(page, 1, 0, '0', '2000', '18.00');
    await page.getByTestId('courier-save').click();
    // The second band starts inside the first: refused beside the field, nothing saved.
    await page.getByText('This weight range overlaps another range of the region.').waitFor();
    await page.locator('input[name="regions.0.rates.1.fromGrams"]').fill('1001');
    await page.getByTestId('courier-save').click();

    await page.waitForURL(`${baseUrl()}/courier`);
    const row = page.getByTestId('courier-table').locator('tr[data-courier="J&T Express"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('2 regions');
    expect(await row.textContent()).toContain('RM 150.00');

    const panel = page.getByTestId('quote-panel');
    await panel.getByTestId('quote-state').click();
    await page.getByRole('option', { name: 'Selangor', exact: true }).click();
    await panel.locator('input[name="quote-weight"]').fill('1500');
    await panel.locator('input[name="quote-subtotal"]').fill('50.00');
    await panel.getByRole('button', { name: 'Get quote' }).click();
    const option = panel.locator('tr[data-quote="J&T Express"]');
    await option.waitFor();
    expect((await option.textContent())?.replace(/\s+/g, ' ')).toContain('RM 15.00RM 1.50RM 16.50');

    await panel.locator('input[name="quote-subtotal"]').fill('150.00');
    await panel.getByRole('button', { name: 'Get quote' }).click();
    await expect.poll(async () => option.textContent()).toContain('Free');

    await panel.getByTestId('quote-state').click();
    await page.getByRole('option', { name: 'Perlis', exact: true }).click();
    await panel.getByRole('button', { name: 'Get quote' }).click();
    await panel.getByText('Shipping weight/unit missing from courier settings, contact HQ.').waitFor();
    await close();
  });

  it('screenshots of the courier form, list and branches (phone and desktop, light and dark)', async () => {
    const couriers = await call<{ items: { id: string }[] }>('GET', '/api/courier', token);
    const id = couriers.items[0]?.id;
    expect(id).toBeTruthy();
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const suffix = `${viewport}-${scheme}`;
      const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
      await page.goto(`${baseUrl()}/courier/edit/${id}`);
      await page.getByTestId('region-card').nth(1).waitFor();
      await shoot(page, `couriers-form-${suffix}`);
      await page.goto(`${baseUrl()}/courier`);
      await page.locator('[data-courier="J&T Express"]:visible').waitFor();
      await shoot(page, `couriers-list-${suffix}`);
      await page.goto(`${baseUrl()}/company/branches`);
      await page.locator('[data-branch="HQ"]').waitFor();
      await shoot(page, `branches-${suffix}`);
      await close();
    }
  });
});
