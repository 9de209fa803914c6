import {
  COUNTED_STATUSES,
  type MoneyTotals,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentMethodReport,
  type TransactionPage,
  type TransactionSummary,
  type transactionFilters,
  type transactionListQuery,
} from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { keysetRows } from './keyset-rows.js';
import { agentFilter, countedStatus, iso, orderBy, withinPeriod } from './master-filters.js';

type Filters = z.output<typeof transactionFilters>;
type ListQuery = z.output<typeof transactionListQuery>;

/**
 * The orders of the report, as the order list filters them (created in the period, buyer `agentId`, selling branch
 * `branchId`), and the buyer's level and state.
 */
function transactionWhere(ctx: RequestContext, filters: Filters) {
  return sql`o.company_id = ${ctx.companyId}
    and ${withinPeriod(sql`o.created_at`, filters, ctx.user.company.timeZone)}
    and ${agentFilter('b', filters)}
    ${filters.agentId ? sql`and o.buyer_id = ${filters.agentId}` : sql``}
    ${filters.branchId ? sql`and o.seller_store_id = ${filters.branchId}` : sql``}
    ${'status' in filters && filters.status ? sql`and o.status = ${filters.status}` : sql``}`;
}

const withBuyer = sql`orders o join users b on b.company_id = o.company_id and b.id = o.buyer_id`;
/** The orders, joined to their buyer only when a filter reads the buyer (counting a month need not join). */
const ordersOf = (filters: Filters) => (filters.levelId || filters.state ? withBuyer : sql`orders o`);
const MONEY = ['subtotal', 'discount', 'voucherDiscount', 'shipping', 'adminFee', 'tax', 'grandTotal'] as const;

type StatusRow = { status: OrderStatus; orders: number } & Record<(typeof MONEY)[number], string>;

export async function transactionSummary(deps: AppDeps, ctx: RequestContext, filters: Filters) {
  const rows = await queryRows<StatusRow>(
    deps.db,
    sql`select o.status, count(*)::int as orders, sum(o.subtotal) as "subtotal", sum(o.discount) as "discount",
      sum(o.voucher_discount) as "voucherDiscount", sum(o.shipping) as "shipping", sum(o.admin_fee) as "adminFee",
      sum(o.tax) as "tax", sum(o.grand_total) as "grandTotal"
    from ${ordersOf(filters)} where ${transactionWhere(ctx, filters)} group by o.status`,
  );
  const counted: MoneyTotals = {
    orders: 0,
    subtotal: 0,
    discount: 0,
    voucherDiscount: 0,
    shipping: 0,
    adminFee: 0,
    tax: 0,
    grandTotal: 0,
  };
  for (const row of rows.filter((r) => (COUNTED_STATUSES as readonly string[]).includes(r.status))) {
    counted.orders += row.orders;
    for (const key of MONEY) counted[key] += Number(row[key]);
  }
  const refund = rows.find((row) => row.status === 'refund');
  const summary: TransactionSummary = {
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    byStatus: ORDER_STATUSES.map((status) => {
      const row = rows.find((r) => r.status === status);
      return { status, orders: row?.orders ?? 0, grandTotal: Number(row?.grandTotal ?? 0) };
    }),
    counted,
    refunded: { orders: refund?.orders ?? 0, grandTotal: Number(refund?.grandTotal ?? 0) },
    currency: ctx.user.company.currency,
  };
  return summary;
}

const TRANSACTION_COLUMNS = { createdAt: sql`o.created_at`, grandTotal: sql`o.grand_total` };

type TransactionDbRow = {
  id: string;
  reference_no: string;
  invoice_no: string | null;
  created_at: Date;
  buyer_id: string;
  buyer_name: string;
  level_name: string | null;
  state: string | null;
  seller_name: string;
  payment_method: PaymentMethod | null;
  status: OrderStatus;
  total_units: number;
  grand_total: string;
  total?: number;
};

const transactionSelect = sql`select o.id, o.reference_no, o.invoice_no, o.created_at, o.buyer_id, b.name as buyer_name,
  l.level_name, b.state, o.seller_name, o.payment_method, o.status, o.total_units, o.grand_total`;
const withLevel = sql`left join levels l on l.company_id = b.company_id and l.id = b.level_id`;

const toRow = (row: TransactionDbRow) => ({
  id: row.id,
  referenceNo: row.reference_no,
  invoiceNo: row.invoice_no,
  createdAt: iso(row.created_at),
  buyer: { id: row.buyer_id, name: row.buyer_name },
  levelName: row.level_name,
  state: row.state,
  sellerName: row.seller_name,
  paymentMethod: row.payment_method,
  status: row.status,
  totalUnits: Number(row.total_units),
  grandTotal: Number(row.grand_total),
});

export async function transactionList(deps: AppDeps, ctx: RequestContext, query: ListQuery): Promise<TransactionPage> {
  const where = transactionWhere(ctx, query);
  const [rows, counted] = await Promise.all([
    queryRows<TransactionDbRow>(
      deps.db,
      sql`${transactionSelect} from ${withBuyer} ${withLevel} where ${where}
        order by ${orderBy(query.sort, TRANSACTION_COLUMNS, sql`o.id desc`)}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    queryRows<{ total: number }>(deps.db, sql`select count(*)::int as total from ${ordersOf(query)} where ${where}`),
  ]);
  return { items: rows.map(toRow), total: counted[0]?.total ?? 0, page: query.page, limit: query.limit };
}

/**
 * Every row of the list, newest first, 1,000 at a time by keyset (created, id) (for exports); the key keeps the
 * microseconds (`created_at::text`), which a JavaScript Date would cut to milliseconds and so skip rows.
 */
export async function* eachTransaction(deps: AppDeps, ctx: RequestContext, filters: Filters) {
  type Keyed = TransactionDbRow & { created_key: string };
  const page = (after: { createdAt: string; id: string } | null, limit: number) =>
    queryRows<Keyed>(
      deps.db,
      sql`${transactionSelect}, o.created_at::text as created_key from ${withBuyer} ${withLevel}
        where ${transactionWhere(ctx, filters)}
        ${after ? sql`and (o.created_at, o.id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
        order by o.created_at desc, o.id desc limit ${limit}`,
    );
  for await (const row of keysetRows(page, (row) => ({ createdAt: row.created_key, id: row.id }), 1_000))
    yield toRow(row);
}

export async function countTransactions(deps: AppDeps, ctx: RequestContext, filters: Filters) {
  const [row] = await queryRows<{ total: number }>(
    deps.db,
    sql`select count(*)::int as total from ${ordersOf(filters)} where ${transactionWhere(ctx, filters)}`,
  );
  return row?.total ?? 0;
}

/** Counted orders per payment method (the sales), with their total. */
export async function paymentMethodReport(deps: AppDeps, ctx: RequestContext, filters: Filters) {
  const rows = await queryRows<{ payment_method: PaymentMethod | null; orders: number; grand_total: string }>(
    deps.db,
    sql`select o.payment_method, count(*)::int as orders, sum(o.grand_total) as grand_total
      from ${ordersOf(filters)} where ${transactionWhere(ctx, filters)} and ${countedStatus(sql`o.status`)}
      group by o.payment_method order by sum(o.grand_total) desc`,
  );
  const items = rows.map((row) => ({
    paymentMethod: row.payment_method,
    orders: row.orders,
    grandTotal: Number(row.grand_total),
  }));
  const report: PaymentMethodReport = {
    items,
    total: {
      orders: items.reduce((sum, item) => sum + item.orders, 0),
      grandTotal: items.reduce((sum, item) => sum + item.grandTotal, 0),
    },
  };
  return report;
}
