import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { newAgent, type TestAgent } from '../commission/commission-fixtures.js';
import {
  createCampaign,
  createCampaignShop,
  day,
  grantPoints,
  pointBalance,
  pointEntriesOf,
} from './campaign-fixtures.js';

let t: TestApp;
let hq: string;
let levels: string[];
beforeAll(async () => ({ t, hq, levels } = await createCampaignShop()));
afterAll(() => t.close());

const agent = () => newAgent(t, levels[2]!, null);
const redeem = (who: TestAgent, campaignId: string, language?: string) =>
  t.call('POST', '/api/game/campaign/redeem-point', {
    token: who.token,
    body: { campaignId },
    ...(language ? { language } : {}),
  });
const balanceOf = (agentId: string) => pointBalance(t, agentId);
const entriesOf = async (agentId: string) =>
  (await pointEntriesOf(t, agentId)).map(({ kind, points }) => ({ kind, points }));

describe('redeeming a reward', () => {
  it('takes the points and a slot in one go, and shows it in both histories', async () => {
    const campaign = await createCampaign(t, hq, { pointRequired: 120 });
    const buyer = await agent();
    await grantPoints(t, buyer.id, 200);
    const redeemed = await redeem(buyer, campaign.id);
    expect(redeemed.status, redeemed.meta?.message).toBe(200);
    expect(redeemed.meta?.message).toBe('Reward redeemed. HQ will contact you to hand it over.');
    expect(redeemed.data).toMatchObject({
      balance: 80,
      redemption: {
        campaignId: campaign.id,
        gameTitle: 'Umrah trip',
        points: 120,
        status: 'pending',
        agentId: buyer.id,
      },
    });
    expect(await balanceOf(buyer.id)).toBe(80);
    const detail = await t.call('GET', `/api/game/campaign/campaign-detail/${campaign.id}`, { token: buyer.token });
    expect(detail.data).toMatchObject({
      redeemedCount: 1,
      remaining: 4,
      canRedeem: false,
      unavailable: 'balanceShort',
    });

    const points = await t.call('GET', '/api/game/campaign/history-point', { token: buyer.token });
    expect(points.data.balance).toBe(80);
    expect(
      points.data.items.map((e: { kind: string; points: number; balanceAfter: number; gameTitle: string | null }) => [
        e.kind,
        e.points,
        e.balanceAfter,
        e.gameTitle,
      ]),
    ).toEqual([
      ['redeemed', -120, 80, 'Umrah trip'],
      ['earned', 200, 200, null],
    ]);
    const only = await t.call('GET', '/api/game/campaign/history-point?kind=redeemed', { token: buyer.token });
    expect(only.data).toMatchObject({ total: 1, items: [{ kind: 'redeemed', balanceAfter: 80 }] });

    const mine = await t.call('GET', '/api/game/campaign/history-redeem', { token: buyer.token });
    expect(mine.data.items).toHaveLength(1);
    expect(mine.data.items[0]).toMatchObject({ id: redeemed.data.redemption.id, status: 'pending' });
    const hqList = await t.call('GET', `/api/game/campaign/redeem-list?campaignId=${campaign.id}`, { token: hq });
    expect(hqList.data).toMatchObject({ total: 1, items: [{ agentId: buyer.id, agentName: 'Commission Agent' }] });
  });

  it('refuses, with a clear message and nothing taken: not active, not open to the level, sold out, balance short', async () => {
    const buyer = await agent();
    await grantPoints(t, buyer.id, 50);
    const upcoming = await createCampaign(t, hq, { pointRequired: 10, startDate: day(1), endDate: day(3) });
    const ended = await createCampaign(t, hq, { pointRequired: 10, startDate: day(-5), endDate: day(-1) });
    const stockistsOnly = await createCampaign(t, hq, { pointRequired: 10, levelIds: [levels[0]] });
    const soldOut = await createCampaign(t, hq, { pointRequired: 10, maxRedeem: 1 });
    const dear = await createCampaign(t, hq, { pointRequired: 51 });
    const other = await agent();
    await grantPoints(t, other.id, 10);
    expect((await redeem(other, soldOut.id)).status).toBe(200);

    const cases: Array<[string, string, string]> = [
      [upcoming.id, 'CAMPAIGN_NOT_ACTIVE', 'This campaign is not running now, so its reward cannot be redeemed.'],
      [ended.id, 'CAMPAIGN_NOT_ACTIVE', 'This campaign is not running now, so its reward cannot be redeemed.'],
      [stockistsOnly.id, 'CAMPAIGN_NOT_OPEN', 'This reward is not open to your level.'],
      [soldOut.id, 'CAMPAIGN_SOLD_OUT', 'All rewards of this campaign have been redeemed.'],
      [dear.id, 'INSUFFICIENT_BALANCE', 'You need 51 points for this reward; your balance is 50.'],
    ];
    for (const [id, reason, message] of cases) {
      const refused = await redeem(buyer, id);
      expect(refused.status).toBe(409);
      expect(refused.meta).toMatchObject({ reason, message });
    }
    const indonesian = await redeem(buyer, dear.id, 'id');
    expect(indonesian.meta?.message).toBe('Anda memerlukan 51 poin untuk hadiah ini; saldo Anda 50.');
    expect(await balanceOf(buyer.id)).toBe(50);
    expect(await entriesOf(buyer.id)).toHaveLength(1);
    expect(
      (await t.call('GET', `/api/game/campaign/campaign-detail/${soldOut.id}`, { token: hq })).data.redeemedCount,
    ).toBe(1);
    expect((await redeem(buyer, 'no-such-campaign')).status).toBe(404);
  });

  it('gives exactly maxRedeem slots to 30 simultaneous redemptions', async () => {
    const campaign = await createCampaign(t, hq, { pointRequired: 10, maxRedeem: 5 });
    const agents = await Promise.all(Array.from({ length: 30 }, () => agent()));
    for (const each of agents) await grantPoints(t, each.id, 10);
    const answers = await Promise.all(agents.map((each) => redeem(each, campaign.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    expect(answers.filter((answer) => answer.status === 409).every((a) => a.meta?.reason === 'CAMPAIGN_SOLD_OUT')).toBe(
      true,
    );
    const view = await t.call('GET', `/api/game/campaign/campaign-detail/${campaign.id}`, { token: hq });
    expect(view.data).toMatchObject({ redeemedCount: 5, remaining: 0 });
    const list = await t.call('GET', `/api/game/campaign/redeem-list?campaignId=${campaign.id}`, { token: hq });
    expect(list.data.total).toBe(5);
    const balances = await Promise.all(agents.map((each) => balanceOf(each.id)));
    expect(balances.filter((balance) => balance === 0)).toHaveLength(5);
    expect(balances.filter((balance) => balance === 10)).toHaveLength(25);
  });

  it('lets only one of two simultaneous redemptions through when the balance covers one', async () => {
    const first = await createCampaign(t, hq, { pointRequired: 70 });
    const second = await createCampaign(t, hq, { pointRequired: 70 });
    const buyer = await agent();
    await grantPoints(t, buyer.id, 100);
    const answers = await Promise.all([redeem(buyer, first.id), redeem(buyer, second.id), redeem(buyer, first.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.meta?.reason === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceOf(buyer.id)).toBe(30);
  });
});

describe('HQ fulfils or cancels a redemption', () => {
  it('fulfils with a note and the day; then it can be neither fulfilled nor cancelled again', async () => {
    const campaign = await createCampaign(t, hq, { pointRequired: 10 });
    const buyer = await agent();
    await grantPoints(t, buyer.id, 10);
    const { id } = (await redeem(buyer, campaign.id)).data.redemption;
    const fulfilled = await t.call('POST', `/api/game/campaign/redeem-list/${id}/fulfil`, {
      token: hq,
      body: { note: 'Collected at HQ', fulfilledOn: day(0) },
    });
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.meta?.message).toBe('Redemption marked as fulfilled.');
    expect(fulfilled.data).toMatchObject({
      status: 'fulfilled',
      note: 'Collected at HQ',
      fulfilledOn: day(0),
      handledByName: 'Hana HQ',
    });
    for (const action of ['fulfil', 'cancel']) {
      const again = await t.call('POST', `/api/game/campaign/redeem-list/${id}/${action}`, { token: hq, body: {} });
      expect(again.status).toBe(409);
      expect(again.meta?.message).toBe('This redemption is already fulfilled or cancelled.');
    }
    const won = await t.call('GET', '/api/game/campaign/history-redeem?status=fulfilled', { token: buyer.token });
    expect(won.data.items).toMatchObject([{ id, note: 'Collected at HQ' }]);
    expect(await balanceOf(buyer.id)).toBe(0);
  });

  it('cancels: the points come back as a new entry and the slot is free again', async () => {
    const campaign = await createCampaign(t, hq, { pointRequired: 40, maxRedeem: 1 });
    const buyer = await agent();
    await grantPoints(t, buyer.id, 40);
    const { id } = (await redeem(buyer, campaign.id)).data.redemption;
    expect(await balanceOf(buyer.id)).toBe(0);
    const cancelled = await t.call('POST', `/api/game/campaign/redeem-list/${id}/cancel`, {
      token: hq,
      body: { note: 'Out of stock' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', note: 'Out of stock' });
    expect(await balanceOf(buyer.id)).toBe(40);
    expect(await entriesOf(buyer.id)).toEqual([
      { kind: 'earned', points: 40 },
      { kind: 'redeemed', points: -40 },
      { kind: 'returned', points: 40 },
    ]);
    const view = await t.call('GET', `/api/game/campaign/campaign-detail/${campaign.id}`, { token: buyer.token });
    expect(view.data).toMatchObject({ redeemedCount: 0, remaining: 1, canRedeem: true });
    expect((await redeem(buyer, campaign.id)).status).toBe(200);
  });

  it('is refused to agents, and to another company (404 as for a missing redemption)', async () => {
    const campaign = await createCampaign(t, hq, { pointRequired: 5 });
    const buyer = await agent();
    await grantPoints(t, buyer.id, 5);
    const { id } = (await redeem(buyer, campaign.id)).data.redemption;
    expect(
      (await t.call('POST', `/api/game/campaign/redeem-list/${id}/cancel`, { token: buyer.token, body: {} })).status,
    ).toBe(403);
    const b = await createSecondCompany(t, { id: 'second-redeem', host: 'second-redeem.localhost' });
    for (const action of ['fulfil', 'cancel']) {
      const answer = await t.call('POST', `/api/game/campaign/redeem-list/${id}/${action}`, {
        token: b.tokens.hq,
        host: b.host,
        body: {},
      });
      expect(answer.status).toBe(404);
    }
    const bList = await t.call('GET', '/api/game/campaign/redeem-list', { token: b.tokens.hq, host: b.host });
    expect(bList.data.items).toEqual([]);
    const bHistory = await t.call('GET', `/api/game/campaign/history-point?agentId=${buyer.id}`, {
      token: b.tokens.hq,
      host: b.host,
    });
    expect(bHistory.status).toBe(404);
    expect(
      (await t.call('GET', `/api/game/campaign/history-point?agentId=${buyer.id}`, { token: hq })).data.balance,
    ).toBe(0);
  });
});

describe("the agent's points page", () => {
  it('answers the balance, the rewards it can redeem and the next one in reach', async () => {
    const buyer = await newAgent(t, levels[1]!, null);
    const before = await t.call('GET', '/api/game/campaign/points-summary', { token: buyer.token });
    expect(before.data).toMatchObject({ balance: 0, cycle: null, expiring: null, pendingRedemptions: 0 });
    await grantPoints(t, buyer.id, 1_000_000);
    const cheap = await createCampaign(t, hq, { pointRequired: 1_000_000, gameTitle: 'Affordable' });
    const next = await createCampaign(t, hq, { pointRequired: 1_500_000, gameTitle: 'Next in reach' });
    await createCampaign(t, hq, { pointRequired: 1_600_000, gameTitle: 'Further' });
    await createCampaign(t, hq, { pointRequired: 1_200_000, levelIds: [levels[0]], gameTitle: 'Stockists' });
    const summary = await t.call('GET', '/api/game/campaign/points-summary', { token: buyer.token });
    expect(summary.data.balance).toBe(1_000_000);
    expect(summary.data.redeemableCount).toBeGreaterThanOrEqual(1);
    expect(summary.data.nextReward).toEqual({
      id: next.id,
      gameTitle: 'Next in reach',
      pointRequired: 1_500_000,
      pointsShort: 500_000,
    });

    const active = await t.call('GET', '/api/game/campaign/get-active?q=Affordable', { token: buyer.token });
    expect(active.data).toMatchObject({
      balance: 1_000_000,
      items: [{ id: cheap.id, canRedeem: true, unavailable: null }],
    });
    const stockists = await t.call('GET', '/api/game/campaign/get-active?q=Stockists', { token: buyer.token });
    expect(stockists.data.items).toEqual([]);
    const far = await t.call('GET', '/api/game/campaign/get-active?q=Further', { token: buyer.token });
    expect(far.data.items[0]).toMatchObject({
      canRedeem: false,
      unavailable: 'balanceShort',
      unavailableMessage: 'You need 1600000 points for this reward; your balance is 1000000.',
    });
    await createCampaign(t, hq, { gameTitle: 'Gone by', startDate: day(-9), endDate: day(-2) });
    const past = await t.call('GET', '/api/game/campaign/get-active?tab=past&q=Gone', { token: buyer.token });
    expect(past.data.items).toMatchObject([{ previous: true, canRedeem: false, unavailable: 'notActive' }]);
    expect((await redeem(buyer, cheap.id)).status).toBe(200);
    const after = await t.call('GET', '/api/game/campaign/points-summary', { token: buyer.token });
    expect(after.data).toMatchObject({ balance: 0, pendingRedemptions: 1 });
  });

  it("keeps an agent to its own history (another agent's id: 404) and asks HQ to name the agent", async () => {
    const one = await agent();
    const two = await agent();
    expect(
      (await t.call('GET', `/api/game/campaign/history-point?agentId=${two.id}`, { token: one.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/game/campaign/history-point?agentId=${one.id}`, { token: one.token })).status,
    ).toBe(200);
    const none = await t.call('GET', '/api/game/campaign/history-point', { token: hq });
    expect(none.status).toBe(400);
    expect(Object.keys(none.meta?.errors ?? {})).toEqual(['agentId']);
  });
});
