import { calendarDay } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommissionShop, createCommissionShop } from '../commission/commission-fixtures.js';

let shop: CommissionShop;
beforeAll(async () => {
  shop = await createCommissionShop();
});
afterAll(() => shop.t.close());

describe('the placement history and counted orders', () => {
  it("keeps a new agent's first counted order as the day it became active", async () => {
    const buyer = await shop.agent(shop.levels[2], null, 'Zara First Order');
    const product = await shop.productP();
    // The agent registered two days ago; its first order counts today.
    await shop.t.db.execute(
      sql`update network_placements set valid_from = valid_from - interval '2 days' where agent_id = ${buyer.id}`,
    );
    await shop.countedOrder(buyer, product.id, 1);
    const top = async (day: string) => {
      const response = await shop.t.call('GET', `/api/user/family-tree?asOf=${day}`, { token: shop.hq });
      return response.data.items.find((node: { id: string }) => node.id === buyer.id);
    };
    const TZ = 'Asia/Kuala_Lumpur';
    expect((await top(calendarDay(-1, TZ)))?.status).toBe('new');
    expect((await top(calendarDay(0, TZ)))?.status).toBe('active');
  });
});
