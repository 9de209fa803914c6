import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../testing/catalog-fixtures.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { addUser } from '../../testing/test-users.js';
import { refreshAgentStatuses } from '../network/agent-status.job.js';
import { addAddress, addCourier, addToCart, placeOrder, stockedProduct } from '../orders/order-fixtures.js';
import { levels, users } from '../users/users.tables.js';

// Each company feature and network rule changes what the API does (docs/decisions.md "Control features").

let t: TestApp;
let hq: string;
let levelIds: string[];
let newbie: string;

const features = (body: Record<string, unknown>) =>
  t.call('POST', '/api/setup/company-features/store', { token: hq, body });
const network = (body: Record<string, unknown>) =>
  t.call('POST', '/api/setup/company-network/store', { token: hq, body });
const shop = async (token: string) => (await t.call('GET', '/api/sales/my-shop?limit=100', { token })).data;

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  levelIds = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items.map((l: { id: string }) => l.id);
  // Level minimums in units (the demo company counts in RM).
  await t.db.execute(sql`update companies set features = features || '{"moq":"unit"}'::jsonb where id = 'demo'`);
  // A new agent (no counted order yet: its next order is its first) at the Agent level, directly under HQ.
  await addUser(t, {
    email: 'first@demo.niaga.test',
    name: 'First Timer',
    role: 'agent',
    levelId: levelIds[2],
    status: 'new',
  });
  newbie = await t.login('first@demo.niaga.test');
});
afterAll(() => t.close());

describe('first orders', () => {
  it('firstOrder: the level first-order minimum applies to a first order only while it is on', async () => {
    await t.db
      .update(levels)
      .set({ momFirstOrderUnit: 5, momUnit: 1 })
      .where(and(eq(levels.companyId, 'demo'), eq(levels.id, levelIds[2]!)));
    const product = await createProduct(t, hq, { levels: [{ levelId: levelIds[2]!, price: 1_000 }] });
    expect((await addToCart(t, newbie, { itemId: product.id, quantity: 2 })).status).toBe(200);
    const cart = async () => (await t.call('GET', '/api/sales/my-shop/get-cart', { token: newbie })).data;
    expect((await cart()).minimum).toMatchObject({ required: 5, met: false, firstOrder: true });
    expect((await features({ firstOrder: false })).data.firstOrder).toBe(false);
    expect((await cart()).minimum).toMatchObject({ required: 1, met: true, firstOrder: false });
    await features({ firstOrder: true });
  });

  it('firstOrderPackage: packages for first orders are offered only while it is on', async () => {
    const product = await createProduct(t, hq, { levels: [{ levelId: levelIds[2]!, price: 1_000 }] });
    const starter = await t.call('POST', '/api/packages', {
      token: hq,
      body: {
        name: 'Starter Pack',
        code: 'PK-START',
        price: 1_500,
        validFrom: '2020-01-01',
        firstOrderOnly: true,
        items: [{ productId: product.id, quantity: 1 }],
      },
    });
    expect(starter.status, starter.meta?.message).toBe(200);
    const codes = async () => (await shop(newbie)).packages.map((p: { code: string }) => p.code);
    await features({ firstOrderPackage: true });
    expect(await codes()).toContain('PK-START');
    await features({ firstOrderPackage: false });
    expect(await codes()).not.toContain('PK-START');
    const added = await addToCart(t, newbie, { kind: 'package', itemId: starter.data.id });
    expect(added.status).toBe(422);
    expect(added.meta?.errors?.itemId).toBe('This item is not on sale now. Remove it from your cart.');
  });
});

describe('checkout switches', () => {
  it('bookingTime and firstOrder: an unpaid first order is held for the first-order payment time, else the booking time', async () => {
    await addUser(t, {
      email: 'second@demo.niaga.test',
      name: 'Second Timer',
      role: 'agent',
      levelId: levelIds[2],
      status: 'new',
    });
    const buyer = await t.login('second@demo.niaga.test');
    const addressId = await addAddress(t, await t.userId('second@demo.niaga.test'));
    await addCourier(t, hq, { name: 'Booking Courier', price: 500 });
    const product = await stockedProduct(t, hq, 20);
    await features({ bookingTime: 120, firstOrderPayMinutes: 30, firstOrder: true });
    const heldMinutes = async () => {
      await addToCart(t, buyer, { itemId: product.id, quantity: 5 });
      const placed = await placeOrder(t, buyer, { delivery: 'shipping', addressId, paymentMethod: 'manual' });
      expect(placed.status, placed.meta?.message).toBe(200);
      const { bookingExpiresAt, createdAt } = placed.data.order;
      return Math.round((Date.parse(bookingExpiresAt) - Date.parse(createdAt)) / 60_000);
    };
    expect(await heldMinutes()).toBe(30);
    await features({ firstOrder: false });
    expect(await heldMinutes()).toBe(120);
    await features({ firstOrder: true });
  });

  it('manualReceipt: off, bank transfer with a receipt is not offered', async () => {
    const manual = async () =>
      (await t.call('GET', '/api/sales/payment-method', { token: newbie })).data.find(
        (option: { method: string }) => option.method === 'manual',
      );
    expect((await manual()).available).toBe(true);
    await features({ manualReceipt: false });
    expect((await manual()).available).toBe(false);
    await features({ manualReceipt: true });
  });

  it('moq: the level minimum is counted in money when HQ chooses amount', async () => {
    await t.db
      .update(levels)
      .set({ momFirstOrderAmount: 50_000 })
      .where(and(eq(levels.companyId, 'demo'), eq(levels.id, levelIds[2]!)));
    const minimum = async () => (await t.call('GET', '/api/sales/my-shop/get-cart', { token: newbie })).data.minimum;
    expect(await minimum()).toMatchObject({ basis: 'unit', required: 5 });
    await features({ moq: 'amount' });
    expect(await minimum()).toMatchObject({ basis: 'amount', required: 50_000 });
    await features({ moq: 'unit' });
  });
});

