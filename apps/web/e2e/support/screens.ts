import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, screenshotDir } from './browser';
import { quiet } from './quiet';

export const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;
/** The larger sizes of the commission, payout and CP58 screenshots. */
export const WIDE_VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];
/**
 * The size and scheme pairs screenshots are taken in: each size and each scheme once (phone in light, desktop in
 * dark), half of the four combinations, to keep the browser suite within its time. Contrast is checked by axe in all
 * four (accessibility.e2e.ts).
 */
export const SHOT_PAIRS = [
  ['phone', 'light'],
  ['desktop', 'dark'],
] as const satisfies ReadonlyArray<readonly [keyof typeof VIEWPORTS, Scheme]>;
type Size = { width: number; height: number };

/** A page at a screenshot size and colour scheme, signed in with the token when there is one (no login form). */
export async function shotPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS | Size,
  scheme: Scheme,
  token?: string,
  options: BrowserContextOptions = {},
) {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const opened = await openPage(browser, { viewport: size, deviceScaleFactor: 1, ...options });
  await opened.context.addInitScript(
    ({ scheme, token }) => {
      localStorage.setItem('niaga.colorScheme', scheme);
      if (token) sessionStorage.setItem('niaga.token', token);
    },
    { scheme, token },
  );
  return opened;
}

/**
 * A full-page screenshot from the top once the page is quiet (no request in flight, transitions ended: see
 * quiet.ts); nothing may overflow sideways, at 375 px above all.
 */
export async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await quiet(page, { loaders: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}
