import type { Page } from 'playwright-core';
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
import { browser } from './support/shared-browser';

// The test product earns 2 points a unit: an order of 5 earns 10.
const EARNED = 10;
const CAMPAIGN = '/api/game/campaign';

type Summary = { balance: number; pendingRedemptions: number };
type Campaign = { id: string; gameTitle: string };

let hq: string;
let buyer: string;
let productId: string;
let addressId: string;

const summary = () => call<Summary>('GET', `${CAMPAIGN}/points-summary`, buyer);
const redemptionCount = async () => (await call<{ total: number }>('GET', `${CAMPAIGN}/history-redeem`, buyer)).total;

/** A campaign running from yesterday for 30 days, open to every level. */
const campaign = (gameTitle: string, pointRequired: number, maxRedeem = 5) =>
  call<Campaign>('POST', `${CAMPAIGN}/store`, hq, {
    gameTitle,
    gameDesc: `${gameTitle}: a reward for our best agents.`,
    gameTnc: 'One per agent. Collect within 30 days.',
    rewardType: 'Merchandise',
    pointRequired,
    startDate: day(-1),
    endDate: day(30),
    maxRedeem,
    levelIds: [],
  });

/** An order of 5 units by manual transfer, its receipt uploaded and HQ approving it: it counts, points come in. */
async function approvedOrder(): Promise<string> {
  const order = await apiOrder(buyer, productId, addressId, 5);
  const receipt = await uploadReceipt(buyer, order.id);
  const json = (await receipt.json()) as { data: { referenceNo: string } };
  await call('POST', `/api/orders/${order.id}/approve`, hq, {});
  return json.data.referenceNo;
}

const menuTo = async (page: Page, label: string, path: string) => {
  await page.getByTestId('main-menu').getByText(label, { exact: true }).click();
  await page.waitForURL(`${baseUrl()}${path}`);
};

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  productId = (await stockedProduct(hq, levels, { name: 'Kopi Points Test', sku: 'PTS-KOPI', stock: 100 })).id;
  await checkoutSetup(hq);
  buyer = await apiToken(agent(3).email, 'agent');
  addressId = await addAddress(buyer);
});

