import { calendarDay } from '@niaga/shared';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { testServer } from './support/per-file';
import { SHOT_PAIRS, shoot, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

const day = (offset: number) => calendarDay(offset);

let token: string;
beforeAll(async () => {
  token = await apiToken(HQ.email, 'hq');
  const tea = await call<{ id: string }>('POST', '/api/products', token, {
    name: 'Tea',
    sku: 'TEA-1',
    retailPrice: 1_000,
    weight: 100,
  });
  await call('POST', '/api/packages', token, {
    name: 'Starter pack',
    code: 'START',
    price: 9_900,
    validFrom: day(0),
    items: [{ productId: tea.id, quantity: 2 }],
  });
  await call('POST', '/api/setup/voucher/store', token, {
    voucherName: 'Merdeka free shipping',
    voucherType: 'amount',
    voucherCode: 'MERDEKA',
    voucherQuota: 50,
    voucherStartDate: day(5),
    voucherStopDate: day(40),
    voucherDisc: 0,
    voucherUsgLimit: 1,
    freeShipping: true,
  });
});

/** Stands in for checkout (a later module): two uses of a voucher, the second one released. */
async function recordUses(code: string) {
  const client = new pg.Client({ connectionString: testServer().databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO voucher_uses (company_id, id, voucher_id, buyer_id, order_id, discount, released_at)
       SELECT v.company_id, 'use-' || u.email, v.id, u.id, 'ORD-' || upper(split_part(u.email, '@', 1)), 800,
              CASE WHEN u.email LIKE 'agent2%' THEN now() END
       FROM vouchers v JOIN users u ON u.company_id = v.company_id AND u.email IN ($2, $3)
       WHERE v.voucher_code = $1`,
      [code, 'agent1@demo.niaga.test', 'agent2@demo.niaga.test'],
    );
    await client.query('UPDATE vouchers SET used_count = 1 WHERE voucher_code = $1', [code]);
  } finally {
    await client.end();
  }
}

const row = (page: Page, code: string) => page.locator(`[data-voucher="${code}"]:visible`);
const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
/** A date field (Mantine's DateInput: the named input is hidden, the visible one is found by test id). */
const dateField = (page: Page, name: string) => page.getByTestId(`date-${name}`);

describe('vouchers (HQ)', () => {
  it('creates a percentage voucher, refuses bad input beside the fields, edits and deletes it', async () => {
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Vouchers', { exact: true }).click();
    await page.getByTestId('voucher-new').click();
    await field(page, 'voucherName').fill('Raya 12.5%');
    await field(page, 'voucherCode').fill('RAYA125');
    await field(page, 'voucherDisc').fill('150');
    await dateField(page, 'voucherStartDate').fill(day(0));
    await dateField(page, 'voucherStartDate').press('Tab');
    await dateField(page, 'voucherStopDate').fill(day(-3));
    await dateField(page, 'voucherStopDate').press('Tab');
    await page.getByTestId('voucher-save').click();
    await page.getByText('A percentage cannot exceed 100.').waitFor();
    await page.getByText('The end date must be on or after the start date.').waitFor();
    expect(await field(page, 'voucherDisc').getAttribute('aria-invalid')).toBe('true');

    await field(page, 'voucherDisc').fill('12.5');
    await dateField(page, 'voucherStopDate').fill(day(30));
    await dateField(page, 'voucherStopDate').press('Tab');
    await field(page, 'voucherMinPurchase').fill('50');
    await page.getByTestId('voucher-package').click();
    await page.getByRole('option', { name: 'Starter pack (START)' }).click();
    await page.getByTestId('voucher-save').click();
    await page.waitForURL(/\/voucher\?tab=ongoing$/);
    const saved = row(page, 'RAYA125');
    await saved.waitFor();
    expect(await saved.getByText('12.5% off').isVisible()).toBe(true);
    expect(await saved.locator('[data-status="ongoing"]').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await row(page, 'MERDEKA').waitFor();
    expect(await row(page, 'RAYA125').count()).toBe(0);

    await page.getByRole('tab', { name: 'Ongoing' }).click();
    await row(page, 'RAYA125').getByTestId('voucher-edit').click();
    await page.getByTestId('voucher-usage').waitFor();
    expect(await field(page, 'voucherDisc').inputValue()).toBe('12.5');
    await field(page, 'voucherName').fill('Raya big sale');
    await field(page, 'voucherCode').fill('merdeka');
    await page.getByTestId('voucher-save').click();
    await page.getByText('This voucher code is already used.').waitFor();
    await field(page, 'voucherCode').fill('RAYA125');
    await page.getByTestId('voucher-save').click();
    await row(page, 'RAYA125').getByText('Raya big sale').waitFor();

    await row(page, 'RAYA125').getByTestId('voucher-delete').click();
    const confirm = page.getByTestId('voucher-delete-confirm');
    await confirm.getByText('cannot be reverted', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No vouchers here').waitFor();
    await close();
  });
});

describe('voucher screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('list, form with errors, history', async () => {
    await recordUses('MERDEKA');
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const suffix = `${viewport}-${scheme}`;
      const { page, close } = await signedInPage(browser, token, { viewport: VIEWPORTS[viewport], scheme });
      await page.goto(`${baseUrl()}/voucher`);
      await row(page, 'MERDEKA').waitFor();
      await shoot(page, `vouchers-list-${suffix}`);
      await page.goto(`${baseUrl()}/voucher/new`);
      await field(page, 'voucherDisc').fill('101');
      await page.getByTestId('voucher-save').click();
      await page.getByText('A percentage cannot exceed 100.').waitFor();
      await shoot(page, `vouchers-form-${suffix}`);
      await page.goto(`${baseUrl()}/voucher/history`);
      await page.getByTestId(viewport === 'phone' ? 'history-cards' : 'history-table').waitFor();
      await shoot(page, `vouchers-history-${suffix}`);
      await close();
    }
  });
});
