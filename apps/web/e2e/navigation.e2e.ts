import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderWaitingForApproval } from './navigation-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { browser } from './support/shared-browser';

type Badges = { ordersToApprove: number | null; ordersToShip: number | null; payoutsRequested: number | null };

let hq: string;

const PHONE = { width: 390, height: 844 };
const menu = (page: Page) => page.getByTestId('main-menu');
const settingsHeader = (page: Page) => page.getByTestId('menu-group-menu-group-settings');
const productsHeader = (page: Page) => page.getByTestId('menu-group-catalog-menu-group');

/** The element that has focus: its test id, text, and whether it sits in the navbar or is the page's main. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      testId: element?.dataset.testid ?? null,
      text: element?.textContent?.trim() ?? '',
      id: element?.id ?? '',
      inNavbar: !!element?.closest('.mantine-AppShell-navbar'),
      expanded: element?.getAttribute('aria-expanded') ?? null,
    };
  });

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
});

describe('navigation', () => {
  it('groups HQ menu, shows the orders waiting for approval, and remembers the open groups', async () => {
    const before = await call<Badges>('GET', '/api/menu/badges', hq);
    await orderWaitingForApproval(hq);
    const waitingNow = before.ordersToApprove! + 1;

    const { page, close } = await signedInPage(browser, hq, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl()}/`);
    // Orders come first, with what waits; the settings are a closed group at the end.
    const approve = menu(page).getByTestId('menu-badge-ordersToApprove');
    await approve.waitFor();
    // On a fresh database the seeded order is the only one: the badge shows 1.
    expect(await approve.locator('span[aria-hidden="true"]').textContent()).toBe(String(waitingNow));
    const words = waitingNow === 1 ? '1 order to approve' : `${waitingNow} orders to approve`;
    expect(await approve.getAttribute('title')).toBe(words);
    const labels = await menu(page)
      .locator('a, button')
      .evaluateAll((nodes) =>
        nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => node.textContent?.trim()),
      );
    expect(labels[0]).toBe('Dashboard');
    expect(labels[1]).toMatch(/^Orders/);
    expect(await settingsHeader(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menu(page).getByText('Users & permissions').isVisible()).toBe(false);
    expect(await productsHeader(page).getAttribute('aria-expanded')).toBe('true');

    // Open Settings, close Products: both survive a reload.
    await settingsHeader(page).click();
    await menu(page).getByText('Users & permissions').waitFor();
    await productsHeader(page).click();
    await menu(page).getByText('Categories').waitFor({ state: 'hidden' });
    await page.reload();
    await menu(page).getByText('Users & permissions').waitFor();
    expect(await settingsHeader(page).getAttribute('aria-expanded')).toBe('true');
    expect(await productsHeader(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menu(page).getByText('Categories').isVisible()).toBe(false);

    // The Company profile lives under Settings, whose heading has its own icon (not the Levels one).
    await menu(page).getByText('Company profile').click();
    await page.waitForURL(`${baseUrl()}/company`);
    await close();
  });

  it('opens the command palette with Ctrl+K and with the search button, and goes where it is told', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    await menu(page).waitFor();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('textbox', { name: 'Search the menu' });
    await search.waitFor();
    await search.fill('family');
    await page.getByRole('button', { name: /Family tree/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/agent-family-tree`);
    await search.waitFor({ state: 'hidden' });

    await page.getByTestId('menu-search').click();
    await search.fill('users');
    await page.getByRole('button', { name: /Users & permissions/ }).click();
    await page.waitForURL(`${baseUrl()}/company/users`);
    // The page reached opens its (closed) group so the marked entry is in sight.
    await menu(page).locator('a[aria-current="page"]').getByText('Users & permissions').waitFor();
    // …and may still be closed there.
    await settingsHeader(page).click();
    await menu(page).getByText('Users & permissions').waitFor({ state: 'hidden' });
    expect(await settingsHeader(page).getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('keeps the app shell on the 404 page of a signed-in user, and answers /pages/profile and robots.txt', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByTestId('not-found-page').waitFor();
    await menu(page).getByText('Dashboard').waitFor();
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => page.title()).toBe('404 Page Not Found | Niaga Demo Sdn Bhd');
    await menu(page).getByText('Dashboard').click();
    await page.getByTestId('dashboard-greeting').waitFor();

    await page.goto(`${baseUrl()}/pages/profile`);
    await page.getByTestId('profile-info').waitFor();
    await close();

    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toBe('User-agent: *\nAllow: /s/\nDisallow: /\n');
  });

  it('starts the Tab order with a skip link to the page, and reaches the group headings as buttons', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('dashboard-greeting').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ testId: 'skip-link', text: 'Skip to content' });
    expect(await page.getByTestId('skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');

    // From the top again: Tab reaches the Settings heading, Enter opens it.
    await page.reload();
    await page.getByTestId('dashboard-greeting').waitFor();
    let stop = await focused(page);
    for (let step = 0; step < 80 && stop.testId !== 'menu-group-menu-group-settings'; step += 1) {
      await page.keyboard.press('Tab');
      stop = await focused(page);
    }
    expect(stop).toMatchObject({ testId: 'menu-group-menu-group-settings', expanded: 'false' });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).expanded).toBe('true');
    await close();
  });

  it('keeps a closed phone menu out of the Tab order', async () => {
    const { page, close } = await signedInPage(browser, hq, { viewport: PHONE });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('dashboard-greeting').waitFor();
    // Open and close the drawer first, so its links exist in the page (off-screen), then Tab through the page.
    const burger = page.getByRole('button', { name: 'Main menu' });
    await burger.click();
    await menu(page).getByText('Dashboard').waitFor();
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    const stops: Array<Awaited<ReturnType<typeof focused>>> = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops.filter((stop) => stop.inNavbar)).toEqual([]);
    expect(stops.map((stop) => stop.testId)).toContain('menu-search');

    // Opened, the menu is reachable again.
    await burger.click();
    await menu(page).getByRole('link', { name: 'Dashboard' }).focus();
    expect((await focused(page)).inNavbar).toBe(true);
    await close();
  });
});
