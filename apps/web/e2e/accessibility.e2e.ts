import AxeBuilder from '@axe-core/playwright';
import { contrastRatio, toHex } from '@niaga/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyScheme,
  axeViolations,
  quiet,
  type Scheme,
  VIEWPORTS,
  type Viewport,
  visitInApp,
  WCAG_TAGS,
} from './accessibility-support';
import { addAddress, apiOrder, checkoutSetup, day, type Levels, stockedProduct } from './checkout-support';
import { apiToken, call, codeIn } from './recruitment-support';
import { agent, baseUrl, HQ, launch, openPage } from './support/browser';
import { latestMail, sql } from './support/mail';
import { trackRequests } from './support/quiet';

/**
 * Issue 16, finding 14: axe-core (WCAG 2.1 A and AA) finds nothing on the app's main pages, on a phone and a
 * desktop, in light and dark. One server, one browser, one page per role reused for every scan: each page is opened
 * inside the running app (no reload), and its second scan only resizes the window and switches the scheme.
 * To cover a new page, add a line to PAGES (`{id}` is replaced by the order or product made below).
 */
type Role = 'guest' | 'agent' | 'hq' | 'customer' | 'operator';
/** The platform operator's console answers on its own host (the API's default `OPERATOR_HOST`). */
const OPERATOR_HOST = 'operator.localhost';
const baseOf = (role: Role) => (role === 'operator' ? baseUrl(OPERATOR_HOST) : baseUrl());
/** agent1's stores, one of each kind, with the demo seed's slugs (made in beforeAll). */
const STORES = [
  ['ejen_store', 'aminah-sihat', 'Aminah Sihat'],
  ['go_affiliate', 'aminah-pilihan', 'Pilihan Aminah'],
  ['e_koop', 'koperasi-sk-seri-niaga', 'Koperasi SK Seri Niaga'],
] as const;
const STORE = STORES[0][1];
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
  { role: 'hq', path: '/company/webhooks' },
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
  // Issue 22: the agent's store admin, one set of pages per kind (agent1 runs a store of each kind).
  ...['/ejen-store', '/go-affiliate', '/e-koop'].flatMap((base) =>
    ['', '/store-summary', '/register', '/account', '/setup'].map((tab) => ({
      role: 'agent' as const,
      path: base + tab,
    })),
  ),
  { role: 'agent', path: '/e-koop/banner' },
  { role: 'agent', path: '/e-koop/banner/new' },
  { role: 'hq', path: '/company-store' },
  { role: 'hq', path: '/customer-database' },
  // Issue 22: the storefronts and the customer's account ({product}: the product the stores list).
  { role: 'guest', path: `/s/${STORE}` },
  { role: 'guest', path: '/s/aminah-pilihan' },
  { role: 'guest', path: '/s/koperasi-sk-seri-niaga' },
  { role: 'guest', path: `/s/${STORE}/p/{product}` },
  { role: 'guest', path: `/s/${STORE}/cart` },
  { role: 'guest', path: `/s/${STORE}/checkout` },
  { role: 'guest', path: `/s/${STORE}/track` },
  { role: 'guest', path: `/s/${STORE}/account` },
  { role: 'guest', path: `/s/${STORE}/account?tab=sign-up` },
  { role: 'guest', path: `/s/${STORE}/account/forgot-password` },
  { role: 'guest', path: `/s/${STORE}/account/reset-password` },
  { role: 'customer', path: `/s/${STORE}/account` },
  { role: 'customer', path: `/s/${STORE}/account/addresses` },
  { role: 'customer', path: `/s/${STORE}/cart` },
  { role: 'customer', path: '/customer-only' },
  // Issue 21: reports (HQ): the charts, each tab of the master report, the settlement report.
  { role: 'hq', path: '/analytics' },
  ...[
    '',
    'recruitment',
    'kpi',
    'agent-report',
    'agent-database',
    'customer-database',
    'inventory',
    'product-sales',
  ].map((tab) => ({ role: 'hq' as const, path: tab ? `/reporting?tab=${tab}` : '/reporting' })),
  { role: 'hq', path: '/settlement-report' },
  // Issue 23: HQ's subscription, and the operator's console on its own host.
  { role: 'hq', path: '/subscription' },
  { role: 'hq', path: '/subscription/detail/{subscriptionInvoice}' },
  { role: 'operator', path: '/operator' },
  { role: 'operator', path: '/operator/companies' },
  { role: 'operator', path: '/operator/companies/demo' },
  { role: 'operator', path: '/operator/plans' },
  { role: 'operator', path: '/operator/invoices' },
  { role: 'operator', path: '/operator/gateway' },
  // Issue 24: HQ's commission plan (versions, draft, simulation, history); issue 25: the operator's Jobs page.
  { role: 'hq', path: '/commission-payout/plan' },
  { role: 'operator', path: '/operator/jobs' },
  // Issue 26: HQ's API keys (its webhooks page is with the company settings above).
  { role: 'hq', path: '/company/api-keys' },
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
/** Where the crawl's time goes, printed at the end. */
const spent = { opening: 0, axe: 0 };
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
  await openStores(product.id);
  const customer = await customerToken();
  const subscriptionInvoice = await openSubscriptionInvoice();
  Object.assign(ids, { product: product.id, order: order.id, campaign: campaign.id, subscriptionInvoice });

  for (const [role, token] of [
    ['guest', undefined],
    ['agent', agentToken],
    ['hq', hq],
    ['customer', customer],
  ] as const) {
    const { context, page } = await openPage(browser, { serviceWorkers: 'block' });
    if (token) await context.addInitScript((value) => sessionStorage.setItem('niaga.token', value), token);
    trackRequests(page);
    pages.set(role, page);
  }
  pages.set('operator', await operatorPage());
});

