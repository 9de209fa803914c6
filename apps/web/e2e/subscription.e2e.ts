import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settled } from './accessibility-support';
import { apiToken } from './recruitment-support';
import { agent, baseUrl, HQ, loginWithForm, openPage } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

/** The locked demo company's address (the server's port is known once the file's server runs). */
const lockedOrigin = () => baseUrl('locked.localhost');
const LOCKED_HQ = { email: 'hq@locked.niaga.test', type: 'hq' } as const;

/** A full-page screenshot, then axe's WCAG 2.1 AA scan of the same page (none found). */
async function shootAndScan(page: Page, name: string) {
  await shoot(page, name);
  await settled(page);
  expect(await axeViolations(page, name)).toEqual([]);
}

/** The locked company's HQ signs in through the form and lands on /subscription (the only place it may go). */
async function signInLockedHq(page: Page) {
  await page.goto(`${lockedOrigin()}/login`);
  await loginWithForm(page, LOCKED_HQ, undefined, lockedOrigin());
  await page.waitForURL(`${lockedOrigin()}/subscription`);
  await page.getByTestId('subscription-balance-value').waitFor();
}

beforeAll(async () => {
  // The demo company: an invoice past its due date, still in its grace days (HQ's banner says when it locks).
  await sql(
    `insert into subscription_invoices (company_id, id, number, issued_on, due_on, system_due_on, total, paid, status)
     values ('demo', 'e2e-grace', 'SUB-GRACE-1', current_date - 16, current_date - 2, current_date + 5, 19900, 0,
       'pending')`,
  );
});

describe('the subscription pages, shot', () => {
  for (const [viewport, scheme] of SHOT_PAIRS)
    it(`are shot on ${viewport} in ${scheme} mode`, async () => {
      const { page, context } = await shotPage(browser, viewport, scheme);
      await signInLockedHq(page);
      await page.getByTestId('invoice-range').waitFor();
      await shootAndScan(page, `subscription-locked-${viewport}-${scheme}`);
      await page.getByTestId('subscription-pay-next').click();
      await page.getByTestId('pay-form').waitFor();
      await shootAndScan(page, `subscription-detail-${viewport}-${scheme}`);
      await context.close();

      const demo = await shotPage(browser, viewport, scheme, await apiToken(HQ.email, 'hq'));
      await demo.page.goto(`${baseUrl()}/profile`);
      await demo.page.getByTestId('subscription-banner').waitFor();
      await shootAndScan(demo.page, `subscription-banner-${viewport}-${scheme}`);
      await demo.context.close();

      const expired = await shotPage(browser, viewport, scheme);
      await expired.page.goto(`${lockedOrigin()}/subscription/expired`);
      await expired.page.getByTestId('expired-hq-login').waitFor();
      await shootAndScan(expired.page, `subscription-expired-${viewport}-${scheme}`);
      await expired.context.close();
    });
});

describe('subscription messages are for HQ only', () => {
  it('shows HQ the past-due banner with the lock date, and an agent nothing', async () => {
    const hq = await shotPage(browser, 'desktop', 'light', await apiToken(HQ.email, 'hq'));
    await hq.page.goto(`${baseUrl()}/profile`);
    const banner = hq.page.getByTestId('subscription-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-notice')).toBe('past_due');
    expect(await banner.textContent()).toContain('SUB-GRACE-1');
    expect(await banner.textContent()).toContain('Your account locks on');
    await hq.context.close();

    const member = await shotPage(browser, 'desktop', 'light', await apiToken(agent(1).email, 'agent'));
    const asked: string[] = [];
    member.page.on('request', (request) => {
      if (request.url().includes('/api/subscription')) asked.push(request.url());
    });
    await member.page.goto(`${baseUrl()}/profile`);
    await member.page.getByTestId('profile-info').waitFor();
    expect(await member.page.getByTestId('subscription-banner').count()).toBe(0);
    expect(asked).toEqual([]);
    await member.page.goto(`${baseUrl()}/subscription`);
    await member.page.waitForURL(`${baseUrl()}/no-access`);
    await member.context.close();
  });
});

describe('a locked company', () => {
  it('lets its HQ reach only /subscription, pay the overdue invoice through the sandbox and get back in', async () => {
    const { page, context } = await openPage(browser);
    await signInLockedHq(page);
    expect(await page.getByTestId('subscription-notice-alert').getAttribute('data-notice')).toBe('locked');
    expect(await page.getByTestId('subscription-balance-value').textContent()).toBe('RM 299.00');
    expect(
      await page
        .getByTestId('invoice-table')
        .locator('[data-invoice="SUB-0001"] [data-status]')
        .getAttribute('data-status'),
    ).toBe('overdue');
    // Anything else sends it back to the way to pay.
    await page.goto(`${lockedOrigin()}/profile`);
    await page.waitForURL(`${lockedOrigin()}/subscription`);

    await page.getByTestId('subscription-pay-next').click();
    await page.waitForURL(/\/subscription\/detail\//);
    expect(await page.getByTestId('pay-amount').inputValue()).toBe('299.00');
    await page.getByTestId('pay-type-fpx').click();
    await page.getByTestId('pay-submit').click();
    await page.waitForURL(/\/ejenpay\/fpx\//);
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('RM 299.00');
    await page.getByTestId('sandbox-pay').click();

    await page.waitForURL(/\/subscription\/payment\?payment=/);
    await page.getByTestId('subscription-payment-paid').waitFor();
    expect(await page.getByTestId('subscription-payment-balance').textContent()).toContain('paid in full');
    await page.getByTestId('payment-receipt').waitFor();
    await shoot(page, 'subscription-paid-desktop-light');
    await page.getByTestId('to-dashboard').click();
    await page.waitForURL(`${lockedOrigin()}/`);
    await page.getByTestId('dashboard-greeting').waitFor();

    await page.goto(`${lockedOrigin()}/subscription`);
    await page.getByTestId('invoice-table').locator('[data-invoice="SUB-0001"] [data-status="paid"]').waitFor();
    await page.getByTestId('invoice-table').getByTestId('invoice-view').click();
    await page.getByTestId('invoice-receipts').locator('[data-receipt]').waitFor();
    expect(await page.getByTestId('pay-form').count()).toBe(0);
    await shootAndScan(page, 'subscription-receipts-desktop-light');
    await page.goto(`${lockedOrigin()}/subscription`);
    expect(await page.getByTestId('subscription-notice-alert').count()).toBe(0);
    await context.close();
  });
});
