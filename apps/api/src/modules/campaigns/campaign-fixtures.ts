import { calendarDay } from '@niaga/shared';
import type { TestApp } from '../../testing/test-app.js';
import { appendEntry, lockBalance } from '../points/ledger.repo.js';

/** A calendar day `offset` days from today in the demo company's time zone. */
export const day = (offset: number) => calendarDay(offset);

/** A campaign body: active today (yesterday to a week ahead), 100 points, 5 slots, open to every level. */
export const campaignBody = (patch: Record<string, unknown> = {}) => ({
  gameTitle: 'Umrah trip',
  gameDesc: 'Win a trip.\nTwo lines.',
  gameTnc: 'One per agent.',
  rewardType: 'Trip',
  pointRequired: 100,
  startDate: day(-1),
  endDate: day(7),
  maxRedeem: 5,
  levelIds: [],
  ...patch,
});

/** Creates a campaign as `token` (HQ); answers its view. */
export async function createCampaign(t: TestApp, token: string, patch: Record<string, unknown> = {}) {
  const saved = await t.call('POST', '/api/game/campaign/store', { token, body: campaignBody(patch) });
  if (saved.status !== 200) throw new Error(`campaign: ${saved.status} ${JSON.stringify(saved.meta)}`);
  return saved.data as { id: string; redeemedCount: number; remaining: number };
}

let serial = 0;
/** Credits `points` to an agent's ledger directly (as an order count would), dated `at`. */
export async function grantPoints(t: TestApp, agentId: string, points: number, at = new Date(), companyId = 'demo') {
  serial += 1;
  await t.db.transaction(async (tx) => {
    await lockBalance(tx, companyId, agentId);
    await appendEntry(tx, companyId, { agentId, kind: 'earned', points, at, key: `test-grant:${serial}:${agentId}` });
  });
}
