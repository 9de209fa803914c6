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
 * two orders of one day and item counted at once both land (the row lock orders them).
 */
export async function rollUp(tx: Tx, event: OrderCounting, sign: 1 | -1) {
  const facts = await factsOf(tx, event);
  if (!facts) return;
  const band = ageBandOf(facts, facts.day);
  await tx.execute(sql`
    insert into analytics_daily as t
      (company_id, day, item_kind, item_id, category_id, state, age_band, seller_kind, units, sales, orders, lines)
    select l.company_id, ${facts.day}::date, l.kind, l.item_id, coalesce(p.category_id, ''), ${facts.state}, ${band},
      ${facts.sellerKind}, ${sign} * sum(l.quantity), ${sign} * sum(l.line_total),
      ${sign} * max(case when l.line_no = (select min(x.line_no) from order_lines x
        where x.company_id = l.company_id and x.order_id = l.order_id) then 1 else 0 end), ${sign}
    from order_lines l
    left join products p on l.kind = 'product' and p.company_id = l.company_id and p.id = l.item_id
    where l.company_id = ${event.companyId} and l.order_id = ${event.orderId}
    group by l.company_id, l.kind, l.item_id, p.category_id
    on conflict (company_id, day, item_kind, item_id, category_id, state, age_band, seller_kind) do update set
      units = t.units + excluded.units, sales = t.sales + excluded.sales,
      orders = t.orders + excluded.orders, lines = t.lines + excluded.lines`);
}

// Named once per process: the bus keeps one copy of each handler however many apps start (tests start many).
const onCounted = (tx: Tx, event: OrderCounting) => rollUp(tx, event, 1);
const onRefunded = (tx: Tx, event: OrderCounting) => rollUp(tx, event, -1);

export function subscribeAnalyticsRollup() {
  subscribe('order.counted', onCounted);
  subscribe('order.refunded', onRefunded);
}
