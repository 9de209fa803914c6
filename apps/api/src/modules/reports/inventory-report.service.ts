import type {
  InventoryReportPage,
  InventoryReportRow,
  InventoryReportSummary,
  inventoryReportFilters,
  inventoryReportListQuery,
  MovementTotals,
} from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { containsPattern } from '../../platform/like.js';
import { orderBy, withinPeriod } from './master-filters.js';

type Filters = z.output<typeof inventoryReportFilters>;
type ListQuery = z.output<typeof inventoryReportListQuery>;

/**
 * The stock items each store holds, read from the inventory module's own tables: `stock_levels` (on hand and
 * reserved, the cache the inventory list reads; available = on hand − reserved, as there) and `stock_movements`
 * (the ledger) summed per kind over the period. A store is an HQ branch or an agent (stock-holding agents).
 */
function stockItems(ctx: RequestContext, filters: Filters) {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return sql`
    select s.store_id, case when br.id is not null then 'branch' else 'agent' end as store_kind,
      coalesce(br.name, ag.name) as store_name, s.product_id, nullif(s.variant_id, '') as variant_id, p.name,
      coalesce(v.options, '{}'::text[]) as options, coalesce(v.sku, p.sku) as sku, s.on_hand, s.reserved,
      s.on_hand - s.reserved as available, ${movementColumns}
    from stock_levels s
    join products p on p.company_id = s.company_id and p.id = s.product_id and p.deleted_at is null
    left join product_variants v on v.company_id = s.company_id and v.product_id = s.product_id and v.id = s.variant_id
    left join branches br on br.company_id = s.company_id and br.id = s.store_id and br.deleted_at is null
    left join users ag on ag.company_id = s.company_id and ag.id = s.store_id and ag.role = 'agent'
    left join ${movedInPeriod(ctx, filters)} mv
      on mv.store_id = s.store_id and mv.product_id = s.product_id and mv.variant_id = s.variant_id
    where s.company_id = ${ctx.companyId}
      and (s.variant_id = '' or (v.id is not null and v.deleted_at is null))
      and (br.id is not null or ag.id is not null)
      ${filters.storeId ? sql`and s.store_id = ${filters.storeId}` : sql``}
      ${filters.storeKind === 'branch' ? sql`and br.id is not null` : sql``}
      ${filters.storeKind === 'agent' ? sql`and ag.id is not null` : sql``}
      ${filters.productId ? sql`and s.product_id = ${filters.productId}` : sql``}
      ${pattern ? sql`and (p.name ilike ${pattern} or p.sku ilike ${pattern} or v.sku ilike ${pattern})` : sql``}`;
}

const KINDS = [
  ['in', 'in'],
  ['out', 'out'],
  ['return', 'return'],
  ['reversal', 'reversal'],
  ['sale', 'sale'],
  ['orderReturn', 'order_return'],
] as const;

/**
 * Units moved per item and store in the period, per kind: one grouped pass over the period's ledger rows, joined to
 * the stock rows (not a sub-select per row and kind).
 */
function movedInPeriod(ctx: RequestContext, filters: Filters) {
  const sums = sql.join(
    KINDS.map(
      ([key, kind]) =>
        sql`(sum(m.qty_in + m.qty_out) filter (where m.inv_type = ${kind}))::int as ${sql.identifier(`m_${key}`)}`,
    ),
    sql`, `,
  );
  return sql`(select m.store_id, m.product_id, m.variant_id, ${sums} from stock_movements m
    where m.company_id = ${ctx.companyId} and ${withinPeriod(sql`m.created_at`, filters, ctx.user.company.timeZone)}
      ${filters.storeId ? sql`and m.store_id = ${filters.storeId}` : sql``}
      ${filters.productId ? sql`and m.product_id = ${filters.productId}` : sql``}
    group by m.store_id, m.product_id, m.variant_id)`;
}

const movementColumns = sql.join(
  KINDS.map(([key]) => sql`coalesce(mv.${sql.identifier(`m_${key}`)}, 0) as ${sql.identifier(`m_${key}`)}`),
  sql`, `,
);

type Row = {
  store_id: string;
  store_kind: 'branch' | 'agent';
  store_name: string;
  product_id: string;
  variant_id: string | null;
  name: string;
  options: string[];
  sku: string | null;
  on_hand: number;
  reserved: number;
  available: number;
} & Record<`m_${(typeof KINDS)[number][0]}`, number>;

const movementsOf = (row: Record<string, unknown>): MovementTotals =>
  Object.fromEntries(KINDS.map(([key]) => [key, Number(row[`m_${key}`] ?? 0)])) as MovementTotals;

const toRow = (row: Row): InventoryReportRow => ({
  storeId: row.store_id,
  storeKind: row.store_kind,
  storeName: row.store_name,
  productId: row.product_id,
  variantId: row.variant_id,
  name: row.name,
  options: row.options,
  sku: row.sku,
  onHand: Number(row.on_hand),
  reserved: Number(row.reserved),
  available: Number(row.available),
  movements: movementsOf(row),
});

const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`lower(name)`,
  onHand: sql`on_hand`,
  available: sql`available`,
  sold: sql`m_sale`,
};

export async function inventoryReportList(
  deps: AppDeps,
  ctx: RequestContext,
  query: ListQuery,
): Promise<InventoryReportPage> {
  const [rows, counted] = await Promise.all([
    queryRows<Row>(
      deps.db,
      sql`select * from (${stockItems(ctx, query)}) items
        order by ${orderBy(query.sort, SORT_COLUMNS, sql`store_name, product_id, variant_id`)}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    queryRows<{ total: number }>(deps.db, sql`select count(*)::int as total from (${stockItems(ctx, query)}) items`),
  ]);
  return { items: rows.map(toRow), total: counted[0]?.total ?? 0, page: query.page, limit: query.limit };
}

export async function inventoryReportSummary(
  deps: AppDeps,
  ctx: RequestContext,
  filters: Filters,
): Promise<InventoryReportSummary> {
  const sums = sql.join(
    KINDS.map(([key]) => sql`sum(${sql.identifier(`m_${key}`)})::int as ${sql.identifier(`m_${key}`)}`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown> & { store_kind: 'branch' | 'agent' }>(
    deps.db,
    sql`select store_kind, count(distinct store_id)::int as stores, count(*)::int as items,
        sum(on_hand)::int as on_hand, sum(reserved)::int as reserved, sum(available)::int as available, ${sums}
      from (${stockItems(ctx, filters)}) items group by store_kind`,
  );
  const total = (key: string) => rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
  const movements = Object.fromEntries(KINDS.map(([key]) => [key, total(`m_${key}`)])) as MovementTotals;
  return {
    stores: total('stores'),
    items: total('items'),
    onHand: total('on_hand'),
    reserved: total('reserved'),
    available: total('available'),
    movements,
    byStoreKind: rows.map((row) => ({
      kind: row.store_kind,
      stores: Number(row.stores),
      onHand: Number(row.on_hand),
      available: Number(row.available),
    })),
  };
}
