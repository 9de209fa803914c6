import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, call, freshAgent, signedInPage } from './recruitment-support';
import { baseUrl, screenshotDir } from './support/browser';
import { quiet } from './support/quiet';
import { browser } from './support/shared-browser';

async function pick(page: Page, input: Locator, option: string) {
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function profileOf(label: string, options: Parameters<typeof signedInPage>[2] = {}) {
  const fresh = await freshAgent(label);
  const token = await apiToken(fresh.email, 'agent', fresh.password);
  const { page, close } = await signedInPage(browser, token, options);
  await page.goto(`${baseUrl()}/profile`);
  const form = page.getByTestId('account-detail-form');
  await form.locator('input[name="address1"]').waitFor();
  return { page, form, token, close };
}

describe('address fields', () => {
  it('a Malaysian postcode fills city and state; a postcode of two cities offers both', async () => {
    const { page, form, token, close } = await profileOf('postcode');
    await form.locator('input[name="postcode"]').fill('40000');
    await expect.poll(() => form.getByTestId('state-select').inputValue()).toBe('Selangor');
    await expect.poll(() => form.locator('input[name="city"]').inputValue()).toBe('Shah Alam');

    await form.locator('input[name="postcode"]').fill('84300');
    await expect.poll(() => form.getByTestId('state-select').inputValue()).toBe('Johor');
    await form.getByText('This postcode covers more than one city: choose one.').waitFor();
    await form.locator('input[name="city"]').fill('');
    await form.locator('input[name="city"]').click();
    await page.getByRole('option', { name: 'Bukit Pasir', exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile has been saved.').first().waitFor();
    const detail = await call<{ account: Record<string, string | null> }>('GET', '/api/user/detail', token);
    expect(detail.account).toMatchObject({ postcode: '84300', city: 'Bukit Pasir', state: 'Johor', country: 'MY' });
    await close();
  });

  it('an Indonesian address goes province → regency → district → village and is saved by name', async () => {
    const { page, form, token, close } = await profileOf('cascade');
    await pick(page, form.getByTestId('country-select'), 'Indonesia');
    await pick(page, form.getByTestId('provinceId-select'), 'Jawa Barat');
    await pick(page, form.getByTestId('regencyId-select'), 'Kota Bandung');
    await pick(page, form.getByTestId('districtId-select'), 'Sukasari');
    await pick(page, form.getByTestId('villageId-select'), 'Sukarasa');
    // Choosing another province clears the levels below it.
    await pick(page, form.getByTestId('provinceId-select'), 'Bali');
    expect(await form.getByTestId('regencyId-select').inputValue()).toBe('');
    expect(await form.getByTestId('villageId-select').isDisabled()).toBe(true);
    await pick(page, form.getByTestId('regencyId-select'), 'Kota Denpasar');
    await form.locator('input[name="postcode"]').fill('80111');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile has been saved.').first().waitFor();
    const detail = await call<{ account: Record<string, string | null> }>('GET', '/api/user/detail', token);
    expect(detail.account).toMatchObject({ country: 'ID', state: 'Bali', city: 'Kota Denpasar', postcode: '80111' });

    await page.reload();
    // The codes are found again from the saved names.
    await expect
      .poll(() => form.getByTestId('regencyId-select').inputValue(), { timeout: 10_000 })
      .toBe('Kota Denpasar');
    expect(await form.getByTestId('provinceId-select').inputValue()).toBe('Bali');
    await close();
  });

  it('screenshots: the address form on phone and desktop, light and dark', async () => {
    for (const [viewport, size] of Object.entries({
      phone: { width: 375, height: 812 },
      desktop: { width: 1280, height: 800 },
    })) {
      for (const scheme of ['light', 'dark'] as const) {
        const { page, form, close } = await profileOf(`shot-${viewport}-${scheme}`, { viewport: size, scheme });
        await form.locator('input[name="postcode"]').fill('84300');
        await form.getByText('This postcode covers more than one city: choose one.').waitFor();
        await form.locator('input[name="address1"]').scrollIntoViewIfNeeded();
        await quiet(page, { loaders: false });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await form.screenshot({ path: `${screenshotDir}reference-address-my-${viewport}-${scheme}.png` });
        await pick(page, form.getByTestId('country-select'), 'Indonesia');
        await pick(page, form.getByTestId('provinceId-select'), 'Jawa Barat');
        await pick(page, form.getByTestId('regencyId-select'), 'Kota Bandung');
        await quiet(page, { loaders: false });
        await form.screenshot({ path: `${screenshotDir}reference-address-id-${viewport}-${scheme}.png` });
        await close();
      }
    }
  });
});
