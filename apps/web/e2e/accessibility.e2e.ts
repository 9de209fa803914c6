import { contrastRatio, toHex } from '@niaga/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type Scheme, settled, VIEWPORTS, type Viewport } from './accessibility-support';
import { addAddress, apiOrder, checkoutSetup, day, type Levels, stockedProduct } from './checkout-support';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ, launch, openPage } from './support/browser';

/**
 * Issue 16, finding 14: axe-core (WCAG 2.1 A and AA) finds nothing on the app's main pages, on a phone and a
 * desktop, in light and dark. One server, one browser, one page per role reused for every scan.
 * To cover a new page, add a line to PAGES (`{id}` is replaced by the order or product made below).
 */
type Role = 'guest' | 'agent' | 'hq';
const PAGES: ReadonlyArray<{ role: Role; path: string }> = [
  { role: 'guest', path: '/login' },
  { role: 'guest', path: '/forgot-password' },
  { role: 'agent', path: '/' },
  { role: 'agent', path: '/my-shop' },
  { role: 'agent', path: '/my-shop/product-details?id={product}' },
  { role: 'agent', path: '/my-shop/shopping-cart' },
  { role: 'agent', path: '/my-shop/checkout' },
  { role: 'agent', path: '/my-orders' },
  { role: 'agent', path: '/my-orders/{order}' },
  { role: 'agent', path: '/recruit' },
  { role: 'agent', path: '/agent-family-tree' },
  { role: 'agent', path: '/agent-family-tree?view=chart' },
  // Alerts with a link or a button inside (no bank account; missing CP58 details).
  { role: 'agent', path: '/commission/payouts' },
  { role: 'agent', path: '/cp58' },
  { role: 'hq', path: '/' },
  { role: 'hq', path: '/manage-orders' },
  { role: 'hq', path: '/manage-orders/order-details?id={order}' },
  { role: 'hq', path: '/manage-orders/new' },
  // Without a draft from the product form: the preview's empty state.
  { role: 'hq', path: '/products/preview-product' },
  // A signed-in user's 404, inside the shell.
  { role: 'hq', path: '/no-such-page' },
  { role: 'hq', path: '/products' },
  { role: 'hq', path: '/inventory' },
  { role: 'hq', path: '/agent-database' },
  { role: 'hq', path: '/company' },
  // Lists and forms moved onto the shared kit and settings form (issue 17).
  { role: 'hq', path: '/company/users' },
  { role: 'hq', path: '/company/levels' },
  { role: 'hq', path: '/company/checkout-settings' },
  { role: 'hq', path: '/company/tax' },
  { role: 'hq', path: '/category-products' },
  { role: 'hq', path: '/products/package' },
  { role: 'hq', path: '/commission-payout' },
  { role: 'hq', path: '/commission-payout/payouts' },
  { role: 'hq', path: '/commission-payout/months' },
  // Issue 18: the ranking (HQ's amounts switch) and the hall of fame.
  { role: 'agent', path: '/score-ranking' },
  { role: 'agent', path: '/score-ranking/hall-of-fame' },
  { role: 'hq', path: '/score-ranking?period=year' },
  // Issue 19: the news feed (agents read; HQ writes).
  { role: 'agent', path: '/newsfeed' },
  { role: 'hq', path: '/newsfeed' },
  // Issue 19: the FAQ and the game plan (agents read; HQ writes and orders).
  { role: 'agent', path: '/faqs' },
  { role: 'hq', path: '/faqs' },
  { role: 'agent', path: '/gameplan' },
  { role: 'hq', path: '/gameplan' },
  { role: 'agent', path: '/helpline' },
  { role: 'hq', path: '/company/welcome-email' },
  // Issue 18: the agent's points and rewards ({campaign}: one it cannot afford, its reason shown).
  { role: 'agent', path: '/point-rewards' },
  { role: 'agent', path: '/point-rewards/point-history' },
  { role: 'agent', path: '/redeemed-rewards' },
  { role: 'agent', path: '/reward-details?id={campaign}' },
  { role: 'agent', path: '/campaign-list' },
  { role: 'agent', path: '/campaign/win-prize' },
  // Issue 18: campaigns, their form, the redemptions and the points setting (HQ).
  { role: 'hq', path: '/campaign' },
  { role: 'hq', path: '/campaign/new' },
  { role: 'hq', path: '/campaign/redeem-history' },
  { role: 'hq', path: '/company/points-settings' },
  // Issue 20: the company's switches and network rules (a MultiSelect, switches, a number field).
  { role: 'hq', path: '/company/features' },
  { role: 'hq', path: '/company/network' },
  { role: 'hq', path: '/company/theme' },
  // Issue 18: the reward plan and the level upgrade path (agent), HQ's preview.
  { role: 'agent', path: '/plan-rewards' },
  { role: 'agent', path: '/plan-rewards/plan-subscription' },
  { role: 'hq', path: '/plan-rewards' },
  { role: 'hq', path: '/e-invoicing' },
];
/**
 * Two scans per page, each size and each scheme once; the pairing alternates from page to page (phone light with
 * desktop dark, then phone dark with desktop light), so the shell and shared components meet all four combinations
 * across the crawl at half the cost of scanning every page four times.
 */
const PAIRINGS: ReadonlyArray<ReadonlyArray<{ viewport: Viewport; scheme: Scheme }>> = [
  [
    { viewport: 'phone', scheme: 'light' },
    { viewport: 'desktop', scheme: 'dark' },
  ],
  [
    { viewport: 'phone', scheme: 'dark' },
    { viewport: 'desktop', scheme: 'light' },
  ],
];
const SCANS = PAGES.map((page, index) => ({ ...page, combos: PAIRINGS[index % 2] ?? [] }));