it('showHidePreorder: off, a preorder product out of stock is sold out in the shop', async () => {
  const product = await createProduct(t, hq, {
    levels: [{ levelId: levelIds[2]!, price: 1_000 }],
    extra: { preorder: true, preorderLimit: 5 },
  });
  const state = async () =>
    (await shop(newbie)).products.items.find((item: { id: string }) => item.id === product.id)?.stock;
  expect(await state()).toBe('preorder');
  expect((await features({ showHidePreorder: false })).data.showHidePreorder).toBe(false);
  expect(await state()).toBe('sold_out');
  await features({ showHidePreorder: true });
});

it('the store switches decide the control object of the current user (its menu entries)', async () => {
  await features({ ejenstoreStatus: false, eKoopStatus: true, goAffiliateStatus: false });
  const control = async () => (await t.call('GET', '/api/user/detail', { token: newbie })).data.control;
  expect(await control()).toMatchObject({ ejen_store_status: false, e_koop_status: true, go_affiliate_status: false });
  await features({ ejenstoreStatus: true, eKoopStatus: false, goAffiliateStatus: true });
  expect(await control()).toMatchObject({ ejen_store_status: true, e_koop_status: false, go_affiliate_status: true });
});

describe('company network', () => {
  it('orderCompany: with only HQ selling, the ordering levels no longer sell to their downline', async () => {
    const agent3 = await t.login('agent3@demo.niaga.test');
    await network({ orderingLevelIds: [levelIds[0]!], orderCompany: false });
    expect((await shop(agent3)).seller).toEqual({ kind: 'agent', name: 'Aminah Stockist' });
    const saved = await network({ orderCompany: true });
    expect(saved.data).toMatchObject({ orderCompany: true, orderingLevelIds: [levelIds[0]] });
    expect((await shop(agent3)).seller.kind).toBe('branch');
    await network({ orderingLevelIds: [], orderCompany: false });
  });

  it('allLevelStatus and level: an agent of a level closed to recruitment is refused, its links too', async () => {
    const dealer = await t.login('agent2@demo.niaga.test');
    const [, agentLink] = (await t.call('GET', '/api/user/invite-links', { token: dealer })).data.items;
    const parts = new URL(agentLink.url).pathname.split('/').slice(2).map(decodeURIComponent);
    const [username, leaderName, leaderTier, leaderId, tierName, tierId, companyId] = parts;
    const link = { username, leaderName, leaderTier, leaderId, tierName, tierId, companyId } as Record<string, string>;

    await network({ allLevelStatus: false, level: [levelIds[0]!] });
    const refused = await t.call('GET', '/api/user/invite-links', { token: dealer });
    expect(refused.status).toBe(403);
    expect(refused.meta?.message).toBe('Agents of this level cannot recruit new agents. Please contact HQ.');
    const info = await t.call('GET', `/api/registration/invite-info?${new URLSearchParams(link)}`);
    expect(info.status).toBe(403);
    const hqLinks = await t.call('GET', '/api/user/invite-links', { token: hq });
    expect(hqLinks.data.items).toHaveLength(3);

    await network({ level: [levelIds[1]!] });
    expect((await t.call('GET', '/api/user/invite-links', { token: dealer })).status).toBe(200);
    await network({ allLevelStatus: true, level: [] });
  });

  it('allLevel: off, agents recruit into the entry level only', async () => {
    const stockist = await t.login('agent1@demo.niaga.test');
    const names = async () =>
      (await t.call('GET', '/api/user/invite-links', { token: stockist })).data.items.map(
        (l: { levelName: string }) => l.levelName,
      );
    expect(await names()).toEqual(['Stockist', 'Dealer', 'Agent']);
    await network({ allLevel: false });
    expect(await names()).toEqual(['Agent']);
    await network({ allLevel: true });
  });

  it('inactiveLimit: an agent turns inactive after the chosen months without a counted order', async () => {
    const twoMonthsAgo = new Date(Date.now() - 62 * 86_400_000);
    await t.db
      .update(users)
      .set({ status: 'active', lastCountedAt: twoMonthsAgo })
      .where(eq(users.email, 'agent5@demo.niaga.test'));
    const status = async () =>
      (await t.db.select({ status: users.status }).from(users).where(eq(users.email, 'agent5@demo.niaga.test')))[0]
        ?.status;
    await refreshAgentStatuses(t.db, new Date());
    expect(await status()).toBe('active');
    await network({ inactiveLimit: 1 });
    await refreshAgentStatuses(t.db, new Date());
    expect(await status()).toBe('inactive');
    await network({ inactiveLimit: 3 });
  });
});
