import type { OrderManageAction, OrderStatus, Role } from '@niaga/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { featuresOf } from '../company/company.repo.js';
import { branches, companies } from '../company/company.tables.js';
import { stockLevels } from '../inventory/inventory.tables.js';
import { applyMovement, NotEnoughStock, releaseStock } from '../inventory/stock.repo.js';
import { creditWallet } from '../payments/wallet.repo.js';
import { users } from '../users/users.tables.js';
import { countingOf, countOrders } from './counting.js';
import { recordEvent, recordEvents } from './order-events.js';
import { bookingMinutes } from './order-numbers.js';
import { orderReservations, orders } from './orders.tables.js';
import { closeReservations, releaseUnpaidOrder } from './release-order.js';

/** Who manages an order: HQ or staff (every order of the company), or an agent (the orders it sells). */
export type Actor = { companyId: string; id: string; name: string; role: Role; now: Date; timeZone: string };

export const actorFrom = (ctx: RequestContext): Actor => ({
  companyId: ctx.companyId,
  id: ctx.user.id,
  name: ctx.user.name,
  role: ctx.user.role,
  now: ctx.now,
  timeZone: ctx.user.company.timeZone,
});

type OrderRow = typeof orders.$inferSelect;

/** domain-rules "Orders": the states each action may start from (and, for some, the delivery it needs). */
export const MOVES: Record<OrderManageAction, { from: readonly OrderStatus[]; delivery?: 'shipping' | 'pickup' }> = {
  approve: { from: ['pending_approval'] },
  reject: { from: ['pending_approval'] },
  cancel: { from: ['unpaid', 'payment_process'] },
  tracking: { from: ['to_ship'], delivery: 'shipping' },
  delivered: { from: ['shipping'] },
  pickup: { from: ['unpaid', 'payment_process', 'pending_approval', 'to_ship'], delivery: 'pickup' },
  pickedUp: { from: ['to_ship'], delivery: 'pickup' },
  refund: { from: ['to_ship', 'shipping', 'completed'] },
};

export const allowedActions = (order: Pick<OrderRow, 'status' | 'delivery'>) =>
  (Object.keys(MOVES) as OrderManageAction[]).filter((action) => {
    const move = MOVES[action];
    return move.from.includes(order.status) && (!move.delivery || move.delivery === order.delivery);
  });

/** The orders the actor may manage (agents: only what they sell), locked for this transaction in id order. */
async function lockManagedOrders(tx: Tx, actor: Actor, orderIds: string[]): Promise<Map<string, OrderRow>> {
  const locked = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, actor.companyId),
        inArray(orders.id, orderIds),
        actor.role === 'agent' ? eq(orders.sellerStoreId, actor.id) : undefined,
      ),
    )
    .orderBy(orders.id)
    .for('update');
  return new Map(locked.map((order) => [order.id, order]));
}

/** The order, locked for this transaction, if the actor may manage it (agents: only what they sell). */
export async function lockManagedOrder(tx: Tx, actor: Actor, orderId: string): Promise<OrderRow> {
  const order = (await lockManagedOrders(tx, actor, [orderId])).get(orderId);
  if (!order) throw notFound();
  return order;
}

const PAID: readonly OrderStatus[] = ['to_ship', 'shipping', 'completed', 'refund'];

/** An illegal move is refused with what is wrong: already approved, already cancelled, or not from this state. */
function checkMove(order: OrderRow, action: OrderManageAction) {
  const move = MOVES[action];
  if (move.from.includes(order.status) && (!move.delivery || move.delivery === order.delivery)) return;
  const key =
    order.status === 'cancelled' || order.status === 'booking_over'
      ? 'order.alreadyCancelled'
      : action === 'approve' && PAID.includes(order.status)
        ? 'order.alreadyApproved'
        : 'order.illegalMove';
  throw new AppError(409, key, 'CONFLICT');
}

async function setStatus(tx: Tx, order: OrderRow, patch: Partial<typeof orders.$inferInsert>, at: Date) {
  const [updated] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: at })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)))
    .returning();
  return updated!;
}

const by = (actor: Actor) => ({ id: actor.id, name: actor.name });

/**
 * Approves manual-transfer receipts: each order is paid, counts, and gets its invoice number (in the order of
 * `orderIds`). Answers the refused orders (not found, or not waiting for approval) with their reason: nothing of
 * theirs changes. The orders are locked and checked first, so the others are written a step at a time for all.
 */
