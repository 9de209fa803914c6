import { afterAll, it } from 'vitest';
import { baseUrl, screenshotDir } from './support/browser';
import { setServerEnv } from './support/per-file';
import { copyOfBuiltWeb, waitForControllingWorker } from './support/pwa';
import { SCHEMES, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

const web = copyOfBuiltWeb();
setServerEnv({ WEB_DIST: web.folder });
afterAll(() => web.remove());

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PAIRS = Object.keys(SIZES).flatMap((size) =>
  SCHEMES.map((scheme) => [size as keyof typeof SIZES, scheme] as const),
);

it('screenshots the update prompt, phone and desktop, light and dark', async () => {
  for (const [size, scheme] of PAIRS) {
    const { context, page } = await shotPage(browser, SIZES[size], scheme, undefined, { serviceWorkers: 'allow' });
    await page.goto(`${baseUrl()}/login`);
    await waitForControllingWorker(page);
    try {
      web.publishNewServiceWorker();
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await page.getByTestId('update-prompt').waitFor();
      await page.screenshot({ path: `${screenshotDir}pwa-update-prompt-${size}-${scheme}.png` });
    } finally {
      web.restoreServiceWorker();
      await context.close();
    }
  }
});

it('screenshots the chunk retry screen, phone and desktop, light and dark', async () => {
  for (const [size, scheme] of PAIRS) {
    const { context, page } = await shotPage(browser, SIZES[size], scheme);
    await context.addInitScript(() => {
      (window as { niagaChunkTimeoutMs?: number }).niagaChunkTimeoutMs = 500;
    });
    await page.route('**/assets/forgot-password-page-*', () => undefined);
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByTestId('chunk-retry-page').waitFor();
    await page.screenshot({ path: `${screenshotDir}pwa-chunk-retry-${size}-${scheme}.png` });
    await context.close();
  }
});
