import { randomUUID } from 'node:crypto';
import { calendarDay } from '@niaga/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  apiOrder,
  checkoutSetup,
  enablePickup,
  type Levels,
  stockedProduct,
  uploadReceipt,
} from './checkout-support';
import { loginAs } from './network-helpers';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

type Placed = { id: string; referenceNo: string };

let hq: string;
let buyer: string;
let buyerAddress: string;
let product: { id: string };

/** An order of the agent, paid by transfer with a receipt uploaded: it waits in HQ's approval tab. */
async function pendingOrder(token = buyer, placed?: { id: string }): Promise<Placed> {
  const order = placed ?? (await apiOrder(token, product.id, buyerAddress, 1));
  const response = await uploadReceipt(token, order.id);
  const json = (await response.json()) as { data: Placed & { status: string }; meta: { message: string } };
  if (!response.ok) throw new Error(`upload-receipt: ${response.status} ${json.meta.message}`);
  expect(json.data.status).toBe('pending_approval');
  return { id: order.id, referenceNo: json.data.referenceNo };
}

/** A self-pickup order from HQ's main branch, collected in three days at 10:00 (Kuala Lumpur). */
async function pickupOrder(branchId: string) {
  await call('POST', '/api/sales/my-shop/add-cart', buyer, { kind: 'product', itemId: product.id, quantity: 2 });
  const day = calendarDay(3);
  const response = await fetch(`${baseUrl()}/api/sales/checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${buyer}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      delivery: 'pickup',
      pickupBranchId: branchId,
      pickupTime: `${day}T10:00:00+08:00`,
      paymentMethod: 'manual',
    }),
  });
  const json = (await response.json()) as { data: { order: { id: string } }; meta: { message: string } };
  if (!response.ok) throw new Error(`checkout: ${response.status} ${json.meta.message}`);
  return json.data.order;
}

const row = (page: Page, reference: string) =>
  page.locator(`[data-testid="manage-table"] tr[data-order="${reference}"]`);
const statusIs = (page: Page, status: string) =>
  page.locator(`[data-testid="order-status"][data-status="${status}"]`).waitFor();
/** The server's success message in a notification (earlier ones may still be on screen). */
const notice = (page: Page, message: string) =>
  page.locator('.mantine-Notification-description').getByText(message, { exact: true }).first().waitFor();

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  product = await stockedProduct(hq, levels, { name: 'Kopi Manage Test', sku: 'MANAGE-KOPI', stock: 200 });
  await checkoutSetup(hq);
  buyer = await apiToken(agent(3).email, 'agent');
  buyerAddress = await addAddress(buyer);
});

describe('order management', () => {
  it('HQ approves from the approval tab and sets the tracking number; the agent sees the order in delivery', async () => {
    const order = await pendingOrder();
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.getByTestId('main-menu').getByText('Orders', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/manage-orders`);
    // The approval tab is the first one HQ sees; the order waits there with its count.
    await row(page, order.referenceNo).waitFor();
    expect(Number(await page.getByTestId('count-approval').textContent())).toBeGreaterThanOrEqual(1);

    // Search by reference: the URL keeps it, so "back" returns to the same list.
    await page.getByTestId('manage-search').fill(order.referenceNo);
    await page.waitForURL(new RegExp(`q=${order.referenceNo}`));
    expect(await page.locator('[data-testid="manage-table"] tbody tr').count()).toBe(1);

    await row(page, order.referenceNo).getByRole('link', { name: order.referenceNo }).click();
    await page.waitForURL(/\/manage-orders\/order-details\?id=/);
    await statusIs(page, 'pending_approval');
    // The receipt is a private file: fetched with the token into a blob URL, not a public /uploads link.
    const thumbnail = page.locator('[data-testid="receipt"] img');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    await page.getByTestId('receipt').click();
    await page.getByTestId('receipt-large').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('receipt-large').waitFor({ state: 'detached' });

    // Approve (with a note): the order is to ship, has an invoice number, and the timeline shows who did it.
    await page.getByTestId('action-approve').click();
    await page.getByTestId('modal-approve').getByTestId('action-note').fill('Transfer checked');
    await page.getByTestId('confirm-approve').click();
    await notice(page, 'Order approved.');
    await statusIs(page, 'to_ship');
    expect(await page.getByTestId('order-invoice-no').textContent()).toMatch(/INV-\d+/);
    const approved = page.locator('[data-testid="timeline-event"][data-action="approved"]');
    expect(await approved.textContent()).toContain('Hana HQ');
    expect(await approved.textContent()).toContain('Transfer checked');

    // Tracking number: too short is refused beside the field, then saved: the order is shipping.
    await page.getByTestId('action-tracking').click();
    await page.getByTestId('tracking-number').fill('AB');
    await page.getByTestId('confirm-tracking').click();
    await page.getByTestId('modal-tracking').getByText('This field is required.').waitFor();
    await page.getByTestId('tracking-number').fill('EP123456789MY');
    await page.getByTestId('confirm-tracking').click();
    await notice(page, 'Tracking number saved. The order is shipping.');
    await statusIs(page, 'shipping');
    expect(await page.getByTestId('order-tracking').textContent()).toContain('EP123456789MY');
    expect(await page.getByTestId('order-actions').textContent()).toContain('Mark delivered');

    // The remark is HQ's own note, edited in place.
    await page.getByTestId('remark-edit').click();
    await page.getByTestId('remark-input').fill('Fragile: double box');
    await page.getByTestId('remark-save').click();
    await page.getByTestId('order-remark').getByText('Fragile: double box').waitFor();

    // Back goes to the tab the order is in now.
    await page.getByTestId('back').click();
    await page.waitForURL(`${baseUrl()}/manage-orders?tab=delivery`);
    await row(page, order.referenceNo).waitFor();
    await context.close();

    // The agent sees its order move to delivery.
    const mine = await openPage(browser);
    await loginAs(mine.page, agent(3));
    await mine.page.goto(`${baseUrl()}/my-orders?tab=delivery`);
    await mine.page.locator(`[data-testid="order-table"] tr[data-order="${order.referenceNo}"]`).waitFor();
    await mine.context.close();
  });

  it('bulk approve reports each order: one approved, one already approved and refused', async () => {
    const first = await pendingOrder();
    const second = await pendingOrder();
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/manage-orders?tab=approval`);
    await row(page, first.referenceNo).waitFor();
    await row(page, second.referenceNo).waitFor();

    // Nothing ticked: the actions are disabled and say why.
    expect(await page.getByTestId('bulk-approve').isDisabled()).toBe(true);
    expect(await page.getByTestId('bulk-hint').textContent()).toBe('Select orders first');

    await row(page, first.referenceNo).getByTestId('select-order').check();
    await row(page, second.referenceNo).getByTestId('select-order').check();
    expect(await page.getByTestId('bulk-count').textContent()).toBe('2 orders selected');
    expect(await page.getByTestId('bulk-approve').isEnabled()).toBe(true);
    // Meanwhile someone else approves the first order.
    await call('POST', `/api/orders/${first.id}/approve`, hq, {});

    await page.getByTestId('bulk-approve').click();
    await page.getByTestId('bulk-approve-confirm').click();
    await page.getByTestId('bulk-outcome').waitFor();
    expect(await page.getByTestId('bulk-done').textContent()).toBe('1 approved');
    expect(await page.getByTestId('bulk-refused').textContent()).toBe('1 refused');
    const refused = page.locator('[data-testid="bulk-result"][data-ok="false"]');
    expect(await refused.textContent()).toContain(first.referenceNo);
    expect(await refused.textContent()).toContain('This order is already approved.');
    expect(await page.locator('[data-testid="bulk-result"][data-ok="true"]').textContent()).toContain(
      second.referenceNo,
    );
    await page.getByTestId('bulk-outcome-close').click();
    await row(page, second.referenceNo).waitFor({ state: 'detached' });
    expect(await page.getByTestId('bulk-count').textContent()).toBe('Select orders first');
    await context.close();
  });

  it('an action the order no longer allows shows the refusal; reject asks for a note; cancel warns', async () => {
    const order = await pendingOrder();
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/manage-orders/order-details?id=${order.id}`);
    await statusIs(page, 'pending_approval');

    // Reject needs a note.
    await page.getByTestId('action-reject').click();
    await page.getByTestId('confirm-reject').click();
    await page.getByText('Write why the receipt is rejected.').waitFor();
    await page.keyboard.press('Escape');

    // Approved elsewhere while the page was open: the server's refusal shows in the dialog.
    await call('POST', `/api/orders/${order.id}/approve`, hq, {});
    await page.getByTestId('action-approve').click();
    await page.getByTestId('confirm-approve').click();
    await page.getByTestId('modal-approve').getByText('This order is already approved.').waitFor();
    await page.keyboard.press('Escape');

    // A fresh unpaid order: cancel warns that it cannot be reverted.
    const unpaid = await apiOrder(buyer, product.id, buyerAddress, 1);
    await page.goto(`${baseUrl()}/manage-orders/order-details?id=${unpaid.id}`);
    await statusIs(page, 'unpaid');
    await page.getByTestId('action-cancel').click();
    await page.getByTestId('modal-cancel').getByText('This action cannot be reverted.').waitFor();
    await page.getByTestId('confirm-cancel').click();
    await notice(page, 'Order cancelled.');
    await statusIs(page, 'cancelled');
    await page.getByTestId('no-actions').waitFor();
    await context.close();
  });

  it('self-pickup: HQ moves the pickup time, marks it picked up, then refunds it to the wallet', async () => {
    await enablePickup(hq);
    const branches = await call<{ items: Array<{ id: string; name: string }> }>('GET', '/api/setup/branch', hq);
    const order = await pendingOrder(buyer, await pickupOrder(branches.items[0]!.id));
    await call('POST', `/api/orders/${order.id}/approve`, hq, {});
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/manage-orders/order-details?id=${order.id}`);
    await statusIs(page, 'to_ship');
    expect(await page.getByTestId('pickup-time').textContent()).toContain('10:00 am');

    // Update pickup: the page keeps the branch and shows the current time; a new time is saved.
    await page.getByTestId('action-pickup').click();
    await page.waitForURL(/\/manage-orders\/update-pickup\?id=/);
    const time = page.getByTestId('pickup-time-input');
    expect(await time.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} 10:00$/);
    await time.fill((await time.inputValue()).replace(' 10:00', ' 15:30'));
    await time.press('Tab');
    await page.getByTestId('pickup-save').click();
    await notice(page, 'Pickup location and time saved.');
    await page.waitForURL(/\/manage-orders\/order-details\?id=/);
    expect(await page.getByTestId('pickup-time').textContent()).toContain('03:30 pm');
    await page.locator('[data-testid="timeline-event"][data-action="pickup_updated"]').waitFor();

    await page.getByTestId('action-pickedUp').click();
    await page.getByTestId('confirm-pickedUp').click();
    await notice(page, 'Order completed.');
    await statusIs(page, 'completed');

    // Refund to the wallet, with the cannot-be-reverted warning.
    await page.getByTestId('action-refund').click();
    await page.getByTestId('modal-refund').getByText('This action cannot be reverted.').waitFor();
    await page.getByTestId('refund-reference').fill('RF-001');
    await page.getByTestId('confirm-refund').click();
    await notice(page, 'Order refunded.');
    await statusIs(page, 'refund');
    expect(await page.getByTestId('order-facts').textContent()).toContain('RF-001');
    await context.close();
  });

  it('a search matching too many orders asks to narrow it; an agent sees only the orders it sells', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    // More than 150 matches: the API answers tooMany and no rows (the answer is stubbed here: the API test
    // covers the count).
    await page.route(/\/api\/orders\?.*q=KOPI/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          meta: { code: 200, message: 'OK' },
          data: { items: [], total: 0, page: 1, limit: 20, counts: {}, tooMany: true },
        }),
      }),
    );
    await page.goto(`${baseUrl()}/manage-orders?tab=completed&q=KOPI`);
    expect(await page.getByTestId('too-many').textContent()).toContain('more than 150 orders');
    expect(await page.getByTestId('manage-search').inputValue()).toBe('KOPI');
    await context.close();

    const mine = await openPage(browser);
    await loginAs(mine.page, agent(3));
    await mine.page.getByTestId('main-menu').getByText('Orders', { exact: true }).click();
    await mine.page.waitForURL(`${baseUrl()}/manage-orders`);
    await mine.page.getByText('Orders your downline placed with you.').waitFor();
    await mine.page.getByText('No orders here').waitFor();
    expect(await mine.page.getByTestId('filter-agent').count()).toBe(0);
    await mine.context.close();
  });

  it('a receipt that cannot be loaded says so, and "Try again" loads it', async () => {
    const order = await pendingOrder();
    const { context, page } = await shotPage(browser, 'desktop', 'light', hq);
    await page.route('**/api/files/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${baseUrl()}/manage-orders/order-details?id=${order.id}`);
    const failed = page.getByTestId('protected-image-error');
    await failed.waitFor();
    expect(await failed.getByRole('alert').textContent()).toBe(
      'The file cannot be shown. Check the connection and try again.',
    );
    await shoot(page, 'manage-order-receipt-error');
    await page.unroute('**/api/files/**');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-testid="receipt"] img').waitFor();
    await context.close();
  });

  it('screenshots: the list and an order, phone and desktop, light and dark', async () => {
    const order = await pendingOrder();
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, hq);
      await page.goto(`${baseUrl()}/manage-orders`);
      await page
        .locator(viewport === 'phone' ? '[data-testid="manage-cards"]' : '[data-testid="manage-table"]')
        .waitFor();
      await shoot(page, `manage-orders-${viewport}-${scheme}`);
      await page.goto(`${baseUrl()}/manage-orders/order-details?id=${order.id}`);
      await page.getByTestId('order-timeline').waitFor();
      await page.locator('[data-testid="receipt"] img').waitFor();
      await shoot(page, `manage-order-${viewport}-${scheme}`);
      await context.close();
    }
  });
});
