import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { testServer } from './per-file';
import { trackRequests } from './quiet';

export const DEMO_PASSWORD = 'Demo#2026';
export const HQ = { email: 'hq@demo.niaga.test', name: 'Hana HQ', type: 'hq' } as const;
/**
 * A day (YYYY-MM-DD) in the demo company's time zone, where its orders and payments are counted: between 16:00 and
 * 24:00 UTC it is already tomorrow there, so a report period must end on this day, not the UTC one.
 */
export const companyDay = (at: number = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(at);
export const agent = (n: 1 | 2 | 3 | 4 | 5) => ({ email: `agent${n}@demo.niaga.test`, type: 'agent' }) as const;

export const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

export function baseUrl(host = 'localhost'): string {
  const url = new URL(testServer().baseUrl);
  url.hostname = host;
  return url.origin;
}

export async function launch(): Promise<Browser> {
  mkdirSync(screenshotDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context (own storage), service workers blocked so every test sees the network as it is, and reduced
 * motion: the app then opens menus and modals without animation, so no click lands on an entry still moving.
 * Its requests in flight are counted for `quiet` (quiet.ts).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  trackRequests(page);
  return { context, page };
}

/** Logs in through the login form. */
export async function loginWithForm(
  page: Page,
  account: { email: string; type: 'hq' | 'agent' },
  password = DEMO_PASSWORD,
  origin = baseUrl(),
): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${origin}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(password);
  await page
    .getByTestId('login-type')
    .getByText(account.type === 'hq' ? 'HQ' : 'Agent', { exact: true })
    .click();
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('niaga.token') ?? sessionStorage.getItem('niaga.token'));
}
