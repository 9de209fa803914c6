import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, enablePickup, type Levels, selangorCourier, stockedProduct } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let hq: string;
let buyer: string;
beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  buyer = await apiToken(agent(1).email, 'agent');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Features Test', sku: 'FEAT-KOPI', stock: 10 });
  await selangorCourier(hq, 'Features Courier', 0);
  await enablePickup(hq);
  await addAddress(buyer, 'Aminah');
  await call('POST', '/api/sales/my-shop/add-cart', buyer, { kind: 'product', itemId: product.id, quantity: 1 });
});

/** The checkout's "Self-pickup" choice, once the shipping quote (couriers and pickup branches) has answered. */
async function pickupChoice(page: Page) {
  await page.goto(`${baseUrl()}/my-shop/checkout`);
  await page.getByTestId('courier-option').first().waitFor();
  return page.getByTestId('delivery-mode').locator('input[value="pickup"]');
}

describe('control features', () => {
  it('HQ switches self-pickup off and an agent no longer sees it at checkout', async () => {
    const agentPage = await signedInPage(browser, buyer);
    expect(await (await pickupChoice(agentPage.page)).isDisabled()).toBe(false);

    const hqPage = await signedInPage(browser, hq);
    await hqPage.page.goto(`${baseUrl()}/company/features`);
    const pickup = hqPage.page.getByTestId('switch-selfPickup');
    await expect.poll(() => pickup.isChecked()).toBe(true);
    await pickup.click({ force: true });
    await hqPage.page.getByTestId('control-features-save').click();
    await hqPage.page.getByText('Company features saved.').first().waitFor();
    await hqPage.close();

    expect(await (await pickupChoice(agentPage.page)).isDisabled()).toBe(true);
    await agentPage.close();
    await call('POST', '/api/setup/company-features/store', hq, { selfPickup: true });
  });

  it('HQ closes recruitment to all but one level and sets the inactivity period; too long is refused', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/company/network`);
    await page.getByTestId('network-settings').waitFor();
    await page.getByTestId('switch-allLevelStatus').click({ force: true });
    await page.getByTestId('levels-level').click({ force: true });
    await page.getByRole('option', { name: 'Stockist' }).click();
    await page.locator('input[name="inactiveLimit"]').fill('30');
    await page.getByTestId('network-settings-save').click();
    await page.getByText('The inactivity period can be at most 24 months.').waitFor();
    await page.locator('input[name="inactiveLimit"]').fill('6');
    await page.getByTestId('network-settings-save').click();
    await page.getByText('Network rules saved.').first().waitFor();
    const saved = await call<Record<string, unknown>>('GET', '/api/setup/company-network', hq);
    expect(saved).toMatchObject({ allLevelStatus: false, inactiveLimit: 6 });
    expect((saved.level as string[]).length).toBe(1);
    await call('POST', '/api/setup/company-network/store', hq, { allLevelStatus: true, level: [], inactiveLimit: 3 });
    await close();
  });

  it('takes screenshots of both screens (phone light, desktop dark)', async () => {
    for (const [viewport, scheme] of [
      ['phone', 'light'],
      ['desktop', 'dark'],
    ] as const) {
      for (const [path, testId, name] of [
        ['/company/features', 'control-features', 'control-features'],
        ['/company/network', 'network-settings', 'network-rules'],
      ] as const) {
        const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS[viewport], scheme });
        await page.goto(`${baseUrl()}${path}`);
        await page.getByTestId(testId).waitFor();
        await shoot(page, `${name}-${viewport}-${scheme}`);
        await close();
      }
    }
  });
});
