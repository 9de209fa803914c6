import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createUser } from '../../db/seed/companies.js';
import { createProduct } from '../../testing/catalog-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { createSession } from '../auth/sessions.repo.js';
import type { ProductCommissions } from '../catalog/catalog.tables.js';
import type { CompanyFeatures } from '../company/company.tables.js';
import { monthOf } from '../network/sales.repo.js';
import {
  addToCart,
  createPickupShop,
  fundWallet,
  levelIds,
  pickupBody,
  placeOrder,
  setFeatures,
  uploadReceipt,
} from '../orders/order-fixtures.js';

/**
 * A pickup shop for commission tests: the demo levels highest first, and no ordering levels (goods a buyer
 * receives do not enter its own stock) unless `features` says otherwise.
 */
export async function createCommissionShop(features: CompanyFeatures = {}) {
  const { t, hq, branchId } = await createPickupShop();
  const levels = (await levelIds(t, hq)) as [string, string, string];
  await setFeatures(t, { orderingLevelIds: [], ...features });
  return {
    t,
    hq,
    branchId,
    levels,
    /** `newAgent` in this shop. */
    agent: (levelId: string, upline: { id: string } | null, name?: string) => newAgent(t, levelId, upline, name),
    /** `productP` on this shop's levels. */
    productP: (l3?: Partial<ProductCommissions>, stock?: number) => productP(t, hq, levels, l3, stock),
    placeManual: (buyer: TestAgent, productId: string, quantity: number) =>
      placeManual(t, branchId, buyer, productId, quantity),
    countedOrder: (buyer: TestAgent, productId: string, quantity: number) =>
      countedOrder(t, hq, branchId, buyer, productId, quantity),
    walletOrder: (buyer: TestAgent, productId: string, quantity: number) =>
      walletOrder(t, branchId, buyer, productId, quantity),
  };
}

export type CommissionShop = Awaited<ReturnType<typeof createCommissionShop>>;

/** The demo company's month now (its time zone is Asia/Kuala_Lumpur), as commission is counted. */
export const thisMonth = () => monthOf('Asia/Kuala_Lumpur', new Date());

export type TestAgent = { id: string; token: string; email: string };

/** A new agent of the demo company (status new: it has never bought) under an upline, who is also its introducer. */
export async function newAgent(
  t: TestApp,
  levelId: string,
  upline: { id: string } | null,
  name = 'Commission Agent',
): Promise<TestAgent> {
  const email = `c-${randomUUID().slice(0, 12)}@demo.niaga.test`;
  const id = await createUser(t.db, {
    companyId: 'demo',
    email,
    name,
    role: 'agent',
    levelId,
    ...(upline ? { uplineId: upline.id } : {}),
    status: 'new',
  });
  await placedSince(t, id);
  return { id, email, token: await createSession(t.db, 'demo', id, false) };
}

/**
 * Dates an agent's registration row of the placement history back to `since`: fixtures create agents now but date
 * orders and close months in the past, and a close reads the tree as it stood at the month's end (issue 24).
 */
export async function placedSince(t: TestApp, agentId: string, since = '2000-01-01T00:00:00Z') {
  await t.db.execute(sql`
    update network_placements set valid_from = ${since}::timestamptz
    where company_id = 'demo' and agent_id = ${agentId} and valid_from = (
      select min(valid_from) from network_placements where company_id = 'demo' and agent_id = ${agentId})`);
}

/**
 * Product P of domain-rules' worked example (L1 50.00, L2 60.00, L3 70.00; L3 overriding 1.00 and introducer bonus
 * 5.00 unless `l3` says otherwise), with stock at HQ's main branch.
 */
export async function productP(
  t: TestApp,
  hq: string,
  [L1, L2, L3]: string[],
  l3: Partial<ProductCommissions> = { overriding: 100, introducerBonus: 500 },
  stock = 1_000,
) {
  const name = `Product P ${randomUUID().slice(0, 6)}`;
  const product = await createProduct(t, hq, {
    name,
    levels: [
      { levelId: L1 as string, price: 5_000 },
      { levelId: L2 as string, price: 6_000 },
      { levelId: L3 as string, price: 7_000, commissions: l3 },
    ],
  });
  const added = await t.call('POST', '/api/inventory/store', {
    token: hq,
    body: { type: 'in', reason: 'test stock', items: [{ productId: product.id, amount: stock }] },
  });
  if (added.status !== 200) throw new Error(`stock: ${added.meta?.message}`);
  return { id: product.id as string, name };
}

/** Checkout by manual transfer and receipt, waiting for HQ's approval (self-pickup at `branchId`). */
export async function placeManual(t: TestApp, branchId: string, buyer: TestAgent, productId: string, quantity: number) {
  await addToCart(t, buyer.token, { itemId: productId, quantity });
  const placed = await placeOrder(t, buyer.token, pickupBody(branchId));
  if (placed.status !== 200) throw new Error(`checkout: ${placed.meta?.message}`);
  await uploadReceipt(t, buyer.token, placed.data.order.id);
  return { id: placed.data.order.id as string, referenceNo: placed.data.order.referenceNo as string };
}

/** Checkout and HQ's approval: the order counts (`to_ship`). */
export async function countedOrder(
  t: TestApp,
  hq: string,
  branchId: string,
  buyer: TestAgent,
  productId: string,
  quantity: number,
) {
  const order = await placeManual(t, branchId, buyer, productId, quantity);
  const approved = await t.call('POST', `/api/orders/${order.id}/approve`, { token: hq, body: {} });
  if (approved.status !== 200 || approved.data.status !== 'to_ship')
    throw new Error(`approve: ${approved.status} ${approved.meta?.message}`);
  return order;
}

/** Checkout paid from the wallet: it counts at once. */
export async function walletOrder(t: TestApp, branchId: string, buyer: TestAgent, productId: string, quantity: number) {
  await fundWallet(t, buyer.id, 10_000_000);
  await addToCart(t, buyer.token, { itemId: productId, quantity });
  const placed = await placeOrder(t, buyer.token, pickupBody(branchId, { paymentMethod: 'wallet' }));
  if (placed.status !== 200 || placed.data.order.status !== 'to_ship')
    throw new Error(`wallet checkout: ${placed.status} ${placed.meta?.message}`);
  return placed.data.order.id as string;
}
