import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, signedInPage } from './recruitment-support';
import { baseUrl, HQ } from './support/browser';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

type Overview = { currentMonth: string; closedMonths: string[] };
let hq: string;
let lastMonth: string;
let nextMonth: string;

const shift = (month: string, by: number) => {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNo - 1 + by, 1)).toISOString().slice(0, 7);
};

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const overview = await call<Overview>('GET', '/api/commission/plan', hq);
  lastMonth = shift(overview.currentMonth, -1);
  nextMonth = shift(overview.currentMonth, 1);
  // The demo seed closes last month with its sales (Bronze 3%, Silver 6%, Gold 9% performance).
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
    // Bronze agents gain 2% of their group sales; what was paid stays as it was.
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
      const { page, close } = await shotPage(browser, size === 'phone' ? { width: 390, height: 844 } : size, scheme, hq);
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
      await close();
    }
  });
});
