import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile, TINY_PNG } from '../../testing/multipart.js';
import { createSecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { newAgent } from '../commission/commission-fixtures.js';
import { campaignBody, createCampaign, createCampaignShop, day, grantPoints } from './campaign-fixtures.js';

let t: TestApp;
let hq: string;
let levels: string[];
beforeAll(async () => ({ t, hq, levels } = await createCampaignShop()));
afterAll(() => t.close());

const store = (body: Record<string, unknown>, token = hq) =>
  t.call('POST', '/api/game/campaign/store', { token, body: campaignBody(body) });

describe('campaign set-up (HQ)', () => {
  it('creates, reads, edits and deletes a campaign with every spec field', async () => {
    const created = await store({ levelIds: [levels[0]], image1: '/uploads/demo/banner-l.png' });
    expect(created.status, created.meta?.message).toBe(200);
    expect(created.meta?.message).toBe('Campaign saved.');
    const campaign = created.data;
    expect(campaign).toMatchObject({
      ...campaignBody({ levelIds: [levels[0]], image1: '/uploads/demo/banner-l.png' }),
      comId: 'demo',
      previous: false,
      levels: [{ id: levels[0], name: 'Stockist' }],
      status: 'active',
      redeemedCount: 0,
      remaining: 5,
      canRedeem: null,
    });

    const edited = await t.call('POST', `/api/game/campaign/edit/${campaign.id}`, {
      token: hq,
      body: campaignBody({ gameTitle: 'Umrah trip 2027', maxRedeem: 3, levelIds: [] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ gameTitle: 'Umrah trip 2027', maxRedeem: 3, levels: [], image1: null });

    const detail = await t.call('GET', `/api/game/campaign/campaign-detail/${campaign.id}`, { token: hq });
    expect(detail.data.gameTitle).toBe('Umrah trip 2027');

    const deleted = await t.call('DELETE', `/api/game/campaign/delete/${campaign.id}`, { token: hq });
    expect(deleted.status).toBe(200);
    expect(deleted.meta?.message).toBe('Campaign deleted.');
    expect((await t.call('GET', `/api/game/campaign/campaign-detail/${campaign.id}`, { token: hq })).status).toBe(404);
    expect((await t.call('DELETE', `/api/game/campaign/delete/${campaign.id}`, { token: hq })).status).toBe(404);
    const edit404 = await t.call('POST', `/api/game/campaign/edit/${campaign.id}`, { token: hq, body: campaignBody() });
    expect(edit404.status).toBe(404);
  });

  it('refuses bad input, naming the field, in the caller language', async () => {
    const dates = await store({ startDate: day(3), endDate: day(1) });
    expect(dates.status).toBe(400);
    expect(dates.meta?.errors).toEqual({ endDate: 'The end date must be on or after the start date.' });
    const zero = await store({ pointRequired: 0, maxRedeem: 0 });
    expect(Object.keys(zero.meta?.errors ?? {}).sort()).toEqual(['maxRedeem', 'pointRequired']);
    const title = await store({ gameTitle: '  ' });
    expect(Object.keys(title.meta?.errors ?? {})).toEqual(['gameTitle']);
    const level = await store({ levelIds: ['no-such-level'] }, hq);
    expect(level.status).toBe(400);
    expect(level.meta?.errors).toEqual({ levelIds: 'One of the chosen levels does not exist.' });
    const malay = await t.call('POST', '/api/game/campaign/store', {
      token: hq,
      language: 'ms',
      body: campaignBody({ levelIds: ['no-such-level'] }),
    });
    expect(malay.meta?.message).toBe('Salah satu tahap yang dipilih tidak wujud.');
  });

  it('never lowers maxRedeem below the slots taken', async () => {
    const campaign = await createCampaign(t, hq, { pointRequired: 10, maxRedeem: 3 });
    const agent = await newAgent(t, levels[2]!, null);
    await grantPoints(t, agent.id, 30);
    for (let i = 0; i < 2; i += 1)
      expect(
        (
          await t.call('POST', '/api/game/campaign/redeem-point', {
            token: agent.token,
            body: { campaignId: campaign.id },
          })
        ).status,
      ).toBe(200);
    const lowered = await t.call('POST', `/api/game/campaign/edit/${campaign.id}`, {
      token: hq,
      body: campaignBody({ pointRequired: 10, maxRedeem: 1 }),
    });
    expect(lowered.status).toBe(400);
    expect(lowered.meta?.errors).toEqual({
      maxRedeem: 'The maximum redemptions cannot be below the redemptions so far (2).',
    });
    const kept = await t.call('POST', `/api/game/campaign/edit/${campaign.id}`, {
      token: hq,
      body: campaignBody({ pointRequired: 10, maxRedeem: 2 }),
    });
    expect(kept.data).toMatchObject({ redeemedCount: 2, remaining: 0 });
  });

  it('lists by tab and search, and sums up campaigns and redemptions', async () => {
    const past = await createCampaign(t, hq, { gameTitle: 'Tab past', startDate: day(-10), endDate: day(-1) });
    const upcoming = await createCampaign(t, hq, { gameTitle: 'Tab upcoming', startDate: day(1), endDate: day(9) });
    const active = await createCampaign(t, hq, { gameTitle: 'Tab active' });
    const ids = async (tab: string) =>
      (await t.call('GET', `/api/game/campaign/list?tab=${tab}&q=Tab&limit=100`, { token: hq })).data.items.map(
        (item: { id: string }) => item.id,
      );
    expect(await ids('past')).toEqual([past.id]);
    expect(await ids('upcoming')).toEqual([upcoming.id]);
    expect(await ids('active')).toEqual([active.id]);
    expect((await ids('all')).sort()).toEqual([past.id, upcoming.id, active.id].sort());
    const pastView = (await t.call('GET', `/api/game/campaign/campaign-detail/${past.id}`, { token: hq })).data;
    expect(pastView).toMatchObject({ status: 'past', previous: true });

    const summary = await t.call('GET', '/api/game/campaign/summary', { token: hq });
    expect(summary.status).toBe(200);
    expect(summary.data.past).toBeGreaterThanOrEqual(1);
    expect(summary.data.upcoming).toBeGreaterThanOrEqual(1);
    expect(summary.data.total).toBe(summary.data.active + summary.data.upcoming + summary.data.past);
    expect(summary.data.redemptions.pending).toBeGreaterThanOrEqual(2);
    expect(summary.data.pointsRedeemed).toBeGreaterThanOrEqual(20);
  });

  it('stores a banner (JPEG or PNG by content) and refuses anything else', async () => {
    const banner = await new Jimp({ width: 800, height: 400, color: 0x336699ff }).getBuffer('image/png');
    const uploaded = await postFile(t, '/api/game/campaign/image', hq, { content: banner, filename: 'b.png' });
    expect(uploaded.statusCode).toBe(200);
    const { small, large } = uploaded.json().data;
    expect(large).toMatch(/^\/uploads\/demo\/.+-l\.png$/);
    expect(small).toMatch(/-s\.png$/);
    const text = await postFile(t, '/api/game/campaign/image', hq, {
      content: 'GIF89a not an image',
      filename: 'b.png',
    });
    expect(text.statusCode).toBe(400);
    const fake = await postFile(t, '/api/game/campaign/image', hq, { content: TINY_PNG, filename: 'b.png' });
    expect(fake.statusCode).toBe(400);
  });

  it('lets staff read, only staff with create_product change, and agents neither', async () => {
    const campaign = await createCampaign(t, hq);
    const reader = await signInNewStaff(t, 'campaign-reader@demo.niaga.test', 'Reader', []);
    const editor = await signInNewStaff(t, 'campaign-editor@demo.niaga.test', 'Editor', ['create_product']);
    const agent = await newAgent(t, levels[2]!, null);
    expect((await t.call('GET', '/api/game/campaign/list', { token: reader })).status).toBe(200);
    expect((await t.call('GET', '/api/game/campaign/redeem-list', { token: reader })).status).toBe(200);
    expect((await store({}, reader)).status).toBe(403);
    expect((await store({}, editor)).status).toBe(200);
    expect((await t.call('DELETE', `/api/game/campaign/delete/${campaign.id}`, { token: reader })).status).toBe(403);
    expect((await t.call('GET', '/api/game/campaign/list', { token: agent.token })).status).toBe(403);
    expect((await store({}, agent.token)).status).toBe(403);
    expect((await t.call('GET', '/api/game/campaign/redeem-list', { token: agent.token })).status).toBe(403);
    expect((await t.call('GET', '/api/game/campaign/get-active', { token: hq })).status).toBe(403);
    expect(
      (await t.call('POST', '/api/game/campaign/redeem-point', { token: hq, body: { campaignId: campaign.id } }))
        .status,
    ).toBe(403);
  });

  it("never shows or changes another company's campaigns", async () => {
    const campaign = await createCampaign(t, hq, { gameTitle: 'Demo only' });
    const b = await createSecondCompany(t);
    const host = b.host;
    for (const token of [b.tokens.hq, b.tokens.agent]) {
      expect((await t.call('GET', `/api/game/campaign/campaign-detail/${campaign.id}`, { token, host })).status).toBe(
        404,
      );
    }
    expect(
      (
        await t.call('POST', `/api/game/campaign/edit/${campaign.id}`, {
          token: b.tokens.hq,
          host,
          body: campaignBody(),
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/game/campaign/delete/${campaign.id}`, { token: b.tokens.hq, host })).status,
    ).toBe(404);
    await grantPoints(t, b.agentId, 1_000, new Date(), b.id);
    const redeem = await t.call('POST', '/api/game/campaign/redeem-point', {
      token: b.tokens.agent,
      host,
      body: { campaignId: campaign.id },
    });
    expect(redeem.status).toBe(404);
    const list = await t.call('GET', '/api/game/campaign/list?limit=100', { token: b.tokens.hq, host });
    expect(list.data.items).toEqual([]);
    const active = await t.call('GET', '/api/game/campaign/get-active', { token: b.tokens.agent, host });
    expect(active.data).toMatchObject({ items: [], balance: 1_000 });
    const level = await t.call('POST', '/api/game/campaign/store', {
      token: b.tokens.hq,
      host,
      body: campaignBody({ levelIds: [levels[0]] }),
    });
    expect(level.status).toBe(400);
    expect((await t.call('GET', `/api/game/campaign/campaign-detail/${campaign.id}`, { token: hq })).status).toBe(200);
  });
});
