import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { createCampaign, grantPoints, pointBalance, pointEntriesOf } from '../campaigns/campaign-fixtures.js';
import {
  countedOrder,
  createCommissionShop,
  newAgent,
  type TestAgent,
  walletOrder,
} from '../commission/commission-fixtures.js';
import type { CompanyFeatures } from '../company/company.tables.js';
import { setFeatures, stockedProduct } from '../orders/order-fixtures.js';
import { orders } from '../orders/orders.tables.js';
import { creditPoints } from './crediting.js';
import { expirePoints } from './expiry.job.js';
import { pointBalances } from './points.tables.js';

let t: TestApp;
let hq: string;
let branchId: string;
let levels: string[];
let productId: string;
beforeAll(async () => {
  ({ t, hq, branchId, levels } = await createCommissionShop());
  productId = (await stockedProduct(t, hq, 1_000, { points: 7 })).id;
});
afterAll(() => t.close());

const agent = () => newAgent(t, levels[2]!, null);
const balanceOf = (agentId: string) => pointBalance(t, agentId);
const entriesOf = (agentId: string) => pointEntriesOf(t, agentId);
const refund = async (orderId: string) => {
  const answer = await t.call('POST', `/api/orders/${orderId}/refund`, { token: hq, body: { method: 'wallet' } });
  expect(answer.status, answer.meta?.message).toBe(200);
};

describe('points earned by orders', () => {
  it('credits the order points when it counts, and reverses them with a new entry on refund', async () => {
    const buyer = await agent();
    const order = await countedOrder(t, hq, branchId, buyer, productId, 3);
    expect(await entriesOf(buyer.id)).toMatchObject([
      { kind: 'earned', points: 21, key: `earn:${order.id}`, orderId: order.id },
    ]);
    expect(await balanceOf(buyer.id)).toBe(21);
    // A replayed event writes nothing more.
    await t.db.transaction((tx) =>
      creditPoints(tx, {
        companyId: 'demo',
        orderId: order.id,
        buyerId: buyer.id,
        agentId: buyer.id,
        amount: 0,
        units: 3,
        at: new Date(),
      }),
    );
    expect(await entriesOf(buyer.id)).toHaveLength(1);

    await refund(order.id);
    expect(await entriesOf(buyer.id)).toMatchObject([
      { kind: 'earned', points: 21 },
      { kind: 'reversed', points: -21, key: `rev:${order.id}`, unrecovered: 0 },
    ]);
    expect(await balanceOf(buyer.id)).toBe(0);
    const history = await t.call('GET', '/api/game/campaign/history-point', { token: buyer.token });
    expect(history.data.items[0]).toMatchObject({ kind: 'reversed', points: -21, balanceAfter: 0, orderId: order.id });
    expect(history.data.items[0].referenceNo).toMatch(/\S/);
  });

  it('never takes a refund below zero: points already redeemed stay used and are recorded as unrecovered', async () => {
    const buyer = await agent();
    const orderId = await walletOrder(t, branchId, buyer, productId, 3);
    const campaign = await createCampaign(t, hq, { pointRequired: 15 });
    const redeemed = await t.call('POST', '/api/game/campaign/redeem-point', {
      token: buyer.token,
      body: { campaignId: campaign.id },
    });
    expect(redeemed.status).toBe(200);
    await refund(orderId);
    expect((await entriesOf(buyer.id)).map(({ kind, points, unrecovered }) => [kind, points, unrecovered])).toEqual([
      ['earned', 21, 0],
      ['redeemed', -15, 0],
      ['reversed', -6, 15],
    ]);
    expect(await balanceOf(buyer.id)).toBe(0);
  });
});

