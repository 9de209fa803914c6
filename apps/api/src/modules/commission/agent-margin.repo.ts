import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The margin an agent made in a month on the orders it sold itself (domain-rules "Commissions" 1: realized, not
 * payable; "Stores and customers": an ejen-store order from its own stock): per product line, what the buyer paid
 * (the line total, after line discounts) less the agent's own level price × quantity. It is counted in the month
 * the order counted (its `to_ship` event, company time zone) and taken back in the month of its refund, as sales
 * are. It is never a ledger entry: it is computed from the orders whenever it is shown, so no balance holds it.
 * The level price is the product's price for the agent's level as it is now (prices are not versioned).
 */
export async function agentSoldMargin(
  executor: Executor,
  companyId: string,
  agentId: string,
  /** YYYY-MM-01. */
  month: string,
  timeZone: string,
): Promise<number> {
  const result = await executor.execute(sql`
    with sold as (
      select o.id, min(e.created_at) filter (where e.to_status = 'to_ship') as counted_at,
        min(e.created_at) filter (where e.action = 'refunded') as refunded_at
      from orders o
      join order_events e on e.company_id = o.company_id and e.order_id = o.id
      where o.company_id = ${companyId} and o.seller_kind = 'agent' and o.seller_store_id = ${agentId}
      group by o.id
    ), moves as (
      select id, counted_at as at, 1 as sign from sold where counted_at is not null
      union all
      select id, refunded_at, -1 from sold where counted_at is not null and refunded_at is not null
    )
    select coalesce(sum(m.sign * (l.line_total - pl.price * l.quantity)), 0)::float8 as margin
    from moves m
    join order_lines l on l.company_id = ${companyId} and l.order_id = m.id and l.kind = 'product'
    join users u on u.company_id = ${companyId} and u.id = ${agentId}
    join product_levels pl on pl.company_id = ${companyId} and pl.product_id = l.item_id and pl.level_id = u.level_id
    where date_trunc('month', m.at at time zone ${timeZone})::date = ${month}::date
  `);
  return Number(rowsOf<{ margin: number }>(result)[0]?.margin ?? 0);
}
