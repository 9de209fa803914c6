import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { NotEnoughStock, releaseStock } from '../inventory/stock.repo.js';
import { creditWallet } from '../payments/wallet.repo.js';
import { countingOf } from './counting.js';
import { recordEvent } from './order-events.js';
import {
  type Actor,
  buyerHoldsStock,
  by,
  checkMove,
  lockManagedOrder,
  moveBuyerStock,
  moveReservedItems,
  orderEvent,
  setStatus,
} from './order-moves.js';
import { closeReservations, releaseUnpaidOrder } from './release-order.js';

// The backward moves of an order: an unpaid order cancelled, a paid one refunded.

export async function cancel(tx: Tx, actor: Actor, orderId: string, note?: string) {
  const order = await lockManagedOrder(tx, actor, orderId);
  checkMove(order, 'cancel');
  await releaseUnpaidOrder(tx, { ...order, timeZone: actor.timeZone }, 'cancelled', actor.now, by(actor), note);
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
  await publish(tx, 'order.refunded', await countingOf(tx, updated, actor.now));
  await recordEvent(tx, orderEvent(order, 'refunded', 'refund', actor, input.note ?? input.reference));
}
