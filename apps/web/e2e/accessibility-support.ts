import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
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

// The axe-core AxeBuilder itself loads (its own pinned copy), so both paths check the same rules.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');
type AxeWindow = Window & { axe?: { run(context: Document, options: object): Promise<AxeResults> } };

/**
 * axe's violations for the page as it is. Without frames, axe runs in the page itself, loaded once per document
 * (the crawl stays in one document): AxeBuilder would load its 650 kB into the page and into a new blank page on
 * every scan, to merge frames' results. With frames (a news video), AxeBuilder, which scans inside them too.
 */
async function violationsOf(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  const run = (tags: string[]) => {
    const { axe } = window as AxeWindow;
    return axe ? axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }) : null;
  };
  const results = await page.evaluate(run, WCAG_TAGS);
  if (results) return results.violations;
  await page.evaluate(axeSource);
  const loaded = await page.evaluate(run, WCAG_TAGS);
  if (!loaded) throw new Error('axe-core did not load');
  return loaded.violations;
}

/** One line per rule and element: rule id, impact, what it checks, the element and axe's summary. */
export async function axeViolations(page: Page, scan: string): Promise<string[]> {
  const violations = await violationsOf(page);
  return violations.flatMap((violation) =>
    violation.nodes.slice(0, 6).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '');
      return `${scan} | ${violation.id} (${violation.impact}) ${violation.help} | ${node.target.join(' ')} | ${summary.slice(0, 240)}`;
    }),
  );
}
