import {
  type BulkOutcome,
  MANAGE_SEARCH_LIMIT,
  type ManageOrderView,
  type manageOrdersQuery,
  ORDER_TABS,
  translate,
} from '@niaga/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { approveOrders } from './approve-ship.js';
import { listPage } from './manage-list.js';
import { eventsOf } from './order-events.js';
import { type Actor, actorFrom, allowedActions } from './order-moves.js';
import { orderById, toOrderView } from './order-view.js';
import { orders } from './orders.tables.js';

type ListQuery = z.output<typeof manageOrdersQuery>;

/** The orders a manager sees: HQ and staff every order of the company, an agent the orders it sells. */
const managed = (ctx: RequestContext): SQL =>
  and(
    eq(orders.companyId, ctx.companyId),
    ctx.user.role === 'agent' ? eq(orders.sellerStoreId, ctx.user.id) : undefined,
  )!;

/**
 * A tab's page of the order list with the counts of every tab, as the JSON text of `manageOrdersPage`: the rows
 * come serialised from PostgreSQL (see `manage-list.ts`) in the same statement as the counts.
 */
export async function managedOrdersPageJson(deps: AppDeps, ctx: RequestContext, query: ListQuery): Promise<string> {
  const { counts: byStatus, items } = await listPage(deps.db, {
    ...query,
    companyId: ctx.companyId,
    sellerId: ctx.user.role === 'agent' ? ctx.user.id : null,
    timeZone: ctx.user.company.timeZone,
    offset: (query.page - 1) * query.limit,
  });
  const counts = Object.fromEntries(
    Object.entries(ORDER_TABS).map(([tab, tabStatuses]) => [
      tab,
      (byStatus ?? [])
        .filter((row) => (tabStatuses as readonly string[]).includes(row.status))
        .reduce((sum, row) => sum + row.value, 0),
    ]),
  );
  const total = counts[query.tab] ?? 0;
  const tooMany = !!query.q && total > MANAGE_SEARCH_LIMIT;
  const rest = JSON.stringify({ total, page: query.page, limit: query.limit, counts, tooMany });
  return `{"items":${tooMany ? '[]' : items},${rest.slice(1)}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function managedOrderView(
  executor: Executor,
  ctx: RequestContext,
  orderId: string,
): Promise<ManageOrderView> {
  const record = await orderById(executor, ctx.companyId, orderId);
  if (!record || (ctx.user.role === 'agent' && record.order.sellerStoreId !== ctx.user.id)) throw notFound();
  const events = await eventsOf(executor, ctx.companyId, orderId);
  const { order } = record;
  return {
    ...toOrderView(record),
    receiptUrl: order.receiptPath,
    remark: order.remark,
    invoicePrintedAt: iso(order.invoicePrintedAt),
    packingListPrintedAt: iso(order.packingListPrintedAt),
    shippingLabelPrintedAt: iso(order.shippingLabelPrintedAt),
    shippedAt: iso(order.shippedAt),
    completedAt: iso(order.completedAt),
    refundedAt: iso(order.refundedAt),
    refundMethod: order.refundMethod,
    refundReference: order.refundReference,
    studentName: order.studentName,
    parentName: order.parentName,
    studentClass: order.studentClass,
    events,
    actions: allowedActions(order).filter(
      (action) => (action !== 'approve' && action !== 'reject') || canApprovePayments(ctx),
    ),
  };
}

/** Approving or rejecting a transfer needs "approve manual payment" (HQ holds it; a selling agent approves its own). */
export const canApprovePayments = (ctx: RequestContext) =>
  ctx.user.role !== 'staff' || ctx.user.permissions.includes('approve_manual_payment');

/** Runs one action in its own transaction and answers the order as it now is. */
export async function act(
  deps: AppDeps,
  ctx: RequestContext,
  orderId: string,
  move: (tx: Tx, actor: Actor) => Promise<void>,
) {
  await deps.db.transaction((tx) => move(tx, actorFrom(ctx)));
  return managedOrderView(deps.db, ctx, orderId);
}

export async function saveRemark(deps: AppDeps, ctx: RequestContext, orderId: string, remark: string) {
  const saved = await deps.db
    .update(orders)
    .set({ remark: remark || null, updatedAt: ctx.now })
    .where(and(managed(ctx), eq(orders.id, orderId)))
    .returning({ id: orders.id });
  if (!saved.length) throw notFound();
  return managedOrderView(deps.db, ctx, orderId);
}

/** Orders approved per transaction by bulk approve: one commit (one WAL flush) per batch instead of per order. */
const BULK_BATCH = 50;

/**
 * Approves many orders: a refused order (already approved, cancelled, not found) changes nothing and is reported
 * with its reason, while the others go on. Orders are committed in batches of 50, so locks (the orders, invoice
 * counter, sales rows) are held for one batch at most.
 */
export async function bulkApprove(deps: AppDeps, ctx: RequestContext, ids: string[]): Promise<BulkOutcome> {
  const results: BulkOutcome['results'] = [];
  const references = new Map(
    (
      await deps.db
        .select({ id: orders.id, referenceNo: orders.referenceNo })
        .from(orders)
        .where(and(managed(ctx), inArray(orders.id, ids)))
    ).map((row) => [row.id, row.referenceNo]),
  );
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BULK_BATCH) {
    const batch = unique.slice(start, start + BULK_BATCH);
    const refused = await deps.db.transaction((tx) => approveOrders(tx, actorFrom(ctx), batch));
    for (const id of batch) {
      const refusal = refused.get(id);
      const message = refusal ? translate(ctx.language, refusal.messageKey, refusal.params) : null;
      results.push({ id, referenceNo: references.get(id) ?? null, ok: !refusal, message });
    }
  }
  const done = results.filter((result) => result.ok).length;
  return { results, done, refused: results.length - done };
}
