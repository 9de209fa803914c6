import type { OrderTab } from '@niaga/shared';
import { and, eq, gte, inArray, like, lt, or, type Placeholder, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { containsPattern } from '../../platform/like.js';
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
  'taxBasisPoints', ${orders.taxBasisPoints}, 'taxIncluded', ${orders.taxIncluded},
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
const onePage = (executor: Executor, counts: SQL, items: SQL, matched?: WithSubquery) =>
  (matched ? executor.with(matched) : executor)
    .select({ counts: statusCounts(counts), items: sql<string>`${items}` })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')));

/** What a page of the list asks for: the manager's orders (an agent: those it sells), a tab's page, filters. */
export type ListRequest = {
  companyId: string;
  sellerId: string | null;
  timeZone: string;
  tab: OrderTab;
  limit: number;
  offset: number;
  dateField: 'created' | 'paid' | 'approved';
  from?: string | undefined;
  to?: string | undefined;
  agentId?: string | undefined;
  paymentMethod?: string | undefined;
  branchId?: string | undefined;
  /** Who sold it: `hq` (any HQ branch) or a stock-holding agent's id. */
  seller?: string | undefined;
  type?: string | undefined;
  q?: string | undefined;
};

/** The optional filters, each with a letter for the statement's name (PostgreSQL keeps 63 characters of it). */
const OPTIONAL = {
  from: 'f',
  to: 't',
  agentId: 'a',
  paymentMethod: 'm',
  branchId: 'b',
  seller: 's',
  type: 'y',
  q: 'q',
} as const;
const optional = Object.keys(OPTIONAL) as Array<keyof typeof OPTIONAL>;
/** The seller filter's value for "sold by HQ" (any of its branches); any other value is an agent's id. */
export const SELLER_HQ = 'hq';
/** A filter's letter in the statement's name: the seller filter has two shapes (HQ, or one agent). */
const letterOf = (request: ListRequest, filter: keyof typeof OPTIONAL) =>
  filter === 'seller' && request.seller === SELLER_HQ ? 'h' : OPTIONAL[filter];
const DATE_COLUMNS = { created: orders.createdAt, paid: orders.paidAt, approved: orders.approvedAt } as const;
const p = sql.placeholder;

/** Sold by HQ (from any branch), or by one agent. */
function sellerFilter(seller: string | undefined) {
  if (!seller) return undefined;
  if (seller === SELLER_HQ) return eq(orders.sellerKind, 'branch');
  return and(eq(orders.sellerKind, 'agent'), eq(orders.sellerStoreId, p('seller')));
}

/** The statement of one kind of request: which filters it has (their values are parameters), audience, sort. */
function prepareList(executor: Executor, shape: ListRequest, name: string) {
  const column = DATE_COLUMNS[shape.dateField];
  const dayStart = (day: Placeholder) => sql`(${day}::date)::timestamp at time zone ${p('timeZone')}`;
  const managed = and(
    eq(orders.companyId, p('companyId')),
    shape.sellerId ? eq(orders.sellerStoreId, p('sellerId')) : undefined,
  )!;
  // Every filter but the tab: the tab counts are taken over the same filters.
  const where = and(
    managed,
    shape.from ? gte(column, dayStart(p('from'))) : undefined,
    shape.to ? lt(column, sql`${dayStart(p('to'))} + interval '1 day'`) : undefined,
    shape.agentId ? eq(orders.buyerId, p('agentId')) : undefined,
    shape.paymentMethod ? eq(orders.paymentMethod, p('paymentMethod')) : undefined,
    shape.branchId ? eq(orders.sellerStoreId, p('branchId')) : undefined,
    sellerFilter(shape.seller),
    shape.type ? eq(orders.type, p('type')) : undefined,
    // One trigram-indexed column holds reference, invoice, buyer and receiver names (migration 0010).
    shape.q ? or(eq(orders.id, p('q')), like(orders.searchText, p('pattern'))) : undefined,
  )!;
  const page = (pageWhere: SQL) => pageItems(executor, pageWhere, shape.tab, p('limit'), p('offset'));
  const inTab = eq(orders.tab, p('tab'));
  if (!optional.some((filter) => shape[filter])) {
    // What the page opens with: counts from the trigger-kept counters, the page from the tab's index.
    const counts = executor
      .select({ status: orderStatusCounts.status, value: sql`sum(${orderStatusCounts.count})::int`.as('value') })
      .from(orderStatusCounts)
      .where(
        and(
          eq(orderStatusCounts.companyId, p('companyId')),
          shape.sellerId ? eq(orderStatusCounts.sellerStoreId, p('sellerId')) : undefined,
        ),
      )
      .groupBy(orderStatusCounts.status);
    return onePage(executor, counts.getSQL(), page(and(managed, inTab)!)).prepare(name);
  }
  if (shape.q) {
    // A search matches few orders (more than MANAGE_SEARCH_LIMIT asks to narrow it): they are found once (one
    // trigram index scan, kept by the statement), then counted and paged.
    const matched = executor
      .$with('matched')
      .as(executor.select({ id: orders.id, status: orders.status, tab: orders.tab }).from(orders).where(where));
    const counts = executor
      .select({ status: matched.status, value: sql`count(*)::int`.as('value') })
      .from(matched)
      .groupBy(matched.status);
    const ids = executor
      .select({ id: matched.id })
      .from(matched)
      .where(eq(matched.tab, p('tab')));
    const items = page(and(managed, inArray(orders.id, ids))!);
    return onePage(executor, counts.getSQL(), items, matched).prepare(name);
  }
  // A plain filter may match most orders: counted over them, paged through the tab's index.
  const counts = executor
    .select({ status: orders.status, value: sql`count(*)::int`.as('value') })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
  return onePage(executor, counts.getSQL(), page(and(where, inTab)!)).prepare(name);
}

const statementsPer = preparedPer(() => new Map<string, ReturnType<typeof prepareList>>());

/**
 * A tab's page and every tab's count in one round trip. Each kind of request is a named statement, parsed once
 * per connection (PostgreSQL still plans a search for its pattern).
 */
export async function listPage(executor: Executor, request: ListRequest) {
  const filters = optional.map((filter) => (request[filter] ? letterOf(request, filter) : '')).join('');
  const dates = request.from || request.to ? `_${request.dateField}` : '';
  const name = `order_list_${request.sellerId ? 'agent' : 'hq'}_${sortOf(request.tab)}_${filters}${dates}`;
  const statements = statementsPer(executor);
  const statement = statements.get(name) ?? prepareList(executor, request, name);
  statements.set(name, statement);
  const pattern = request.q ? containsPattern(request.q.toLowerCase()) : null;
  const [row] = await statement.execute({ ...request, pattern });
  return row!;
}
