import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { setServerEnv } from './support/per-file';
import { shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

/** The Zoho self client HQ types; the fake Zoho accepts only these. */
const zoho = { clientId: '1000.E2ESELFCLIENT', clientSecret: 'e2e-zoho-secret', refreshToken: '1000.e2e.refresh' };
const ORG = '60012345';
const ACCESS = '1000.e2e-access-token';
/** What the fake Zoho received as customer payments (POST /books/v3/customerpayments). */
const received: Record<string, unknown>[] = [];
const invoices: Record<string, { email: string; status: string; balance: number }> = {
  '4600000001': { email: agent(3).email, status: 'sent', balance: 150 },
  '4600000002': { email: agent(3).email, status: 'paid', balance: 0 },
  '4600000003': { email: 'someone.else@example.test', status: 'sent', balance: 80 },
};

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

/**
 * A fake Zoho (accounts server and Books API v3 on one address, as documented): the refresh-token grant, the
 * organization, an invoice, and customer payments, each checking the `Zoho-oauthtoken` header and organization id.
 */
const fake = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'POST' && url.pathname === '/oauth/v2/token') {
    const form = new URLSearchParams(await bodyOf(request));
    const ok =
      form.get('grant_type') === 'refresh_token' &&
      form.get('refresh_token') === zoho.refreshToken &&
      form.get('client_id') === zoho.clientId &&
      form.get('client_secret') === zoho.clientSecret;
    return json(
      200,
      ok
        ? { access_token: ACCESS, api_domain: fakeUrl, token_type: 'Bearer', expires_in: 3600 }
        : { error: 'invalid_client' },
    );
  }
  if (request.headers.authorization !== `Zoho-oauthtoken ${ACCESS}`)
    return json(401, { code: 14, message: 'Invalid OAuth access token.' });
  if (request.method === 'GET' && url.pathname === `/books/v3/organizations/${ORG}`)
    return json(200, { code: 0, message: 'success', organization: { organization_id: ORG, name: 'Demo' } });
  if (url.searchParams.get('organization_id') !== ORG)
    return json(400, { code: 6041, message: 'Organization not found.' });
  const invoiceId = /^\/books\/v3\/invoices\/(\d+)$/.exec(url.pathname)?.[1];
  if (request.method === 'GET' && invoiceId) {
    const invoice = invoices[invoiceId];
    if (!invoice) return json(404, { code: 1002, message: 'Invoice does not exist.' });
    return json(200, {
      code: 0,
      message: 'success',
      invoice: {
        invoice_id: invoiceId,
        invoice_number: `INV-${invoiceId.slice(-5)}`,
        date: '2026-11-02',
        due_date: '2026-12-02',
        status: invoice.status,
        customer_id: '4600000099',
        customer_name: 'Agent Three Enterprise',
        email: invoice.email,
        contact_persons_details: [],
        currency_code: 'MYR',
        line_items: [
          { name: 'Starter kit', description: 'Box of 12', quantity: 1, rate: 100, item_total: 100 },
          { name: 'Training day', description: '', quantity: 2, rate: 25, item_total: 50 },
        ],
        total: 150,
        balance: invoice.balance,
        payments: received
          .filter((payment) => (payment.invoices as { invoice_id: string }[])[0]?.invoice_id === invoiceId)
          .map((payment, index) => ({
            payment_id: `pay${index}`,
            reference_number: payment.reference_number,
            amount: payment.amount,
          })),
      },
    });
  }
  if (request.method === 'POST' && url.pathname === '/books/v3/customerpayments') {
    const payment = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
    received.push(payment);
    const invoice = invoices[(payment.invoices as { invoice_id: string }[])[0]!.invoice_id]!;
    invoice.balance -= payment.amount as number;
    invoice.status = invoice.balance > 0 ? 'partially_paid' : 'paid';
    return json(201, {
      code: 0,
      message: 'The payment has been created.',
      payment: { payment_id: `46000${received.length}` },
    });
  }
  json(404, { code: 5, message: 'Invalid URL Passed' });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
setServerEnv({ NODE_ENV: 'test', ZOHO_BASE_URL: fakeUrl, RUN_JOBS: 'true', ACCOUNTING_RETRY_SECONDS: '1' });
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

let hq: string;
let payer: string;
beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  payer = await apiToken(agent(3).email, 'agent');
});

