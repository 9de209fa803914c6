import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let token: string;
beforeAll(async () => {
  token = await apiToken(HQ.email, 'hq');
});

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

describe('checkout settings', () => {
  it('HQ sets the booking time, first-order time, MOQ basis, fees and bank; a too-long booking is refused', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/company/checkout-settings`);
    const form = page.getByTestId('checkout-settings-form');
    await form.waitFor();
    await field(page, 'bookingTime').fill('800');
    await page.getByTestId('checkout-settings-save').click();
    await form.getByText('The booking time can be at most 12 hours 59 minutes.').waitFor();

    await field(page, 'bookingTime').fill('120');
    await field(page, 'firstOrderPayMinutes').fill('30');
    await page.getByTestId('moq-basis').getByText('Amount (RM)').click();
    await field(page, 'adminFees.online').fill('1.50');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await field(page, 'bank.bankName').fill('Maybank');
    await field(page, 'bank.accountName').fill('Niaga Demo Sdn Bhd');
    await field(page, 'bank.accountNumber').fill('514012345678');
    await page.getByTestId('checkout-settings-save').click();
    await page.getByText('Company features saved.').first().waitFor();

    const saved = await call<Record<string, unknown>>('GET', '/api/setup/company-features', token);
    expect(saved).toMatchObject({
      bookingTime: 120,
      firstOrderPayMinutes: 30,
      moq: 'amount',
      adminFees: { online: 150 },
      bank: { bankName: 'Maybank', accountNumber: '514012345678' },
    });
    await page.reload();
    await expect.poll(() => field(page, 'bookingTime').inputValue()).toBe('120');
    await close();
  });

  it('takes screenshots (phone and desktop, light and dark)', async () => {
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
      await page.goto(`${baseUrl()}/company/checkout-settings`);
      await page.getByTestId('checkout-settings-form').waitFor();
      await shoot(page, `checkout-settings-${viewport}-${scheme}`);
      await close();
    }
  });
});

describe('tax settings', () => {
  it('HQ sets 6 % tax included in prices with the SST number; a rate over 100 % is refused', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/company/tax`);
    await page.getByTestId('tax-settings-form').waitFor();
    await field(page, 'taxPercent').fill('101');
    await page.getByTestId('tax-settings-save').click();
    await page.getByTestId('tax-settings-form').getByText('A percentage cannot exceed 100.').waitFor();
    await field(page, 'taxPercent').fill('6');
    await field(page, 'sstNumber').fill('W10-1808-31000123');
    await page.getByTestId('switch-pricesIncludeTax').click();
    await page.getByTestId('tax-example').getByText('hold 6.00 tax', { exact: false }).waitFor();
    await page.getByTestId('tax-settings-save').click();
    await page.getByText('Tax settings saved.').first().waitFor();
    expect(await call('GET', '/api/setup/tax', token)).toEqual({
      taxPercent: 6,
      sstNumber: 'W10-1808-31000123',
      pricesIncludeTax: true,
    });
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const shot = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
      await shot.page.goto(`${baseUrl()}/company/tax`);
      await shot.page.getByTestId('tax-settings-form').waitFor();
      await shoot(shot.page, `tax-settings-${viewport}-${scheme}`);
      await shot.close();
    }
    await call('POST', '/api/setup/tax/store', token, { taxPercent: 0, sstNumber: null, pricesIncludeTax: false });
    await close();
  });
});
