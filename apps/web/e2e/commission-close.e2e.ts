import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, screenshotDir } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS } from './support/screens';
import { browser } from './support/shared-browser';

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

let hq: string;

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  // One rank (PS ≥ 100.00: 2% personal-level, 5% performance) and a month of sales long ended, with an agent
  // that meets it.
  await sql(
    `insert into commission_ranks (company_id, id, position, name, personal_sales, commission_bp, personal_level_bp)
     values ('demo', 'e2e-silver', 99, 'Silver', 10000, 500, 200)`,
  );
  await sql(
    `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
     select company_id, id, '2025-09-01', 250000, 10, 0, 0 from users where email = $1`,
    [agent(5).email],
  );
});

describe('commission months (HQ)', () => {
  it('closes an ended month after the warning, and shows what it wrote', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Commission months', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/commission-payout/months`);
    await page.getByTestId('month-2025-09').getByText('Ended — ready to close').waitFor();
    // Only the page's own entry is marked, not "Commission payout" whose path is a prefix of it.
    const marked = page.getByTestId('main-menu').locator('a[data-active]');
    expect(await marked.allTextContents()).toEqual(['Commission months']);

    await page.getByTestId('close-2025-09').click();
    const confirm = page.getByTestId('close-month-confirm');
    await confirm.getByText('This cannot be reverted', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Close month' }).click();

    const result = page.getByTestId('close-result');
    await result.getByText('2025-09 is closed. Its commissions are payable.').waitFor();
    await result.getByText('1 agents with sales; 1 reached a rank.').waitFor();
    // 2% × 2,500.00 = 50.00 personal-level; 5% × 2,500.00 = 125.00 performance.
    await result.getByText('RM 50.00').waitFor();
    await result.getByText('RM 125.00').waitFor();
    await page.getByTestId('month-2025-09').getByText('Closed', { exact: true }).waitFor();
    expect(await page.getByTestId('close-2025-09').count()).toBe(0);
    await close();
  });

  it('sets the day the job closes months on, or by hand only', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/commission-payout/months`);
    await page.getByTestId('auto-close-day').click();
    await page.getByRole('option', { name: 'By hand only' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Months now close by hand.').waitFor();
    const saved = await call<{ autoCloseDay: number | null }>('GET', '/api/commission/months', hq);
    expect(saved.autoCloseDay).toBeNull();
    await close();
  });

  it('is not in an agent’s menu, and the page is refused to agents', async () => {
    const token = await apiToken(agent(1).email, 'agent');
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/commission-payout/months`);
    await page.waitForURL(`${baseUrl()}/no-access`);
    expect(await page.getByTestId('main-menu').getByText('Commission months').count()).toBe(0);
    await close();
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    for (const [size, scheme] of SHOT_PAIRS) {
      const viewport = VIEWPORTS[size];
      const { page, close } = await signedInPage(browser, hq, { viewport, scheme });
      await page.goto(`${baseUrl()}/commission-payout/months`);
      await page.getByTestId('month-2025-09').waitFor();
      await page.screenshot({ path: `${screenshotDir}commission-months-${size}-${scheme}.png`, fullPage: true });
      await close();
    }
  });
});
