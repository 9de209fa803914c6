import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';
import { enterCode, fillInputs } from './support/forms';
import { latestMail, sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

const SLUG = 'kedai-siti';
const EMAIL = 'siti.customer@example.test';
const PASSWORD = 'Shopper#2026';

async function openStore() {
  await sql(
    `insert into online_stores (company_id, id, kind, owner_id, slug, name, status, terms_accepted_at)
     select 'demo', 'e2e-customer-store', 'ejen_store', id, $1, 'Kedai Siti', 'active', now()
     from users where company_id = 'demo' and email = 'agent1@demo.niaga.test'
     on conflict do nothing`,
    [SLUG],
  );
}

describe('customer account in a storefront', () => {
  it('a customer signs up on a phone, verifies the mailed code, logs in and sees the empty order history', async () => {
    await openStore();
    const { page, context } = await shotPage(browser, 'phone', 'light');
    await page.goto(`${baseUrl()}/s/${SLUG}/account`);
    await page.getByRole('tab', { name: 'Sign up' }).click();
    const form = page.getByTestId('customer-sign-up');
    await fillInputs(form, {
      name: 'Siti Shopper',
      email: EMAIL,
      phoneNumber: '123456789',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await form.getByLabel("I agree to the store's terms and privacy policy").check();
    const since = new Date(Date.now() - 2000);
    await form.getByRole('button', { name: 'Create my account' }).click();

    await page.getByText(`Enter the 6-digit code we sent to ${EMAIL}.`).waitFor();
    expect(page.url()).toContain(`/s/${SLUG}/account/verify`);
    const mail = await latestMail(EMAIL, since);
    const code = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await enterCode(page, code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await page.getByText('Your email is verified. You can log in now.').waitFor();
    const login = page.getByTestId('customer-login');
    await fillInputs(login, { email: EMAIL, password: PASSWORD });
    await login.getByRole('button', { name: 'Log in' }).click();

    await page.getByTestId('customer-name').getByText('Siti Shopper').waitFor();
    await page.getByText('No orders yet').waitFor();
    await shoot(page, 'customer-account-phone-light');

    // Customers have no dashboard: the guard sends them to a page that says so.
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('customer-only').waitFor();
    expect(page.url()).toContain('/customer-only');
    await context.close();
  });

  it('looks right signed out and on the address book, phone and desktop, light and dark', async () => {
    await openStore();
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, context } = await shotPage(browser, size, scheme);
      await page.goto(`${baseUrl()}/s/${SLUG}/account?tab=sign-up`);
      await page.getByTestId('customer-sign-up').waitFor();
      await shoot(page, `customer-sign-up-${size}-${scheme}`);
      await page.goto(`${baseUrl()}/s/${SLUG}/account`);
      const login = page.getByTestId('customer-login');
      await fillInputs(login, { email: EMAIL, password: PASSWORD });
      await login.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('No orders yet').waitFor();
      await page.getByRole('link', { name: 'My addresses' }).click();
      await page.getByRole('heading', { name: 'My addresses' }).waitFor();
      await page.getByRole('button', { name: /add/i }).first().waitFor();
      await shoot(page, `customer-addresses-${size}-${scheme}`);
      await context.close();
    }
  });
});
