import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './accessibility-support';
import { apiToken, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let token: string;
beforeAll(async () => {
  token = await apiToken(HQ.email, 'hq');
});

describe('webhooks', () => {
  it('HQ adds an endpoint, copies its secret, sends a test event and sees the delivery in the log', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/company/webhooks`);
    await page.getByText('No endpoints yet').waitFor();
    await page.getByText('No deliveries yet').waitFor();

    await page.getByTestId('webhook-add').click();
    // The e2e server runs as production: plain http is refused beside the field.
    await page.getByTestId('webhook-url').fill('http://hooks.example.com/niaga');
    await page.locator('[data-event="order.paid"]').check();
    await page.locator('[data-event="order.shipped"]').check();
    await page.getByTestId('webhook-save').click();
    await page.getByText('The address must start with https://.').waitFor();
    await page.getByTestId('webhook-url').fill('https://hooks.example.com/niaga');
    await page.getByTestId('webhook-save').click();

    const secret = page.getByTestId('webhook-secret-value');
    await expect.poll(async () => secret.textContent()).toMatch(/^whsec_[0-9a-f]{48}$/);
    await page.keyboard.press('Escape');
    const card = page.locator('[data-endpoint="https://hooks.example.com/niaga"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('Order paid · Order shipped');

    await card.getByTestId('webhook-test').click();
    await page.getByText('A test event is on its way.').waitFor();
    // Jobs do not run on the e2e server: the delivery waits in the log, pending.
    const row = page.getByTestId('deliveries-table').locator('tr[data-event="webhook.test"]');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    await shoot(page, 'webhooks-desktop');
    await close();

    // axe on a fresh page (the notifications' close buttons above are the toasts', not this page's).
    const desktop = await signedInPage(browser, token);
    await desktop.page.goto(`${baseUrl()}/company/webhooks`);
    await desktop.page.getByTestId('deliveries-table').locator('tr[data-event="webhook.test"]').waitFor();
    expect(await axeViolations(desktop.page, 'webhooks desktop light')).toEqual([]);
    await desktop.close();

    const phone = await signedInPage(browser, token, { viewport: VIEWPORTS.phone, scheme: 'dark' });
    await phone.page.goto(`${baseUrl()}/company/webhooks`);
    await phone.page.getByTestId('deliveries-cards').getByText('webhook.test').waitFor();
    await shoot(phone.page, 'webhooks-phone-dark');
    expect(await axeViolations(phone.page, 'webhooks phone dark')).toEqual([]);
    await phone.close();
  });
});
