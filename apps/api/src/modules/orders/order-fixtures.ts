import { randomUUID } from 'node:crypto';
import { calendarDay } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { newId } from '../../platform/ids.js';
import { createProduct } from '../../testing/catalog-fixtures.js';
import { postFile, TINY_PNG } from '../../testing/multipart.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { customerAddresses } from '../addresses/addresses.tables.js';
import { createSession } from '../auth/sessions.repo.js';
import { type CompanyFeatures, companies } from '../company/company.tables.js';
import { stockLevels } from '../inventory/inventory.tables.js';
import { mainBranchId } from '../inventory/stores.js';
import { creditWallet } from '../payments/wallet.repo.js';

/** The demo company's levels, highest first (Stockist, Dealer, Agent). */
export async function levelIds(t: TestApp, hq: string): Promise<string[]> {
  const tiers = await t.call('GET', '/api/setup/tier', { token: hq });
  return tiers.data.items.map((level: { id: string }) => level.id);
}

/** A product every level may buy (Stockist 50.00, Dealer 60.00, Agent 70.00) with `stock` units at HQ. */
export async function stockedProduct(t: TestApp, hq: string, stock: number, extra: Record<string, unknown> = {}) {
  const [stockist, dealer, agent] = await levelIds(t, hq);
  const product = await createProduct(t, hq, {
    levels: [
      { levelId: stockist!, price: 5_000 },
      { levelId: dealer!, price: 6_000 },
      { levelId: agent!, price: 7_000 },
    ],
    extra,
  });
  if (stock > 0) {
    const added = await t.call('POST', '/api/inventory/store', {
      token: hq,
      body: { type: 'in', reason: 'test stock', items: [{ productId: product.id, amount: stock }] },
    });
    if (added.status !== 200) throw new Error(`stock: ${added.status} ${JSON.stringify(added.meta)}`);
  }
  return product;
}

export async function heldAtHq(t: TestApp, productId: string) {
  const store = await mainBranchId(t.db, 'demo');
  const [row] = await t.db
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(
      and(eq(stockLevels.companyId, 'demo'), eq(stockLevels.storeId, store), eq(stockLevels.productId, productId)),
    );
  return row ?? { onHand: 0, reserved: 0 };
}

export async function setFeatures(t: TestApp, patch: CompanyFeatures) {
  await t.db
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(companies.id, 'demo'));
}

/** Self-pickup on, from the main branch; answers the branch id. */
export async function enablePickup(t: TestApp, hq: string) {
  await setFeatures(t, { selfPickup: true });
  const branches = await t.call('GET', '/api/setup/branch', { token: hq });
  const main = branches.data.items[0];
  await t.call('POST', '/api/setup/branch/store', {
    token: hq,
    body: { id: main.id, name: main.name, selfPickup: true },
  });
  return main.id as string;
}

/**
 * A fresh test app as HQ with self-pickup on at the main branch, as most order tests start, with this file's helpers
 * bound to its app, its HQ session and its branch.
 */
export async function createPickupShop() {
  const { t, hq } = await createTestAppAsHq();
  const branchId = await enablePickup(t, hq);
  let agentLevel: string | undefined;
  let buyers = 0;
  /** The buyer puts `quantity` of an item in its cart and checks out with `body` (default: pickup, manual). */
  async function order(
    token: string,
    itemId: string,
    quantity: number,
    body: Record<string, unknown> = pickupBody(branchId),
  ) {
    await addToCart(t, token, { itemId, quantity });
    const placed = await placeOrder(t, token, body);
    if (placed.status !== 200) throw new Error(`order: ${placed.status} ${placed.meta?.message}`);
    return placed.data.order as { id: string; referenceNo: string; status: string; invoiceNo: string | null };
  }
  return {
    t,
    hq,
    branchId,
    stockedProduct: (stock: number, extra?: Record<string, unknown>) => stockedProduct(t, hq, stock, extra),
    heldAtHq: (productId: string) => heldAtHq(t, productId),
    addCourier: (courier: Parameters<typeof addCourier>[2]) => addCourier(t, hq, courier),
    pickupBody: (patch?: Record<string, unknown>) => pickupBody(branchId, patch),
    addToCart: (token: string, body: Record<string, unknown>) => addToCart(t, token, body),
    placeOrder: (token: string, body: Record<string, unknown>, key?: string) => placeOrder(t, token, body, key),
    uploadReceipt: (token: string, orderId: string) => uploadReceipt(t, token, orderId),
    shippingBuyer: (email: string, wallet: number) => shippingBuyer(t, email, wallet),
    order,
    /** As `order`, paid by manual transfer with a receipt: it waits for HQ's approval. Answers its id. */
    async pendingOrder(
      token: string,
      itemId: string,
      quantity: number,
      body: Record<string, unknown> = pickupBody(branchId),
    ) {
      const { id } = await order(token, itemId, quantity, body);
      await uploadReceipt(t, token, id);
      return id;
    },
    /** A new Agent-level buyer directly under HQ (`newBuyer`), numbered in this shop. */
    newBuyer: async () => {
      agentLevel ??= (await levelIds(t, hq))[2]!;
      buyers += 1;
      return newBuyer(t, agentLevel, buyers);
    },
  };
}

