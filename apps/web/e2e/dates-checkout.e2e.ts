import { mkdirSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, checkoutSetup, type Levels, stockedProduct } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, launch, screenshotDir } from './support/browser';
import { fillInputs } from './support/forms';
import { SHOT_PAIRS } from './support/screens';

// Issue 16: the shared date inputs (finding 3), the phone checkout (finding 5) and the cart toast (finding 11).
const shots = process.env.SHOTS_DIR ?? screenshotDir;
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let hq: string;
let product: { id: string };
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launch();
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  product = await stockedProduct(hq, levels, { name: 'Kopi Dates Test', sku: 'DATES-KOPI', stock: 50 });
  await checkoutSetup(hq);
});
afterAll(async () => {
  await browser?.close();
});

/** HQ's page in a language (the app reads `niaga.lang` at start). */
async function pageIn(language: 'en' | 'ms' | 'id', options: Parameters<typeof signedInPage>[2] = {}) {
  const opened = await signedInPage(browser, hq, options);
  await opened.page.context().addInitScript((lang) => localStorage.setItem('niaga.lang', lang), language);
  return opened;
}

/** Today's year, month (1–12) and its English name in Kuala Lumpur: the calendar opens on it. */
function klMonth() {
  const [year = '', month = ''] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' })
    .format(new Date())
    .split('-');
  const name = new Date(Date.UTC(Number(year), Number(month) - 1, 15)).toLocaleString('en-GB', { month: 'long' });
  return { year: Number(year), month: Number(month), name };
}

const pad = (value: number) => String(value).padStart(2, '0');

describe('date fields (dd/mm/yyyy, typed or picked, in the UI language)', () => {
  const cases = [
    { language: 'ms', august: 'Ogos', placeholder: 'hh/bb/tttt', order: 'Tarikh tamat mestilah sama atau selepas' },
    { language: 'id', august: 'Agustus', placeholder: 'hh/bb/tttt', order: 'Tanggal akhir harus sama atau setelah' },
  ] as const;
  for (const { language, august, placeholder, order } of cases) {
    it(`voucher dates in ${language}: typed dd/mm/yyyy, kept as YYYY-MM-DD, checked in ${language}`, async () => {
      const { page, close } = await pageIn(language);
      await page.goto(`${baseUrl()}/voucher/new`);
      // The end-before-start check runs once the other fields are valid.
      await fillInputs(page, {
        voucherName: `Dates ${language}`,
        voucherCode: `DATES${language.toUpperCase()}`,
        voucherDisc: '5',
      });
      const start = page.getByTestId('date-voucherStartDate');
      const stop = page.getByTestId('date-voucherStopDate');
      expect(await start.getAttribute('placeholder')).toBe(placeholder);

      await start.fill('17/08/2099');
      // The calendar follows the typed day, in the language's month names.
      await page.getByText(`${august} 2099`).first().waitFor();
      await start.press('Tab');
      expect(await start.inputValue()).toBe('17/08/2099');
      expect(await page.locator('input[type=hidden][name="voucherStartDate"]').inputValue()).toBe('2099-08-17');

      // Typed with dashes it is read the same way, and shown as dd/mm/yyyy; an end before the start is refused.
      await stop.fill('1-8-2099');
      await stop.press('Tab');
      expect(await stop.inputValue()).toBe('01/08/2099');
      await page.getByTestId('voucher-save').click();
      await page.getByText(order, { exact: false }).waitFor();

      // A day picked in the calendar.
      await stop.click();
      await page.getByRole('button', { name: `31 ${august} 2099`, exact: true }).click();
      expect(await stop.inputValue()).toBe('31/08/2099');
      await page.getByText(order, { exact: false }).waitFor({ state: 'detached' });
      await close();
    });
  }

  it('a range filter sends from/to as YYYY-MM-DD (orders), and shows dd/mm/yyyy', async () => {
    const { page, close } = await pageIn('en');
    await page.goto(`${baseUrl()}/manage-orders`);
    const { year, month, name } = klMonth();
    const period = page.getByTestId('filter-period');
    await period.click();
    await page.getByRole('button', { name: `3 ${name} ${year}`, exact: true }).click();
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/orders' && url.searchParams.has('from');
    });
    await page.getByRole('button', { name: `12 ${name} ${year}`, exact: true }).click();
    const url = new URL((await asked).url());
    expect(url.searchParams.get('from')).toBe(`${year}-${pad(month)}-03`);
    expect(url.searchParams.get('to')).toBe(`${year}-${pad(month)}-12`);
    expect(await period.textContent()).toContain(`03/${pad(month)}/${year} – 12/${pad(month)}/${year}`);
    expect(page.url()).toContain(`from=${year}-${pad(month)}-03`);
    await page.screenshot({ path: `${shots}/range-chosen-desktop.png` });
    await close();
  });

  it('a date and time: typed as dd/mm/yyyy hh:mm; a day picked in the calendar keeps the time', async () => {
    const { page, close } = await pageIn('en');
    await page.goto(`${baseUrl()}/products/new`);
    await page.getByTestId('publish-status').getByText('Scheduled', { exact: true }).click();
    const publishAt = page.getByTestId('publish-at');
    await publishAt.fill('15/01/2099 10:30');
    await publishAt.press('Escape');
    await publishAt.blur();
    expect(await publishAt.inputValue()).toBe('15/01/2099 10:30');
    await publishAt.click();
    await page.getByRole('button', { name: '20 January 2099', exact: true }).click();
    expect(await publishAt.inputValue()).toBe('20/01/2099 10:30');
    await close();
  });

  // One test a size and scheme: each opens two pages, too much for one test's time on a loaded machine.
  for (const [size, scheme] of SHOT_PAIRS)
    it(`screenshots: an open date field and range filter, ${size}, ${scheme}`, async () => {
      const viewport = { phone: PHONE, desktop: { width: 1440, height: 900 } }[size];
      const { page, close } = await pageIn('ms', { scheme, viewport });
      await page.goto(`${baseUrl()}/voucher/new`);
      await page.getByTestId('date-voucherStartDate').fill('17/08/2099');
      await page.getByText('Ogos 2099').first().waitFor();
      await shootOpenDropdown(page, `${shots}/dates-open-${size}-${scheme}.png`);
      // The range filters: inventory history (the filters are open on a phone after its toggle).
      await page.goto(`${baseUrl()}/inventory/history`);
      if (size === 'phone') await page.getByTestId('filter-toggle').click();
      const period = page.getByTestId('filter-period');
      await period.click();
      await expect.poll(() => period.getAttribute('aria-expanded')).toBe('true');
      await shootOpenDropdown(page, `${shots}/range-open-${size}-${scheme}.png`);
      await close();
    });
});

