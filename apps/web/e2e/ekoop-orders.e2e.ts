import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, apiOrder, checkoutSetup, type Levels, stockedProduct, uploadReceipt } from './checkout-support';
import { loginAs } from './network-helpers';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ, openPage } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

type Placed = { id: string; referenceNo: string };

let hq: string;
let ekoop: Placed;
let plain: Placed;

/** An order placed at checkout with its transfer receipt uploaded: it waits in HQ's approval tab. */
async function placedOrder(token: string, productId: string, addressId: string): Promise<Placed> {
  const order = await apiOrder(token, productId, addressId, 1);
  const response = await uploadReceipt(token, order.id);
  const json = (await response.json()) as { data: Placed; meta: { message: string } };
  if (!response.ok) throw new Error(`upload-receipt: ${response.status} ${json.meta.message}`);
  return { id: order.id, referenceNo: json.data.referenceNo };
}

const switchEkoop = (on: boolean) =>
  sql(`UPDATE companies SET features = features || jsonb_build_object('eKoopStatus', $1::boolean)`, [on]);

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Buku Latihan Ekoop', sku: 'EKOOP-BUKU', stock: 50 });
  await checkoutSetup(hq);
  const buyer = await apiToken(agent(3).email, 'agent');
  const address = await addAddress(buyer);
  plain = await placedOrder(buyer, product.id, address);
  // The e-koop checkout is not built yet: a checkout-placed order becomes an e-koop one with its student.
  ekoop = await placedOrder(buyer, product.id, address);
  await sql(`UPDATE orders SET type = 'ekoop', student_name = $2, parent_name = $3, student_class = $4 WHERE id = $1`, [
    ekoop.id,
    'Aisyah binti Rahman',
    'Rahman bin Ali',
    '5 Bestari',
  ]);
});

describe('e-koop orders', () => {
  it('the menu entry shows only with the company feature on', async () => {
    await switchEkoop(false);
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.getByTestId('main-menu').getByText('Orders', { exact: true }).waitFor();
    expect(await page.getByTestId('main-menu').getByText('E-koop orders', { exact: true }).count()).toBe(0);
    // A bookmarked list says the feature is off instead of listing orders.
    await page.goto(`${baseUrl()}/manage-orders-ekoop`);
    await page.getByText('E-koop is switched off').waitFor();
    expect(await page.getByTestId('manage-table').count()).toBe(0);
    await context.close();
    await switchEkoop(true);
  });

  it('HQ sees only e-koop orders with the student, and opens one with its student block', async () => {
    await switchEkoop(true);
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.getByTestId('main-menu').getByText('E-koop orders', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/manage-orders-ekoop`);
    await page.getByRole('heading', { name: 'E-koop orders' }).waitFor();
    const row = page.locator(`[data-testid="manage-table"] tr[data-order="${ekoop.referenceNo}"]`);
    await row.waitFor();
    expect(await row.getByTestId('order-student').textContent()).toContain('Aisyah binti Rahman');
    expect(await row.getByTestId('order-student').textContent()).toContain('5 Bestari');
    // The normal order is not listed and there is no type filter to widen the list.
    expect(await page.locator(`[data-testid="manage-table"] tr[data-order="${plain.referenceNo}"]`).count()).toBe(0);
    expect(await page.getByTestId('filter-type').count()).toBe(0);

    await row.getByRole('link', { name: ekoop.referenceNo }).click();
    await page.waitForURL(/\/manage-orders-ekoop\/order-details\?id=/);
    const block = page.getByTestId('order-student-block');
    await block.waitFor();
    expect(await page.getByTestId('student-name').textContent()).toBe('Aisyah binti Rahman');
    expect(await page.getByTestId('parent-name').textContent()).toBe('Rahman bin Ali');
    expect(await page.getByTestId('student-class').textContent()).toBe('5 Bestari');
    // The actions are the order page's own.
    await page.getByTestId('action-approve').waitFor();
    await page.getByTestId('back').click();
    await page.waitForURL(`${baseUrl()}/manage-orders-ekoop?tab=approval`);
    await row.waitFor();
    await context.close();
  });

  it('screenshots: the list and the order, phone and desktop, light and dark', async () => {
    await switchEkoop(true);
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, hq);
      await page.goto(`${baseUrl()}/manage-orders-ekoop`);
      await page
        .locator(viewport === 'phone' ? '[data-testid="manage-cards"]' : '[data-testid="manage-table"]')
        .waitFor();
      await shoot(page, `ekoop-orders-${viewport}-${scheme}`);
      await page.goto(`${baseUrl()}/manage-orders-ekoop/order-details?id=${ekoop.id}`);
      await page.getByTestId('order-student-block').waitFor();
      await page.locator('[data-testid="receipt"] img').waitFor();
      await shoot(page, `ekoop-order-${viewport}-${scheme}`);
      await context.close();
    }
  });
});
