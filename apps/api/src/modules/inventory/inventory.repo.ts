import { type InventoryRow, stockIndicator } from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../platform/like.js';

export type InventoryFilter = {
  companyId: string;
  storeId: string;
  q?: string | undefined;
  categoryId?: string | undefined;
  indicator?: 'green' | 'amber' | 'red' | undefined;
};

/** One row per stock item of the catalogue (a product without variants, or each live variant) with its stock. */
function itemsQuery(filter: InventoryFilter): SQL {
  return sql`
    select p.company_id, p.id as product_id, v.id as variant_id, p.name, coalesce(v.sku, p.sku) as sku,
      coalesce(v.options, '{}'::text[]) as options, coalesce(v.image_url, p.cover_image) as cover_image,
      c.name as category, coalesce(s.on_hand, 0) as on_hand, coalesce(s.reserved, 0) as reserved, v.position
    from products p
    left join product_variants v on v.company_id = p.company_id and v.product_id = p.id and v.deleted_at is null
    left join categories c on c.company_id = p.company_id and c.id = p.category_id
    left join stock_levels s on s.company_id = p.company_id and s.store_id = ${filter.storeId}
      and s.product_id = p.id and s.variant_id = coalesce(v.id, '')
    where ${catalogueFilter(filter)}`;
}

/** The highest on-hand of the last 30 days of a row of `items` (from the ledger's balances), at least today's. */
const peakSql = (storeId: string) => sql`greatest(on_hand, coalesce((
    select max(greatest(m.on_hand_before, m.on_hand_after)) from stock_movements m
    where m.company_id = items.company_id and m.store_id = ${storeId} and m.product_id = items.product_id
      and m.variant_id = coalesce(items.variant_id, '') and m.created_at >= now() - interval '30 days'), 0))`;

const ORDER = sql`order by lower(name), product_id, position nulls first`;

/** The indicator of a row in SQL, so that filtering by it pages correctly (same thresholds as the shared rule). */
const indicatorSql = sql`case when on_hand - reserved <= 0 or peak <= 0 then 'red'
  when (on_hand - reserved)::numeric / peak >= 0.8 then 'green'
  when (on_hand - reserved)::numeric / peak >= 0.5 then 'amber' else 'red' end`;

type Row = {
  product_id: string;
  variant_id: string | null;
  name: string;
  sku: string;
  options: string[];
  cover_image: string | null;
  category: string | null;
  on_hand: number;
  reserved: number;
  peak: number;
};

export async function inventoryPage(
  executor: Executor,
  filter: InventoryFilter,
  paging: { page: number; limit: number; withTotal?: boolean },
): Promise<{ items: InventoryRow[]; total: number }> {
  const measured = sql`with items as (${itemsQuery(filter)}),
    measured as (select *, ${peakSql(filter.storeId)} as peak from items)`;
  const page = sql`limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`;
  // Without an indicator filter the 30-day peak is read for the page's rows only; with one, for every row.
  const rows = await executor.execute<Row>(
    filter.indicator
      ? sql`${measured} select * from measured where ${indicatorSql} = ${filter.indicator} ${ORDER} ${page}`
      : sql`with base as (${itemsQuery(filter)}), items as (select * from base ${ORDER} ${page})
          select *, ${peakSql(filter.storeId)} as peak from items ${ORDER}`,
  );
  if (paging.withTotal === false) return { items: rowsOf<Row>(rows).map(toInventoryRow), total: 0 };
  const counted = await executor.execute<{ total: number }>(
    filter.indicator
      ? sql`${measured} select count(*)::int as total from measured where ${indicatorSql} = ${filter.indicator}`
      : countItems(filter),
  );
  return {
    items: rowsOf<Row>(rows).map(toInventoryRow),
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
  };
}

/** Counting needs no stock figures: products and their live variants only. */
function countItems(filter: InventoryFilter): SQL {
  return sql`select count(*)::int as total from products p
    left join product_variants v on v.company_id = p.company_id and v.product_id = p.id and v.deleted_at is null
    where ${catalogueFilter(filter)}`;
}

function catalogueFilter(filter: InventoryFilter): SQL {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const search = pattern
    ? sql`and (p.name ilike ${pattern} or p.sku ilike ${pattern} or v.sku ilike ${pattern})`
    : sql``;
  const category = filter.categoryId ? sql`and p.category_id = ${filter.categoryId}` : sql``;
  return sql`p.company_id = ${filter.companyId} and p.deleted_at is null ${search} ${category}`;
}

function toInventoryRow(row: Row): InventoryRow {
  const onHand = Number(row.on_hand);
  const reserved = Number(row.reserved);
  const available = onHand - reserved;
  const peakOnHand = Number(row.peak);
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    sku: row.sku,
    options: row.options,
    coverImage: row.cover_image,
    category: row.category,
    onHand,
    reserved,
    available,
    peakOnHand,
    indicator: stockIndicator(available, peakOnHand),
  };
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle's `execute` type differs per driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
