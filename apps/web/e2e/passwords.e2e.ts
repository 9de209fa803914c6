import { describe, expect, it } from 'vitest';
import { loginAs } from './network-helpers';
import { agent, baseUrl, DEMO_PASSWORD, loginWithForm, openPage } from './support/browser';
import { fillInputs } from './support/forms';
import { latestMail, linkIn } from './support/mail';
import { browser } from './support/shared-browser';

describe('passwords', () => {
  it('resets a forgotten password through the e-mailed link', async () => {
    const account = agent(4);
    const since = new Date(Date.now() - 2000);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The address changes before the page's chunk has arrived (React keeps the login form, whose e-mail field
    // has the same name, until then): wait for the page itself before typing.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.locator('input[name="email"]').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByTestId('forgot-success').textContent()).toContain('we have sent a link');

    const mail = await latestMail(account.email, since);
    const link = linkIn(mail.body);
    expect(link.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    const password = page.locator('input[name="password"]');
    await password.fill('weak');
    // Live checklist of the shared password rules.
    expect(await page.getByTestId('password-checklist').locator('[data-passed="true"]').count()).toBe(1);
    await password.fill('Fresh#Start9');
    expect(await page.getByTestId('password-checklist').locator('[data-passed="false"]').count()).toBe(0);
    await page.locator('input[name="confirm"]').fill('Fresh#Start8');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.locator('input[name="confirm"]').fill('Fresh#Start9');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL(`${baseUrl()}/login`);

    await loginWithForm(page, account, 'Fresh#Start9');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByTestId('dashboard-greeting').waitFor();
    await context.close();
  });

  it('changes the password on the profile page', async () => {
    const account = agent(5);
    const { context, page } = await openPage(browser);
    await loginAs(page, account);
    const before = await page.evaluate(() => sessionStorage.getItem('niaga.token'));

    await page.goto(`${baseUrl()}/profile`);
    const form = page.getByTestId('change-password-form');
    await fillInputs(form, { old_password: 'Not#MyPass1', password: 'Changed#Pass7', confirm: 'Changed#Pass7' });
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The current password is incorrect.').waitFor();

    await form.locator('input[name="old_password"]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('change-password-success').waitFor();
    const after = await page.evaluate(() => sessionStorage.getItem('niaga.token'));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // The new token works: the page still loads signed in.
    await page.reload();
    await page.getByTestId('profile-info').waitFor();

    await page.goto(`${baseUrl()}/logout`);
    await page.waitForURL(`${baseUrl()}/login`);
    await loginWithForm(page, account, 'Changed#Pass7');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByTestId('dashboard-greeting').waitFor();
    await context.close();
  });
});
