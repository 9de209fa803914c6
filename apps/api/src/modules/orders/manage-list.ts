import type { OrderTab } from '@niaga/shared';
import { and, eq, inArray, type Placeholder, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { companies } from '../company/company.tables.js';
import { users } from '../users/users.tables.js';
import { orderLines, orderStatusCounts, orders } from './orders.tables.js';

const placer = alias(users, 'placer');

/** A timestamp as JavaScript's `toISOString()` writes it (UTC, milliseconds). */
const iso = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One row of the order list (shared `manageOrderRow`, as `toOrderSummary` maps an order) built as JSON by
 * PostgreSQL, so a page is read and sent as one string instead of being mapped and re-validated row by row.
 */
const rowJson = sql`json_build_object(
  'id', ${orders.id}, 'referenceNo', ${orders.referenceNo}, 'invoiceNo', ${orders.invoiceNo},
  'type', ${orders.type}, 'status', ${orders.status},
  'buyer', json_build_object('id', ${orders.buyerId}, 'name', ${users.name}),
  'placedBy', json_build_object('id', ${orders.placedById}, 'name', ${placer.name}),
  'seller', json_build_object('kind', ${orders.sellerKind}, 'name', ${orders.sellerName}),
  'paymentMethod', ${orders.paymentMethod}, 'paymentStatus', ${orders.paymentStatus},
  'delivery', ${orders.delivery}, 'courierName', ${orders.courierName},
  'pickupLocation', ${orders.pickupLocation}, 'pickupTime', ${iso(orders.pickupTime)},
  'voucherCode', ${orders.voucherCode}, 'trackingNumber', ${orders.trackingNumber}, 'notes', ${orders.notes},
  'totalWeightGrams', ${orders.totalWeightGrams}, 'totalUnits', ${orders.totalUnits},
  'firstOrder', ${orders.firstOrder}, 'hasReceipt', coalesce(${orders.receiptPath}, '') <> '',
  'bookingExpiresAt', ${iso(orders.bookingExpiresAt)}, 'createdAt', ${iso(orders.createdAt)},
  'paidAt', ${iso(orders.paidAt)}, 'approvedAt', ${iso(orders.approvedAt)},
  'subtotal', ${orders.subtotal}, 'discount', ${orders.discount}, 'voucherDiscount', ${orders.voucherDiscount},
  'shipping', ${orders.shipping}, 'adminFee', ${orders.adminFee}, 'tax', ${orders.tax},
  'grandTotal', ${orders.grandTotal}, 'pointEarned', ${orders.pointEarned},
  'itemCount', (select count(*) from ${orderLines}
    where ${orderLines.companyId} = ${orders.companyId} and ${orderLines.orderId} = ${orders.id})::int,
  'receiverName', case when jsonb_typeof(${orders.receiver}) = 'object'
    then btrim((${orders.receiver}->>'firstName') || ' ' || (${orders.receiver}->>'lastName')) end,
  'studentName', ${orders.studentName}, 'studentClass', ${orders.studentClass})`;

/** The approval tab shows the oldest paid first (waiting longest); the others the newest first. */
const sortOf = (tab: OrderTab) => (tab === 'approval' ? 'approval' : 'newest');

/**
 * A tab's page as a JSON array text, in the tab's order: `where` must choose the tab's orders; `limit` and
 * `offset` may be placeholders.
 */
function pageItems(
  executor: Executor,
  where: SQL,
  tab: OrderTab,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const approval = sortOf(tab) === 'approval';
  const page = executor
    .select({ item: sql`${rowJson}`.as('item'), id: orders.id, createdAt: orders.createdAt, paidAt: orders.paidAt })
    .from(orders)
    .innerJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, orders.buyerId)))
    .innerJoin(placer, and(eq(placer.companyId, orders.companyId), eq(placer.id, orders.placedById)))
    .where(where)
    .orderBy(
      ...(approval
        ? [sql`${orders.paidAt} asc`, sql`${orders.id} desc`]
        : [sql`${orders.createdAt} desc`, sql`${orders.id} desc`]),
    )
    .limit(limit)
    .offset(offset)
    .as('page');
  const order = approval ? sql`${page.paidAt} asc, ${page.id} desc` : sql`${page.createdAt} desc, ${page.id} desc`;
  return sql<string>`(select coalesce(json_agg(${page.item} order by ${order}), '[]')::text from ${page})`;
}

