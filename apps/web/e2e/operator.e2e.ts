import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, openPage, screenshotDir } from './support/browser';
import { testServer } from './support/per-file';
import { SHOT_PAIRS, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

/** The operator's own host (the API's default `OPERATOR_HOST`); Chromium resolves *.localhost to this machine. */
const OPERATOR_HOST = 'operator.localhost';
const OPERATOR = { email: 'operator@niaga.test', password: DEMO_PASSWORD };

async function signIn(page: Page) {
  await page.goto(`${baseUrl(OPERATOR_HOST)}/`);
  // The operator's host has no company: its root goes to the console, whose guard asks for the operator's sign-in.
  await page.waitForURL('**/operator/login');
  await page.locator('input[name="email"]').fill(OPERATOR.email);
  await page.locator('input[name="password"]').fill(OPERATOR.password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/operator/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await answer).status()).toBe(200);
  await page.waitForURL(/\/operator$/);
}

/** Jobs that failed on every try, as pg-boss keeps them (this file's server works no queue: RUN_JOBS=false). */
async function failedJobs(queue: string, errors: string[]) {
  const client = new pg.Client({ connectionString: testServer().databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pgboss.queue WHERE name = $1', [queue]);
    if (!rowCount) await client.query(`SELECT pgboss.create_queue($1, '{}')`, [queue]);
    for (const error of errors) {
      await client.query(
        `INSERT INTO pgboss.job (name, data, state, retry_count, retry_limit, output, completed_on)
         VALUES ($1, '{"companyId":"demo"}', 'failed', 4, 4, json_build_object('message', $2::text), now())`,
        [queue, error],
      );
    }
  } finally {
    await client.end();
  }
}

describe('operator console', () => {
  it('the operator signs in on the operator host, sees who is overdue and issues an invoice to a company', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page);
    await expect.poll(() => page.getByTestId('operator-brand').textContent()).toBe('Niaga Platform');
    const overdue = page.getByTestId('overdue-table');
    await overdue.getByText('Locked Trading Sdn Bhd').waitFor();
    expect(await overdue.textContent()).toContain('RM 299.00');
    // Its own session key: the company session's is untouched.
    expect(await page.evaluate(() => sessionStorage.getItem('niaga.operatorToken'))).toMatch(/^op\./);
    expect(await page.evaluate(() => sessionStorage.getItem('niaga.token'))).toBeNull();

    await page.getByTestId('operator-menu').getByText('Invoices').click();
    await page.waitForURL('**/operator/invoices');
    await page.getByTestId('invoice-issue-open').click();
    const form = page.getByTestId('invoice-issue-form');
    // Companies are found on the server by name (a platform has too many to list).
    const found = page.waitForResponse((response) => response.url().includes('/api/operator/companies?q=demo'));
    await form.getByTestId('invoice-company').fill('demo');
    await found;
    await page.getByRole('option', { name: 'Niaga Demo Sdn Bhd' }).click();
    await form.getByLabel('Total').fill('150');
    await form.getByTestId('invoice-description').fill('Onboarding and training');
    const issued = page.waitForResponse(
      (response) => response.url().endsWith('/api/operator/invoices') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Issue invoice' }).click();
    const answer = await issued;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { number: string; total: number; status: string } };
    expect(data).toMatchObject({ total: 15_000, status: 'pending' });
    await form.waitFor({ state: 'hidden' });

    const row = page.getByTestId('invoices-table').locator(`[data-invoice="${data.number}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Onboarding and training');
    expect(await row.getAttribute('data-status')).toBe('pending');

    // The company's page shows it in its open balance.
    await page.getByTestId('operator-menu').getByText('Companies').click();
    const searched = page.waitForResponse((response) => response.url().includes('q=locked.localhost'));
    await page.getByTestId('companies-search').fill('locked.localhost');
    await page.getByTestId('companies-search').press('Enter');
    await searched;
    await expect.poll(() => page.getByTestId('companies-table').locator('[data-company]').count()).toBe(1);
    await page.getByTestId('companies-search').fill('');
    await page.getByTestId('companies-search').press('Enter');
    await page.getByTestId('companies-table').getByText('Niaga Demo Sdn Bhd').click();
    await page.getByTestId('company-open-balance').getByText('RM 150.00').waitFor();
    await context.close();
  });

  it('speaks Malay and Indonesian on the sign-in page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl(OPERATOR_HOST)}/operator/login`);
    await page.getByTestId('language-switch').getByText('MS').click();
    await page.getByRole('heading', { name: 'Log masuk operator' }).waitFor();
    await page.getByTestId('language-switch').getByText('ID').click();
    await page.getByRole('heading', { name: 'Masuk operator' }).waitFor();
    await context.close();
  });

  it('a company host does not answer the console: its sign-in is refused there', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/operator/login`);
    await page.locator('input[name="email"]').fill(OPERATOR.email);
    await page.locator('input[name="password"]').fill(OPERATOR.password);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/operator/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(404);
    await page.getByTestId('operator-login-error').waitFor();
    await context.close();
  });

  it("the Jobs page shows each queue's counts and the failed jobs, and retry queues one again", async () => {
    await failedJobs('e-invoice-submit', ['MyInvois answered 503 Service Unavailable', 'MyInvois refused the token']);
    const { context, page } = await openPage(browser);
    await signIn(page);
    await page.getByTestId('operator-menu').getByText('Jobs').click();
    await page.waitForURL('**/operator/jobs');
    const queue = page.getByTestId('queues-table').locator('[data-queue="e-invoice-submit"]');
    await queue.waitFor();
    await expect.poll(() => queue.getByTestId('queue-failed').textContent()).toBe('2');
    const failed = page.getByTestId('failed-table').locator('[data-job="e-invoice-submit"]');
    await expect.poll(() => failed.count()).toBe(2);
    const refused = failed.filter({ hasText: 'MyInvois refused the token' });
    expect(await refused.textContent()).toContain('demo');

    const retried = page.waitForResponse((response) => response.url().endsWith('/retry'));
    await refused.getByTestId('job-retry').click();
    expect((await retried).status()).toBe(200);
    await page.getByText('The job will run again.').waitFor();
    await expect.poll(() => failed.count()).toBe(1);
    await expect.poll(() => queue.getByTestId('queue-failed').textContent()).toBe('1');
    // Waiting for a worker now (none runs on this server).
    expect(await queue.textContent()).toMatch(/^e-invoice-submit1\D*0\D*1$/);
    await context.close();
  });

  it('screenshots: overview, companies, company, plans, invoices, gateway, jobs (phone light, desktop dark)', async () => {
    const pages = [
      ['overview', '/operator', 'overdue-table'],
      ['companies', '/operator/companies', 'companies-table'],
      ['company', '/operator/companies/locked', 'operator-company'],
      ['plans', '/operator/plans', 'plans-table'],
      ['invoices', '/operator/invoices', 'invoices-table'],
      ['gateway', '/operator/gateway', 'platform-billplz'],
      ['jobs', '/operator/jobs', 'failed-jobs'],
    ] as const;
    for (const [size, scheme] of SHOT_PAIRS) {
      const { context, page } = await openPage(browser, { viewport: VIEWPORTS[size], deviceScaleFactor: 1 });
      await context.addInitScript((value) => localStorage.setItem('niaga.colorScheme', value), scheme);
      await page.goto(`${baseUrl(OPERATOR_HOST)}/operator/login`);
      await page.getByTestId('operator-login').waitFor();
      await page.screenshot({ path: `${screenshotDir}operator-login-${size}-${scheme}.png`, fullPage: true });
      await signIn(page);
      for (const [name, path, ready] of pages) {
        await page.goto(`${baseUrl(OPERATOR_HOST)}${path}`);
        const phoneCards = size === 'phone' && ready.endsWith('-table') ? ready.replace('-table', '-cards') : ready;
        await page.getByTestId(phoneCards).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} overflows on ${size}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${screenshotDir}operator-${name}-${size}-${scheme}.png`, fullPage: true });
      }
      await page.goto(`${baseUrl(OPERATOR_HOST)}/operator/invoices`);
      await page.getByTestId('invoice-issue-open').click();
      await page.getByTestId('invoice-issue-form').waitFor();
      await page.screenshot({ path: `${screenshotDir}operator-issue-${size}-${scheme}.png` });
      await context.close();
    }
  });
});
