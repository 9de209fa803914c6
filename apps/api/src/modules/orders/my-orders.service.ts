import { type MyOrderView, type myOrdersQuery, ORDER_TABS, type OrderStatus, type payOrderInput } from '@niaga/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { containsPattern } from '../../platform/like.js';
import { removePrivateFile, savePrivateImage } from '../../platform/uploads.js';
import { companies } from '../company/company.tables.js';
import { featuresOf, resolveFeatures } from '../company/features.js';
import { users } from '../users/users.tables.js';
import { actorOf, eventsOf, recordEvent } from './order-events.js';
import { type OrderRecord, orderById, orderListRows, toOrderSummary, toOrderView } from './order-view.js';
import { orders } from './orders.tables.js';
import { payOrder } from './pay-order.js';
import { releaseUnpaidOrder } from './release-order.js';

/** The orders an agent sees as its own: those it bought and those it placed for a downline. */
const mine = (ctx: RequestContext): SQL =>
  and(eq(orders.companyId, ctx.companyId), or(eq(orders.buyerId, ctx.user.id), eq(orders.placedById, ctx.user.id)))!;

export async function listMyOrders(deps: AppDeps, ctx: RequestContext, query: z.output<typeof myOrdersQuery>) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const statuses: readonly OrderStatus[] | null = query.tab ? ORDER_TABS[query.tab] : null;
  const where = and(
    mine(ctx),
    statuses ? inArray(orders.status, [...statuses]) : undefined,
    pattern ? ilike(orders.referenceNo, pattern) : undefined,
  );
  const [rows, [total], byStatus] = await Promise.all([
    orderListRows(deps.db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ value: count() }).from(orders).where(where),
    deps.db.select({ status: orders.status, value: count() }).from(orders).where(mine(ctx)).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(
    Object.entries(ORDER_TABS).map(([tab, tabStatuses]) => [
      tab,
      byStatus
        .filter((row) => (tabStatuses as readonly string[]).includes(row.status))
        .reduce((sum, row) => sum + row.value, 0),
    ]),
  );
  return {
    items: rows.map((row) => toOrderSummary(row, row.itemCount)),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
    counts,
  };
}

async function myOrder(deps: AppDeps, ctx: RequestContext, orderId: string) {
  const record = await orderById(deps.db, ctx.companyId, orderId);
  if (!record || (record.order.buyerId !== ctx.user.id && record.order.placedById !== ctx.user.id)) throw notFound();
  return record;
}

/**
 * The bank account the buyer's transfer goes to: its seller's (the selling agent's own account, or HQ's for an
 * order HQ sells), so the receipt can be checked against it.
 */
async function sellerBankOf(deps: AppDeps, ctx: RequestContext, order: OrderRecord['order']) {
  if (order.sellerKind === 'agent') {
    const [agent] = await deps.db
      .select({ bank: users.bank })
      .from(users)
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, order.sellerStoreId)));
    const bank = agent?.bank;
    return bank ? { bankName: bank.bankName, accountName: bank.accountName, accountNumber: bank.accountNumber } : null;
  }
  return (await featuresOf(deps.db, ctx.companyId)).bank;
}

export async function getMyOrder(deps: AppDeps, ctx: RequestContext, orderId: string): Promise<MyOrderView> {
  const record = await myOrder(deps, ctx, orderId);
  const { order } = record;
  const [events, sellerBank] = await Promise.all([
    eventsOf(deps.db, ctx.companyId, orderId),
    order.paymentMethod === 'manual' ? sellerBankOf(deps, ctx, order) : null,
  ]);
  return {
    ...toOrderView(record),
    receiptUrl: order.receiptPath,
    events: events.map(({ actorName: _name, ...event }) => event),
    sellerBank: sellerBank && {
      bankName: sellerBank.bankName,
      accountName: sellerBank.accountName,
      accountNumber: sellerBank.accountNumber,
    },
  };
}

/** Who acts next on the buyer's order, by name: the selling agent, or HQ by its company's name. */
export const sellerDisplayName = (ctx: RequestContext, seller: { kind: 'branch' | 'agent'; name: string }) =>
  seller.kind === 'branch' ? ctx.user.company.name : seller.name;

