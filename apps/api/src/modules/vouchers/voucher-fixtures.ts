import { calendarDay } from '@niaga/shared';
import type { TestApp } from '../../testing/test-app.js';

/** A calendar day `offset` days from today (UTC), as the voucher and package dates take it. */
export const day = (offset: number) => calendarDay(offset);

/** An ongoing package "Starter" (a voucher may require it); answers its id. */
export async function createStarterPackage(t: TestApp, hq: string): Promise<string> {
  const tea = await t.call('POST', '/api/products', {
    token: hq,
    body: { name: 'Tea', sku: 'T-1', retailPrice: 1_000, weight: 100 },
  });
  const pack = await t.call('POST', '/api/packages', {
    token: hq,
    body: {
      name: 'Starter',
      code: 'START',
      price: 9_900,
      validFrom: day(0),
      items: [{ productId: tea.data.id, quantity: 1 }],
    },
  });
  return pack.data.id;
}