describe('paying a Zoho Books invoice', () => {
  it('before HQ connects Zoho Books, the agent is told it is not available', async () => {
    const { page, close } = await signedInPage(browser, payer, { viewport: VIEWPORTS.phone, scheme: 'light' });
    await page.goto(`${baseUrl()}/ejenpay-zoho/4600000001`);
    await page.getByTestId('invoice-not-connected').waitFor();
    await shoot(page, 'ejenpay-invoice-not-connected-phone-light');
    await close();
  });

  it('HQ connects Zoho Books on /integration (a refused token first)', async () => {
    const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS.desktop, scheme: 'dark' });
    await page.goto(`${baseUrl()}/integration`);
    await page.getByTestId('tab-accounting').click();
    await page.getByTestId('integration-zoho_books-connect').click();
    const form = page.getByTestId('accounting-form');
    await form.getByTestId('accounting-organization').fill(ORG);
    await form.getByTestId('secret-clientId').fill(zoho.clientId);
    await form.getByTestId('secret-clientSecret').fill(zoho.clientSecret);
    await form.getByTestId('secret-refreshToken').fill('1000.wrong');
    await form.getByRole('button', { name: 'Check and save' }).click();
    await form
      .getByText('Zoho Books refused these credentials. Check them and try again; nothing was saved.')
      .waitFor();
    await form.getByTestId('secret-refreshToken').fill(zoho.refreshToken);
    await form.getByRole('button', { name: 'Check and save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('integration-zoho_books-status').getByText('Active').waitFor();
    await shoot(page, 'ejenpay-invoice-integration-desktop-dark');
    await close();
  });

  it('an agent pays part of its invoice on /ejenpay-zoho/{id}, and the payment reaches Zoho', async () => {
    const { page, close } = await signedInPage(browser, payer, { viewport: VIEWPORTS.phone, scheme: 'light' });
    await page.goto(`${baseUrl()}/ejenpay-zoho/4600000001`);
    await page.getByTestId('invoice-summary').waitFor();
    expect(await page.getByTestId('invoice-balance').textContent()).toContain('150.00');
    expect(await page.getByTestId('invoice-lines').textContent()).toContain('Training day');
    await shoot(page, 'ejenpay-invoice-phone-light');
    await page.getByTestId('pay-mode').getByText('Part of it').click();
    await page.getByTestId('pay-amount').fill('200');
    await page.getByTestId('pay-submit').click();
    await page.getByText('The amount is more than RM 150.00.').waitFor();
    await page.getByTestId('pay-amount').fill('60.50');
    await page.getByTestId('pay-type-fpx').click();
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('sandbox-page').waitFor();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/ejenpay-invoice\/payment\?payment=/);
    await page.getByTestId('payment-recorded').waitFor();
    expect(await page.getByTestId('payment-paid').textContent()).toBe('You paid RM 60.50 for invoice INV-00001.');
    await shoot(page, 'ejenpay-invoice-paid-phone-light');
    expect(received).toEqual([
      expect.objectContaining({ amount: 60.5, invoices: [{ invoice_id: '4600000001', amount_applied: 60.5 }] }),
    ]);
    await page.getByRole('link', { name: 'Back to the invoice' }).click();
    await page.getByTestId('invoice-payments').getByText('Recorded on the invoice').waitFor();
    expect(await page.getByTestId('invoice-balance').textContent()).toContain('89.50');
    await close();
  });

  it('shows a paid invoice, and answers "not found" for an invoice addressed to someone else (desktop, dark)', async () => {
    const { page, close } = await signedInPage(browser, payer, { viewport: VIEWPORTS.desktop, scheme: 'dark' });
    await page.goto(`${baseUrl()}/ejenpay-zoho/4600000002`);
    await page
      .getByTestId('invoice-unpayable')
      .getByText('This invoice is already paid. Nothing more to pay.')
      .waitFor();
    await shoot(page, 'ejenpay-invoice-paid-desktop-dark');
    await page.goto(`${baseUrl()}/ejenpay-zoho/4600000003`);
    await page.getByTestId('invoice-not-found').waitFor();
    await shoot(page, 'ejenpay-invoice-not-found-desktop-dark');
    // In Malay: the partly paid invoice, what is left to pay, and the payment made here recorded on it.
    await page.goto(`${baseUrl()}/ejenpay-zoho/4600000001`);
    await page.getByTestId('invoice-payments').waitFor();
    await page.getByTestId('language-switch').getByText('MS', { exact: true }).click();
    await page.getByText('Bayar invois ini').waitFor();
    await page.getByTestId('invoice-payments').getByText('Direkodkan pada invois').waitFor();
    await page.getByTestId('invoice-status').getByText('Dibayar sebahagian').waitFor();
    await shoot(page, 'ejenpay-invoice-ms-desktop-dark');
    await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
    await close();
  });
});
