import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, apiOrder, checkoutSetup, enablePickup, type Levels, stockedProduct } from './checkout-support';
import { loginAs } from './network-helpers';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ, openPage, screenshotDir } from './support/browser';
import { shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';
import { fundWallet } from './support/wallet';

type Documents = { orders: Array<{ id: string; printedAt: string | null; invoiceNo: string | null }> };

let hq: string;
let paid: { id: string }; // paid from the wallet
let invoiceNo: string;
let second: { id: string };

const documents = (type: string, ids: string[]) =>
  call<Documents>('GET', `/api/orders/documents?type=${type}&ids=${ids.join(',')}`, hq);

async function hqPage(viewport: 'phone' | 'desktop' = 'desktop', scheme: 'light' | 'dark' = 'light') {
  return shotPage(browser, viewport, scheme, hq);
}

async function sheets(page: Page, count: number) {
  await page
    .getByTestId('document-sheet')
    .nth(count - 1)
    .waitFor();
  expect(await page.getByTestId('document-sheet').count()).toBe(count);
}

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const kopi = await stockedProduct(hq, levels, { name: 'Kopi Document Test', sku: 'DOC-KOPI', stock: 40 });
  await checkoutSetup(hq);
  await enablePickup(hq); // gives the main branch (the letterhead) its address
  const buyer = await apiToken(agent(4).email, 'agent');
  const addressId = await addAddress(buyer, 'Nurul');
  paid = await apiOrder(buyer, kopi.id, addressId, 3);
  second = await apiOrder(buyer, kopi.id, addressId, 1);
  // Pay the first from the wallet (funded here): it reaches to_ship and gets its invoice number.
  await fundWallet(agent(4).email, 100_000);
  await call('POST', `/api/sales/my-orders/${paid.id}/pay`, buyer, { paymentMethod: 'wallet' });
  const [order] = (await documents('invoice', [paid.id])).orders;
  if (!order?.invoiceNo) throw new Error('a paid order has an invoice number');
  invoiceNo = order.invoiceNo;
});

describe('order documents', () => {
  it('opens an invoice, prints it (marked printed) and downloads its PDF', async () => {
    const { context, page } = await hqPage();
    await context.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await page.goto(`${baseUrl()}/invoice?ids=${paid.id}`);
    await sheets(page, 1);
    const sheet = page.getByTestId('document-sheet');
    expect(await sheet.textContent()).toContain(invoiceNo);
    expect(await sheet.textContent()).toContain('8 Jalan Ampang');
    expect(await sheet.textContent()).toContain('Nurul Aminah');
    expect(await page.getByTestId('document-grand-total').textContent()).toMatch(/^RM \d/);
    expect(await page.getByTestId('document-print-status').getAttribute('data-printed')).toBe('no');
    await shoot(page, 'documents-invoice-desktop-light');

    await page.getByTestId('document-print').click();
    await page.locator('[data-testid="document-print-status"][data-printed="yes"]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    const [marked] = (await documents('invoice', [paid.id])).orders;
    expect(marked?.printedAt).toEqual(expect.any(String));

    // Printing shows the sheet alone: no header, navigation or toolbar.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.mantine-AppShell-header').isVisible()).toBe(false);
    expect(await page.getByTestId('document-toolbar').isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await page.screenshot({ path: `${screenshotDir}documents-invoice-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    const downloading = page.waitForEvent('download');
    await page.getByTestId('document-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNo}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The first print's time is kept.
    expect((await documents('invoice', [paid.id])).orders[0]?.printedAt).toBe(marked?.printedAt);
    await context.close();
  });

  it('shows a packing list and shipping labels for several orders, one sheet each', async () => {
    const { context, page } = await hqPage();
    await page.goto(`${baseUrl()}/packing-list?ids=${paid.id},${second.id}`);
    await sheets(page, 2);
    expect(await page.getByTestId('document-sheet').first().textContent()).toContain('Kopi Document Test');
    await shoot(page, 'documents-packing-desktop-light');
    // The browser's own print (print CSS): A4, one order per page, nothing of the app around it.
    const printed = await PDFDocument.load(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    expect(printed.getPageCount()).toBe(2);
    const [width, height] = [printed.getPage(0).getWidth(), printed.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    await page.goto(`${baseUrl()}/shipping-doc?ids=${paid.id},${second.id}`);
    await sheets(page, 2);
    expect(await page.getByTestId('label-barcode').count()).toBe(2);
    await shoot(page, 'documents-labels-desktop-light');
    await context.close();

    const dark = await hqPage('phone', 'dark');
    await dark.page.goto(`${baseUrl()}/invoice?ids=${paid.id}`);
    await sheets(dark.page, 1);
    await shoot(dark.page, 'documents-invoice-phone-dark');
    await dark.page.goto(`${baseUrl()}/shipping-doc?ids=${second.id}`);
    await sheets(dark.page, 1);
    await shoot(dark.page, 'documents-label-phone-dark');
    await dark.context.close();
  });

  it('shows the label template with the company details', async () => {
    for (const [viewport, scheme] of [
      ['desktop', 'light'],
      ['phone', 'light'],
    ] as const) {
      const { context, page } = await hqPage(viewport, scheme);
      await page.goto(`${baseUrl()}/shipping-template`);
      await page.getByTestId('label-template').waitFor();
      expect(await page.getByTestId('label-template').textContent()).toContain('8 Jalan Ampang');
      await shoot(page, `documents-template-${viewport}-${scheme}`);
      await context.close();
    }
  });

  it('shows the empty state without ids, and not found for an order the agent does not sell', async () => {
    const { context, page } = await hqPage('phone');
    await page.goto(`${baseUrl()}/invoice`);
    await page.getByText('No orders chosen').waitFor();
    expect(await page.getByTestId('document-print').isDisabled()).toBe(true);
    await shoot(page, 'documents-empty-phone-light');
    await context.close();

    const agentPage = await openPage(browser);
    await loginAs(agentPage.page, agent(4));
    await agentPage.page.goto(`${baseUrl()}/invoice?ids=${paid.id}`);
    await agentPage.page.getByRole('alert').getByText('Not found.').waitFor();
    await shoot(agentPage.page, 'documents-not-found-desktop-light');
    await agentPage.context.close();
  });
});
