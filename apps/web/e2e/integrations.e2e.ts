import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, checkoutSetup, type Levels, stockedProduct } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { setServerEnv } from './support/per-file';
import { shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

/** Billplz sandbox credentials HQ types; the fake Billplz accepts only these. */
const billplz = { collectionId: 'e2e_collection', apiKey: 'e2e-billplz-api-key', xSignatureKey: 'S-e2e-signature-key' };
const bills = new Map<string, { redirectUrl: string }>();

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

/**
 * A fake Billplz (v3, as documented): the collection check and bill creation with basic auth, and a bill page whose
 * Pay link returns the payer to the shop with the redirect signed by X-Signature.
 */
const fake = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  const authorized = request.headers.authorization === `Basic ${Buffer.from(`${billplz.apiKey}:`).toString('base64')}`;
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === `/api/v3/collections/${billplz.collectionId}`)
    return authorized ? json(200, { id: billplz.collectionId }) : json(401, { error: { type: 'Unauthorized' } });
  if (request.method === 'POST' && url.pathname === '/api/v3/bills') {
    const form = new URLSearchParams(await bodyOf(request));
    if (!authorized || form.get('collection_id') !== billplz.collectionId) return json(401, {});
    const id = `bill${bills.size + 1}`;
    bills.set(id, { redirectUrl: form.get('redirect_url') ?? '' });
    return json(200, { id, url: `${fakeUrl}/bills/${id}`, amount: Number(form.get('amount')) });
  }
  const bill = /^\/bills\/(\w+)$/.exec(url.pathname)?.[1];
  if (bill && bills.has(bill)) {
    const paidAt = '2026-11-26 21:00:00 +0800';
    const source = `billplzid${bill}|billplzpaid_at${paidAt}|billplzpaidtrue`;
    const query = new URLSearchParams({
      'billplz[id]': bill,
      'billplz[paid]': 'true',
      'billplz[paid_at]': paidAt,
      'billplz[x_signature]': createHmac('sha256', billplz.xSignatureKey).update(source).digest('hex'),
    });
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<h1>Billplz sandbox</h1><a id="pay" href="${bills.get(bill)!.redirectUrl}?${query}">Pay with FPX</a>`,
    );
    return;
  }
  json(404, {});
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
setServerEnv({ NODE_ENV: 'test', BILLPLZ_BASE_URL: fakeUrl });
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

let hq: string;
let productId: string;
beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  productId = (await stockedProduct(hq, levels, { name: 'Kopi Gateway', sku: 'GW-KOPI', stock: 20 })).id;
  await checkoutSetup(hq);
});

describe('integrations', () => {
  it('HQ connects Billplz (refused keys first), and an agent pays by FPX through it', async () => {
    const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS.desktop, scheme: 'dark' });
    await page.goto(`${baseUrl()}/integration`);
    await page.getByTestId('integration-billplz-connect').click();
    const form = page.getByTestId('gateway-form');
    await form.getByTestId('gateway-sandbox').check();
    await form.getByTestId('gateway-collection').fill(billplz.collectionId);
    await form.getByTestId('secret-apiKey').fill('wrong-key');
    await form.getByTestId('secret-xSignatureKey').fill(billplz.xSignatureKey);
    await form.getByTestId('method-card').uncheck();
    await form.getByRole('button', { name: 'Check and save' }).click();
    await form.getByText('Billplz refused these credentials. Check them and try again; nothing was saved.').waitFor();
    await form.getByTestId('secret-apiKey').fill(billplz.apiKey);
    await form.getByRole('button', { name: 'Check and save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('integration-billplz-status').getByText('Active').waitFor();
    await shoot(page, 'integrations-desktop-dark');
    await close();

    const token = await apiToken(agent(4).email, 'agent');
    await addAddress(token, 'Devi');
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: productId, quantity: 1 });
    const shopper = await signedInPage(browser, token, { viewport: VIEWPORTS.phone, scheme: 'light' });
    await shopper.page.goto(`${baseUrl()}/my-shop/checkout`);
    await shopper.page.getByTestId('courier-option').first().waitFor();
    await shopper.page.locator('[data-testid="payment-option"][data-method="online"]').click();
    const payTypes = shopper.page.getByTestId('pay-type');
    await payTypes.locator('label', { hasText: 'FPX' }).waitFor();
    expect(await payTypes.locator('label').allTextContents()).toEqual(['FPX']);
    await shoot(shopper.page, 'integrations-checkout-phone-light');
    await shopper.page.getByTestId('place-order').click();
    await shopper.page.waitForURL(new RegExp(`^${fakeUrl}/bills/`));
    await shopper.page.locator('#pay').click();
    await shopper.page.waitForURL(/\/my-shop\/checkout\/completed/);
    await shopper.close();
  });

  it('shows the integrations on a phone (light)', async () => {
    const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS.phone, scheme: 'light' });
    await page.goto(`${baseUrl()}/integration`);
    await page.getByTestId('integration-billplz-status').getByText('Active').waitFor();
    await shoot(page, 'integrations-phone-light');
    await page.getByTestId('tab-courier').click();
    await page.getByTestId('integration-easyparcel-status').getByText('Not connected').waitFor();
    await close();
  });
});
