import { calendarDay } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { levelIds } from '../orders/order-fixtures.js';
import { addPoints } from '../points/ledger.repo.js';
import { pointBalances, pointEntries } from '../points/points.tables.js';

/** A fresh test app as the demo HQ, with the demo levels highest first (Stockist, Dealer, Agent). */
export async function createCampaignShop() {
  const { t, hq } = await createTestAppAsHq();
  return { t, hq, levels: await levelIds(t, hq) };
}

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
/** Writes an entry to an agent's ledger directly (default: points earned, as an order count would), dated `at`. */
export async function grantPoints(
  t: TestApp,
  agentId: string,
  points: number,
  at = new Date(),
  companyId = 'demo',
  kind: 'earned' | 'redeemed' = 'earned',
) {
  serial += 1;
  await t.db.transaction((tx) =>
    addPoints(tx, companyId, { agentId, kind, points, at, key: `test-${kind}:${serial}:${agentId}` }),
  );
}

/** A demo agent's points balance (0 before its first entry). */
export async function pointBalance(t: TestApp, agentId: string) {
  const [row] = await t.db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.companyId, 'demo'), eq(pointBalances.agentId, agentId)));
  return row?.balance ?? 0;
}

/** A demo agent's ledger entries, oldest first. */
export const pointEntriesOf = (t: TestApp, agentId: string) =>
  t.db
    .select({
      kind: pointEntries.kind,
      points: pointEntries.points,
      key: pointEntries.key,
      orderId: pointEntries.orderId,
      unrecovered: pointEntries.unrecovered,
      at: pointEntries.at,
      cycleStart: pointEntries.cycleStart,
    })
    .from(pointEntries)
    .where(and(eq(pointEntries.companyId, 'demo'), eq(pointEntries.agentId, agentId)))
    .orderBy(pointEntries.seq);
