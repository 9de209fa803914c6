import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowFromJson } from '../../db/json-row.js';
import { rowsOf } from '../../db/rows.js';
import { publish } from '../../platform/events.js';

import { assertReserved, createPreorderRows, type StockHold, stockReservation } from '../inventory/stock.repo.js';
import { notifyOrderMove } from '../notifications/order-notices.js';
import { eventInsert, type OrderEvent } from './order-events.js';
import { orderLines, orderReservations, orders } from './orders.tables.js';

type RaisedRow = { product_id: string; variant_id: string };

/**
 * Writes a placed order in one statement (one round trip): the order, its first timeline step, its lines,
 * what it holds at the seller, and the seller's stock raised by it (rows locked in a fixed order; see
 * inventory/stock.repo.ts). Throws NotEnoughStock when an item does not fit: the caller's transaction then
 * undoes all of it. Answers the order row as stored.
 */
export async function writePlacedOrder(
  tx: Tx,
  placed: {
    order: typeof orders.$inferInsert;
    event: Omit<OrderEvent, 'companyId' | 'orderId'>;
    lines: Array<typeof orderLines.$inferInsert>;
    storeId: string;
    holds: StockHold[];
  },
) {
  const { companyId, id: orderId } = placed.order;
  const { storeId, holds } = placed;
  await createPreorderRows(tx, companyId, storeId, holds);
  const parts = [
    sql`new_order as (${tx.insert(orders).values(placed.order).returning().getSQL()})`,
    sql`placed_event as (${eventInsert(tx, { companyId, orderId, ...placed.event }).getSQL()})`,
    sql`new_lines as (${tx.insert(orderLines).values(placed.lines).getSQL()})`,
  ];
  if (holds.length) {
    const held = holds.map(({ productId, variantId, quantity }) => ({
      companyId,
      orderId,
      storeId,
      productId,
      variantId,
      quantity,
    }));
    parts.push(sql`held as (${tx.insert(orderReservations).values(held).getSQL()})`);
    parts.push(stockReservation(companyId, storeId, holds));
  }
  const raised = holds.length ? sql`(select coalesce(json_agg(r), '[]') from raised r)` : sql`'[]'::json`;
  const result = await tx.execute(sql`
    with ${sql.join(parts, sql`, `)}
    select (select row_to_json(o) from new_order o) as order, ${raised} as raised`);
  const [row] = rowsOf<{ order: Record<string, unknown>; raised: RaisedRow[] }>(result);
  await assertReserved(tx, companyId, storeId, holds, row!.raised);
  await notifyOrderMove(tx, { companyId, orderId, action: 'placed' });
  await publish(tx, 'order.placed', {
    companyId,
    orderId,
    channel: placed.order.onlineStoreId ? 'storefront' : 'shop',
  });
  return rowFromJson(orders, row!.order);
}