export type PickupShop = Awaited<ReturnType<typeof createPickupShop>>;

/** `createPickupShop` for a whole test file: made before its tests and closed after them (read it in tests and hooks). */
export function usePickupShop(): PickupShop {
  const shop = {} as PickupShop;
  beforeAll(async () => {
    Object.assign(shop, await createPickupShop());
  });
  afterAll(() => shop.t?.close());
  return shop;
}

export const pickupBody = (branchId: string, patch: Record<string, unknown> = {}) => ({
  delivery: 'pickup',
  pickupBranchId: branchId,
  pickupTime: new Date(Date.now() + 86_400_000).toISOString(),
  paymentMethod: 'manual',
  ...patch,
});

/**
 * A courier that delivers to Selangor at one rate (`price` up to `toGrams`); `extra` adds fields such as
 * `freeShippingMin` or `trackingUrlTemplate`.
 */
export async function addCourier(
  t: TestApp,
  hq: string,
  {
    region = 'All',
    toGrams = 100_000,
    price,
    handlingFee = 0,
    ...extra
  }: { name: string; price: number; region?: string; toGrams?: number; handlingFee?: number } & Record<string, unknown>,
) {
  const rates = [{ fromGrams: 0, toGrams, price }];
  const body = { active: true, handlingFee, ...extra, regions: [{ name: region, states: ['Selangor'], rates }] };
  const saved = await t.call('POST', '/api/courier/store', { token: hq, body });
  if (saved.status !== 200) throw new Error(`courier: ${saved.status} ${saved.meta?.message}`);
}

/** An amount voucher (quota 5, once per agent) valid from `from` to `to` (calendar days, default today). */
export async function addVoucher(
  t: TestApp,
  hq: string,
  voucher: { code: string; name: string; discount: number; from?: string; to?: string },
) {
  const saved = await t.call('POST', '/api/setup/voucher/store', {
    token: hq,
    body: {
      voucherName: voucher.name,
      voucherType: 'amount',
      voucherCode: voucher.code,
      voucherQuota: 5,
      voucherStartDate: voucher.from ?? calendarDay(),
      voucherStopDate: voucher.to ?? calendarDay(),
      voucherDisc: voucher.discount,
      voucherUsgLimit: 1,
    },
  });
  if (saved.status !== 200) throw new Error(`voucher: ${saved.status} ${saved.meta?.message}`);
}

export async function addAddress(t: TestApp, ownerId: string, state = 'Selangor') {
  const id = newId();
  await t.db.insert(customerAddresses).values({
    companyId: 'demo',
    id,
    ownerId,
    firstName: 'Siti',
    lastName: 'Aminah',
    address1: '1 Jalan Mawar',
    postCode: '40000',
    city: 'Shah Alam',
    state,
    phoneCode: '+60',
    phoneNumber: '123456789',
  });
  return id;
}

export const addToCart = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/sales/my-shop/add-cart', { token, body: { kind: 'product', quantity: 1, ...body } });

export const placeOrder = (t: TestApp, token: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  t.call('POST', '/api/sales/checkout', { token, body, headers: { 'idempotency-key': key } });

export async function fundWallet(t: TestApp, userId: string, amount: number) {
  await t.db.transaction((tx) =>
    creditWallet(tx, { companyId: 'demo', userId, amount, kind: 'adjustment', description: 'test funds' }),
  );
}

/** A demo agent who orders for delivery: its session, its id, an address of its own and `wallet` in its wallet. */
export async function shippingBuyer(t: TestApp, email: string, wallet: number) {
  const token = await t.login(email);
  const id = await t.userId(email);
  const addressId = await addAddress(t, id);
  await fundWallet(t, id, wallet);
  return { token, id, addressId };
}

/** A new agent (Agent level) directly under HQ with a session token: many buyers for concurrency tests. */
export async function newBuyer(t: TestApp, levelId: string, index: number) {
  const userId = await createUser(t.db, {
    companyId: 'demo',
    email: `buyer${index}-${randomUUID().slice(0, 8)}@demo.niaga.test`,
    name: `Buyer ${index}`,
    role: 'agent',
    levelId,
  });
  const token = await createSession(t.db, 'demo', userId, false);
  return { userId, token };
}

/** The buyer uploads a (tiny PNG) receipt for a manual-transfer order: it waits for HQ's approval. */
export async function uploadReceipt(t: TestApp, token: string, orderId: string) {
  const response = await postFile(t, `/api/sales/upload-receipt/${orderId}`, token, {
    content: TINY_PNG,
    filename: 'r.png',
  });
  if (response.statusCode !== 200) throw new Error(`receipt: ${response.statusCode} ${response.body}`);
  return response.json();
}
