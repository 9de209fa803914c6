import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadInto } from './catalog-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, screenshotDir } from './support/browser';
import { sql } from './support/mail';
import { SHOT_PAIRS } from './support/screens';
import { browser } from './support/shared-browser';

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;
// May 2024: a month no demo data touches, so the ranking is exactly these four agents.
const RANKING = '/score-ranking?period=custom&from=2024-05&to=2024-05&by=ps';

let hq: string;
let fourth: string;

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  fourth = await apiToken(agent(4).email, 'agent');
  for (const [n, ps] of [
    [1, 400_000],
    [2, 300_000],
    [3, 200_000],
    [4, 100_000],
  ] as const)
    await sql(
      `insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
       select company_id, id, '2024-05-01', $2, 1, 0, 0 from users where email = $1`,
      [agent(n).email, ps],
    );
});

afterAll(async () => {
  await call('POST', '/api/setup/company-features/store', hq, { showAmountSnR: true });
});

const topFigures = (page: Page) => page.getByTestId('top-performer').getByTestId('figure').allTextContents();

describe('score ranking and hall of fame', () => {
  it('shows an agent the top three, its own position outside them, and hides amounts when HQ says so', async () => {
    const { page, close } = await signedInPage(browser, fourth);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Score ranking', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/score-ranking`);
    await page.getByTestId('ranking-period').getByText('Custom').click();
    await page.goto(`${baseUrl()}${RANKING}`);
    await page.getByTestId('top-performer').nth(2).waitFor();
    expect(await topFigures(page)).toEqual(['RM 4,000.00', 'RM 3,000.00', 'RM 2,000.00']);
    // When the kept ranking's figures were read, in the company's time zone.
    expect(await page.getByTestId('ranking-as-of').textContent()).toMatch(/^Updated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const own = page.getByTestId('own-position');
    await own.getByText('RM 1,000.00').waitFor();
    expect(await own.getByLabel('Position 4').count()).toBe(1);
    expect(await page.locator('[data-testid="ranking-table"] tr[data-me]').count()).toBe(1);
    await close();

    // HQ switches amounts off on the ranking page: the agent sees positions only, and still its own amount.
    const hqPage = await signedInPage(browser, hq);
    await hqPage.page.goto(`${baseUrl()}${RANKING}`);
    const toggle = hqPage.page.getByTestId('show-amounts');
    await hqPage.page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid="show-amounts"]')?.disabled === false,
    );
    await toggle.click({ force: true });
    await hqPage.page.getByText('Company features saved.').waitFor();
    // HQ itself still sees every amount.
    expect(await topFigures(hqPage.page)).toEqual(['RM 4,000.00', 'RM 3,000.00', 'RM 2,000.00']);
    await hqPage.close();

    const again = await signedInPage(browser, fourth);
    await again.page.goto(`${baseUrl()}${RANKING}`);
    await again.page.getByTestId('top-performer').first().getByTestId('figure-hidden').waitFor();
    expect(await topFigures(again.page)).toEqual([]);
    await again.page.getByTestId('own-position').getByText('RM 1,000.00').waitFor();
    await again.close();
    await call('POST', '/api/setup/company-features/store', hq, { showAmountSnR: true });
  });

  it('lets HQ add an entry with a photo, edit and delete it; agents see it', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/score-ranking/hall-of-fame`);
    await page.getByText('No one in the hall of fame yet').waitFor();
    await page.getByTestId('hof-add').click();
    await page.getByTestId('hof-save').click();
    await page.getByTestId('hof-form').getByText('This field is required.', { exact: false }).first().waitFor();
    await page.getByTestId('hof-title').fill('Top seller of May');
    await page.getByTestId('date-hofDate').fill('31/05/2024');
    await page.getByTestId('date-hofDate').press('Tab');
    await page.getByTestId('hof-name').fill('Aisyah Rahman');
    await page.getByTestId('hof-achievement').fill('RM 40,000 in personal sales');
    await uploadInto(page, 'hof-photo');
    await page.getByTestId('hof-photo').locator('img').waitFor();
    await page.getByTestId('hof-save').click();
    await page.getByText('Hall of fame entry saved.').first().waitFor();
    const card = page.locator('[data-hof="Top seller of May"]');
    await card.getByText('Aisyah Rahman').waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\/demo\/.+-l\.png$/);
    await page.screenshot({ path: `${screenshotDir}hall-of-fame-hq-desktop-light.png`, fullPage: true });
    await close();

    const agentPage = await signedInPage(browser, fourth);
    await agentPage.page.goto(`${baseUrl()}/score-ranking/hall-of-fame`);
    await agentPage.page.locator('[data-hof="Top seller of May"]').getByText('RM 40,000 in personal sales').waitFor();
    expect(await agentPage.page.getByTestId('hof-add').count()).toBe(0);
    expect(await agentPage.page.getByTestId('hof-edit').count()).toBe(0);
    await agentPage.close();

    const again = await signedInPage(browser, hq);
    await again.page.goto(`${baseUrl()}/score-ranking/hall-of-fame`);
    await again.page.locator('[data-hof="Top seller of May"]').getByTestId('hof-edit').click();
    await again.page.getByTestId('hof-title').fill('Star of May');
    await again.page.getByTestId('hof-save').click();
    const edited = again.page.locator('[data-hof="Star of May"]');
    await edited.waitFor();
    await edited.getByTestId('hof-delete').click();
    await again.page.getByTestId('hof-delete-confirm').getByRole('button', { name: 'Delete' }).click();
    await again.page.getByText('No one in the hall of fame yet').waitFor();
    await again.close();
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    await call('POST', '/api/setup/hof/store', hq, {
      hofTitle: 'Top recruiter 2024',
      hofDate: '2024-12-31',
      userName: 'Daniel Lee',
      userAchievement: '42 new agents in one year',
    });
    for (const [size, scheme] of SHOT_PAIRS) {
      const viewport = VIEWPORTS[size];
      const { page, close } = await signedInPage(browser, fourth, { viewport, scheme });
      await page.goto(`${baseUrl()}${RANKING}`);
      await page.getByTestId('own-position').getByText('RM 1,000.00').waitFor();
      await page.screenshot({ path: `${screenshotDir}score-ranking-${size}-${scheme}.png`, fullPage: true });
      await page.goto(`${baseUrl()}/score-ranking/hall-of-fame`);
      await page.getByText('Daniel Lee').first().waitFor();
      await page.screenshot({ path: `${screenshotDir}hall-of-fame-${size}-${scheme}.png`, fullPage: true });
      await close();
    }
  });
});
