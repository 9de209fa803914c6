import { describe, expect, it } from 'vitest';
import { loginAs } from './network-helpers';
import { apiToken } from './recruitment-support';
import { baseUrl, HQ, openPage } from './support/browser';
import { SHOT_PAIRS, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

// /products/preview-product without an id: the product form's unsaved values as a level sees them in the shop.
const SHOTS = '/tmp/shots-newscreens/';

describe('product preview before saving', () => {
  it('opens the unsaved form in a new tab at the chosen level price, saving nothing', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/products/new`);
    const form = page.getByTestId('product-form');
    await form.getByLabel(/^Name\b/).fill('Draft Serum');
    await form.getByLabel(/^SKU\b/).fill('DRAFT-1');
    await form.getByLabel('Retail price').fill('99.00');
    await form.getByLabel('Agent price Stockist').fill('50.00');
    await form.getByLabel('Agent price Dealer').fill('60.00');
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('product-preview-draft').click(),
    ]);
    await preview.getByText('Draft Serum').first().waitFor();
    await preview.getByText('RM 50.00').first().waitFor(); // the first level (Stockist) by default
    await preview.getByTestId('preview-level').click();
    await preview.getByRole('option', { name: 'Dealer' }).click();
    await preview.getByText('RM 60.00').first().waitFor();
    await preview.getByTestId('preview-level').click();
    await preview.getByRole('option', { name: 'Agent', exact: true }).click();
    await preview.getByTestId('draft-not-offered').waitFor();
    // The form is still there, unsaved, and nothing was saved.
    await expect(form.getByLabel(/^Name\b/).inputValue()).resolves.toBe('Draft Serum');
    const token = await apiToken(HQ.email, 'hq');
    const list = await fetch(`${baseUrl()}/api/products?q=DRAFT-1`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { data: { total: number } }).data.total).toBe(0);
    await context.close();
  });

  it('says there is nothing to preview when opened without the form', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await page.goto(`${baseUrl()}/products/preview-product`);
    await page.getByText('Nothing to preview. Open the preview from the product form.').waitFor();
    await context.close();
  });

  it('screenshots (phone and desktop, light and dark)', async () => {
    const token = await apiToken(HQ.email, 'hq');
    const tiers = await fetch(`${baseUrl()}/api/setup/tier`, { headers: { Authorization: `Bearer ${token}` } });
    const [first] = ((await tiers.json()) as { data: { items: Array<{ id: string; levelName: string }> } }).data.items;
    const levels = [
      {
        levelId: first!.id,
        levelName: first!.levelName,
        price: 5_000,
        rankDiscount: 5,
        bands: [{ minQty: 10, maxQty: 49, price: 4_500 }],
        commissions: {},
      },
    ];
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, token);
      await context.addInitScript(
        (levels) =>
          sessionStorage.setItem(
            'niaga.productDraft',
            JSON.stringify({
              name: 'Draft Serum',
              sku: 'DRAFT-1',
              description: 'A light serum, not saved yet.',
              categoryId: null,
              branchId: null,
              retailPrice: 9_900,
              points: 3,
              discount: 10,
              weight: 120,
              coverImage: null,
              images: [],
              status: 'published',
              publishAt: '',
              firstOrderOnly: false,
              preorder: false,
              ratingEnabled: false,
              levels,
              variants: [{ sku: 'DRAFT-1-R', options: ['Red'], imageUrl: null }],
            }),
          ),
        levels,
      );
      await page.goto(`${baseUrl()}/products/preview-product`);
      // 50.00 less 10% and then the level's 5%: 42.75.
      await page.getByText('RM 42.75').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${viewport} ${scheme} overflows`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}product-preview-draft-${viewport}-${scheme}.png`, fullPage: true });
      await context.close();
    }
  });
});
