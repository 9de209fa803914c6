import {
  type AgentProductSalesPage,
  MAX_REPORT_PRODUCTS,
  type ProductSalesPage,
  type productSalesChoiceQuery,
  type productSalesFilters,
  type productSalesListQuery,
} from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { containsPattern } from '../../platform/like.js';
import { agentFilter, countedStatus, orderBy, withinPeriod } from './master-filters.js';

type Filters = z.output<typeof productSalesFilters>;
type ListQuery = z.output<typeof productSalesListQuery>;

/**
 * The product lines of counted orders placed in the period (the transaction report's orders, counted as sales
 * are counted everywhere), optionally of the chosen products (≤ 10), a selling branch, a buyer, level or state.
 * Packages and combos are their own lines and not split into products here.
 */
const salesFrom = sql`order_lines l
    join orders o on o.company_id = l.company_id and o.id = l.order_id
    join users b on b.company_id = o.company_id and b.id = o.buyer_id`;

function salesWhere(ctx: RequestContext, filters: Filters) {
  return sql`l.company_id = ${ctx.companyId} and l.kind = 'product' and ${countedStatus(sql`o.status`)}
      and ${withinPeriod(sql`o.created_at`, filters, ctx.user.company.timeZone)}
      and ${agentFilter('b', filters)}
      ${
        filters.productIds.length
          ? sql`and l.item_id in (${sql.join(
              filters.productIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      ${filters.agentId ? sql`and o.buyer_id = ${filters.agentId}` : sql``}
      ${filters.branchId ? sql`and o.seller_store_id = ${filters.branchId}` : sql``}`;
}

const figures = sql`max(l.name) as name, max(l.variant_name) as variant_name, max(l.sku) as sku,
  count(distinct o.id)::int as orders, sum(l.quantity)::int as units, sum(l.line_total) as sales`;
const SORT_COLUMNS: Record<string, SQL> = { sales: sql`sales`, units: sql`units`, name: sql`lower(name)` };

type Row = {
  product_id: string;
  variant_id: string;
  name: string;
  variant_name: string | null;
  sku: string | null;
  orders: number;
  units: number;
  sales: string;
};
type AgentRow = Row & { agent_id: string; agent_name: string; level_name: string | null; state: string | null };

const toRow = (row: Row) => ({
  productId: row.product_id,
  variantId: row.variant_id || null,
  name: row.name,
  variantName: row.variant_name,
  sku: row.sku,
  orders: Number(row.orders),
  units: Number(row.units),
  sales: Number(row.sales),
});

async function paged<T>(deps: AppDeps, grouped: SQL, query: ListQuery, tieBreak: SQL) {
  const [rows, counted] = await Promise.all([
    queryRows<T>(
      deps.db,
      sql`select * from (${grouped}) g order by ${orderBy(query.sort, SORT_COLUMNS, tieBreak)}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    queryRows<{ total: number }>(deps.db, sql`select count(*)::int as total from (${grouped}) g`),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Units and sales per product (and variant) in the period. */
export async function productSalesList(
  deps: AppDeps,
  ctx: RequestContext,
  query: ListQuery,
): Promise<ProductSalesPage> {
  const grouped = sql`select l.item_id as product_id, l.variant_id, ${figures} from ${salesFrom} where ${salesWhere(ctx, query)}
    group by l.item_id, l.variant_id`;
  const { rows, total } = await paged<Row>(deps, grouped, query, sql`product_id, variant_id`);
  return { items: rows.map(toRow), total, page: query.page, limit: query.limit };
}

/** Units and sales per buying agent per product (and variant) in the period. */
export async function agentProductSalesList(
  deps: AppDeps,
  ctx: RequestContext,
  query: ListQuery,
): Promise<AgentProductSalesPage> {
  const grouped = sql`select o.buyer_id as agent_id, max(b.name) as agent_name, max(lv.level_name) as level_name,
      max(b.state) as state, l.item_id as product_id, l.variant_id, ${figures}
    from ${salesFrom} left join levels lv on lv.company_id = b.company_id and lv.id = b.level_id
    where ${salesWhere(ctx, query)}
    group by o.buyer_id, l.item_id, l.variant_id`;
  const { rows, total } = await paged<AgentRow>(deps, grouped, query, sql`agent_id, product_id, variant_id`);
  return {
    items: rows.map((row) => ({
      ...toRow(row),
      agentId: row.agent_id,
      agentName: row.agent_name,
      levelName: row.level_name,
      state: row.state,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** The products to choose from (live products, by name or SKU), at most 50 matches. */
export async function productSalesChoices(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof productSalesChoiceQuery>,
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const items = await queryRows<{ id: string; name: string; sku: string | null }>(
    deps.db,
    sql`select p.id, p.name, p.sku from products p where p.company_id = ${ctx.companyId} and p.deleted_at is null
      ${pattern ? sql`and (p.name ilike ${pattern} or p.sku ilike ${pattern})` : sql``}
      order by lower(p.name), p.id limit 50`,
  );
  return { items, max: MAX_REPORT_PRODUCTS };
}
