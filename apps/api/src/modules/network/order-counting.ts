import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type OrderCounting, subscribe } from '../../platform/events.js';
import { companies } from '../company/company.tables.js';
import { users } from '../users/users.tables.js';
import { recordPlacements } from './placements.repo.js';
import { creditSales, monthOf } from './sales.repo.js';

async function timeZoneOf(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.timeZone ?? 'Asia/Kuala_Lumpur';
}

/**
 * A counted order: the sales agent's (the buyer, or a store's agent) and its uplines' sales for the month, and an
 * agent buying for itself is active again. A store sale leaves its agent's status and "first order" alone: they
 * follow the agent's own purchases (decisions.md "Stores (issue 22): counting and commission").
 */
async function onCounted(tx: Tx, event: OrderCounting) {
  if (!event.agentId) return;
  await creditSales(tx, {
    companyId: event.companyId,
    buyerId: event.agentId,
    month: monthOf(await timeZoneOf(tx, event.companyId), event.at),
    amount: event.amount,
    units: event.units,
  });
  const buyer = and(eq(users.companyId, event.companyId), eq(users.id, event.agentId), eq(users.id, event.buyerId));
  await tx
    .update(users)
    .set({ lastCountedAt: sql`greatest(coalesce(${users.lastCountedAt}, ${event.at}), ${event.at})` })
    .where(buyer);
  const cameActive = await tx
    .update(users)
    .set({ status: 'active' })
    .where(and(buyer, inArray(users.status, ['new', 'inactive'])))
    .returning({ id: users.id });
  await recordPlacements(
    tx,
    event.companyId,
    cameActive.map((row) => row.id),
  );
}

/** A refund takes the sales back in the month it happens (new negative entries; past months stay as paid out). */
async function onRefunded(tx: Tx, event: OrderCounting) {
  if (!event.agentId) return;
  await creditSales(tx, {
    companyId: event.companyId,
    buyerId: event.agentId,
    month: monthOf(await timeZoneOf(tx, event.companyId), event.at),
    amount: -event.amount,
    units: -event.units,
  });
}

export function subscribeToOrders() {
  subscribe('order.counted', onCounted);
  subscribe('order.refunded', onRefunded);
}