describe('agent points and rewards', () => {
  it('earns points from an order, redeems a reward and sees it in its histories and prizes', async () => {
    const start = (await summary()).balance;
    const reference = await approvedOrder();
    const balance = start + EARNED;
    expect((await summary()).balance).toBe(balance);
    await campaign('Kopi Mug', balance - 4);
    await campaign('Umrah Trip', balance + 1_000);

    const { page, close } = await signedInPage(browser, buyer);
    await page.goto(`${baseUrl()}/`);
    await menuTo(page, 'Points & rewards', '/point-rewards');
    await page.getByTestId('points-balance').getByText(`${balance} pts`).waitFor();
    await page.getByTestId('points-next').getByText('Umrah Trip').waitFor();
    await page.getByTestId('redeemable-cards').getByText('Kopi Mug').waitFor();
    expect(await page.getByTestId('redeemable-cards').getByText('Umrah Trip').count()).toBe(0);

    // The ledger: the order's entry, signed, with the balance after it; the kind filter keeps it.
    await page.locator('main a[href="/point-rewards/point-history"]').click();
    await page.waitForURL(`${baseUrl()}/point-rewards/point-history`);
    const earned = page.locator('[data-testid="point-table"] tr[data-kind="earned"]').first();
    await earned.getByText(`Order ${reference}`).waitFor();
    await earned.getByText(`+${EARNED} pts`).waitFor();
    await earned.getByText(`${balance} pts`, { exact: true }).waitFor();
    await page.goto(`${baseUrl()}/point-rewards/point-history?kind=redeemed`);
    await page.getByText('No entries of this kind').waitFor();

    // The campaign list says which can be redeemed and why not; the trip's reason is the API's.
    await menuTo(page, 'Campaigns', '/campaign-list');
    const trip = page.locator('[data-campaign="Umrah Trip"]');
    await trip.getByText(`You need ${balance + 1_000} points for this reward; your balance is ${balance}.`).waitFor();
    await page.locator('[data-campaign="Kopi Mug"]').getByTestId('can-redeem').waitFor();

    // Redeem the mug with a confirmation: the balance and the lists follow.
    await page.locator('[data-campaign="Kopi Mug"]').click();
    await page.waitForURL(/\/reward-details\?id=/);
    await page.getByTestId('reward-terms').getByText('One per agent.').waitFor();
    await page.getByTestId('reward-slots').getByText('5 of 5 left').waitFor();
    await page.getByTestId('redeem').click();
    await page.getByTestId('redeem-confirm').getByText(`Balance: ${balance} pts now, 4 pts after.`).waitFor();
    await page.getByTestId('redeem-confirm-button').click();
    await page.getByTestId('redeem-done').waitFor();
    await page.getByTestId('reward-slots').getByText('4 of 5 left').waitFor();
    await page.getByTestId('reward-balance').getByText('4 pts', { exact: true }).waitFor();
    expect((await summary()).balance).toBe(4);

    await menuTo(page, 'Redeemed rewards', '/campaign/redeemed-history');
    const mug = page.locator('[data-testid="redemption-table"] tr[data-redemption="Kopi Mug"]');
    await mug.getByText('Pending').waitFor();
    await mug.getByText('Waiting for HQ').waitFor();
    await menuTo(page, 'Points history', '/campaign/point-history');
    const redeemed = page.locator('[data-testid="point-table"] tr[data-kind="redeemed"]').first();
    await redeemed.getByText('Reward: Kopi Mug').waitFor();
    await redeemed.getByText(`−${balance - 4} pts`).waitFor();

    // HQ hands the mug over with a note: the prizes page tells how to claim it.
    const [redemption] = (await call<{ items: Array<{ id: string }> }>('GET', `${CAMPAIGN}/history-redeem`, buyer))
      .items;
    await call('POST', `${CAMPAIGN}/redeem-list/${redemption?.id}/fulfil`, hq, { note: 'Collect it at HQ, level 3.' });
    await menuTo(page, 'Prizes won', '/campaign/win-prize');
    const prize = page.locator('[data-prize="Kopi Mug"]');
    await prize.getByText('Fulfilled').waitFor();
    await prize.getByText('Collect it at HQ, level 3.').waitFor();
    await close();
  });

  it('shows the refusal of a redemption whose balance went short meanwhile, and takes nothing', async () => {
    const { balance } = await summary();
    const cap = await campaign('Kopi Cap', balance);
    const pen = await campaign('Kopi Pen', 1);
    const redemptions = await redemptionCount();

    const { page, close } = await signedInPage(browser, buyer, { viewport: { width: 375, height: 812 } });
    await page.goto(`${baseUrl()}/reward-details?id=${cap.id}`);
    await page.getByTestId('redeem').click();
    await page.getByTestId('redeem-confirm').waitFor();
    // Meanwhile the agent spends a point on another device.
    await call('POST', `${CAMPAIGN}/redeem-point`, buyer, { campaignId: pen.id });
    await page.getByTestId('redeem-confirm-button').click();
    const refusal = `You need ${balance} points for this reward; your balance is ${balance - 1}.`;
    await page.getByTestId('redeem-confirm').getByRole('alert').getByText(refusal).waitFor();
    expect((await summary()).balance).toBe(balance - 1);
    expect(await redemptionCount()).toBe(redemptions + 1);

    // Closed, the page reloads and says why it cannot be redeemed; the slot is still free.
    await page.getByTestId('redeem-confirm').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('redeem-unavailable').getByText(refusal).waitFor();
    await page.getByTestId('reward-slots').getByText('5 of 5 left').waitFor();
    await close();
  });
});
