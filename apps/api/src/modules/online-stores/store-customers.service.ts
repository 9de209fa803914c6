import type { StoreKind, storeCustomerFilters, storeCustomerPage, storeCustomerQuery } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { containsPattern } from '../../platform/like.js';
import { countedStatus } from '../reports/master-filters.js';

type Filters = z.output<typeof storeCustomerFilters>;
type Row = {
  customer_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  slug: string;
  store_name: string;
  kind: StoreKind;
  orders: number;
  total: string;
  last_order_at: Date;
  total_rows: number;
};

/**
 * The customer database (spec store area): one row per store and buyer of its counted orders, with their number and
 * total. A customer who bought from two stores of the company is a row of each.
 */
export async function storeCustomers(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof storeCustomerQuery>,
): Promise<z.infer<typeof storeCustomerPage>> {
  const filters: Filters = query;
  const pattern = filters.q ? containsPattern(filters.q) : null;
  const rows = await queryRows<Row>(
    deps.db,
    sql`with bought as (
        select o.online_store_id as store_id, o.buyer_id, count(*)::int as orders, sum(o.grand_total) as total,
          max(o.created_at) as last_order_at
        from orders o
        where o.company_id = ${ctx.companyId} and o.online_store_id is not null and ${countedStatus(sql`o.status`)}
        group by o.online_store_id, o.buyer_id)
      select b.buyer_id as customer_id, u.name, u.email, nullif(concat_ws(' ', u.phone_code, u.phone_number), '') as phone,
        s.slug, s.name as store_name, s.kind, b.orders, b.total, b.last_order_at, (count(*) over ())::int as total_rows
      from bought b
      join online_stores s on s.company_id = ${ctx.companyId} and s.id = b.store_id
      join users u on u.company_id = ${ctx.companyId} and u.id = b.buyer_id
      where true
        ${filters.kind ? sql`and s.kind = ${filters.kind}` : sql``}
        ${filters.storeSlug ? sql`and s.slug = ${filters.storeSlug.toLowerCase()}` : sql``}
        ${pattern ? sql`and (u.name ilike ${pattern} or u.email ilike ${pattern} or s.name ilike ${pattern})` : sql``}
      order by b.last_order_at desc, b.buyer_id, s.slug
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return {
    items: rows.map((row) => ({
      customerId: row.customer_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      storeSlug: row.slug,
      storeName: row.store_name,
      kind: row.kind,
      orders: row.orders,
      total: Number(row.total),
      lastOrderAt: new Date(row.last_order_at).toISOString(),
    })),
    total: rows[0]?.total_rows ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