/** `[{ status, value }]` as JSON from a subquery of (status, value) rows. */
const statusCounts = (rows: SQL) =>
  sql<Array<{
    status: string;
    value: number;
  }> | null>`(select json_agg(json_build_object('status', counted.status, 'value', counted.value)) from (${rows}) counted)`;

/** One statement, one round trip: the orders per status and the page's rows as JSON text. */
const onePage = (
  executor: Executor,
  companyId: string | Placeholder,
  counts: SQL,
  items: SQL,
  matched?: WithSubquery,
) =>
  (matched ? executor.with(matched) : executor)
    .select({ counts: statusCounts(counts), items: sql<string>`${items}` })
    .from(companies)
    .where(eq(companies.id, companyId));

/**
 * The unfiltered list (what the page opens with, every tab) as prepared statements, planned once per connection:
 * counts from the trigger-kept counters and the tab's page from the (company, [seller,] tab, created) indexes.
 * One statement per audience (HQ: every seller; an agent: its own) and sort.
 */
function prepareUnfiltered(executor: Executor, audience: 'hq' | 'agent', tab: OrderTab) {
  const seller = audience === 'agent';
  const companyId = sql.placeholder('companyId');
  const sellerId = sql.placeholder('sellerId');
  const counts = executor
    .select({ status: orderStatusCounts.status, value: sql`sum(${orderStatusCounts.count})::int`.as('value') })
    .from(orderStatusCounts)
    .where(
      and(
        eq(orderStatusCounts.companyId, companyId),
        seller ? eq(orderStatusCounts.sellerStoreId, sellerId) : undefined,
      ),
    )
    .groupBy(orderStatusCounts.status)
    .getSQL();
  const where = and(
    eq(orders.companyId, companyId),
    seller ? eq(orders.sellerStoreId, sellerId) : undefined,
    eq(orders.tab, sql.placeholder('tab')),
  )!;
  const items = pageItems(executor, where, tab, sql.placeholder('limit'), sql.placeholder('offset'));
  return onePage(executor, companyId, counts, items).prepare(`order_list_${audience}_${sortOf(tab)}`);
}

const prepared = new WeakMap<Executor, Map<string, ReturnType<typeof prepareUnfiltered>>>();

/** The unfiltered page of a tab: counters and rows in one prepared statement. */
export function unfilteredPage(
  executor: Executor,
  params: { companyId: string; sellerId: string | null; tab: OrderTab; limit: number; offset: number },
) {
  const audience = params.sellerId ? 'agent' : 'hq';
  const name = `${audience}:${sortOf(params.tab)}`;
  const byName = prepared.get(executor) ?? new Map<string, ReturnType<typeof prepareUnfiltered>>();
  prepared.set(executor, byName);
  const statement = byName.get(name) ?? prepareUnfiltered(executor, audience, params.tab);
  byName.set(name, statement);
  return statement.execute(params).then(([row]) => row!);
}

type FilteredParams = { companyId: string; where: SQL; tab: OrderTab; limit: number; offset: number };

/** A filtered page of a tab: orders per status over `where` (every filter but the tab) and the tab's rows. */
export function filteredPage(executor: Executor, params: FilteredParams) {
  const counts = executor
    .select({ status: orders.status, value: sql`count(*)::int`.as('value') })
    .from(orders)
    .where(params.where)
    .groupBy(orders.status)
    .getSQL();
  const items = pageItems(
    executor,
    and(params.where, eq(orders.tab, params.tab))!,
    params.tab,
    params.limit,
    params.offset,
  );
  return onePage(executor, params.companyId, counts, items).then(([row]) => row!);
}

/**
 * A searched page: the search's matches are found once (one trigram index scan, kept by the statement), then
 * counted and paged. A search matches few orders (more than MANAGE_SEARCH_LIMIT asks to narrow it); a plain
 * filter may match most of them, so `filteredPage` pages it through the tab's index instead.
 */
export function searchedPage(executor: Executor, params: FilteredParams) {
  const matched = executor
    .$with('matched')
    .as(executor.select({ id: orders.id, status: orders.status, tab: orders.tab }).from(orders).where(params.where));
  const counts = executor
    .select({ status: matched.status, value: sql`count(*)::int`.as('value') })
    .from(matched)
    .groupBy(matched.status)
    .getSQL();
  const inTab = executor.select({ id: matched.id }).from(matched).where(eq(matched.tab, params.tab));
  const where = and(eq(orders.companyId, params.companyId), inArray(orders.id, inTab))!;
  const items = pageItems(executor, where, params.tab, params.limit, params.offset);
  return onePage(executor, params.companyId, counts, items, matched).then(([row]) => row!);
}
