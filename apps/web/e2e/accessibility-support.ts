import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Helpers of the axe crawl (accessibility.e2e.ts): WCAG 2.1 A and AA, and a report that names each cause. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
export const SCHEMES = ['light', 'dark'] as const;
export type Viewport = keyof typeof VIEWPORTS;
export type Scheme = (typeof SCHEMES)[number];

/** Waits until the page has its data: no request in flight, no loader or skeleton on screen. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]'),
  );
  // Mantine's transitions (menus, collapses, fades) change colours while they run; let them end.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
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
