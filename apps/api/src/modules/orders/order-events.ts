import type { OrderStatus } from '@niaga/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { publish } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import { notifyOrderMove } from '../notifications/order-notices.js';
import { type OrderAction, orderEvents } from './orders.tables.js';

/** Who moved an order: a user, or the system (booking job, payment gateway) with a name to show. */
export type EventActor = { id: string | null; name: string };
export const SYSTEM: EventActor = { id: null, name: 'System' };
export const GATEWAY: EventActor = { id: null, name: 'Payment gateway' };
export const actorOf = (ctx: RequestContext): EventActor => ({ id: ctx.user.id, name: ctx.user.name });

export type OrderEvent = {
  companyId: string;
  orderId: string;
  action: OrderAction;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: EventActor;
  note?: string | null | undefined;
  at: Date;
};

/** Appends one step to the order's timeline, in the transaction that made the move. */
export async function recordEvent(tx: Tx, event: OrderEvent) {
  await eventInsert(tx, event);
  await notifyOrderMove(tx, event);
  await publish(tx, 'order.moved', movedOf(event));
}

/** Appends a step to each order's timeline in one statement (bulk moves). */
export async function recordEvents(tx: Tx, events: OrderEvent[]) {
  if (events.length > 0) await tx.insert(orderEvents).values(events.map(eventRow));
  for (const event of events) await notifyOrderMove(tx, event);
  for (const event of events) await publish(tx, 'order.moved', movedOf(event));
}

const movedOf = ({ companyId, orderId, action, from, to }: OrderEvent) => ({ companyId, orderId, action, from, to });

/** The INSERT of one timeline step, to run or to put in a larger statement (checkout's). */
export function eventInsert(tx: Tx, event: OrderEvent) {
  return tx.insert(orderEvents).values(eventRow(event));
}

const eventRow = (event: OrderEvent) => ({
  companyId: event.companyId,
  id: newId(),
  orderId: event.orderId,
  action: event.action,
  fromStatus: event.from,
  toStatus: event.to,
  actorId: event.actor.id,
  actorName: event.actor.name,
  note: event.note ?? null,
  createdAt: event.at,
});

/** An order's timeline, oldest step first, as the order views show it. */
export async function eventsOf(executor: Executor, companyId: string, orderId: string) {
  const rows = await executor
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.companyId, companyId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.seq));
  return rows.map((row) => ({
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actorName: row.actorName,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}
