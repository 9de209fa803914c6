import { orderCommissions, reversalsOf } from '@niaga/shared';
import type { Tx } from '../../db/client.js';
import { type OrderCounting, subscribe } from '../../platform/events.js';
import { monthOf } from '../network/sales.repo.js';
import { insertEntries, loadCommissionOrder, markReversed, orderEntries } from './crediting.repo.js';
import { clawBackLateRefund } from './late-refund.js';
import { openMonthOf, openPeriodFor } from './periods.js';
import { applyDueVersion } from './plan-versions.repo.js';

/**
 * A counted order earns its per-order commissions (domain-rules "Commissions" 1-5): pending entries in the open
 * month, read in one statement and written in one. Keys make it idempotent: a replayed event writes nothing more. Whether it is
 * the buyer's first counted order comes from the orders themselves, not from `users.last_counted_at` (which the
 * network subscriber changes in the same transaction), so the order of subscribers does not matter.
 */
export async function creditOrder(tx: Tx, event: OrderCounting) {
  let loaded = await loadCommissionOrder(tx, event.companyId, event.orderId, event.agentId);
  // The plan version that took effect this month reaches the live tables first, then they are read again: the load
  // says so (no statement of its own on every other order; docs/decisions.md "Versioned commission plans").
  if (loaded?.planDue) {
    await applyDueVersion(tx, event.companyId, new Date());
    loaded = await loadCommissionOrder(tx, event.companyId, event.orderId, event.agentId);
  }
  if (!loaded) return;
  const { order } = loaded;
  const entries = orderCommissions(order);
  if (entries.length === 0) return;
  const period = openMonthOf(monthOf(loaded.timeZone, event.at), loaded.lastClosedMonth);
  await insertEntries(
    tx,
    event.companyId,
    entries.map((entry) => ({
      ...entry,
      period,
      sourceOrderId: event.orderId,
      sourceAgentId: event.agentId ?? order.buyer.id,
      status: 'pending' as const,
    })),
  );
}

/**
 * A refund reverses every entry of the order with a new negative one in the open month (`reversalsOf`). An entry
 * still pending is cancelled with its reversal (both `reversed`) before it is ever payable; a payable or paid
 * one stays, and its pending reversal offsets the agent's next payout. Each order's entries sum to zero after.
 */
export async function reverseOrder(tx: Tx, event: OrderCounting) {
  const entries = await orderEntries(tx, event.companyId, event.orderId);
  const reversals = reversalsOf(entries);
  if (reversals.length === 0) return;
  const period = await openPeriodFor(tx, event.companyId, event.at);
  const sourceAgentOf = new Map(entries.map((entry) => [entry.id, entry.sourceAgentId]));
  await insertEntries(
    tx,
    event.companyId,
    reversals.map((reversal) => ({
      ...reversal,
      period,
      sourceOrderId: event.orderId,
      sourceAgentId: sourceAgentOf.get(reversal.reversesId) ?? null,
    })),
  );
  await markReversed(
    tx,
    event.companyId,
    reversals.filter((reversal) => reversal.status === 'reversed').map((reversal) => reversal.reversesId),
  );
}

export function subscribeCommissions() {
  subscribe('order.counted', creditOrder);
  subscribe('order.refunded', reverseOrder);
  subscribe('order.refunded', clawBackLateRefund);
}