let browser: Browser;
const pages = new Map<Role, Page>();
const ids: Record<string, string> = {};
let scans = 0;
const started = Date.now();

beforeAll(async () => {
  browser = await launch();
  const hq = await apiToken(HQ.email, 'hq');
  const agentToken = await apiToken(agent(1).email, 'agent');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Axe', sku: 'AXE-KOPI', stock: 40 });
  await checkoutSetup(hq);
  const order = await apiOrder(agentToken, product.id, await addAddress(agentToken), 2);
  // Something in the cart, so the cart and checkout show their content rather than the empty state.
  await call('POST', '/api/sales/my-shop/add-cart', agentToken, { kind: 'product', itemId: product.id, quantity: 1 });
  const campaign = await call<{ id: string }>('POST', '/api/game/campaign/store', hq, {
    gameTitle: 'Kopi Axe Mug',
    gameDesc: 'A mug for the checks.',
    gameTnc: 'One per agent.',
    rewardType: 'Merchandise',
    pointRequired: 100_000,
    startDate: day(-1),
    endDate: day(30),
    maxRedeem: 5,
    levelIds: [],
  });
  // A pinned news post with a video, so the news feed shows a card rather than its empty state.
  await call('POST', '/api/setup/news-feed/store', hq, {
    subject: 'Kopi Axe is here',
    videoLink: 'dQw4w9WgXcQ',
    pin: true,
  });
  // A question and a game plan, so both pages show their content rather than their empty states.
  await call('POST', '/api/setup/faq/store', hq, {
    question: 'How do I order?',
    answer: 'From My shop.',
    topic: 'Orders',
  });
  await call('POST', '/api/setup/game-plan/store', hq, {
    content: '<h2>Grow together</h2><p>Sell <strong>ten cartons</strong> a month.</p><ul><li>Recruit</li></ul>',
  });
  Object.assign(ids, { product: product.id, order: order.id, campaign: campaign.id });

  for (const [role, token] of [
    ['guest', undefined],
    ['agent', agentToken],
    ['hq', hq],
  ] as const) {
    const { context, page } = await openPage(browser, { serviceWorkers: 'block' });
    if (token) await context.addInitScript((value) => sessionStorage.setItem('niaga.token', value), token);
    pages.set(role, page);
  }
});
afterAll(async () => {
  console.info(`axe: ${scans} scans in ${Math.round((Date.now() - started) / 1000)} s (set-up included)`);
  await browser?.close();
});

async function visit(page: Page, path: string, viewport: Viewport, scheme: Scheme): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  if (!page.url().startsWith(baseUrl())) await page.goto(`${baseUrl()}/offline`);
  await page.evaluate((value) => localStorage.setItem('niaga.colorScheme', value), scheme);
  await page.goto(`${baseUrl()}${path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? key)}`);
  await settled(page);
  const applied = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  expect(applied, `${path} ${scheme}`).toBe(scheme);
}

describe('axe: WCAG 2.1 A and AA, each page on a phone and a desktop, once light and once dark', () => {
  it.each(SCANS)('$role $path', { timeout: 180_000 }, async ({ role, path, combos }) => {
    const page = pages.get(role);
    if (!page) throw new Error(`no page for ${role}`);
    const found: string[] = [];
    for (const { viewport, scheme } of combos) {
      await visit(page, path, viewport, scheme);
      found.push(...(await axeViolations(page, `${role} ${path} ${viewport} ${scheme}`)));
      scans += 1;
    }
    expect(found, `axe violations (scan | rule | element | summary):\n${found.join('\n')}`).toEqual([]);
  });
});

describe('keyboard and theme colour', () => {
  const focusRing = (page: Page) =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });

  it('a text field shows a 2px focus ring in the theme shade, 3:1 against the page, light and dark', async () => {
    const page = pages.get('guest') as Page;
    for (const [scheme, body] of [
      ['light', '#ffffff'],
      ['dark', '#242424'],
    ] as const) {
      await visit(page, '/login', 'desktop', scheme);
      await page.locator('input[name="email"]').focus();
      const ring = await focusRing(page);
      expect(ring).toMatchObject({ style: 'solid', width: '2px' });
      const [r, g, b] = (ring.color.match(/\d+/g) ?? []).map(Number) as [number, number, number];
      expect(contrastRatio(toHex([r, g, b]), body), `${scheme} ring ${ring.color}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('the show-password button is a Tab stop with a name, and tells its state', async () => {
    const page = pages.get('guest') as Page;
    await visit(page, '/login', 'phone', 'light');
    await page.locator('input[name="password"]').fill('Demo#2026');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect((await focusRing(page)).width).toBe('2px');
    await page.keyboard.press('Space');
    await page.locator('input[name="password"][type="text"]').waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('warns HQ when the theme colour is under 4.5:1, and names the shade used instead', async () => {
    const page = pages.get('hq') as Page;
    await visit(page, '/company/theme', 'desktop', 'light');
    const input = page.getByTestId('theme-colorPrimary');
    await input.fill('#ffcc00');
    const warning = page.getByTestId('theme-colorPrimary-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/reaches only 1\.\d\d:1 .*darker shade #[0-9a-f]{6} \([4-9]\.\d\d:1\)/);
    expect(await axeViolations(page, 'hq /company/theme with the colour warning')).toEqual([]);
    await input.fill('#1a1a1a');
    await warning.waitFor({ state: 'detached' });
  });
});
