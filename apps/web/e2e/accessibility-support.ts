import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { quiet } from './support/quiet';

/** Helpers of the axe crawl (accessibility.e2e.ts): WCAG 2.1 A and AA, and a report that names each cause. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
export const SCHEMES = ['light', 'dark'] as const;
export type Viewport = keyof typeof VIEWPORTS;
export type Scheme = (typeof SCHEMES)[number];

const COLOR_SCHEME_KEY = 'niaga.colorScheme';

/** The crawl's wait for a page with its data (see support/quiet.ts). */
export { quiet, quiet as settled };

/**
 * Opens a path inside the running app, as a click on a link would (the router reads the new address on
 * `popstate`): no reload, no second download of the app. The first visit of a page is a full load.
 */
export async function visitInApp(page: Page, origin: string, path: string): Promise<void> {
  if (!page.url().startsWith(origin)) {
    await page.goto(`${origin}${path}`);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Switches the colour scheme as another tab of the app would: the stored choice and the `storage` event Mantine's
 * scheme manager listens to. Answers the scheme the page then shows.
 */
export async function applyScheme(page: Page, scheme: Scheme): Promise<string | null> {
  return page.evaluate(
    ({ key, scheme }) => {
      window.localStorage.setItem(key, scheme);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: scheme, storageArea: window.localStorage }));
      return new Promise<string | null>((resolve) =>
        requestAnimationFrame(() => resolve(document.documentElement.getAttribute('data-mantine-color-scheme'))),
      );
    },
    { key: COLOR_SCHEME_KEY, scheme },
  );
}

/** One line per rule and element: rule id, impact, what it checks, the element and axe's summary. */
export async function axeViolations(page: Page, scan: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.slice(0, 6).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '');
      return `${scan} | ${violation.id} (${violation.impact}) ${violation.help} | ${node.target.join(' ')} | ${summary.slice(0, 240)}`;
    }),
  );
}
