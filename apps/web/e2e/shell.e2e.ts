import { describe, expect, it } from 'vitest';
import { baseUrl, HQ, loginWithForm, openPage } from './support/browser';
import { quiet } from './support/quiet';
import { browser } from './support/shared-browser';

describe('app shell', () => {
  it('applies the site settings of the host and clears a stored chat session on /login', async () => {
    const { context, page } = await openPage(browser);
    await context.addInitScript(() => {
      if (location.pathname === '/login' && !sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('chat_session', 'old-chat');
      }
    });
    const settings = page.waitForResponse((response) =>
      response.url().includes('/api/attribute/data-company?domain=localhost'),
    );
    await page.goto(`${baseUrl()}/login`);
    const answer = await settings;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['accept-language']).toBe('en');
    await expect.poll(() => page.title()).toBe('Log in | Niaga Demo Sdn Bhd');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const head = await page.evaluate(() => ({
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
      themeColor: document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content,
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute('href'),
      chat: localStorage.getItem('chat_session'),
      // Sentry's SDK marks the page when it loads: without SENTRY_DSN it must not (the login page's budget).
      sentry: '__SENTRY__' in window,
    }));
    expect(head.icon).toBeTruthy();
    expect(head.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(head.manifest).toBe('/api/manifest.webmanifest');
    expect(head.chat).toBeNull();
    expect(head.sentry).toBe(false);

    const files = await Promise.all(
      ['/sw.js', '/icon.svg', '/api/manifest.webmanifest'].map((path) => fetch(`${baseUrl()}${path}`)),
    );
    expect(files.map((response) => response.status)).toEqual([200, 200, 200]);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    await context.close();
  });

  it('shows the offline banner when the browser goes offline', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await context.setOffline(true);
    await page.getByText('You are offline').waitFor();
    await context.setOffline(false);
    await page.getByText('You are offline').waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the too-many-requests popup with a countdown, then clears storage and goes home', async () => {
    const account = { email: 'nobody@demo.niaga.test', type: 'agent' } as const;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...account, password: 'Wrong#Pass1' }),
      });
    }
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(() => sessionStorage.setItem('something', 'kept?'));
    await loginWithForm(page, account, 'Wrong#Pass1');
    const popup = page.getByRole('dialog', { name: 'Too many requests' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('try again in 5 minutes');
    const first = await page.getByTestId('popup-countdown').textContent();
    expect(first).toMatch(/Continuing in (10|9) seconds/);
    await expect.poll(() => page.getByTestId('popup-countdown').textContent()).not.toBe(first);
    await popup.waitFor({ state: 'detached', timeout: 15_000 });
    // Home (/) sends a signed-out visitor on to login.
    await page.waitForURL(`${baseUrl()}/login?redirect=%2F`);
    expect(await page.evaluate(() => sessionStorage.getItem('something'))).toBeNull();
    await context.close();
  });

  it('keeps working offline through the service worker: navigations fall back to the offline page', async () => {
    const { context, page } = await openPage(browser, { serviceWorkers: 'allow' });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The build's scripts and styles are precached (pwa.e2e.ts covers the rest).
    const cached = await page.evaluate(async () => (await caches.keys()).sort());
    expect(cached.some((name) => name.startsWith('workbox-precache'))).toBe(true);

    await context.setOffline(true);
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.waitForURL(`${baseUrl()}/offline`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('runs under its content security policy: HQ pages and the API docs load with a clean console', async () => {
    const { context, page } = await openPage(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const first = page.waitForResponse((response) => response.url().endsWith('/login'));
    await page.goto(`${baseUrl()}/login`);
    expect((await first).headers()['content-security-policy']).toContain("script-src 'self'");
    await loginWithForm(page, HQ);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const path of ['/manage-orders', '/products/new', '/agent-family-tree', '/company']) {
      await page.goto(`${baseUrl()}${path}`);
      await quiet(page);
      await expect.poll(() => page.locator('main').count()).toBeGreaterThan(0);
    }
    await page.goto(`${baseUrl()}/api/docs`);
    await page.locator('.swagger-ui .info').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('styles every Mantine class of the pages in the entry chunk before the full stylesheet loads', async () => {
    const { context, page } = await openPage(browser);
    for (const path of ['/login', '/no-such-page']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main').first().waitFor();
      const unstyled = await page.evaluate(() => {
        const sheets = Array.from(document.styleSheets);
        const selectors = sheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n');
        const elements = Array.from(document.querySelectorAll('[class]'));
        const classes = new Set(elements.flatMap((element) => Array.from(element.classList)));
        return {
          fullSheet: sheets.some((sheet) => sheet.href?.includes('full-styles')),
          missing: [...classes].filter((name) => name.startsWith('m_') && !selectors.includes(`.${name}`)),
        };
      });
      expect(unstyled).toEqual({ fullSheet: false, missing: [] });
    }
    await context.close();
  });
});
