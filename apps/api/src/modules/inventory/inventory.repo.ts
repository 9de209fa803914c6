import { type InventoryRow, stockIndicator } from '@niaga/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { containsPattern } from '../../platform/like.js';
import { type Catalogue, type CatalogueStockItem, catalogueOf, containsText } from '../catalog/catalogue-cache.js';

/** A value of the statement, or a placeholder of a prepared one. */
type Value = string | Placeholder;

export type InventoryFilter = {
  companyId: string;
  storeId: string;
  q?: string | undefined;
  categoryId?: string | undefined;
  indicator?: 'green' | 'amber' | 'red' | undefined;
  /** The catalogue version the caller has read already (the session's), saving a round trip. */
  catalogVersion?: number;
};

type ItemsFilter = Pick<InventoryFilter, 'q' | 'categoryId'> & { companyId: Value; storeId: Value };

/** One row per stock item of the catalogue (a product without variants, or each live variant) with its stock. */
function itemsQuery(filter: ItemsFilter): SQL {
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
const peakSql = (storeId: Value) => sql`greatest(on_hand, coalesce((
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
  db: Db,
  filter: InventoryFilter,
  paging: { page: number; limit: number; withTotal?: boolean },
): Promise<{ items: InventoryRow[]; total: number }> {
  if (filter.indicator) return indicatorPage(db, filter, paging);
  const items = matchingItems(await catalogueOf(db, filter.companyId, filter.catalogVersion), filter);
  const start = (paging.page - 1) * paging.limit;
  const shown = items.slice(start, start + paging.limit).map(toCatalogueRow);
  const stock = await stockOfItems(db, filter, shown);
  return {
    items: shown.map((item, index) => toInventoryRow({ ...item, ...stock[index]! })),
    total: paging.withTotal === false ? 0 : items.length,
  };
}

/** The cached catalogue's stock items the list's search and category keep (no copy when neither is set). */
function matchingItems(catalogue: Catalogue, { q, categoryId }: InventoryFilter): CatalogueStockItem[] {
  const items = catalogue.stockItems();
  if (!q && !categoryId) return items;
  return items.filter(
    ({ entry: { product }, variant }) =>
      (!categoryId || product.categoryId === categoryId) &&
      (!q ||
        containsText(product.name, q) ||
        containsText(product.sku, q) ||
        (!!variant && containsText(variant.sku, q))),
  );
}

type CatalogueRow = Omit<Row, 'on_hand' | 'reserved' | 'peak'>;

function toCatalogueRow({ entry: { product, category }, variant }: CatalogueStockItem): CatalogueRow {
  return {
    product_id: product.id,
    variant_id: variant?.id ?? null,
    name: product.name,
    sku: variant?.sku ?? product.sku,
    options: variant?.options ?? [],
    cover_image: variant?.imageUrl ?? product.coverImage,
    category: category?.name ?? null,
  };
}

/** On hand, reserved and the 30-day peak of the shown items, in their order (one indexed read). */
async function stockOfItems(executor: Executor, filter: InventoryFilter, shown: CatalogueRow[]) {
  if (!shown.length) return [];
  const wanted = sql.join(
    shown.map((item, index) => sql`(${index}::int, ${item.product_id}::text, ${item.variant_id ?? ''}::text)`),
    sql`, `,
  );
  const result = await executor.execute<{ on_hand: number; reserved: number; peak: number }>(sql`
    with items as (
      select w.n, ${filter.companyId}::text as company_id, w.product_id, w.variant_id,
        coalesce(s.on_hand, 0) as on_hand, coalesce(s.reserved, 0) as reserved
      from (values ${wanted}) as w(n, product_id, variant_id)
      left join stock_levels s on s.company_id = ${filter.companyId} and s.store_id = ${filter.storeId}
        and s.product_id = w.product_id and s.variant_id = w.variant_id)
    select on_hand, reserved, ${peakSql(filter.storeId)} as peak from items order by n`);
  return rowsOf<{ on_hand: number; reserved: number; peak: number }>(result);
}

/** Filtering by indicator needs every row's stock and peak, so that page is computed in PostgreSQL. */
async function indicatorPage(
  executor: Executor,
  filter: InventoryFilter,
  paging: { page: number; limit: number; withTotal?: boolean },
): Promise<{ items: InventoryRow[]; total: number }> {
  const measured = sql`with items as (${itemsQuery(filter)}),
    measured as (select *, ${peakSql(filter.storeId)} as peak from items)`;
  const page = sql`limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`;
  const rows = await executor.execute<Row>(
    sql`${measured} select * from measured where ${indicatorSql} = ${filter.indicator} ${ORDER} ${page}`,
  );
  if (paging.withTotal === false) return { items: rowsOf<Row>(rows).map(toInventoryRow), total: 0 };
  const counted = await executor.execute<{ total: number }>(
    sql`${measured} select count(*)::int as total from measured where ${indicatorSql} = ${filter.indicator}`,
  );
  return {
    items: rowsOf<Row>(rows).map(toInventoryRow),
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
  };
}

/** The low-stock card's statement, prepared: every HQ dashboard sends it (see `lowStockOf`). */
const lowStockStatement = preparedStatement<{ red: number; amber: number; items: Row[] | string | null }>(
  'dashboard_low_stock',
  (() => {
    const filter = { companyId: sql.placeholder('companyId'), storeId: sql.placeholder('storeId') };
    return sql`
    with items as (${itemsQuery(filter)}),
    measured as (select *, ${peakSql(filter.storeId)} as peak from items),
    low as (select *, ${indicatorSql} as indicator from measured where ${indicatorSql} <> 'green')
    select (count(*) filter (where indicator = 'red'))::int as red,
      (count(*) filter (where indicator = 'amber'))::int as amber,
      (select json_agg(lowest) from (
        select * from low
        order by greatest(on_hand - reserved, 0)::numeric / nullif(peak, 0) nulls first, lower(name), product_id
        limit ${sql.placeholder('limit')}) lowest) as items
    from low`;
  })(),
);

/**
 * The store's stock items under spec §9's thresholds (the list's indicator): how many are red and amber, and the
 * `limit` lowest by available ÷ 30-day peak (the dashboard's low-stock card). One prepared statement.
 */
export async function lowStockOf(executor: Executor, companyId: string, storeId: string, limit: number) {
  const { rows } = await lowStockStatement(executor).execute({ companyId, storeId, limit });
  const row = rows[0];
  const items: Row[] = typeof row?.items === 'string' ? JSON.parse(row.items) : (row?.items ?? []);
  return { red: row?.red ?? 0, amber: row?.amber ?? 0, items: items.map(toInventoryRow) };
}

function catalogueFilter(filter: ItemsFilter): SQL {
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