/** The buyer (or its upline that placed it) cancels an unpaid order; its stock and voucher use are released. */
export async function cancelMyOrder(deps: AppDeps, ctx: RequestContext, orderId: string) {
  await myOrder(deps, ctx, orderId);
  const cancelled = await deps.db.transaction((tx) =>
    releaseUnpaidOrder(
      tx,
      { companyId: ctx.companyId, id: orderId, timeZone: ctx.user.company.timeZone },
      'cancelled',
      ctx.now,
      actorOf(ctx),
    ),
  );
  if (!cancelled) throw new AppError(409, 'order.notCancellable', 'CONFLICT');
  return getMyOrder(deps, ctx, orderId);
}

/**
 * Manual bank transfer: the receipt (JPEG/PNG by content, at most 10 MB) moves an unpaid order to
 * `pending_approval`; it then holds its stock until HQ approves or rejects it, whatever the booking time.
 */
export async function uploadReceipt(deps: AppDeps, ctx: RequestContext, orderId: string, content: Buffer) {
  await myOrder(deps, ctx, orderId);
  if (!(await featuresOf(deps.db, ctx.companyId)).manualReceipt)
    throw new AppError(409, 'order.notAwaitingReceipt', 'CONFLICT');
  await attachReceipt(deps, ctx, orderId, content);
  return getMyOrder(deps, ctx, orderId);
}

/**
 * Saves the receipt of an unpaid order of the caller's company (whoever may see it was checked by the caller)
 * and moves the order to `pending_approval`, recorded as the caller's step; `then` runs in the same transaction
 * (HQ approving the transfer it received itself).
 */
export async function attachReceipt(
  deps: AppDeps,
  ctx: RequestContext,
  orderId: string,
  content: Buffer,
  then?: (tx: Tx) => Promise<void>,
) {
  // A private file (only the buyer, its seller, HQ and permitted staff read it); removed if the order moved on.
  const receiptPath = await savePrivateImage(deps.storage, ctx.companyId, 'receipts', orderId, content);
  const saved = deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'pending_approval',
        paymentMethod: 'manual',
        paymentStatus: 'pending',
        receiptPath,
        bookingExpiresAt: null,
        paidAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId), eq(orders.status, 'unpaid')))
      .returning({ id: orders.id });
    if (!updated) throw new AppError(409, 'order.notAwaitingReceipt', 'CONFLICT');
    await recordEvent(tx, {
      companyId: ctx.companyId,
      orderId,
      action: 'receipt_uploaded',
      from: 'unpaid',
      to: 'pending_approval',
      actor: actorOf(ctx),
      at: ctx.now,
    });
    await then?.(tx);
  });
  await saved.catch(async (error: unknown) => {
    await removePrivateFile(deps.storage, ctx.companyId, receiptPath);
    throw error;
  });
}

/**
 * Pays an unpaid order again, online or from the wallet (the spec's "retry via checkout" after a failed
 * payment). The admin fee follows the method now chosen, so the grand total is recomputed with it.
 */
export async function payMyOrder(
  deps: AppDeps,
  ctx: RequestContext,
  orderId: string,
  input: z.output<typeof payOrderInput>,
) {
  await myOrder(deps, ctx, orderId);
  const payment = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        adminFee: orders.adminFee,
        grandTotal: orders.grandTotal,
        features: companies.features,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId)))
      .for('update', { of: orders });
    if (!order || (order.status !== 'unpaid' && order.status !== 'payment_process'))
      throw new AppError(409, 'payment.orderNotPayable', 'CONFLICT');
    const adminFee = resolveFeatures(order.features).adminFees[input.paymentMethod];
    await tx
      .update(orders)
      .set({ adminFee, grandTotal: order.grandTotal - order.adminFee + adminFee, updatedAt: ctx.now })
      .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId)));
    return payOrder(tx, deps, ctx, orderId, input);
  });
  return { order: await getMyOrder(deps, ctx, orderId), payment };
}
