import type { OrderManageAction, OrderStatus, Role } from '@niaga/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { applyMovement } from '../inventory/stock.repo.js';
import { users } from '../users/users.tables.js';
import type { recordEvent } from './order-events.js';
import { orderReservations, orders } from './orders.tables.js';

// What every order move shares (who acts, which moves are legal, locking, events, stock of the order's items);
// the moves themselves are in approve-ship.ts and cancel-refund.ts.

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

export type OrderRow = typeof orders.$inferSelect;

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
export async function lockManagedOrders(tx: Tx, actor: Actor, orderIds: string[]): Promise<Map<string, OrderRow>> {
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
export function checkMove(order: OrderRow, action: OrderManageAction) {
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

export async function setStatus(tx: Tx, order: OrderRow, patch: Partial<typeof orders.$inferInsert>, at: Date) {
  const [updated] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: at })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)))
    .returning();
  return updated!;
}

export const by = (actor: Actor) => ({ id: actor.id, name: actor.name });

/** Whether the buyer keeps stock of its own (its level is an "ordering level"): completed goods enter it. */
export async function buyerHoldsStock(tx: Tx, order: OrderRow) {
  const [row] = await tx
    .select({ levelId: users.levelId, features: companies.features })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, order.companyId), eq(users.id, order.buyerId)));
  return !!row?.levelId && resolveFeatures(row.features).sellingLevelIds.includes(row.levelId);
}

/** One stock movement per reserved item of the order, into or out of a store (the buyer's, or the one it came from). */
export async function moveReservedItems(
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

export function moveBuyerStock(tx: Tx, order: OrderRow, actor: Actor, direction: 'in' | 'out') {
  return moveReservedItems(tx, order, actor, {
    storeOf: () => order.buyerId,
    direction,
    invType: direction === 'in' ? 'in' : 'order_return',
  });
}

/** The event row of a move of `order` to `to` by `actor`. */
export function orderEvent(
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
