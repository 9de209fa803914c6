import { describe, expect, it } from 'vitest';
import { loginAs } from './network-helpers';
import { baseUrl, HQ, openPage, storedToken } from './support/browser';
import { openMenuGroup } from './support/menu';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

describe('screenshots (phone 375x812, desktop 1280x800, light and dark)', () => {
  it('login page', async () => {
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme);
      await page.goto(`${baseUrl()}/login`);
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      await shoot(page, `login-${viewport}-${scheme}`);
      await context.close();
    }
  });

  it('dashboard and users pages', async () => {
    const { context: loginContext, page: loginPage } = await openPage(browser);
    await loginAs(loginPage, HQ);
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

    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, token);
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
  });
});
