import type {
  CustomerReportPage,
  CustomerReportSummary,
  customerReportFilters,
  customerReportListQuery,
} from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { containsPattern } from '../../platform/like.js';
import { countedStatus, iso, isoOrNull, orderBy, withinPeriod } from './master-filters.js';

type Filters = z.output<typeof customerReportFilters>;
type ListQuery = z.output<typeof customerReportListQuery>;

/**
 * The customer database: users with role `customer` (store buyers; stores arrive in a later issue, so today the
 * list is empty) and their counted orders placed in the period, counted as the agent report counts an agent's.
 */
const customerWhere = (ctx: RequestContext, filters: Filters) => {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return sql`u.company_id = ${ctx.companyId} and u.role = 'customer'
    ${filters.state ? sql`and u.state = ${filters.state}` : sql``}
    ${pattern ? sql`and (u.name ilike ${pattern} or u.email ilike ${pattern})` : sql``}`;
};

const bought = (ctx: RequestContext, filters: Filters) => sql`bought as (
  select o.buyer_id, count(*)::int as orders, sum(o.grand_total) as purchases, max(o.created_at) as last_order_at
  from orders o join users c on c.company_id = o.company_id and c.id = o.buyer_id and c.role = 'customer'
  where o.company_id = ${ctx.companyId} and ${countedStatus(sql`o.status`)}
    and ${withinPeriod(sql`o.created_at`, filters, ctx.user.company.timeZone)}
  group by o.buyer_id)`;

export async function customerReportSummary(
  deps: AppDeps,
  ctx: RequestContext,
  filters: Filters,
): Promise<CustomerReportSummary> {
  const [row] = await queryRows<Record<string, string | number | null>>(
    deps.db,
    sql`with ${bought(ctx, filters)}
      select count(*)::int as customers,
        (count(*) filter (where ${withinPeriod(sql`u.created_at`, filters, ctx.user.company.timeZone)}))::int as joined,
        count(b.buyer_id)::int as buying, coalesce(sum(b.orders), 0)::int as orders,
        coalesce(sum(b.purchases), 0) as purchases
      from users u left join bought b on b.buyer_id = u.id where ${customerWhere(ctx, filters)}`,
  );
  return {
    customers: Number(row?.customers ?? 0),
    joined: Number(row?.joined ?? 0),
    buying: Number(row?.buying ?? 0),
    orders: Number(row?.orders ?? 0),
    purchases: Number(row?.purchases ?? 0),
  };
}

type CustomerDbRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  state: string | null;
  created_at: Date;
  orders: number | null;
  purchases: string | null;
  last_order_at: Date | null;
  total: number;
};

const COLUMNS = {
  purchases: sql`coalesce(b.purchases, 0)`,
  orders: sql`coalesce(b.orders, 0)`,
  name: sql`u.name`,
  joinedAt: sql`u.created_at`,
};

export async function customerReportList(
  deps: AppDeps,
  ctx: RequestContext,
  query: ListQuery,
): Promise<CustomerReportPage> {
  const rows = await queryRows<CustomerDbRow>(
    deps.db,
    sql`with ${bought(ctx, query)}
      select u.id, u.name, u.email, nullif(concat_ws(' ', u.phone_code, u.phone_number), '') as phone, u.state,
        u.created_at, b.orders, b.purchases, b.last_order_at, (count(*) over ())::int as total
      from users u left join bought b on b.buyer_id = u.id where ${customerWhere(ctx, query)}
      order by ${orderBy(query.sort, COLUMNS, sql`u.id`)}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return {
    items: rows.map((row) => ({
      customerId: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      state: row.state,
      joinedAt: iso(row.created_at),
      orders: Number(row.orders ?? 0),
      purchases: Number(row.purchases ?? 0),
      lastOrderAt: isoOrNull(row.last_order_at),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
