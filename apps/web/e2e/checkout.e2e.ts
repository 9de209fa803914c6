import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from './catalog-support';
import {
  addAddress,
  apiOrder,
  bundles,
  checkoutSetup,
  enablePickup,
  type Levels,
  stockedProduct,
} from './checkout-support';
import { loginAs } from './network-helpers';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';
import { fundWallet } from './support/wallet';

let hq: string;
let kopi: { id: string };
let shirt: { id: string; variants: Array<{ id: string; options: string[] }> };
beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  // Level prices 12.00 (Stockist), 13.00 (Dealer), 14.00 (Agent); 500 g each.
  kopi = await stockedProduct(hq, levels, { name: 'Kopi Cart Test', sku: 'CART-KOPI', stock: 40 });
  shirt = await stockedProduct(hq, levels, {
    name: 'Baju Cart Test',
    sku: 'CART-BAJU',
    stock: 10,
    variants: ['S', 'M'],
  });
  await checkoutSetup(hq);
  await bundles(hq, kopi.id, shirt.id);
});

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent())?.trim();

describe('cart and checkout', () => {
  it('an agent adds to the cart, checks out with a voucher and manual transfer, and uploads the receipt', async () => {
    const { context, page } = await openPage(browser);
    const token = await loginAs(page, agent(3));
    await addAddress(token);

    // Shop: quick add of two units of a product without variants; the cart icon counts the line.
    await page.goto(`${baseUrl()}/my-shop`);
    const card = page.locator(`[data-product-id="${kopi.id}"]`);
    await card.getByRole('button', { name: 'One more' }).click();
    await card.getByTestId('quick-add').click();
    await page.getByTestId('cart-added').waitFor();
    await page.locator('[data-testid="cart-count"][data-count="1"]').waitFor();
    // A product with variants is chosen on its page.
    await page.locator(`[data-product-id="${shirt.id}"]`).getByTestId('quick-choose').click();
    await page.waitForURL(/\/my-shop\/product-details\?id=/);
    await page.getByTestId('add-to-cart-button').click();
    await page.getByText('Choose a variant first.').waitFor();
    await page.getByTestId('variant-select').click();
    await page.getByRole('option', { name: 'M' }).click();
    await page.getByTestId('add-to-cart-button').click();
    await page.locator('[data-testid="cart-count"][data-count="2"]').waitFor();

    // Cart: two lines at the Agent level's price; the shirt goes again, the coffee stays at 2 × 14.00.
    await page.getByTestId('cart-button').click();
    await page.waitForURL(`${baseUrl()}/my-shop/shopping-cart`);
    await page.getByTestId('cart-line').nth(1).waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    const shirtLine = page.getByTestId('cart-line').filter({ hasText: 'Baju Cart Test' });
    expect(await shirtLine.textContent()).toContain('M');
    await shirtLine.getByTestId('cart-remove').click();
    await page.locator('[data-testid="cart-line"]').nth(1).waitFor({ state: 'detached' });
    expect(await text(page, 'cart-line-total')).toBe('RM 28.00');
    expect(await text(page, 'cart-total')).toBe('RM 28.00');

    // Checkout: the primary address and the cheapest courier are chosen; the voucher takes 5.00 off.
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(`${baseUrl()}/my-shop/checkout`);
    await page.locator('[data-testid="address-radio"]:checked').waitFor({ state: 'attached' });
    await page.getByTestId('courier-option').first().waitFor();
    expect(await page.getByTestId('courier-option').first().getAttribute('data-checked')).toBe('true');
    await page.getByTestId('voucher-code').fill('NOSUCH');
    await page.getByTestId('voucher-apply').click();
    await page.getByText('Voucher Not Found').waitFor();
    await page.getByTestId('voucher-code').fill('FIVEOFF');
    await page.getByTestId('voucher-apply').click();
    await page.getByTestId('voucher-applied').waitFor();
    await page.locator('[data-testid="payment-option"][data-method="manual"]').click();
    expect(await page.getByTestId('bank-details').textContent()).toContain('5140 1234 5678');
    await page.locator('[data-testid="sum-grand-total"]', { hasText: 'RM 32.00' }).waitFor();
    expect(await text(page, 'sum-voucher')).toBe('− RM 5.00');
    expect(await text(page, 'sum-shipping')).toBe('RM 9.00');
    await page.getByTestId('place-order').click();

    // The order: unpaid, held for the booking time; the receipt is checked here before it is sent.
    await page.waitForURL(/\/my-orders\/[^/]+$/);
    await page.locator('[data-testid="order-status"][data-status="unpaid"]').waitFor();
    await page.getByTestId('booking-countdown').waitFor();
    expect(await text(page, 'order-grand-total')).toBe('RM 32.00');
    const reference = await text(page, 'order-ref');
    const input = page.getByTestId('receipt-upload').locator('input[type=file]');
    await input.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    expect(await text(page, 'receipt-problem')).toBe('Only JPEG, JPG or PNG files can be uploaded.');
    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngImage(40, 60) });
    await page.locator('[data-testid="order-status"][data-status="pending_approval"]').waitFor();
    await page.getByTestId('awaiting-approval').waitFor();
    expect(await page.getByTestId('stage-bar').getAttribute('data-stage')).toBe('pending_approval');

    // My orders: the order waits in the Approval tab; the cart is empty again.
    await page.getByTestId('main-menu').getByText('My orders', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/my-orders`);
    await page.getByTestId('order-tabs').locator('[data-tab="approval"]').click();
    await page.locator(`[data-testid="order-table"] tr[data-order="${reference}"]`).waitFor();
    await page.goto(`${baseUrl()}/my-shop/shopping-cart`);
    await page.getByText('Your cart is empty').waitFor();
    await context.close();
  });

  it('blocks checkout while a line has a problem, and cancels an unpaid order', async () => {
    const token = await apiToken(agent(2).email, 'agent');
    const addressId = await addAddress(token, 'Badrul');
    const order = await apiOrder(token, kopi.id, addressId);
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: kopi.id, quantity: 1 });
    await call('POST', `/api/products/${kopi.id}/status`, hq, { status: 'suspended' });

    const { context, page } = await openPage(browser);
    await loginAs(page, agent(2));
    await page.goto(`${baseUrl()}/my-shop/shopping-cart`);
    await page.locator('[data-testid="cart-line"][data-problem="suspended"]').waitFor();
    expect(await page.getByTestId('cart-checkout').isDisabled()).toBe(true);
    expect(await text(page, 'cart-blocker')).toBe('Remove the items marked in red before checking out.');
    await call('POST', `/api/products/${kopi.id}/status`, hq, { status: 'published' });

    await page.goto(`${baseUrl()}/my-orders/${order.id}`);
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('order-cancel-confirm').getByText('This action cannot be reverted.').waitFor();
    await page.getByTestId('order-cancel-confirm').getByRole('button', { name: 'Cancel order' }).click();
    await page.locator('[data-testid="order-status"][data-status="cancelled"]').waitFor();
    await context.close();
  });

  it('places a team order for a downline, collected at the branch; a wallet too low is refused first', async () => {
    const branch = await enablePickup(hq);
    const { context, page } = await openPage(browser);
    const token = await loginAs(page, agent(3));
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: kopi.id, quantity: 1 });
    await page.goto(`${baseUrl()}/my-shop/checkout`);
    await page.getByTestId('order-type').getByText('Team (for a downline)').click();
    await page.getByTestId('place-order').click();
    await page.getByText('Choose the downline you order for.').waitFor();
    await page.getByTestId('downline-select').click();
    await page.getByTestId('downline-select').fill('Devi');
    await page.getByRole('option', { name: /Devi Agent/ }).click();

    await page.getByTestId('delivery-mode').locator('label', { hasText: 'Self-pickup' }).click();
    await page.getByTestId('pickup-option').filter({ hasText: branch }).click();
    await page.getByTestId('place-order').click();
    await page.getByText('Choose when you will collect.').waitFor();
    const nextYear = new Date().getUTCFullYear() + 1;
    await page.getByTestId('pickup-time').fill(`15/01/${nextYear} 10:30`);
    await page.getByTestId('pickup-time').press('Tab');
    await page.locator('[data-testid="sum-shipping"]', { hasText: 'RM 0.00' }).waitFor();
    // The wallet is empty: the page warns at once, and placing the order is refused with the server's words.
    await page.locator('[data-testid="payment-option"][data-method="wallet"]').click();
    await page.getByTestId('wallet-short').waitFor();
    await page.getByTestId('place-order').click();
    await page.getByText('Your wallet balance is not enough', { exact: false }).first().waitFor();

    await page.locator('[data-testid="payment-option"][data-method="manual"]').click();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/my-orders\/[^/]+$/);
    await page.getByText('Team order for Devi Agent').waitFor();
    expect(await page.getByTestId('order-pickup').textContent()).toContain(branch);
    expect(await page.getByTestId('order-pickup').textContent()).toContain(`15 January ${nextYear}`);
    await context.close();
  });

  it('pays online: checkout goes to the gateway page, and the paid order is to ship', async () => {
    const token = await apiToken(agent(4).email, 'agent');
    await addAddress(token, 'Devi');
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: kopi.id, quantity: 1 });
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(4));
    await page.goto(`${baseUrl()}/my-shop/checkout`);
    await page.getByTestId('courier-option').first().waitFor();
    await page.locator('[data-testid="payment-option"][data-method="online"]').click();
    await page.getByTestId('pay-type').locator('label', { hasText: 'Card' }).click();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/ejenpay\/card\//);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/my-shop\/checkout\/completed/);
    await page.goto(`${baseUrl()}/my-orders?tab=toShip`);
    await page.getByTestId('order-table').locator('tr[data-order] a').first().click();
    await page.locator('[data-testid="order-status"][data-status="to_ship"]').waitFor();
    expect(await page.getByTestId('stage-bar').getAttribute('data-stage')).toBe('shipping');
    await context.close();
  });

  it('retries a failed gateway payment from the order page, paying from the wallet', async () => {
    const token = await apiToken(agent(5).email, 'agent');
    const addressId = await addAddress(token, 'Eka');
    const order = await apiOrder(token, kopi.id, addressId, 1);
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(5));
    await page.goto(`${baseUrl()}/my-orders/${order.id}`);
    await page.getByTestId('pay-again').waitFor();
    await page.getByTestId('pay-again-submit').click();
    await page.waitForURL(/\/ejenpay\/fpx\//);
    await page.getByTestId('sandbox-fail').click();
    await page.waitForURL(/\/my-shop\/checkout\/failed/);
    await page.getByText('Payment Failed').first().waitFor();
    await page.getByTestId('back-to-checkout').click();
    await page.waitForURL(new RegExp(`/my-orders/${order.id}`));
    await fundWallet(agent(5).email, 100_000);
    await page.getByTestId('pay-again').getByText('Wallet', { exact: true }).click();
    await page.getByTestId('pay-again-submit').click();
    await page.locator('[data-testid="order-status"][data-status="to_ship"]').waitFor();
    await context.close();
  });

  it('adds a package, and a combo whose units are picked up to exactly the required quantity', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(5));
    await page.goto(`${baseUrl()}/my-shop`);
    await page.locator('[data-code="DUO"]').getByTestId('package-add').click();
    await page.locator('[data-testid="cart-count"][data-count="1"]').waitFor();

    await page.locator('[data-code="MIX3"]').getByTestId('combo-choose').click();
    const picker = page.getByTestId('combo-picker');
    await picker.getByTestId('combo-row').nth(2).waitFor();
    const row = (key: string) => picker.locator(`[data-testid="combo-row"][data-key^="${key}"]`);
    const add = picker.getByTestId('combo-add');
    await row(`${kopi.id}/`).getByRole('button', { name: 'One more' }).click();
    expect(await text(page, 'combo-chosen')).toBe('1 of 3 chosen');
    expect(await text(page, 'combo-total-problem')).toBe('Choose exactly the required number of units.');
    expect(await add.isDisabled()).toBe(true);
    const medium = row(`${shirt.id}/${shirt.variants[1]!.id}`);
    await medium.getByRole('button', { name: 'One more' }).click();
    await medium.getByRole('button', { name: 'One more' }).click();
    expect(await text(page, 'combo-chosen')).toBe('3 of 3 chosen');
    await add.click();
    await picker.waitFor({ state: 'detached' });
    await page.locator('[data-testid="cart-count"][data-count="2"]').waitFor();

    await page.getByTestId('cart-button').click();
    const combo = page.getByTestId('cart-line').filter({ hasText: 'Mix Any Three' });
    await combo.waitFor();
    expect(await combo.textContent()).toContain('1 × Kopi Cart Test');
    expect(await combo.textContent()).toContain('Combo');
    await page.getByTestId('cart-line').filter({ hasText: 'Kopi Duo Pack' }).waitFor();
    await context.close();
  });

  // One test per size and scheme, so each stays well inside the time-out on a loaded machine; the cart and order
  // they show are made once.
  let screenshotData: Promise<{ token: string; orderId: string }> | undefined;
  const prepareScreenshots = async () => {
    const token = await apiToken(agent(1).email, 'agent');
    const addressId = await addAddress(token, 'Aminah');
    const order = await apiOrder(token, kopi.id, addressId, 4);
    // A minimum order of 5 units for the Stockist level: the cart shows its progress (5 of 5 below). The demo company
    // counts its minimums (and ranks) in RM; these screenshots show the units basis.
    await call('POST', '/api/setup/company-features/store', hq, { moq: 'unit' });
    await sql(`UPDATE levels SET mom_unit = 5 WHERE company_id = 'demo' AND level_name = 'Stockist'`);
    await call('POST', '/api/sales/my-shop/add-cart', token, { kind: 'product', itemId: kopi.id, quantity: 3 });
    await call('POST', '/api/sales/my-shop/add-cart', token, {
      kind: 'product',
      itemId: shirt.id,
      variantId: shirt.variants[0]!.id,
      quantity: 2,
    });
    return { token, orderId: order.id };
  };
  for (const [viewport, scheme] of SHOT_PAIRS) {
    it(`takes screenshots of the cart, checkout and order details (${viewport}, ${scheme})`, async () => {
      screenshotData ??= prepareScreenshots();
      const { token, orderId } = await screenshotData;
      const { context, page } = await shotPage(browser, viewport, scheme, token);
      await page.goto(`${baseUrl()}/my-shop`);
      await page.getByTestId('shop-combos').waitFor();
      await shoot(page, `shop-cart-${viewport}-${scheme}`);
      await page.goto(`${baseUrl()}/my-shop/shopping-cart`);
      await page.locator('[data-testid="cart-minimum"][data-met="true"]').waitFor();
      await shoot(page, `cart-${viewport}-${scheme}`);
      await page.goto(`${baseUrl()}/my-shop/checkout`);
      await page.getByTestId('courier-option').first().waitFor();
      await page.locator('[data-testid="payment-option"][data-method="manual"]').click();
      await page.getByTestId('sum-grand-total').waitFor();
      await shoot(page, `checkout-${viewport}-${scheme}`);
      await page.goto(`${baseUrl()}/my-orders/${orderId}`);
      await page.getByTestId('booking-countdown').waitFor();
      await shoot(page, `order-${viewport}-${scheme}`);
      await page.goto(`${baseUrl()}/my-orders`);
      await page
        .locator(viewport === 'phone' ? '[data-testid="order-cards"]' : '[data-testid="order-table"]')
        .waitFor();
      await shoot(page, `my-orders-${viewport}-${scheme}`);
      await context.close();
    });
  }
});