/** The calendar dropdown fades in: shoot it once it is fully shown. */
async function shootOpenDropdown(page: Page, path: string) {
  const dropdown = page.locator('[data-dates-dropdown]');
  await dropdown.waitFor();
  await expect.poll(() => dropdown.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await page.screenshot({ path });
}

/** Counts the shipping-quote requests of a page, and those aborted or failed. */
function watchShipMethod(page: Page) {
  const seen = { sent: [] as string[], failed: [] as string[] };
  const isQuote = (request: Request) => new URL(request.url()).pathname === '/api/sales/ship-method';
  page.on('request', (request) => {
    if (isQuote(request)) seen.sent.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (isQuote(request)) seen.failed.push(request.url());
  });
  return seen;
}

describe('phone checkout', () => {
  it('one quote, a sticky total bar that places the order, and the last payment method preselected', async () => {
    const token = await apiToken(agent(1).email, 'agent');
    await addAddress(token, 'Aisyah');
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: product.id, quantity: 2 });
    const { page, close } = await signedInPage(browser, token, { viewport: PHONE });
    const quotes = watchShipMethod(page);
    await page.goto(`${baseUrl()}/my-shop/checkout`);
    await page.getByTestId('courier-option').first().waitFor();

    // The bar: the grand total (with shipping) beside "Place order"; the summary's own button is far below.
    const bar = page.getByTestId('checkout-bar');
    expect(await bar.isVisible()).toBe(true);
    await page.getByTestId('sum-grand-total').waitFor();
    const barTotal = (await page.getByTestId('bar-total').textContent()) ?? '';
    expect(barTotal).toMatch(/^RM \d+\.\d{2}$/);
    expect(await page.getByTestId('sum-grand-total').textContent()).toContain(barTotal);
    // The page keeps room for the bar: at the very bottom the summary's button is above it, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await page.getByTestId('place-order').boundingBox();
    const barBox = await bar.boundingBox();
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

    // The address book is read before the quote is asked: one request, for the address's state, none aborted.
    expect(quotes.sent).toHaveLength(1);
    expect(new URL(quotes.sent[0] ?? '').searchParams.get('state')).toBe('Selangor');
    expect(quotes.failed).toEqual([]);

    for (const scheme of ['light', 'dark'] as const) {
      const shot = await signedInPage(browser, token, { viewport: PHONE, scheme });
      await shot.page.goto(`${baseUrl()}/my-shop/checkout`);
      await shot.page.locator('[data-testid="payment-option"][data-method="manual"]').click();
      await shot.page.getByTestId('sum-grand-total').waitFor();
      await shot.page.screenshot({ path: `${shots}/checkout-phone-${scheme}.png` });
      await shot.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await shot.page.screenshot({ path: `${shots}/checkout-phone-${scheme}-bottom.png` });
      await shot.close();
    }
    await page.locator('[data-testid="payment-option"][data-method="manual"]').click();
    await page.getByTestId('bar-place-order').click();
    await page.waitForURL(/\/my-orders\/[^/]+$/);

    // The next checkout starts on the method used last time.
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: product.id, quantity: 1 });
    await page.goto(`${baseUrl()}/my-shop/checkout`);
    await page.locator('[data-testid="payment-option"][data-method="manual"][data-checked="true"]').waitFor();
    await page.getByTestId('payment-details-manual').waitFor();
    await close();
  });

  it('the bar is for phones: a desktop shows the summary beside the form instead', async () => {
    const token = await apiToken(agent(2).email, 'agent');
    await addAddress(token, 'Badrul');
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: product.id, quantity: 1 });
    const { page, close } = await signedInPage(browser, token, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl()}/my-shop/checkout`);
    await page.getByTestId('courier-option').first().waitFor();
    expect(await page.getByTestId('checkout-bar').isVisible()).toBe(false);
    expect(await page.getByTestId('place-order').isVisible()).toBe(true);
    await close();
  });

  it('the "in your cart" toast closes on the cart page', async () => {
    const token = await apiToken(agent(3).email, 'agent');
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/my-shop`);
    await page.locator(`[data-product-id="${product.id}"]`).getByTestId('quick-add').click();
    await page.getByTestId('cart-added').waitFor();
    await page.getByTestId('cart-button').click();
    await page.waitForURL(`${baseUrl()}/my-shop/shopping-cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('cart-added').waitFor({ state: 'detached' });

    // Its own "view cart" link closes it too.
    await page.goto(`${baseUrl()}/my-shop`);
    await page.locator(`[data-product-id="${product.id}"]`).getByTestId('quick-add').click();
    await page.getByTestId('cart-added').getByRole('button').click();
    await page.waitForURL(`${baseUrl()}/my-shop/shopping-cart`);
    await page.getByTestId('cart-added').waitFor({ state: 'detached' });
    await close();
  });
});
