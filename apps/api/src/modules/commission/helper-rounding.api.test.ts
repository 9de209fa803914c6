import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../orders/order-fixtures.js';
import { levels, users } from '../users/users.tables.js';
import { type CommissionShop, createCommissionShop } from './commission-fixtures.js';

// Issue 24 finding 5: the helper's percentage is applied to the order's SV and rounded once per order
// (domain-rules "Money and time"; docs/decisions.md "Commission second pass (issue 24): rank basis and rounding").

let shop: CommissionShop;

beforeAll(async () => {
  shop = await createCommissionShop();
});
afterAll(() => shop.t.close());

describe('helper commission rounding', () => {
  it('rounds the percentage of the whole SV once, where rounding each line would pay a sen more', async () => {
    const {
      t,
      levels: [L1, , L3],
    } = shop;
    const helper = await shop.agent(L1, null, 'Helper Hana');
    const buyer = await shop.agent(L3, null, 'Buyer Bob');
    await t.db.update(users).set({ helperId: helper.id }).where(eq(users.id, buyer.id));
    await t.db.update(levels).set({ helperBasisPoints: 125 }).where(eq(levels.id, L1));
    const [p, q] = [await shop.productP({}), await shop.productP({})];
    // Two lines of 70.00: per line 1.25% × 70.00 = 0.875 → 0.88, twice 1.76; on the SV 1.25% × 140.00 = 1.75.
    await addToCart(t, buyer.token, { itemId: p.id, quantity: 1 });
    const orderId = await shop.walletOrder(buyer, q.id, 1);

    const details = await t.call('GET', '/api/commission/details?type=helper', { token: helper.token });
    expect(details.status, details.meta?.message).toBe(200);
    const entries = details.data.items.filter((item: { order: { id: string } | null }) => item.order?.id === orderId);
    expect(entries.map((item: { amount: number }) => item.amount)).toEqual([175]);

    const check = await t.call('GET', `/api/commission/check-calculation?id=${entries[0].id}`, {
      token: helper.token,
    });
    expect(check.status, check.meta?.message).toBe(200);
    expect(check.data.formula).toBe('140.00 × 1.25% = 1.75');
    expect(check.data.inputs).toEqual([
      { key: 'sv', value: 14_000, format: 'money' },
      { key: 'percentage', value: 125, format: 'percent' },
    ]);
  });
});
