import { reversalOf } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type OrderCounting, subscribe } from '../../platform/events.js';
import { orders } from '../orders/orders.tables.js';
import { users } from '../users/users.tables.js';
import { addPoints, appendEntry, entryByKey, lockBalance } from './ledger.repo.js';

/**
 * A counted order earns its points (the order's `pointEarned`, from its lines) for its sales agent (the buyer, or
 * a store order's store agent), when an agent.
 */
export async function creditPoints(tx: Tx, event: OrderCounting) {
  if (!event.agentId) return;
  const [order] = await tx
    .select({ points: orders.pointEarned, role: users.role })
    .from(orders)
    .innerJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, event.agentId)))
    .where(and(eq(orders.companyId, event.companyId), eq(orders.id, event.orderId)));
  if (order?.role !== 'agent' || order.points <= 0) return;
  await addPoints(tx, event.companyId, {
    agentId: event.agentId,
    kind: 'earned',
    points: order.points,
    at: event.at,
    key: `earn:${event.orderId}`,
    orderId: event.orderId,
  });
}

/**
 * A refund takes the order's points back with a new negative entry. The balance never goes below zero: points
 * the agent already used stay used, and the entry records them as `unrecovered`.
 */
export async function reversePoints(tx: Tx, event: OrderCounting) {
  const earned = await entryByKey(tx, event.companyId, `earn:${event.orderId}`);
  if (!earned) return;
  const balance = await lockBalance(tx, event.companyId, earned.agentId);
  await appendEntry(tx, event.companyId, {
    agentId: earned.agentId,
    kind: 'reversed',
    ...reversalOf(earned.points, balance),
    at: event.at,
    key: `rev:${event.orderId}`,
    orderId: event.orderId,
  });
}

export function subscribePoints() {
  subscribe('order.counted', creditPoints);
  subscribe('order.refunded', reversePoints);
}
