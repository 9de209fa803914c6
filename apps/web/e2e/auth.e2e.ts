import { describe, expect, it } from 'vitest';
import { loginAs } from './network-helpers';
import { agent, baseUrl, DEMO_PASSWORD, HQ, loginWithForm, openPage, storedToken } from './support/browser';
import { openMenuGroup } from './support/menu';
import { browser } from './support/shared-browser';

describe('login and the route guard', () => {
  it('greets HQ on the dashboard after logging in', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toBe('Hello, Hana HQ');
    expect(await page.getByTestId('dashboard-role').textContent()).toBe('HQ');
    expect(await page.getByTestId('dashboard-company').textContent()).toBe('Niaga Demo Sdn Bhd');
    await expect.poll(() => page.title()).toBe('Dashboard | Niaga Demo Sdn Bhd');
    // HQ sees the company settings (a group closed by default).
    await openMenuGroup(page, 'Settings');
    await page.getByTestId('main-menu').getByText('Users & permissions').waitFor();
    await context.close();
  });

  it('greets an agent with their level, without the company menu', async () => {
    const { context, page } = await openPage(browser);
    await loginAs(page, agent(1));
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toBe('Hello, Aminah Stockist');
    expect(await page.getByTestId('dashboard-role').textContent()).toBe('Agent');
    expect(await page.getByTestId('dashboard-level').textContent()).toBe('Stockist');
    expect(await page.getByTestId('main-menu').getByText('Users & permissions').count()).toBe(0);
    // The guard uses the same access rule as the menu.
    await page.goto(`${baseUrl()}/company/users`);
    await page.waitForURL(`${baseUrl()}/no-access`);
    await context.close();
  });

  it('returns to the requested page after login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/profile`);
    await page.waitForURL(`${baseUrl()}/login?redirect=%2Fprofile`);
    await loginWithForm(page, agent(2));
    await page.waitForURL(`${baseUrl()}/profile`);
    await expect.poll(() => page.getByTestId('profile-info').textContent()).toContain('agent2@demo.niaga.test');
    // A signed-in user opening /login or a hidden entry path goes to the dashboard.
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/member`);
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('sends a signed-out visitor of /hq to the login page with HQ preselected', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/hq`);
    await page.waitForURL(`${baseUrl()}/login?type=hq`);
    const hq = page.getByTestId('login-type').getByRole('radio', { name: 'HQ' });
    expect(await hq.isChecked()).toBe(true);
    await context.close();
  });

  it('checks the login form with the shared schema before sending it', async () => {
    const { context, page } = await openPage(browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) sent.push(request.method());
    });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    expect(await page.getByText('This field is required.').count()).toBe(0);
    expect(sent).toEqual([]);
    await loginWithForm(page, agent(2));
    await page.waitForURL(`${baseUrl()}/`);
    expect(sent).toEqual(['POST']);
    await context.close();
  });

  it('shows the wrong-credentials message from the server', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await loginWithForm(page, agent(1), 'Wrong#Pass1');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('The email or password is incorrect.');
    expect(page.url()).toBe(`${baseUrl()}/login`);
    await context.close();
  });

  it('shows the session-expired popup on a 401 and lands on login', async () => {
    const { context, page } = await openPage(browser);
    const token = await loginAs(page, agent(3));
    expect(token).toBeTruthy();
    // Revoke the token behind the page's back.
    const revoked = await fetch(`${baseUrl()}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);

    await page.goto(`${baseUrl()}/profile`);
    const popup = page.getByRole('dialog', { name: 'Session expired' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Your session has expired');
    await popup.getByRole('button', { name: 'Log in again' }).click();
    await page.waitForURL(`${baseUrl()}/login?redirect=%2Fprofile`);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it("sends a locked company's HQ to the subscription page, and nowhere else", async () => {
    const { context, page } = await openPage(browser);
    const origin = baseUrl('locked.localhost');
    await page.goto(`${origin}/login`);
    await loginWithForm(page, { email: 'hq@locked.niaga.test', type: 'hq' }, undefined, origin);
    await page.waitForURL(`${origin}/subscription`);
    await page.goto(`${origin}/company/users`);
    await page.waitForURL(`${origin}/subscription`);
    expect(await storedToken(page)).not.toBeNull();
    // The expired page (where its agents and staff land) names the way to pay, and clears the stored session.
    await page.goto(`${origin}/subscription/expired`);
    expect(await page.getByTestId('subscription-expired-page').textContent()).toContain(
      'Your account is locked due to an overdue subscription.',
    );
    expect(await page.getByTestId('expired-hq-login').getAttribute('href')).toBe(
      '/login?type=hq&redirect=%2Fsubscription',
    );
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});
