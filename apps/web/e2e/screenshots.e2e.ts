import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, HQ, launch, loginWithForm, openPage, screenshotDir, storedToken } from './support/browser';
import { openMenuGroup } from './support/menu';

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;
const SCHEMES = ['light', 'dark'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function pageFor(viewport: keyof typeof VIEWPORTS, scheme: (typeof SCHEMES)[number], token?: string) {
  const opened = await openPage(browser, { viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
  await opened.context.addInitScript(
    ({ scheme, token }) => {
      localStorage.setItem('niaga.colorScheme', scheme);
      if (token) sessionStorage.setItem('niaga.token', token);
    },
    { scheme, token },
  );
  return opened;
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // Nothing may overflow sideways, at 375 px above all.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

describe('screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('login page', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const scheme of SCHEMES) {
        const { context, page } = await pageFor(viewport, scheme);
        await page.goto(`${baseUrl()}/login`);
        await page.getByRole('button', { name: 'Log in' }).waitFor();
        await shoot(page, `login-${viewport}-${scheme}`);
        await context.close();
      }
    }
  });

  it('dashboard and users pages', async () => {
    const { context: loginContext, page: loginPage } = await openPage(browser);
    await loginPage.goto(`${baseUrl()}/login`);
    await loginWithForm(loginPage, HQ);
    await loginPage.waitForURL(`${baseUrl()}/`);
    const token = (await storedToken(loginPage)) ?? undefined;
    await loginContext.close();
    // One invited staff user, so the users page shows its table rather than the empty state.
    const invited = await fetch(`${baseUrl()}/api/setup/staff`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'shots@demo.niaga.test',
        name: 'Rina Screenshot',
        permissions: ['manage_orders', 'add_user'],
      }),
    });
    expect(invited.status).toBe(200);

    for (const viewport of ['phone', 'desktop'] as const) {
      for (const scheme of SCHEMES) {
        const { context, page } = await pageFor(viewport, scheme, token);
        await page.goto(`${baseUrl()}/`);
        await page.getByTestId('dashboard-greeting').waitFor();
        await shoot(page, `dashboard-${viewport}-${scheme}`);
        if (viewport === 'phone') {
          await page.getByRole('button', { name: 'Main menu', exact: true }).click();
          await openMenuGroup(page, 'Settings');
          await page.getByTestId('main-menu').getByText('Users & permissions').waitFor();
          await shoot(page, `menu-${viewport}-${scheme}`);
          await page.getByTestId('main-menu').getByText('Users & permissions').click();
        } else {
          await page.goto(`${baseUrl()}/company/users`);
        }
        await page.getByTestId('staff-invite-open').waitFor();
        await page.locator('[data-email]:visible').first().waitFor();
        await shoot(page, `users-${viewport}-${scheme}`);
        await page.goto(`${baseUrl()}/profile`);
        await page.getByTestId('profile-info').waitFor();
        await shoot(page, `profile-${viewport}-${scheme}`);
        await context.close();
      }
    }
  });
});