/** An open subscription invoice of the demo company, so its pages show an invoice to pay. */
async function openSubscriptionInvoice(): Promise<string> {
  const id = 'axe-subscription-invoice';
  await sql(
    `INSERT INTO subscription_invoices (company_id, id, number, issued_on, due_on, system_due_on, total, description)
     VALUES ('demo', $1, 'SUB-AXE-1', current_date, current_date + 14, current_date + 21, 29900, 'Growth plan')`,
    [id],
  );
  return id;
}

/** The operator signed in through its own sign-in page, on its own host (its token has its own storage key). */
async function operatorPage(): Promise<Page> {
  const { page } = await openPage(browser, { serviceWorkers: 'block' });
  trackRequests(page);
  await page.goto(`${baseUrl(OPERATOR_HOST)}/operator/login`);
  await page.locator('input[name="email"]').fill('operator@niaga.test');
  await page.locator('input[name="password"]').fill('Demo#2026');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/operator/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await answer).status()).toBe(200);
  await page.waitForURL(/\/operator$/);
  return page;
}

/**
 * agent1's store of each kind, as the demo catalogue seeds them (the browser tests' seed has no catalogue), each
 * listing the product at a store price.
 */
async function openStores(productId: string): Promise<void> {
  await sql(`UPDATE products SET store_price = 2500 WHERE id = $1`, [productId]);
  for (const [kind, slug, name] of STORES) {
    await sql(
      `INSERT INTO online_stores (company_id, id, kind, owner_id, slug, name, status, terms_accepted_at, approved_at)
       SELECT 'demo', gen_random_uuid()::text, $2, id, $3, $4, 'active', now(), now()
       FROM users WHERE company_id = 'demo' AND email = $1
       ON CONFLICT (company_id, owner_id, kind) WHERE owner_id IS NOT NULL DO UPDATE SET slug = $3, status = 'active'`,
      [agent(1).email, kind, slug, name],
    );
    await sql(
      `INSERT INTO online_store_products (company_id, store_id, product_id)
       SELECT 'demo', id, $2 FROM online_stores WHERE company_id = 'demo' AND slug = $1`,
      [slug, productId],
    );
  }
}

