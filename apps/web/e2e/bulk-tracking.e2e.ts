import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, checkoutSetup, type Levels, stockedProduct } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';
import { fundWallet } from './support/wallet';

type Order = { id: string; referenceNo: string; status: string };

let hq: string;
let buyer: string;
let addressId: string;
let productId: string;

/** A wallet-paid order shipped to the buyer's address: `to_ship` at once. */
async function toShipOrder(): Promise<Order> {
  await call('POST', '/api/sales/my-shop/add-cart', buyer, { kind: 'product', itemId: productId, quantity: 1 });
  const response = await fetch(`${baseUrl()}/api/sales/checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${buyer}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ delivery: 'shipping', addressId, paymentMethod: 'wallet' }),
  });
  const json = (await response.json()) as { data: { order: Order }; meta: { message: string } };
  if (!response.ok) throw new Error(`checkout: ${response.status} ${json.meta.message}`);
  expect(json.data.order.status).toBe('to_ship');
  return json.data.order;
}

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  buyer = await apiToken(agent(1).email, 'agent');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  await checkoutSetup(hq);
  productId = (await stockedProduct(hq, levels, { name: 'Kopi Tracking', sku: 'KT-1', stock: 200 })).id;
  addressId = await addAddress(buyer);
  // Funds for wallet payments (no call tops a wallet up without the gateway).
  await fundWallet(agent(1).email, 10_000_000);
});

const csv = (rows: string[][]) => `${rows.map((cells) => cells.join(',')).join('\r\n')}\r\n`;

async function choose(page: Page, name: string, content: string | Buffer, mimeType = 'text/csv') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('bulk-choose').click();
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(content) });
}

async function orderStatus(id: string) {
  return (await call<{ status: string; trackingNumber: string | null }>('GET', `/api/orders/${id}`, hq)).status;
}

describe('bulk tracking (HQ)', () => {
  it('previews good and refused rows, keeps Apply off while any is refused, then applies every row', async () => {
    const [first, second] = [await toShipOrder(), await toShipOrder()];
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Bulk tracking', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/bulk-tracking`);
    await page.getByText('No file checked yet').waitFor();
    const template = await page.getByTestId('bulk-template').getAttribute('href');
    expect(decodeURIComponent(template ?? '')).toContain('order,tracking number,courier');

    // Checked in the browser first: a PDF is not sent.
    await choose(page, 'orders.pdf', '%PDF-1.7', 'application/pdf');
    await page.getByTestId('bulk-problem').getByText('Choose a CSV file or an Excel workbook (.xlsx).').waitFor();

    const mixed = csv([
      ['Order', 'Tracking Number', 'Courier'],
      [first.referenceNo, 'EPWEB0001', 'J&T'],
      [second.referenceNo, 'EPWEB0002', ''],
      ['NG000000-NOPE', 'EPWEB0003', ''],
    ]);
    await choose(page, 'tracking.csv', mixed);
    const preview = page.getByTestId('bulk-preview');
    const table = page.getByTestId('bulk-table');
    await preview.waitFor();
    const counts = page.getByTestId('bulk-counts');
    await counts.getByText('3 rows').waitFor();
    await counts.getByText('2 ready').waitFor();
    await counts.getByText('1 refused').waitFor();
    // The refused rows are listed first, with the reason.
    await table.getByText('No order has this id or reference number.').waitFor();
    expect(await page.getByTestId('bulk-apply').isDisabled()).toBe(true);
    await page.getByTestId('bulk-blocked').getByText('1 row is refused', { exact: false }).waitFor();
    await preview.getByText('All', { exact: true }).click();
    expect(await page.locator('[data-testid="bulk-row"]:visible').count()).toBe(3);
    await table.getByText('Pos Laju (from checkout)').waitFor();
    expect(await orderStatus(first.id)).toBe('to_ship');

    await choose(
      page,
      'tracking.csv',
      csv([
        ['order', 'tracking number', 'courier'],
        ...[
          [first.referenceNo, 'EPWEB0001', 'J&T'],
          [second.id, 'EPWEB0002', ''],
        ],
      ]),
    );
    await page.getByTestId('bulk-counts').getByText('2 ready').waitFor();
    await page.getByTestId('bulk-apply').click();
    const confirm = page.getByTestId('bulk-confirm');
    await confirm.getByText('2 orders get their tracking numbers', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('bulk-done').getByText('Tracking numbers saved. Orders now shipping: 2.').waitFor();
    expect(await orderStatus(first.id)).toBe('shipping');
    expect(await orderStatus(second.id)).toBe('shipping');

    // The same file again: both are shipping now, so nothing can be applied.
    await choose(
      page,
      'tracking.csv',
      csv([
        ['order', 'tracking number'],
        [first.referenceNo, 'EPWEB0001'],
      ]),
    );
    await table.getByText('This order is already shipping (tracking number EPWEB0001).').waitFor();
    await close();
  });

  it('shows the server refusal of an unreadable file', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/bulk-tracking`);
    await choose(page, 'broken.xlsx', 'PK\u0003\u0004xl/workbook.xml not really a workbook');
    await page.getByText('This file could not be read. Save it again as CSV or .xlsx and retry.').waitFor();
    await close();
  });
});

describe('bulk tracking screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('empty page and a preview with refused rows', async () => {
    const orders = [await toShipOrder(), await toShipOrder(), await toShipOrder()];
    const file = csv([
      ['order', 'tracking number', 'courier'],
      [orders[0]!.referenceNo, 'EP123456789MY', 'J&T Express'],
      [orders[1]!.referenceNo, 'EP987654321MY', ''],
      [orders[2]!.referenceNo, '', ''],
      ['NG261122-UNKNOWN1', 'EP555555555MY', 'Ninja Van'],
      [orders[0]!.referenceNo, 'EP123456789MY-DUPLICATE-ROW-WITH-A-VERY-LONG-TRACKING-NUMBER', ''],
    ]);
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const suffix = `${viewport}-${scheme}`;
      const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS[viewport], scheme });
      await page.goto(`${baseUrl()}/bulk-tracking`);
      await page.getByText('No file checked yet').waitFor();
      await shoot(page, `bulk-tracking-empty-${suffix}`);
      await choose(page, 'tracking.csv', file);
      await page.getByTestId('bulk-counts').getByText('4 refused').waitFor();
      await page.getByTestId('bulk-preview').getByText('All', { exact: true }).click();
      await shoot(page, `bulk-tracking-preview-${suffix}`);
      await close();
    }
  });
});