export async function approveOrders(
  tx: Tx,
  actor: Actor,
  orderIds: string[],
  note?: string,
): Promise<Map<string, AppError>> {
  const locked = await lockManagedOrders(tx, actor, orderIds);
  const refused = new Map<string, AppError>();
  const approvable: OrderRow[] = [];
  for (const id of new Set(orderIds)) {
    const order = locked.get(id);
    try {
      if (!order) throw notFound();
      checkMove(order, 'approve');
      approvable.push(order);
    } catch (error) {
      refused.set(id, error as AppError);
    }
  }
  if (approvable.length === 0) return refused;
  const updated = await tx
    .update(orders)
    .set({ status: 'to_ship', paymentStatus: 'paid', approvedAt: actor.now, updatedAt: actor.now })
    .where(
      and(
        eq(orders.companyId, actor.companyId),
        inArray(
          orders.id,
          approvable.map((order) => order.id),
        ),
      ),
    )
    .returning();
  const updatedById = new Map(updated.map((order) => [order.id, order]));
  await countOrders(
    tx,
    approvable.map((order) => updatedById.get(order.id)!),
    actor.now,
  );
  await recordEvents(
    tx,
    approvable.map((order) => event(order, 'approved', 'to_ship', actor, note)),
  );
  return refused;
}

/** Approves one receipt, or refuses it with what is wrong. */
export async function approve(tx: Tx, actor: Actor, orderId: string, note?: string) {
  const refusal = (await approveOrders(tx, actor, [orderId], note)).get(orderId);
  if (refusal) throw refusal;
}

/** Refuses a receipt: the order is unpaid again, with a fresh booking time to upload a correct one. */
export async function reject(tx: Tx, actor: Actor, orderId: string, note?: string) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'reject');
  const minutes = bookingMinutes(await featuresOf(tx, actor.companyId), order.firstOrder);
  await setStatus(
    tx,
    order,
    {
      status: 'unpaid',
      paymentStatus: 'failed',
      receiptPath: null,
      paidAt: null,
      bookingExpiresAt: new Date(actor.now.getTime() + minutes * 60_000),
    },
    actor.now,
  );
  await recordEvent(tx, event(order, 'rejected', 'unpaid', actor, note));
}

export async function cancel(tx: Tx, actor: Actor, orderId: string, note?: string) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'cancel');
  await releaseUnpaidOrder(tx, { ...order, timeZone: actor.timeZone }, 'cancelled', actor.now, by(actor), note);
}

/**
 * Hands the goods over (shipped or picked up): the units the order held leave the seller's on-hand as a
 * `sale`. A preorder whose stock has not arrived yet cannot be handed over.
 */
async function handOver(tx: Tx, order: OrderRow, actor: Actor) {
  const held = await closeReservations(tx, order.companyId, order.id, actor.now);
  for (const row of held) {
    const key = and(
      eq(stockLevels.companyId, row.companyId),
      eq(stockLevels.storeId, row.storeId),
      eq(stockLevels.productId, row.productId),
      eq(stockLevels.variantId, row.variantId),
    );
    const [level] = await tx
      .update(stockLevels)
      .set({ reserved: sql`${stockLevels.reserved} - ${row.quantity}`, updatedAt: sql`now()` })
      .where(and(key, sql`${stockLevels.onHand} >= ${row.quantity}`))
      .returning({ onHand: stockLevels.onHand });
    if (!level) throw new AppError(409, 'order.stockNotArrived', 'NOT_ENOUGH_STOCK');
    await applyMovement(tx, {
      companyId: row.companyId,
      storeId: row.storeId,
      productId: row.productId,
      variantId: row.variantId || null,
      qtyIn: 0,
      qtyOut: row.quantity,
      invType: 'sale',
      invDesc: order.referenceNo,
      orderId: order.id,
      by: by(actor),
    });
  }
}

/** Sets the tracking number: the order ships and its stock leaves the seller. */
export async function setTracking(
  tx: Tx,
  actor: Actor,
  orderId: string,
  input: { trackingNumber: string; courierName?: string | undefined },
) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'tracking');
  await handOver(tx, order, actor);
  await setStatus(
    tx,
    order,
    {
      status: 'shipping',
      trackingNumber: input.trackingNumber,
      courierName: input.courierName || order.courierName,
      shippedAt: actor.now,
    },
    actor.now,
  );
  await recordEvent(tx, event(order, 'tracking_set', 'shipping', actor, input.trackingNumber));
}

/** Whether the buyer keeps stock of its own (its level is an "ordering level"): completed goods enter it. */
async function buyerHoldsStock(tx: Tx, order: OrderRow) {
  const [row] = await tx
    .select({ levelId: users.levelId, features: companies.features })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, order.companyId), eq(users.id, order.buyerId)));
  return !!row?.levelId && (row.features.orderingLevelIds ?? []).includes(row.levelId);
}