/** A storefront customer signed up, verified by the mailed code and logged in, all through the API. */
async function customerToken(): Promise<string> {
  const email = 'axe.customer@example.test';
  const password = 'Shopper#2026';
  const since = new Date(Date.now() - 2000);
  await call('POST', `/api/storefront/${STORE}/customer/sign-up`, undefined, {
    name: 'Axe Customer',
    email,
    phoneCode: '+60',
    phoneNumber: '123456789',
    password,
    acceptTerms: true,
  });
  await call('POST', '/api/verification', undefined, { email, code: codeIn((await latestMail(email, since)).body) });
  const login = await call<{ token: string }>('POST', `/api/storefront/${STORE}/customer/login`, undefined, {
    email,
    password,
  });
  return login.token;
}
afterAll(async () => {
  const seconds = (ms: number) => Math.round(ms / 1000);
  console.info(
    `axe: ${scans} scans in ${seconds(Date.now() - started)} s (set-up included; opening pages ${seconds(spent.opening)} s, axe ${seconds(spent.axe)} s)`,
  );
  await browser?.close();
});

/**
 * The page at a size and in a scheme. A path the page is not on is opened inside the app (a full load with
 * `fresh`, or for the first visit); staying on a path only resizes and switches the scheme.
 */
async function visit(
  page: Page,
  path: string,
  viewport: Viewport,
  scheme: Scheme,
  fresh = false,
  base = baseUrl(),
): Promise<void> {
  const target = path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? key);
  await page.setViewportSize(VIEWPORTS[viewport]);
  const here = page.url().startsWith(base) ? new URL(page.url()) : undefined;
  const started = Date.now();
  if (fresh || !here) {
    await page.goto(`${base}${target}`);
    // The scheme switches once the app runs (its scheme manager listens from then on).
    await quiet(page);
  } else if (`${here.pathname}${here.search}` !== target) await visitInApp(page, base, target);
  expect(await applyScheme(page, scheme), `${path} ${scheme}`).toBe(scheme);
  await quiet(page);
  spent.opening += Date.now() - started;
  expect(new URL(page.url()).pathname, `${path} stayed on its page`).toBe(new URL(target, base).pathname);
}

describe('axe: WCAG 2.1 A and AA, each page on a phone and a desktop, once light and once dark', () => {
  it.each(SCANS)('$role $path', { timeout: 180_000 }, async ({ role, path, combos }) => {
    const page = pages.get(role);
    if (!page) throw new Error(`no page for ${role}`);
    const found: string[] = [];
    for (const { viewport, scheme } of combos) {
      await visit(page, path, viewport, scheme, false, baseOf(role));
      const scanning = Date.now();
      found.push(...(await axeViolations(page, `${role} ${path} ${viewport} ${scheme}`)));
      spent.axe += Date.now() - scanning;
      scans += 1;
    }
    expect(found, `axe violations (scan | rule | element | summary):\n${found.join('\n')}`).toEqual([]);
  });
});

describe("the crawl's axe run", () => {
  it('reports on a page with faults what AxeBuilder reports, scan after scan in one document', async () => {
    const { context, page } = await openPage(browser);
    await page.setContent(
      '<html lang="en"><body><main><img src="/x.png"><button></button><p style="color:#ccc">low</p></main></body></html>',
    );
    const rules = (lines: string[]) => lines.map((line) => line.split(' | ')[1]?.split(' ')[0]).sort();
    const first = await axeViolations(page, 'probe');
    expect(rules(first)).toEqual(['button-name', 'color-contrast', 'document-title', 'image-alt']);
    expect(await axeViolations(page, 'probe')).toEqual(first);
    const builder = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(builder.violations.map((violation) => violation.id).sort()).toEqual(rules(first));
    await context.close();
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
      await visit(page, '/login', 'desktop', scheme, true);
      await page.locator('input[name="email"]').focus();
      const ring = await focusRing(page);
      expect(ring).toMatchObject({ style: 'solid', width: '2px' });
      const [r, g, b] = (ring.color.match(/\d+/g) ?? []).map(Number) as [number, number, number];
      expect(contrastRatio(toHex([r, g, b]), body), `${scheme} ring ${ring.color}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('the show-password button is a Tab stop with a name, and tells its state', async () => {
    const page = pages.get('guest') as Page;
    await visit(page, '/login', 'phone', 'light', true);
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
    await visit(page, '/company/theme', 'desktop', 'light', true);
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
