import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { branches } from '../company/company.tables.js';
import { featuresOf } from '../company/features.js';
import { stockLevels } from '../inventory/inventory.tables.js';
import { applyMovement } from '../inventory/stock.repo.js';
import { countOrders } from './counting.js';
import { recordEvent, recordEvents } from './order-events.js';
import {
  type Actor,
  buyerHoldsStock,
  by,
  checkMove,
  lockManagedOrder,
  lockManagedOrders,
  moveBuyerStock,
  type OrderRow,
  orderEvent,
  setStatus,
} from './order-moves.js';
import { bookingMinutes } from './order-numbers.js';
import { orders } from './orders.tables.js';
import { closeReservations } from './release-order.js';

// The forward moves of an order: receipt approved or rejected, shipped, delivered, picked up, pickup changed.

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
    approvable.map((order) => orderEvent(order, 'approved', 'to_ship', actor, note)),
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
  await recordEvent(tx, orderEvent(order, 'rejected', 'unpaid', actor, note));
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
  await recordEvent(tx, orderEvent(order, 'tracking_set', 'shipping', actor, input.trackingNumber));
}

async function complete(tx: Tx, order: OrderRow, actor: Actor, action: 'delivered' | 'picked_up') {
  await setStatus(tx, order, { status: 'completed', completedAt: actor.now }, actor.now);
  if (await buyerHoldsStock(tx, order)) await moveBuyerStock(tx, order, actor, 'in');
  await recordEvent(tx, orderEvent(order, action, 'completed', actor));
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
  await recordEvent(tx, { ...orderEvent(order, 'pickup_updated', order.status, actor, location), from: order.status });
}