/** One stock movement per reserved item of the order, into or out of a store (the buyer's, or the one it came from). */
async function moveReservedItems(
  tx: Tx,
  order: OrderRow,
  actor: Actor,
  move: {
    storeOf: (item: typeof orderReservations.$inferSelect) => string;
    direction: 'in' | 'out';
    invType: 'in' | 'order_return';
    returnReason?: string | null;
  },
) {
  const items = await tx
    .select()
    .from(orderReservations)
    .where(and(eq(orderReservations.companyId, order.companyId), eq(orderReservations.orderId, order.id)));
  for (const item of items)
    await applyMovement(tx, {
      companyId: order.companyId,
      storeId: move.storeOf(item),
      productId: item.productId,
      variantId: item.variantId || null,
      qtyIn: move.direction === 'in' ? item.quantity : 0,
      qtyOut: move.direction === 'out' ? item.quantity : 0,
      invType: move.invType,
      invDesc: order.referenceNo,
      returnReason: move.returnReason,
      orderId: order.id,
      by: by(actor),
    });
}

function moveBuyerStock(tx: Tx, order: OrderRow, actor: Actor, direction: 'in' | 'out') {
  return moveReservedItems(tx, order, actor, {
    storeOf: () => order.buyerId,
    direction,
    invType: direction === 'in' ? 'in' : 'order_return',
  });
}

async function complete(tx: Tx, order: OrderRow, actor: Actor, action: 'delivered' | 'picked_up') {
  await setStatus(tx, order, { status: 'completed', completedAt: actor.now }, actor.now);
  if (await buyerHoldsStock(tx, order)) await moveBuyerStock(tx, order, actor, 'in');
  await recordEvent(tx, event(order, action, 'completed', actor));
}

export async function markDelivered(tx: Tx, actor: Actor, orderId: string) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'delivered');
  await complete(tx, order, actor, 'delivered');
}

export async function markPickedUp(tx: Tx, actor: Actor, orderId: string) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'pickedUp');
  await handOver(tx, order, actor);
  await complete(tx, order, actor, 'picked_up');
}

/** Changes where and when a self-pickup order is collected (an HQ branch that offers pickup). */
export async function updatePickup(
  tx: Tx,
  actor: Actor,
  orderId: string,
  input: { pickupBranchId: string; pickupTime: string },
) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'pickup');
  const [branch] = await tx
    .select()
    .from(branches)
    .where(
      and(eq(branches.companyId, actor.companyId), eq(branches.id, input.pickupBranchId), isNull(branches.deletedAt)),
    );
  if (!branch?.selfPickup) throw badRequest('order.pickupUnavailable', { pickupBranchId: 'order.pickupUnavailable' });
  const place = [branch.name, branch.address1, branch.address2, branch.postcode, branch.city, branch.state];
  const location = place.filter(Boolean).join(', ');
  await setStatus(
    tx,
    order,
    { pickupBranchId: branch.id, pickupLocation: location, pickupTime: new Date(input.pickupTime) },
    actor.now,
  );
  await recordEvent(tx, { ...event(order, 'pickup_updated', order.status, actor, location), from: order.status });
}

/**
 * Refunds a paid order: the goods go back to the seller (or its held units are released if they never left),
 * the buyer's own stock gives back what it received, the money goes to the payer's wallet or is recorded as
 * paid back by hand, and everything the order counted for is reversed (`order.refunded`).
 */
export async function refund(
  tx: Tx,
  actor: Actor,
  orderId: string,
  input: { method: 'wallet' | 'manual'; reference?: string | undefined; note?: string | undefined },
) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'refund');
  if (order.status === 'to_ship') {
    const held = await closeReservations(tx, order.companyId, order.id, actor.now);
    for (const row of held) await releaseStock(tx, row);
  } else {
    await moveReservedItems(tx, order, actor, {
      storeOf: (item) => item.storeId,
      direction: 'in',
      invType: 'order_return',
      returnReason: input.note ?? null,
    });
    if (order.status === 'completed' && (await buyerHoldsStock(tx, order))) {
      try {
        await moveBuyerStock(tx, order, actor, 'out');
      } catch (error) {
        if (error instanceof NotEnoughStock) throw new AppError(409, 'order.buyerStockUsed', 'CONFLICT');
        throw error;
      }
    }
  }
  if (input.method === 'wallet' && order.grandTotal > 0)
    await creditWallet(tx, {
      companyId: order.companyId,
      userId: order.placedById,
      amount: order.grandTotal,
      kind: 'refund',
      description: order.referenceNo,
      orderId: order.id,
    });
  const updated = await setStatus(
    tx,
    order,
    {
      status: 'refund',
      paymentStatus: 'refunded',
      refundedAt: actor.now,
      refundMethod: input.method,
      refundReference: input.reference || null,
    },
    actor.now,
  );
  await publish(tx, 'order.refunded', countingOf(updated, actor.now));
  await recordEvent(tx, event(order, 'refunded', 'refund', actor, input.note ?? input.reference));
}

function event(
  order: OrderRow,
  action: Parameters<typeof recordEvent>[1]['action'],
  to: OrderStatus,
  actor: Actor,
  note?: string | null,
) {
  return {
    companyId: order.companyId,
    orderId: order.id,
    action,
    from: order.status,
    to,
    actor: by(actor),
    note,
    at: actor.now,
  };
}
