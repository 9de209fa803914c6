import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './support/browser';
import { setServerEnv } from './support/per-file';
import { copyOfBuiltWeb, pngSize, waitForControllingWorker } from './support/pwa';
import { browser } from './support/shared-browser';

// This file's server serves its own copy of the build: the update test publishes a changed service worker there.
const web = copyOfBuiltWeb();
setServerEnv({ WEB_DIST: web.folder });
afterAll(() => web.remove());

const withWorker = () => openPage(browser, { serviceWorkers: 'allow' });

describe('installable app', () => {
  it('meets the install criteria: a manifest with 192, 512 and maskable PNG icons, a controlling service worker', async () => {
    const { context, page } = await withWorker();
    await page.goto(`${baseUrl()}/login`);
    await waitForControllingWorker(page);

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(`${baseUrl()}${manifestUrl}`)).json();
    expect(manifest).toMatchObject({ name: 'Niaga Demo Sdn Bhd', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const response = await page.request.get(`${baseUrl()}${icon.src}`);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toBe(icon.sizes);
    }

    // Chromium's own verdict, the one behind its install prompt (a test's browser context is off the record).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offline, reloads a page visited before and shows /offline for a page never visited', async () => {
    const { context, page } = await withWorker();
    // What the hand-written worker before it left behind: the new worker removes it when it starts.
    await context.addInitScript(() => void caches.open('niaga-v1-assets'));
    await page.goto(`${baseUrl()}/login`);
    await waitForControllingWorker(page);
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames.filter((name) => name.startsWith('niaga-v1'))).toEqual([]);
    await page.goto(`${baseUrl()}/forgot-password`);
    const heading = page.getByRole('heading', { name: 'Forgot password' });
    await heading.waitFor();

    await context.setOffline(true);
    await page.reload();
    await heading.waitFor();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    await page.goto(`${baseUrl()}/reset-password`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/offline');

    // The API's answers (site settings, the user) went through the worker and none was kept.
    const cachedUrls = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return requests.flat().map((request) => new URL(request.url).pathname);
    });
    expect(cachedUrls.length).toBeGreaterThan(400);
    expect(cachedUrls.filter((path) => path.startsWith('/api/'))).toEqual([]);
    await context.close();
  });

  it('shows "Update available — Reload" when a new version is published, and Reload starts it', async () => {
    const { context, page } = await withWorker();
    await page.goto(`${baseUrl()}/login`);
    await waitForControllingWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    try {
      web.publishNewServiceWorker();
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor();
      expect(await prompt.textContent()).toContain('Update available');

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      await waitForControllingWorker(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      const registration = await page.evaluate(async () => {
        const current = await navigator.serviceWorker.getRegistration();
        return { waiting: current?.waiting !== null, active: current?.active?.state };
      });
      expect(registration).toEqual({ waiting: false, active: 'activated' });
    } finally {
      web.restoreServiceWorker();
      await context.close();
    }
  });
});

describe('chunk time-out (spec §9)', () => {
  const PAGE_CHUNK = '**/assets/forgot-password-page-*';

  for (const [label, hold] of [
    ['a chunk that never arrives', () => undefined],
    [
      'a chunk that is gone (after a deploy)',
      (route: { fulfill(o: { status: number }): Promise<void> }) => route.fulfill({ status: 404 }),
    ],
  ] as const) {
    it(`shows "taking longer than usual" with Retry for ${label}, and Retry recovers`, async () => {
      const { context, page } = await openPage(browser);
      await context.addInitScript(() => {
        (window as { niagaChunkTimeoutMs?: number }).niagaChunkTimeoutMs = 1500;
      });
      await page.route(PAGE_CHUNK, (route) => void hold(route));
      await page.goto(`${baseUrl()}/forgot-password`);
      const retryPage = page.getByTestId('chunk-retry-page');
      await retryPage.waitFor();
      expect(await retryPage.getByRole('heading').textContent()).toBe('This is taking longer than usual');

      await page.unroute(PAGE_CHUNK);
      await retryPage.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
      await context.close();
    });
  }
});
