import type { Tx } from '../db/client.js';

/** What an order counts for: its goods after discounts (sen) and its units, for the buyer, at a moment. */
export type OrderCounting = {
  companyId: string;
  orderId: string;
  buyerId: string;
  /**
   * The agent whose sale it is (PS, points): the buyer, or for an order placed in an online store the store's
   * agent (null: a store HQ runs, nobody is credited). Decided once, by `countingOf`.
   */
  agentId: string | null;
  amount: number;
  units: number;
  at: Date;
  /** When the order counted (absent: `at`): a refund takes its sales back from that month. */
  countedAt?: Date;
};

/**
 * An in-process event bus whose subscribers run inside the publisher's transaction: what they write commits
 * or rolls back with the event's cause. Modules subscribe at start-up (`subscribe`); publishers never know them.
 */
export type DomainEvents = {
  /** An order reached `to_ship`: it counts for sales, points and commissions (domain-rules "Orders"). */
  'order.counted': OrderCounting;
  /** A counted order was refunded: everything it counted for is reversed with new (negative) entries. */
  'order.refunded': OrderCounting;
  /** A checkout placed an order: in the agents' shop, or in an agent's or HQ's online store (`storefront`). */
  'order.placed': { companyId: string; orderId: string; channel: 'shop' | 'storefront' };
  /** A gateway's callback settled a payment as paid. */
  'payment.paid': { companyId: string; paymentId: string; purpose: string; provider: string };
  /** A commission month was closed (by HQ's button or the monthly job). */
  'commission.monthClosed': { companyId: string; month: string };
  /** An order moved one step on its timeline (`action` and statuses as in `order_events`). */
  'order.moved': { companyId: string; orderId: string; action: string; from: string | null; to: string };
  /** A line was added to an agent's status history (`action`: register, promote, demote, suspend, ...). */
  'agent.changed': { companyId: string; agentId: string; action: string };
  /** An agent asked for a payout, or HQ marked one paid. */
  'payout.moved': { companyId: string; payoutId: string; status: 'requested' | 'paid' };
  /** A stock-out left an item with no available units (on hand minus reserved) at a store that had some. */
  'stock.low': { companyId: string; storeId: string; productId: string; variantId: string; available: number };
};
type Handler<K extends keyof DomainEvents> = (tx: Tx, event: DomainEvents[K]) => Promise<void>;

const handlers: { [K in keyof DomainEvents]?: Array<Handler<K>> } = {};

export function subscribe<K extends keyof DomainEvents>(name: K, handler: Handler<K>) {
  const list = (handlers[name] ?? []) as Array<Handler<K>>;
  if (!list.includes(handler)) handlers[name] = [...list, handler] as (typeof handlers)[K];
}

export async function publish<K extends keyof DomainEvents>(tx: Tx, name: K, event: DomainEvents[K]) {
  for (const handler of (handlers[name] ?? []) as Array<Handler<K>>) await handler(tx, event);
}
