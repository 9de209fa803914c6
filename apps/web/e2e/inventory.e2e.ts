import { beforeAll, describe, expect, it } from 'vitest';
import { chooseType, createStockProducts, fillItemRow, stockRow } from './inventory-support';
import { loginAs, tokenFor } from './network-helpers';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { browser } from './support/shared-browser';

let hqToken: string;
beforeAll(async () => {
  hqToken = await tokenFor(browser, HQ);
  await createStockProducts(hqToken);
});

describe('inventory', () => {
  it('HQ stocks in through the form, is refused a stock-out beyond what is available, and reverses a movement', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.getByTestId('main-menu').getByText('Inventory', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/inventory`);
    expect(await stockRow(page, 'KOPI-1')).toEqual({ onHand: '0', reserved: '0', available: '0', indicator: 'red' });

    await page.getByTestId('open-update').click();
    await page.waitForURL(`${baseUrl()}/inventory/update`);
    // Nothing chosen yet: the form names each missing field and sends nothing.
    await page.getByTestId('stock-save').click();
    await page.getByText('Choose stock in or stock out.').waitFor();
    await page.getByText('Enter the reason for this update.').waitFor();

    await chooseType(page, 'Stock in');
    await page.getByTestId('stock-reason').fill('Supplier delivery');
    await fillItemRow(page, 0, 'Kopi', /Kopi Arabica \(250 g\)/, '10');
    await page.getByTestId('add-row').click();
    await fillItemRow(page, 1, 'Teh', /Teh Hijau/, '5');
    await page.getByTestId('stock-save').click();
    await page.waitForURL(`${baseUrl()}/inventory`);
    await page.getByText('Stock updated.').waitFor();
    expect(await stockRow(page, 'KOPI-1')).toEqual({
      onHand: '10',
      reserved: '0',
      available: '10',
      indicator: 'green',
    });
    expect((await stockRow(page, 'TEH')).available).toBe('5');

    // Stock out: the coffee row asks for more than is available; nothing moves, the message sits by the amount.
    await page.getByTestId('open-update').click();
    await chooseType(page, 'Stock out');
    await page.getByTestId('stock-reason').fill('Damaged in storage');
    await fillItemRow(page, 0, 'Teh', /Teh Hijau/, '2');
    await page.getByTestId('add-row').click();
    await fillItemRow(page, 1, 'Kopi', /Kopi Arabica \(250 g\)/, '50');
    await page.getByTestId('stock-save').click();
    const coffeeRow = page.getByTestId('stock-item-row').nth(1);
    await coffeeRow.getByText('Not enough stock: only 10 available.').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/inventory/update`);
    await coffeeRow.locator('input[name$=".amount"]').fill('4');
    await page.getByTestId('stock-save').click();
    await page.waitForURL(`${baseUrl()}/inventory`);
    // 6 of a 30-day high of 10: amber; tea lost only the 2 of the second, successful update.
    expect(await stockRow(page, 'KOPI-1')).toMatchObject({ onHand: '6', available: '6', indicator: 'amber' });
    expect((await stockRow(page, 'TEH')).available).toBe('3');
    await page.getByTestId('inventory-table').locator('tr[data-sku="KOPI-1"] [data-indicator]').hover();
    await page.getByText('Available ÷ highest on-hand of the last 30 days: 6 ÷ 10 = 60%', { exact: false }).waitFor();
    await page.getByTestId('filter-indicator').click();
    await page.getByRole('option', { name: 'Running low' }).click();
    // Coffee 250 g at 6 of 10 and tea at 3 of 5 are amber; coffee 1 kg (no stock) is red.
    await expect
      .poll(() =>
        page
          .getByTestId('inventory-table')
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-sku'))),
      )
      .toEqual(['KOPI-1', 'TEH']);

    await page.getByTestId('open-history').click();
    await page.waitForURL(`${baseUrl()}/inventory/history`);
    const history = page.getByTestId('history-table');
    await history.locator('tbody tr').first().waitFor();
    expect(await history.locator('tbody tr').count()).toBe(4);
    expect(await history.locator('[data-col="by"]').allTextContents()).toEqual(Array(4).fill('Hana HQ'));

    // Reversing the tea stock-in (5) would leave -2: refused with the server's message in the modal.
    const teaIn = history.locator('tr[data-type="in"]', { hasText: 'TEH' });
    await teaIn.getByTestId('reverse').click();
    const modal = page.getByTestId('reverse-modal');
    await modal.getByText('This action cannot be reverted.').waitFor();
    await modal.getByRole('button', { name: 'Reverse' }).click();
    await modal.getByText('Reversing this movement would take the stock below zero.').waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();

    const coffeeOut = history.locator('tr[data-type="out"]', { hasText: 'KOPI-1' });
    await coffeeOut.getByTestId('reverse').click();
    await modal.getByRole('button', { name: 'Reverse' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('The movement has been reversed.').waitFor();
    const reversal = history.locator('tr[data-type="reversal"]');
    await reversal.waitFor();
    expect(await reversal.locator('[data-col="in"]').textContent()).toBe('+4');
    expect(await reversal.locator('[data-col="balance"]').textContent()).toBe('10');
    await coffeeOut.getByTestId('reversed-badge').waitFor();
    expect(await coffeeOut.getByTestId('reverse').count()).toBe(0);
    await context.close();
  });

  it('HQ looks at an agent’s stock read-only; the agent sees and updates its own', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/inventory`);
    await page.getByTestId('store-picker').click();
    await page.getByTestId('store-picker').fill('Aminah');
    await page.getByRole('option', { name: 'Aminah Stockist' }).click();
    await page.getByTestId('read-only-store').waitFor();
    expect(page.url()).toContain('storeId=');
    expect(await page.getByTestId('open-update').count()).toBe(0);
    // Even by its address, the form does not offer to change an agent's stock.
    await page.goto(`${page.url().replace('/inventory?', '/inventory/update?')}`);
    await page.getByTestId('update-store').getByText('Stock of Aminah Stockist').waitFor();
    expect(await page.getByTestId('stock-save').isDisabled()).toBe(true);
    await context.close();

    const own = await openPage(browser);
    await loginAs(own.page, agent(1));
    await own.page.goto(`${baseUrl()}/inventory`);
    await own.page.getByText('Stock of Aminah Stockist by product and variant').waitFor();
    expect(await own.page.getByTestId('store-picker').count()).toBe(0);
    expect((await stockRow(own.page, 'KOPI-2')).onHand).toBe('0');
    await own.page.getByTestId('open-update').click();
    await own.page.getByTestId('update-store').getByText('Stock of Aminah Stockist').waitFor();
    await chooseType(own.page, 'Return');
    await own.page.getByTestId('stock-reason').fill('Customer return');
    await own.page.getByTestId('stock-save').click();
    await own.page.getByText('Enter the reason for the return.').waitFor();
    await own.page.getByTestId('stock-return-reason').fill('Wrong size ordered');
    await fillItemRow(own.page, 0, 'Kopi', /Kopi Arabica \(1 kg\)/, '2');
    await own.page.getByTestId('stock-save').click();
    await own.page.waitForURL(`${baseUrl()}/inventory`);
    expect((await stockRow(own.page, 'KOPI-2')).onHand).toBe('2');
    await own.page.getByTestId('open-history').click();
    const row = own.page.getByTestId('history-table').locator('tr[data-type="return"]');
    await row.getByText('Wrong size ordered').waitFor();
    expect(await row.locator('[data-col="by"]').textContent()).toBe('Aminah Stockist');
    await own.context.close();
  });
});
