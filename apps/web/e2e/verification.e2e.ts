import { describe, expect, it } from 'vitest';
import { agent, baseUrl, loginWithForm, openPage } from './support/browser';
import { enterCode } from './support/forms';
import { latestMail, sql } from './support/mail';
import { browser } from './support/shared-browser';

describe('e-mail verification', () => {
  it('an unverified agent enters the mailed code, then logs in', async () => {
    const account = agent(1);
    await sql('UPDATE users SET email_verified_at = NULL WHERE email = $1', [account.email]);
    const since = new Date(Date.now() - 2000);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await loginWithForm(page, account);
    await page.waitForURL(`${baseUrl()}/register/verify?email=${encodeURIComponent(account.email)}`);

    const mail = await latestMail(account.email, since);
    const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
    expect(code).toBeTruthy();

    // A wrong code shows the server's message.
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('The verification code is incorrect.').waitFor();

    await enterCode(page, code ?? '');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/register/verified`);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await loginWithForm(page, account);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByTestId('dashboard-greeting').waitFor();
    await context.close();
  });
});
