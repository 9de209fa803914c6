import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiCall, loginAs, tokenFor } from './network-helpers';
import { agent, baseUrl, openPage } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

const sessionPath = /\/ejenpay\/(fpx|card|ewallet)\/[^/?]+$/;

describe('wallet and the sandbox gateway', () => {
  it('an agent tops up RM 50 through the sandbox page and sees the balance', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(3));
    await page.getByTestId('main-menu').getByText('Wallet', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/wallet`);
    expect(await page.getByTestId('wallet-balance').textContent()).toBe('RM 0.00');
    await page.getByText('No transactions yet').waitFor();

    await page.getByTestId('preset-5000').click();
    await page.getByTestId('top-up-continue').click();
    await page.waitForURL(`${baseUrl()}/ejenpay-topup/50`);
    expect(await page.getByTestId('top-up-amount').textContent()).toBe('+ RM 50.00');
    await page.getByTestId('pay-type-fpx').click();
    await page.getByTestId('top-up-submit').click();

    await page.waitForURL(sessionPath);
    const sandboxUrl = page.url();
    expect(await page.getByTestId('sandbox-merchant').textContent()).toBe('Niaga Demo Sdn Bhd');
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('RM 50.00');
    expect(await page.getByTestId('sandbox-method').textContent()).toBe('FPX online banking');
    await page.getByTestId('sandbox-pay').click();

    await page.waitForURL(/\/ejenpay-topup\/completed\?payment=/);
    await page.getByText('RM 50.00 has been added to your wallet.').waitFor();
    await page.getByTestId('result-balance').getByText('RM 50.00').waitFor();
    await page.getByTestId('to-wallet').click();
    await page.waitForURL(`${baseUrl()}/wallet`);
    expect(await page.getByTestId('wallet-balance').textContent()).toBe('RM 50.00');
    const entry = page.getByTestId('wallet-table').getByTestId('wallet-entry');
    expect(await entry.count()).toBe(1);
    expect(await entry.first().textContent()).toContain('Top-up by FPX');
    expect(await entry.first().locator('[data-col="amount"]').textContent()).toBe('+RM 50.00');

    // The provider's page opened again after paying says so and only returns.
    await page.goto(sandboxUrl);
    await page.getByTestId('sandbox-settled').getByText('This payment has been completed.').waitFor();
    await context.close();
  });

  it('a failed top-up lands on the failed page and leaves the balance as it was', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(4));
    await page.goto(`${baseUrl()}/wallet`);
    await page.locator('input[name="amount"]').fill('5');
    await page.getByTestId('top-up-continue').click();
    await page.getByText('The minimum top-up is RM 10.00.').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/wallet`);

    await page.locator('input[name="amount"]').fill('25.50');
    await page.getByTestId('top-up-continue').click();
    await page.waitForURL(`${baseUrl()}/ejenpay-topup/25.50`);
    await page.getByTestId('pay-type-card').click();
    await page.getByTestId('top-up-submit').click();
    await page.waitForURL(sessionPath);
    expect(await page.getByTestId('sandbox-method').textContent()).toBe('Credit / debit card');
    // The provider's page speaks the payer's language too.
    await page.getByTestId('language-switch').getByText('MS', { exact: true }).click();
    await page.getByTestId('sandbox-pay').getByText('Bayar RM 25.50').waitFor();
    expect(await page.getByTestId('sandbox-method').textContent()).toBe('Kad kredit / debit');
    await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
    await page.getByTestId('sandbox-fail').click();

    await page.waitForURL(/\/ejenpay-topup\/failed\?payment=/);
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await page.getByText('We could not process your payment.', { exact: false }).waitFor();
    expect(await page.getByTestId('try-again').getAttribute('href')).toBe('/ejenpay-topup/25.50');
    await page.goto(`${baseUrl()}/wallet`);
    expect(await page.getByTestId('wallet-balance').textContent()).toBe('RM 0.00');

    // An amount out of range in the address is refused on the confirm page too.
    await page.goto(`${baseUrl()}/ejenpay-topup/20000`);
    await page.getByTestId('top-up-invalid').waitFor();
    await context.close();
  });

  it('the pending page asks the payer to stay, then moves on when the callback arrives', async () => {
    const { context, page } = await openPage(browser);
    const token = await loginAs(page, agent(5));
    const started = await apiCall<{ paymentId: string; redirectUrl: string }>(token, '/payments/top-up-credit', {
      amount: 1_500,
      payType: 'ewallet',
    });
    await page.goto(`${baseUrl()}/ejenpay/topup/pending-payment?payment=${started.paymentId}`);
    await page.getByTestId('payment-pending').waitFor();
    await page.getByText('Please do not leave, refresh or close this page', { exact: false }).waitFor();
    const sessionId = decodeURIComponent(started.redirectUrl.split('/').pop()!);
    await apiCall(token, `/payments/sandbox/${encodeURIComponent(sessionId)}/complete`, { outcome: 'paid' });
    await page.waitForURL(/\/ejenpay-topup\/completed\?payment=/);
    await page.getByText('RM 15.00 has been added to your wallet.').waitFor();

    // A made-up session on the provider's page, and a result page without a payment.
    await page.goto(`${baseUrl()}/ejenpay/fpx/demo.${randomUUID()}.AAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByTestId('sandbox-not-found').waitFor();
    await page.goto(`${baseUrl()}/ejenpay-topup/completed`);
    await page.getByText('No payment was given.', { exact: false }).waitFor();
    await context.close();
  });

  it('a failed order payment shows the spec text with a way back to checkout', async () => {
    const { context, page } = await openPage(browser);
    const token = await loginAs(page, agent(2));
    const me = await apiCall<{ id: string }>(token, '/user/detail');
    const paymentId = randomUUID();
    const orderId = randomUUID();
    await sql(
      `INSERT INTO payments (company_id, id, purpose, user_id, order_id, provider, pay_type, amount, status, provider_ref, completed_at)
       VALUES ('demo', $1, 'order', $2, $3, 'sandbox', 'fpx', 12300, 'failed', 'SBX-TEST', now())`,
      [paymentId, me.id, orderId],
    );
    // Opened on the wrong result page, it moves to the page of the payment's state.
    await page.goto(`${baseUrl()}/my-shop/checkout/pending-payment?payment=${paymentId}`);
    await page.waitForURL(/\/my-shop\/checkout\/failed\?payment=/);
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await page.getByText('We could not process your payment. Please try again via checkout.').waitFor();
    expect(await page.getByTestId('back-to-checkout').getAttribute('href')).toBe(`/my-orders/${orderId}`);
    await context.close();
  });
});

describe('payment screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('sandbox page, wallet page, top-up confirmation and the failed page', async () => {
    const token = await tokenFor(browser, agent(1));
    // Some history for the ledger: two top-ups paid, one failed.
    const session = async (amount: number, outcome: 'paid' | 'failed') => {
      const started = await apiCall<{ paymentId: string; redirectUrl: string }>(token, '/payments/top-up-credit', {
        amount,
        payType: 'fpx',
      });
      const id = decodeURIComponent(started.redirectUrl.split('/').pop()!);
      await apiCall(token, `/payments/sandbox/${encodeURIComponent(id)}/complete`, { outcome });
      return started.paymentId;
    };
    await session(10_000, 'paid');
    await session(25_050, 'paid');
    const failedId = await session(5_000, 'failed');
    const open = await apiCall<{ redirectUrl: string }>(token, '/payments/top-up-credit', {
      amount: 123_456,
      payType: 'card',
    });

    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, token);
      await page.goto(`${baseUrl()}${open.redirectUrl}`);
      await page.getByTestId('sandbox-pay').waitFor();
      await shoot(page, `payments-sandbox-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/wallet`);
      await page.getByTestId(viewport === 'phone' ? 'wallet-cards' : 'wallet-table').waitFor();
      expect(await page.getByTestId('wallet-balance').textContent()).toBe('RM 350.50');
      await shoot(page, `payments-wallet-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/ejenpay-topup/100`);
      await page.getByTestId('top-up-submit').waitFor();
      await page.getByText('RM 450.50').waitFor();
      await shoot(page, `payments-top-up-${viewport}-${scheme}`);

      await page.goto(`${baseUrl()}/ejenpay-topup/failed?payment=${failedId}`);
      await page.getByTestId('payment-failed').waitFor();
      await shoot(page, `payments-failed-${viewport}-${scheme}`);
      await context.close();
    }
  });
});
