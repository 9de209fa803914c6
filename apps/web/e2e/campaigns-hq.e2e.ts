import { calendarDay } from '@niaga/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadInto } from './catalog-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { sql } from './support/mail';
import { browser } from './support/shared-browser';

const TITLE = 'Umrah trip 2026';
const AGENT = agent(1).email;

let hq: string;
let agentToken: string;

/** Stands in for counted orders: credits `points` to an agent's ledger and balance. */
async function givePoints(email: string, points: number) {
  await sql(
    `insert into point_entries (company_id, id, key, agent_id, kind, points, at)
     select company_id, 'e2e-earn-' || id, 'e2e-earn:' || id, id, 'earned', $2, now() from users where email = $1`,
    [email, points],
  );
  await sql(
    `insert into point_balances (company_id, agent_id, balance)
     select company_id, id, $2 from users where email = $1
     on conflict (company_id, agent_id) do update set balance = point_balances.balance + excluded.balance`,
    [email, points],
  );
}

const balance = async () =>
  (await call<{ balance: number }>('GET', '/api/game/campaign/points-summary', agentToken)).balance;
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const redemptionRow = (page: Page, id: string) => page.locator(`[data-redemption="${id}"]:visible`);

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  agentToken = await apiToken(AGENT, 'agent');
  await givePoints(AGENT, 500);
});

describe('campaigns (HQ)', () => {
  it('creates a campaign with a banner and sees it listed under its tab', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Campaigns', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/campaign`);
    await page.getByText('No campaigns yet').waitFor();
    await page.getByTestId('campaign-new').click();
    await field(page, 'gameTitle').fill(TITLE);
    await field(page, 'rewardType').fill('Trip');
    await field(page, 'gameTnc').fill('One per agent.');
    await field(page, 'pointRequired').fill('100');
    await field(page, 'maxRedeem').fill('5');
    await uploadInto(page, 'campaign-banner');
    await page.getByTestId('campaign-banner').locator('img').waitFor();
    // An end before the start is refused beside the field, before anything is sent.
    await page.getByTestId('date-endDate').fill(calendarDay(-2));
    await page.getByTestId('date-endDate').press('Tab');
    await page.getByTestId('campaign-save').click();
    await page.getByText('The end date must be on or after the start date.').waitFor();
    await page.getByTestId('date-endDate').fill(calendarDay(30));
    await page.getByTestId('date-endDate').press('Tab');
    await page.getByTestId('campaign-save').click();

    await page.waitForURL(`${baseUrl()}/campaign?tab=active`);
    const row = page.locator(`[data-campaign="${TITLE}"]:visible`);
    await row.waitFor();
    expect(await row.locator('img').getAttribute('src')).toMatch(/-s\.(jpe?g|png)$/);
    expect(await row.textContent()).toContain('Every level');
    expect(await page.getByTestId('count-active').textContent()).toBe('1');
    await close();
  });

  it('lists redemptions; HQ fulfils one with a note and cancels another, whose points come back', async () => {
    const { items } = await call<{ items: { id: string; gameTitle: string }[] }>('GET', '/api/game/campaign/list', hq);
    const campaignId = items.find((item) => item.gameTitle === TITLE)?.id;
    const redeem = () =>
      call<{ redemption: { id: string } }>('POST', '/api/game/campaign/redeem-point', agentToken, { campaignId });
    const first = (await redeem()).redemption.id;
    const second = (await redeem()).redemption.id;
    expect(await balance()).toBe(300);

    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/campaign`);
    await page.getByRole('link', { name: 'Redemptions' }).first().click();
    await page.waitForURL(`${baseUrl()}/campaign/redeem-history`);
    await redemptionRow(page, first).waitFor();
    expect(await redemptionRow(page, second).textContent()).toContain(TITLE);
    expect(await page.getByTestId('count-pending').textContent()).toBe('2');

    await redemptionRow(page, first).getByTestId('redemption-fulfil').click();
    const form = page.getByTestId('redemption-form');
    await form.getByTestId('redemption-note-input').fill('Handed over at the HQ office');
    await page.getByTestId('redemption-confirm').click();
    await redemptionRow(page, first).locator('[data-status="fulfilled"]').waitFor();
    expect(await redemptionRow(page, first).textContent()).toContain('Handed over at the HQ office');

    await redemptionRow(page, second).getByTestId('redemption-cancel').click();
    await form.getByTestId('redemption-note-input').fill('Trip full');
    await page.getByTestId('redemption-confirm').click();
    await redemptionRow(page, second).locator('[data-status="cancelled"]').waitFor();
    expect(await balance()).toBe(400);

    await page.getByTestId('redemption-tabs').getByText('Cancelled').click();
    await page.waitForURL(/status=cancelled/);
    await redemptionRow(page, first).waitFor({ state: 'detached' });
    expect(await redemptionRow(page, second).count()).toBe(1);
    await close();
  });

  it('switches points expiry on with a cycle', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/company/points-settings`);
    await page.getByTestId('points-expiry').check({ force: true });
    await page.getByTestId('points-cycle').click();
    await page.getByRole('option', { name: 'Quarterly' }).click();
    await page.getByTestId('points-settings-save').click();
    await page.getByTestId('points-since').waitFor();
    const saved = await call<{ pointsExpiry: boolean; pointsCycle: string }>('GET', '/api/setup/points-settings', hq);
    expect(saved).toMatchObject({ pointsExpiry: true, pointsCycle: 'quarterly' });
    await call('POST', '/api/setup/points-settings/store', hq, { pointsExpiry: false, pointsCycle: 'monthly' });
    await close();
  });
});
