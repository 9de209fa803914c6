import { beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  apiOrder,
  checkoutSetup,
  day,
  type Levels,
  stockedProduct,
  uploadReceipt,
} from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

type Subscription = { current: { levelName: string } | null; pending: { id: string } | null };

let hq: string;
let chong: string;

const subscription = () => call<Subscription>('GET', '/api/plan-rewards/plan-subscription', chong);

/** Every size and scheme of one page, for the eye: phone and desktop, light and dark. */
async function shots(token: string, path: string, name: string, ready: string) {
  for (const [viewport, scheme] of SHOT_PAIRS) {
    const { page, context } = await shotPage(browser, viewport, scheme, token);
    await page.goto(`${baseUrl()}${path}`);
    await page.getByTestId(ready).first().waitFor();
    await shoot(page, `plan-${name}-${viewport}-${scheme}`);
    await context.close();
  }
}

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  chong = await apiToken(agent(3).email, 'agent');
  const rank = (id: string, name: string, ps: number, tpgs: number, commission: number, benefits: string[]) => ({
    id,
    commission_name: name,
    personal_sales: ps,
    total_personal_group_sales: tpgs,
    side_group_sales: 0,
    commission,
    personal_level_commission: 2,
    is_leadership: name === 'Gold',
    ...Object.fromEntries(benefits.map((benefit, index) => [`benefit_${index + 1}`, benefit])),
  });
  await call('POST', '/api/setup/company-commission-rank/update', hq, {
    ranks: [
      rank('demo-bronze', 'Bronze', 20_000, 0, 3, ['Bronze pin']),
      rank('demo-silver', 'Silver', 50_000, 300_000, 6, ['Silver pin', 'Quarterly dinner']),
      rank('demo-gold', 'Gold', 100_000, 600_000, 9, [
        'Annual trip',
        'Gold pin',
        'Car fund of RM 1,000 a month',
        'Leadership retreat',
        'Stage recognition at the yearly gala',
      ]),
    ],
  });
  // What the two levels above Agent ask for, and a reward open to every level.
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const targets = {
    Dealer: { momFirstOrderUnit: 20, momFirstOrderAmount: 100_000, psAmount: 20_000, tpgsAmount: 50_000 },
    Stockist: { momFirstOrderUnit: 50, momFirstOrderAmount: 250_000, psAmount: 100_000, tpgsAmount: 500_000 },
  };
  for (const level of levels as Array<{ id: string; levelName: string }>)
    if (level.levelName in targets)
      await call('POST', `/api/setup/tier/update/${level.id}`, hq, {
        ...level,
        ...targets[level.levelName as keyof typeof targets],
      });
  await call('POST', '/api/game/campaign/store', hq, {
    gameTitle: 'Kopi Tumbler',
    gameDesc: 'A steel tumbler.',
    gameTnc: 'One per agent.',
    rewardType: 'Merchandise',
    pointRequired: 50,
    startDate: day(-1),
    endDate: day(30),
    maxRedeem: 10,
    levelIds: [],
  });
  // A counted order of Chong's this month, so her progress bars have something to show.
  const product = await stockedProduct(hq, levels, { name: 'Kopi Plan Test', sku: 'PLAN-KOPI', stock: 100 });
  await checkoutSetup(hq);
  const order = await apiOrder(chong, product.id, await addAddress(chong), 5);
  await uploadReceipt(chong, order.id);
  await call('POST', `/api/orders/${order.id}/approve`, hq, {});
});

describe('plan and rewards', () => {
  it('an agent sees the plan and its progress, asks to be promoted; HQ approves and the level changes', async () => {
    const { page, close } = await signedInPage(browser, chong);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Plan & rewards', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/plan-rewards`);
    await page.getByTestId('rank-card').waitFor();
    for (const rank of ['Bronze', 'Silver', 'Gold']) await page.locator(`[data-rank="${rank}"]`).waitFor();
    await page.locator('[data-level="Agent"]').getByText('Your level').waitFor();

    // One rank in full: its targets against this month, its benefits.
    await page.locator('[data-rank="Gold"]').getByRole('link').click();
    await page.waitForURL(/\/plan-rewards\/rewards-details\/demo-gold$/);
    await page.getByTestId('rank-benefits').getByText('Annual trip').waitFor();
    const bar = page.getByTestId('rank-target-personalSales').getByRole('progressbar');
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await page.getByTestId('rank-held').waitFor();

    // The upgrade path: the levels above, then the request.
    await page.goto(`${baseUrl()}/plan-rewards/plan-subscription`);
    await page.locator('[data-step="Dealer"]').waitFor();
    await page.locator('[data-step="Stockist"]').waitFor();
    await page.getByTestId('plan-request-level').click();
    await page.getByRole('option', { name: 'Dealer' }).click();
    await page.getByTestId('plan-request-note').fill('Three good months in a row.');
    await page.getByTestId('plan-request-send').click();
    await page
      .getByTestId('plan-request-pending')
      .getByText(/Your request for Dealer/)
      .waitFor();
    await page.locator('[data-request-status="pending"]').waitFor();
    await shots(chong, '/plan-rewards/plan-subscription', 'subscription', 'plan-request-pending');

    // HQ answers on the promote/demote page: Chong's upline (Badrul) is a Dealer, so a new upline is chosen.
    const hqPage = await signedInPage(browser, hq);
    await hqPage.page.goto(`${baseUrl()}/promote-demote`);
    const request = hqPage.page.locator('[data-request-agent="Chong Agent"]');
    await request.getByText('Three good months in a row.').waitFor();
    await shots(hq, '/promote-demote', 'hq-requests', 'plan-requests');
    await request.getByTestId('request-approve').click();
    const form = hqPage.page.getByTestId('change-level-form');
    await form.getByTestId('upline-needed').waitFor();
    await form.getByTestId('upline-select').click();
    await form.getByTestId('upline-select').fill('Aminah');
    await hqPage.page.getByRole('option', { name: /^Aminah Stockist/ }).click();
    await form.getByTestId('change-level-save').click();
    await form.waitFor({ state: 'detached' });
    await hqPage.page.getByText('Request approved: the agent has been promoted.').waitFor();
    await hqPage.page.getByTestId('plan-requests').waitFor({ state: 'detached' });
    await hqPage.close();

    // The agent's level changed; its request shows as approved.
    await expect.poll(async () => (await subscription()).current?.levelName).toBe('Dealer');
    await page.reload();
    await page.locator('[data-request-status="approved"]').getByText('Approved').waitFor();
    await page.getByTestId('plan-current-level').getByText('Dealer').waitFor();
    expect((await subscription()).pending).toBeNull();
    await close();
  });

  it('looks right on phone and desktop, light and dark; HQ sees a preview; no ranks is an empty state', async () => {
    await shots(chong, '/plan-rewards', 'agent', 'rank-card');
    await shots(chong, '/plan-rewards/rewards-details/demo-silver', 'rank', 'rank-benefits');
    await shots(hq, '/plan-rewards', 'hq-preview', 'plan-preview');
    await call('POST', '/api/setup/company-commission-rank/update', hq, { ranks: [] });
    await shots(chong, '/plan-rewards', 'no-ranks', 'plan-ranks');
  });
});
