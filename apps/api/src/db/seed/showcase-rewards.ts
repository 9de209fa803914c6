import { calendarDay } from '@niaga/shared';
import { bannerPicture, type PictureStyle, portraitPicture } from './product-images.js';
import type { Call } from './showcase.js';

type DemoCampaign = {
  title: string;
  description: string;
  rewardType: string;
  points: number;
  /** Days from today (company time zone) it starts and ends. */
  days: [start: number, end: number];
  maxRedeem: number;
  style: PictureStyle;
};

const TERMS = 'One per agent while stocks last. Collect at HQ or have it posted with your next order.';

/** An active campaign within the demo agents' reach, a dearer one, one coming and one past. */
const CAMPAIGNS: DemoCampaign[] = [
  {
    title: 'Kopi tumbler',
    description: 'A steel tumbler that keeps your kopi hot for six hours.',
    rewardType: 'Merchandise',
    points: 5,
    days: [-14, 45],
    maxRedeem: 100,
    style: { shape: 'bottle', from: '#fff1e0', to: '#f0c08a', body: '#6b4226', accent: '#2b2b2b' },
  },
  {
    title: 'Skincare hamper',
    description: 'A full set of the Serum Kunyit and Sabun Susu Kambing range.',
    rewardType: 'Product',
    points: 60,
    days: [-7, 60],
    maxRedeem: 20,
    style: { shape: 'dropper', from: '#fdf0f4', to: '#efbccb', body: '#e08aa3', accent: '#5b3a29' },
  },
  {
    title: 'Langkawi trip for two',
    description: 'Three days and two nights for the year’s best sellers.',
    rewardType: 'Trip',
    points: 2_000,
    days: [20, 120],
    maxRedeem: 5,
    style: { shape: 'box', from: '#e3f4fb', to: '#8fd0ea', body: '#1b6f8f', accent: '#f2c94c' },
  },
  {
    title: 'Raya gift box',
    description: 'Kuih raya and a greeting card for your customers.',
    rewardType: 'Merchandise',
    points: 10,
    days: [-90, -30],
    maxRedeem: 50,
    style: { shape: 'jar', from: '#eaf7e6', to: '#a6d79c', body: '#2f7d4a', accent: '#d4a017' },
  },
];

/**
 * The demo's rewards, made as HQ and an agent would (after the demo orders, which earned the points): campaigns with
 * banners, one redemption by the stockist fulfilled by HQ, and a hall of fame entry.
 */
export async function addRewards(call: Call, tokenOf: (name: string) => string, timeZone: string) {
  const hq = tokenOf('hq');
  const ids: string[] = [];
  for (const campaign of CAMPAIGNS) {
    const banner = await call<{ large: string }>('POST', '/api/game/campaign/image', {
      token: hq,
      file: await bannerPicture(campaign.title, campaign.style),
    });
    const saved = await call<{ id: string }>('POST', '/api/game/campaign/store', {
      token: hq,
      body: {
        gameTitle: campaign.title,
        gameDesc: campaign.description,
        gameTnc: TERMS,
        rewardType: campaign.rewardType,
        pointRequired: campaign.points,
        startDate: calendarDay(campaign.days[0], timeZone),
        endDate: calendarDay(campaign.days[1], timeZone),
        image1: banner.data.large,
        maxRedeem: campaign.maxRedeem,
        levelIds: [],
      },
    });
    ids.push(saved.data.id);
  }
  const redeemed = await call<{ redemption: { id: string } }>('POST', '/api/game/campaign/redeem-point', {
    token: tokenOf('agent1'),
    body: { campaignId: ids[0] },
  });
  await call('POST', `/api/game/campaign/redeem-list/${redeemed.data.redemption.id}/fulfil`, {
    token: hq,
    body: { note: 'Handed over at the Shah Alam office.' },
  });
  const photo = await call<{ large: string }>('POST', '/api/setup/hof/image', {
    token: hq,
    file: await portraitPicture({ from: '#e7f0ff', to: '#9cc3f5', body: '#1c5fb8' }),
  });
  await call('POST', '/api/setup/hof/store', {
    token: hq,
    body: {
      hofTitle: 'Top stockist of the year',
      hofDate: calendarDay(-20, timeZone),
      userName: 'Aminah',
      userAchievement: 'Most group sales in the network, and twelve new agents recruited.',
      userImg: photo.data.large,
    },
  });
}
