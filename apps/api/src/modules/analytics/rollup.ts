import { ageBandOf } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type OrderCounting, subscribe } from '../../platform/events.js';

type OrderFacts = {
  day: string;
  state: string;
  birthDate: string | null;
  identityNo: string | null;
  sellerKind: 'hq' | 'agent';
};

async function factsOf(tx: Tx, event: OrderCounting): Promise<OrderFacts | undefined> {
  const result = await tx.execute(sql`
    select to_char((${event.at.toISOString()}::timestamptz at time zone c.time_zone)::date, 'YYYY-MM-DD') as "day",
      coalesce(trim(b.state), '') as "state", to_char(b.birth_date, 'YYYY-MM-DD') as "birthDate",
      b.identity_no as "identityNo", case when o.seller_kind = 'agent' then 'agent' else 'hq' end as "sellerKind"
    from orders o
    join companies c on c.id = o.company_id
    join users b on b.company_id = o.company_id and b.id = o.buyer_id
    where o.company_id = ${event.companyId} and o.id = ${event.orderId}`);
  return (result as unknown as { rows: OrderFacts[] }).rows[0];
}

/**
 * Adds (`sign` 1) or takes back (−1) an order's lines in the daily rollup, on the day of `event.at` in the
 * company's time zone, inside the transaction that counts or refunds the order. The upsert adds to the row, so
 * two orders of one day and item counted at once both land (the row lock orders them). One statement keeps
 * both the detailed rollup and its per-dimension sums (analytics_daily_by) that the calls read.
 */
export async function rollUp(tx: Tx, event: OrderCounting, sign: 1 | -1) {
  const facts = await factsOf(tx, event);
  if (!facts) return;
  const band = ageBandOf(facts, facts.day);
  await tx.execute(sql`
    with items as (
      select l.company_id, ${facts.day}::date as day, l.kind as item_kind, l.item_id,
        coalesce(p.category_id, '') as category_id, ${facts.state}::text as state, ${band}::text as age_band,
        ${facts.sellerKind}::text as seller_kind, ${sign}::int * sum(l.quantity) as units, ${sign}::int * sum(l.line_total) as sales,
        ${sign}::int * max(case when l.line_no = (select min(x.line_no) from order_lines x
          where x.company_id = l.company_id and x.order_id = l.order_id) then 1 else 0 end) as orders, ${sign}::int as lines
      from order_lines l
      left join products p on l.kind = 'product' and p.company_id = l.company_id and p.id = l.item_id
      where l.company_id = ${event.companyId} and l.order_id = ${event.orderId}
      group by l.company_id, l.kind, l.item_id, p.category_id),
    detail as (
      insert into analytics_daily as t
        (company_id, day, item_kind, item_id, category_id, state, age_band, seller_kind, units, sales, orders, lines)
      select * from items
      on conflict (company_id, day, item_kind, item_id, category_id, state, age_band, seller_kind) do update set
        units = t.units + excluded.units, sales = t.sales + excluded.sales,
        orders = t.orders + excluded.orders, lines = t.lines + excluded.lines)
    insert into analytics_daily_by as t (company_id, dimension, day, key, units, sales, orders)
    select i.company_id, d.dimension, i.day, d.key, sum(i.units), sum(i.sales), sum(d.orders)
    from items i
    cross join lateral (values ('total', '', i.orders), ('category', i.category_id, i.lines),
      ('product', i.item_kind || ':' || i.item_id, i.lines), ('state', i.state, i.orders),
      ('age', i.age_band, i.orders), ('seller', i.seller_kind, i.orders)) d(dimension, key, orders)
    group by 1, 2, 3, 4
    on conflict (company_id, dimension, day, key) do update set
      units = t.units + excluded.units, sales = t.sales + excluded.sales, orders = t.orders + excluded.orders`);
}

// Named once per process: the bus keeps one copy of each handler however many apps start (tests start many).
const onCounted = (tx: Tx, event: OrderCounting) => rollUp(tx, event, 1);
const onRefunded = (tx: Tx, event: OrderCounting) => rollUp(tx, event, -1);

export function subscribeAnalyticsRollup() {
  subscribe('order.counted', onCounted);
  subscribe('order.refunded', onRefunded);
}
