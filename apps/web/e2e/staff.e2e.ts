import { describe, expect, it } from 'vitest';
import { loginAs } from './network-helpers';
import { baseUrl, HQ, loginWithForm, openPage, storedToken } from './support/browser';
import { latestMail, linkIn } from './support/mail';
import { openMenuGroup } from './support/menu';
import { browser } from './support/shared-browser';

describe('company users', () => {
  it('HQ invites a staff user, edits the permissions and removes the user', async () => {
    const email = `staff-${Date.now()}@demo.niaga.test`;
    const since = new Date(Date.now() - 2000);
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    await openMenuGroup(page, 'Settings');
    await page.getByTestId('main-menu').getByText('Users & permissions').click();
    await page.waitForURL(`${baseUrl()}/company/users`);
    await expect.poll(() => page.title()).toBe('Users & permissions | Niaga Demo Sdn Bhd');

    await page.getByTestId('staff-invite-open').click();
    const form = page.getByTestId('staff-invite-form');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('This field is required.').first().waitFor();

    await form.locator('input[name="name"]').fill('Siti Staff');
    await form.locator('input[name="email"]').fill(email);
    await form.getByLabel('Manage orders').check();
    await form.getByLabel('Add user').check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.getByTestId('staff-table').locator(`tr[data-email="${email}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Siti Staff');
    expect(await row.textContent()).toContain('Invitation pending');
    expect(await row.textContent()).toContain('Manage orders');

    const mail = await latestMail(email, since);
    expect(linkIn(mail.body)).toContain('/reset-password?token=');

    await row.getByRole('button', { name: 'Edit permissions' }).click();
    const edit = page.getByTestId('staff-edit-form');
    await edit.getByLabel('Manage orders').uncheck();
    await edit.getByLabel('Create product').check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Create product');
    expect(await row.textContent()).not.toContain('Manage orders');

    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByTestId('staff-remove-confirm');
    expect(await confirm.textContent()).toContain('This action cannot be reverted.');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('an invited staff user sets a password, completes the profile and sees what the permissions allow', async () => {
    const email = `staff-accept-${Date.now()}@demo.niaga.test`;
    const since = new Date(Date.now() - 2000);
    const { context, page } = await openPage(browser);
    await loginAs(page, HQ);
    const token = await storedToken(page);
    const invited = await fetch(`${baseUrl()}/api/setup/staff`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, name: 'Tan Staff', permissions: ['add_user'] }),
    });
    expect(invited.status).toBe(200);
    await page.goto(`${baseUrl()}/logout`);
    await page.waitForURL(`${baseUrl()}/login`);

    await page.goto(linkIn((await latestMail(email, since)).body));
    await page.locator('input[name="password"]').fill('Staff#Pass42');
    await page.locator('input[name="confirm"]').fill('Staff#Pass42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL(`${baseUrl()}/login`);

    await loginWithForm(page, { email, type: 'hq' }, 'Staff#Pass42');
    await page.waitForURL(`${baseUrl()}/login/setup-profile`);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter 6 to 14 digits.').waitFor();
    await page.locator('input[name="phoneNumber"]').fill('123456789');
    await page.getByTestId('date-birthDate').fill('1990-05-17');
    await page.getByTestId('date-birthDate').press('Tab');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toBe('Hello, Tan Staff');
    // add_user opens Settings › Users & permissions for staff too.
    await openMenuGroup(page, 'Settings');
    await page.getByTestId('main-menu').getByText('Users & permissions').click();
    await page.waitForURL(`${baseUrl()}/company/users`);
    await page.getByTestId('staff-invite-open').waitFor();
    await context.close();
  });
});
