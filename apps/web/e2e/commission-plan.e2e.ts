import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { sql } from './support/mail';
import { setServerEnv } from './support/per-file';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

// The simulation runs on the job queue: this file's server works its jobs.
setServerEnv({ RUN_JOBS: 'true' });

type Overview = { closedMonths: string[] };
let hq: string;
let lastMonth: string;
let nextMonth: string;

const shift = (month: string, by: number) => {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNo - 1 + by, 1)).toISOString().slice(0, 7);
};

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const current = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
  lastMonth = shift(current, -1);
  nextMonth = shift(current, 1);
  // One rank (PS ≥ 100.00: 2% personal-level, 3% performance) and last month's sales of two agents, closed through
  // the API: the month the simulation runs over. Written before the plan is first read (its version 1).
  await sql(
    `insert into commission_ranks (company_id, id, position, name, personal_sales, commission_bp, personal_level_bp)
     values ('demo', 'e2e-bronze', 1, 'Bronze', 10000, 300, 200)`,
  );
  for (const [n, ps] of [
    [5, 250_000],
    [4, 100_000],
  ] as const)
    await sql(
      `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
       select company_id, id, $2::date, $3, 10, 0, 0 from users where email = $1`,
      [agent(n).email, `${lastMonth}-01`, ps],
    );
  // (The close job may have closed it first: the month is closed either way.)
  await call('POST', '/api/commission/close', hq, { month: lastMonth }).catch(() => undefined);
  const overview = await call<Overview>('GET', '/api/commission/plan', hq);
  expect(overview.closedMonths).toContain(lastMonth);
});

describe('commission plan (HQ)', () => {
  it('edits a rank percentage in a draft, simulates last month, sees the differences and publishes for next month', async () => {
    const { page, close } = await signedInPage(browser, hq, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Commission plan', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/commission-payout/plan`);
    await page.getByTestId('plan-in-force').getByText('Version 1 in force').waitFor();

    const bronze = page.getByTestId('draft-rank-0');
    expect(await bronze.getByLabel('Rank name').inputValue()).toBe('Bronze');
    await bronze.getByLabel('Performance %').fill('5');
    await page.getByTestId('draft-save').click();
    await page.getByText('Draft saved. It changes nothing until you publish it.').waitFor();
    await page.getByText('Draft (version 2)').waitFor();

    await page.getByTestId('tab-simulate').click();
    await page.getByTestId('simulate-run').click();
    const results = page.getByTestId('simulation-results');
    await results.waitFor();
    // Both Bronze agents gain 2% of their sales (5% instead of 3%); what was paid stays as it was.
    expect(await page.getByTestId('simulated-difference').textContent()).toContain('+');
    const gainers = page.getByTestId('top-gainers');
    expect(await gainers.getByRole('button').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('top-losers').getByText('Nobody.').count()).toBe(1);
    const rows = page.getByTestId('simulation-agents').locator('[data-testid^="agent-diff-"]');
    await rows.first().waitFor();
    await gainers.getByRole('button').first().click();
    const detail = page.getByTestId('simulation-agent');
    await detail.getByText('Performance bonus').first().waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    await page.getByTestId('tab-draft').click();
    await page.getByTestId('publish-month').click();
    await page.getByRole('option').first().waitFor();
    await page.getByTestId('draft-publish').click();
    await page.getByText(`Version 2 published: in force from ${nextMonth}.`).waitFor();
    await page.getByText('New draft').waitFor();

    await page.getByTestId('tab-history').click();
    const published = page.getByTestId('history-2');
    await published.getByText('Bronze · Performance %: 3% → 5%').waitFor();
    await published.getByText('by Hana HQ', { exact: false }).waitFor();
    const versions = await call<{ history: Array<{ number: number; effectiveMonth: string }> }>(
      'GET',
      '/api/commission/plan',
      hq,
    );
    expect(versions.history.map((version) => [version.number, version.effectiveMonth])).toEqual([
      [2, nextMonth],
      [1, expect.any(String)],
    ]);
    await close();
  });

  it('looks right on a phone and a desktop, light and dark (draft, simulation, history)', async () => {
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, context } = await shotPage(
        browser,
        size === 'phone' ? { width: 390, height: 844 } : size,
        scheme,
        hq,
      );
      await page.goto(`${baseUrl()}/commission-payout/plan`);
      await page.getByTestId('draft-rank-0').waitFor();
      await shoot(page, `commission-plan-draft-${size}-${scheme}`);
      await page.getByTestId('tab-simulate').click();
      await page.getByTestId('simulate-run').click();
      await page.getByTestId('simulation-results').waitFor();
      await shoot(page, `commission-plan-simulation-${size}-${scheme}`);
      await page.getByTestId('tab-history').click();
      await page.getByTestId('plan-history').waitFor();
      await shoot(page, `commission-plan-history-${size}-${scheme}`);
      await context.close();
    }
  });
});
