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

  it('shows an order of the customer: lines at the price paid, totals, status steps, pickup', async () => {
    await openStore();
    await sql(
      `insert into orders (company_id, id, reference_no, type, status, buyer_id, buyer_name, placed_by_id, seller_store_id,
         seller_kind, seller_name, online_store_id, payment_status, subtotal, grand_total, delivery, pickup_location)
       select 'demo', 'e2e-customer-order', 'ST-E2E-1', 'store', 'to_ship', c.id, c.name, c.id, a.id, 'agent', a.name,
         'e2e-customer-store', 'paid', 9000, 9000, 'pickup', 'Kedai Siti, Shah Alam'
       from users c, users a
       where c.company_id = 'demo' and c.email = $1 and a.company_id = 'demo' and a.email = 'agent1@demo.niaga.test'
       on conflict do nothing`,
      [EMAIL],
    );
    await sql(
      `insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price, line_total)
       values ('demo', 'e2e-customer-order', 1, 'product', 'e2e-item', 'Rose Serum', 2, 3100, 4500, 9000)
       on conflict do nothing`,
    );
    await sql(
      `insert into order_events (company_id, id, order_id, action, from_status, to_status, actor_name)
       values ('demo', 'e2e-customer-event-1', 'e2e-customer-order', 'placed', null, 'unpaid', 'Siti'),
              ('demo', 'e2e-customer-event-2', 'e2e-customer-order', 'paid', 'unpaid', 'to_ship', 'Gateway')
       on conflict do nothing`,
    );
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, context } = await shotPage(browser, size, scheme);
      await page.goto(`${baseUrl()}/s/${SLUG}/account`);
      const login = page.getByTestId('customer-login');
      await fillInputs(login, { email: EMAIL, password: PASSWORD });
      await login.getByRole('button', { name: 'Log in' }).click();
      await page.locator('[data-order="ST-E2E-1"]').click();
      const order = page.getByTestId('customer-order');
      await order.getByText('Rose Serum').waitFor();
      expect(await order.getByTestId('order-total').textContent()).toBe('RM 90.00');
      await order.getByText('Pickup at Kedai Siti, Shah Alam').waitFor();
      expect(await order.textContent()).not.toContain('31.00');
      await shoot(page, `customer-order-${size}-${scheme}`);
      await context.close();
    }
  });
});
