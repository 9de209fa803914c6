import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Levels, selangorCourier, stockedProduct } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { sql } from './support/mail';
import { browser } from './support/shared-browser';

const SLUG = `kedai-e2e-${Date.now().toString(36)}`;
const AFFILIATE_SLUG = `afiliasi-${Date.now().toString(36)}`;
const PHONE = { width: 375, height: 740 };
let productId: string;

beforeAll(async () => {
  const hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Pracampur', sku: `KOPI-${SLUG}`, stock: 20 });
  productId = product.id;
  await selangorCourier(hq, 'Pos Laju Store');
  await sql(`UPDATE products SET store_price = 2500 WHERE id = $1`, [productId]);
  // agent2's active ejen-store listing the product, with 5 units in agent2's own inventory.
  await sql(
    `INSERT INTO online_stores (company_id, id, kind, owner_id, slug, name, status, terms_accepted_at)
     SELECT 'demo', gen_random_uuid()::text, 'ejen_store', id, $2, 'Kedai Badrul', 'active', now()
     FROM users WHERE company_id = 'demo' AND email = $1
     ON CONFLICT (company_id, owner_id, kind) WHERE owner_id IS NOT NULL DO UPDATE SET slug = $2, status = 'active'`,
    [agent(2).email, SLUG],
  );
  await sql(
    `INSERT INTO online_store_products (company_id, store_id, product_id)
     SELECT 'demo', id, $2 FROM online_stores WHERE company_id = 'demo' AND slug = $1`,
    [SLUG, productId],
  );
  // agent3's go-affiliate store promoting the same product, which pays 3.00 a unit to an affiliate.
  await sql(
    `INSERT INTO online_stores (company_id, id, kind, owner_id, slug, name, status, terms_accepted_at)
     SELECT 'demo', gen_random_uuid()::text, 'go_affiliate', id, $2, 'Afiliasi Aisyah', 'active', now()
     FROM users WHERE company_id = 'demo' AND email = $1
     ON CONFLICT (company_id, owner_id, kind) WHERE owner_id IS NOT NULL DO UPDATE SET slug = $2, status = 'active'`,
    [agent(3).email, AFFILIATE_SLUG],
  );
  await sql(
    `INSERT INTO online_store_products (company_id, store_id, product_id)
     SELECT 'demo', id, $2 FROM online_stores WHERE company_id = 'demo' AND slug = $1`,
    [AFFILIATE_SLUG, productId],
  );
  await sql(`UPDATE product_levels SET commissions = commissions || '{"affiliate": 300}' WHERE product_id = $1`, [
    productId,
  ]);
  await sql(
    `INSERT INTO stock_levels (company_id, store_id, product_id, variant_id, on_hand)
     SELECT 'demo', id, $2, '', 5 FROM users WHERE company_id = 'demo' AND email = $1`,
    [agent(2).email, productId],
  );
});

describe('store checkout (issue 22)', () => {
  it('a customer on a phone pays as a guest with the sandbox gateway and tracks the order', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    const base = `${baseUrl()}/s/${SLUG}`;
    await page.goto(`${base}/checkout`);
    await page.getByTestId('checkout-empty').waitFor();
    // From the product page the agent shares, into the cart, to checkout.
    await page.goto(`${base}/p/${productId}`);
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByTestId('cart-checkout').click();
    await fillReceiver(page, 'nurul.e2e@example.com');
    // 2 × 25.00 at the store price, plus the cheapest courier to Selangor.
    await page
      .getByTestId('summary-total')
      .filter({ hasText: /RM\s?5\d\.\d\d/ })
      .waitFor();
    await page.getByTestId('store-pay').click();
    await page.getByTestId('sandbox-page').waitFor();
    await page.getByTestId('sandbox-pay').click();
    await page.getByTestId('store-paid').waitFor();
    await page.getByTestId('order-status').filter({ hasText: 'Paid, preparing' }).waitFor();
    const orderNo = (await page.getByTestId('order-tracking').getByRole('heading').first().textContent())!.trim();
    expect(orderNo).toMatch(/^NG\d{6}-/);

    await page.goto(`${base}/track`);
    await page.getByTestId('track-order-no').fill(orderNo);
    await page.getByTestId('track-email').fill('NURUL.E2E@example.com');
    await page.getByTestId('track-submit').click();
    await page.getByTestId('order-tracking').getByText('Paid', { exact: true }).waitFor();
    await page.getByTestId('track-email').fill('someone@example.com');
    await page.getByTestId('track-submit').click();
    await page.getByTestId('track-not-found').waitFor();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await context.close();

    // The agent sees the order and the sale on its store's summary.
    const seller = await signedInPage(browser, await apiToken(agent(2).email, 'agent'), { viewport: PHONE });
    await seller.page.goto(`${baseUrl()}/ejen-store/store-summary`);
    await seller.page.getByTestId('summary-orders-table').getByText(orderNo).waitFor();
    expect(await seller.page.getByTestId('summary-orders').textContent()).toBe('1');
    expect(await seller.page.getByTestId('summary-sales').textContent()).toMatch(/RM\s?5\d\.\d\d/);
    await seller.close();
  });

  it("an affiliate link's purchase credits the agent the product's affiliate commission", async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    const base = `${baseUrl()}/s/${AFFILIATE_SLUG}`;
    await page.goto(`${base}/p/${productId}?ref=${AFFILIATE_SLUG}`);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-to-cart').waitFor();
    await page.goto(`${base}/checkout`);
    await fillReceiver(page, 'aisyah.e2e@example.com');
    await page.getByTestId('store-pay').click();
    await page.getByTestId('sandbox-pay').click();
    await page.getByTestId('order-status').filter({ hasText: 'Paid, preparing' }).waitFor();
    await context.close();

    const affiliate = await signedInPage(browser, await apiToken(agent(3).email, 'agent'));
    await affiliate.page.goto(`${baseUrl()}/go-affiliate/store-summary`);
    await affiliate.page.getByTestId('summary-orders').filter({ hasText: /^1$/ }).waitFor();
    expect(await affiliate.page.getByTestId('summary-clicks').textContent()).toBe('1');
    // 1 unit × the product's affiliate commission of 3.00.
    expect(await affiliate.page.getByTestId('summary-commission').textContent()).toMatch(/RM\s?3\.00/);
    await affiliate.close();
  });
});

async function fillReceiver(page: Page, email: string) {
  await page.getByTestId('contact-first-name').fill('Nurul');
  await page.getByTestId('contact-email').fill(email);
  await page.getByTestId('contact-phone').fill('123456789');
  await page.getByTestId('address-line1').fill('1 Jalan Mawar');
  await page.getByTestId('address-postcode').fill('40000');
  await page.getByTestId('address-city').fill('Shah Alam');
  await page.getByTestId('state-select').click();
  await page.getByRole('option', { name: 'Selangor' }).click();
}