describe('points expiry (monthly cycle, Asia/Kuala_Lumpur)', () => {
  const kl = (local: string) => new Date(`${local}+08:00`);
  const withExpiry = (features: CompanyFeatures) => setFeatures(t, features);
  const debit = (who: TestAgent, points: number, at: Date) => grantPoints(t, who.id, -points, at, 'demo', 'redeemed');

  it('is off by default and switched on from today: nothing earned before expires at once', async () => {
    const settings = await t.call('GET', '/api/setup/points-settings', { token: hq });
    expect(settings.data).toEqual({ pointsExpiry: false, pointsCycle: 'monthly', since: null });
    const old = await agent();
    await grantPoints(t, old.id, 10, new Date(Date.now() - 400 * 86_400_000));
    expect(await expirePoints(t.db, new Date())).toBe(0);
    const stored = await t.call('POST', '/api/setup/points-settings/store', {
      token: hq,
      body: { pointsExpiry: true, pointsCycle: 'quarterly' },
    });
    expect(stored.status).toBe(200);
    expect(stored.data).toMatchObject({ pointsExpiry: true, pointsCycle: 'quarterly' });
    expect(stored.data.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await expirePoints(t.db, new Date())).toBe(0);
    expect(await balanceOf(old.id)).toBe(10);
    const agentAsks = await t.call('POST', '/api/setup/points-settings/store', {
      token: old.token,
      body: { pointsExpiry: false, pointsCycle: 'monthly' },
    });
    expect(agentAsks.status).toBe(403);
  });

  it('expires what a cycle earned at the end of the next one, oldest points first, once', async () => {
    await withExpiry({ pointsExpiry: true, pointsCycle: 'monthly', pointsExpirySince: '2025-01-01' });
    const who = await agent();
    await grantPoints(t, who.id, 100, kl('2026-01-10T12:00:00'));
    await grantPoints(t, who.id, 50, kl('2026-02-10T12:00:00'));
    await debit(who, 30, kl('2026-02-15T12:00:00'));

    // One minute before 1 March in KL: January's points have not expired yet.
    await expirePoints(t.db, kl('2026-02-28T23:59:00'));
    expect(await balanceOf(who.id)).toBe(120);
    // 1 March: January earned 100, 30 of them were used, 70 expire, dated the end of February.
    await expirePoints(t.db, kl('2026-03-01T00:30:00'));
    expect(await expirePoints(t.db, kl('2026-03-20T10:00:00'))).toBe(0);
    const expired = (await entriesOf(who.id)).filter((entry) => entry.kind === 'expired');
    expect(expired).toEqual([
      expect.objectContaining({ points: -70, cycleStart: '2026-01-01', at: kl('2026-03-01T00:00:00') }),
    ]);
    expect(await balanceOf(who.id)).toBe(50);
    // 1 April: February's 50 are left unused and expire.
    await expirePoints(t.db, kl('2026-04-01T08:00:00'));
    expect(await balanceOf(who.id)).toBe(0);
    expect((await entriesOf(who.id)).filter((entry) => entry.kind === 'expired').map((e) => e.points)).toEqual([
      -70, -50,
    ]);
  });

  it('run late, it never takes the balance below zero', async () => {
    await withExpiry({ pointsExpiry: true, pointsCycle: 'monthly', pointsExpirySince: '2025-01-01' });
    const who = await agent();
    await grantPoints(t, who.id, 100, kl('2026-05-10T12:00:00'));
    // Redeemed after June ended, before the job ran: only what is left expires.
    await debit(who, 80, kl('2026-07-01T09:00:00'));
    await expirePoints(t.db, kl('2026-07-02T10:00:00'));
    expect(await balanceOf(who.id)).toBe(0);
    expect((await entriesOf(who.id)).at(-1)).toMatchObject({ kind: 'expired', points: -20 });
  });

  it('shows the agent what expires at the end of the current cycle', async () => {
    await withExpiry({ pointsExpiry: true, pointsCycle: 'monthly', pointsExpirySince: '2025-01-01' });
    const who = await agent();
    await grantPoints(t, who.id, 40, new Date(Date.now() - 45 * 86_400_000));
    await grantPoints(t, who.id, 10);
    const summary = await t.call('GET', '/api/game/campaign/points-summary', { token: who.token });
    expect(summary.data).toMatchObject({ balance: 50, cycle: 'monthly', expiring: { points: 40 } });
    expect(new Date(summary.data.expiring.at).getTime()).toBeGreaterThan(Date.now());
    await withExpiry({ pointsExpiry: false });
  });
});

describe('the migration backfill', () => {
  it('credits orders that counted before the ledger, and reverses those refunded, as live crediting would', async () => {
    const buyer = await agent();
    const kept = await countedOrder(t, hq, branchId, buyer, productId, 2);
    const refunded = await walletOrder(t, branchId, buyer, productId, 1);
    await refund(refunded);
    const live = await entriesOf(buyer.id);
    const liveBalances = await t.db.select().from(pointBalances).where(eq(pointBalances.companyId, 'demo'));

    // The state before the migration: orders, no ledger.
    await t.db.execute(sql`delete from point_entries; delete from point_balances`);
    const file = readFileSync(new URL('../../../drizzle/0018_points_campaigns.sql', import.meta.url), 'utf8');
    const backfill = file.slice(file.indexOf('-- hand-written: backfill'));
    for (const statement of backfill.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    const [order] = await t.db
      .select({ approvedAt: orders.approvedAt, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.companyId, 'demo'), eq(orders.id, kept.id)));
    const backfilled = await entriesOf(buyer.id);
    expect(backfilled.map(({ kind, points, key, unrecovered }) => ({ kind, points, key, unrecovered }))).toEqual(
      live.map(({ kind, points, key, unrecovered }) => ({ kind, points, key, unrecovered })),
    );
    expect(backfilled[0]?.at).toEqual(order?.approvedAt ?? order?.paidAt);
    expect(await balanceOf(buyer.id)).toBe(14);
    const balances = await t.db.select().from(pointBalances).where(eq(pointBalances.companyId, 'demo'));
    for (const { agentId, balance } of balances)
      expect(liveBalances.find((row) => row.agentId === agentId)?.balance ?? 0).toBeGreaterThanOrEqual(balance);
    // The keys are the live ones, so an order counted again writes nothing more.
    await t.db.transaction((tx) =>
      creditPoints(tx, {
        companyId: 'demo',
        orderId: kept.id,
        buyerId: buyer.id,
        agentId: buyer.id,
        amount: 0,
        units: 2,
        at: new Date(),
      }),
    );
    expect(await entriesOf(buyer.id)).toHaveLength(3);
  });
});
