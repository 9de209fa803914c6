import { agentListQuery, type WebhookEventType } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type DomainEvents, subscribe } from '../../platform/events.js';
import { payoutViewIn } from '../commission/payouts.service.js';
import { companies } from '../company/company.tables.js';
import { findAgents } from '../network/agents.repo.js';
import { monthOf } from '../network/sales.repo.js';
import { orderById, toOrderView } from '../orders/order-view.js';
import { users } from '../users/users.tables.js';
import { writeEvent } from './webhook-outbox.js';

/** Which webhook event an order's timeline step is (none for the steps no endpoint can subscribe to). */
export function orderEventType({ action, from, to }: DomainEvents['order.moved']): WebhookEventType | null {
  if (action === 'paid') return 'order.paid';
  if (action === 'approved') return 'order.approved';
  if (action === 'cancelled') return 'order.cancelled';
  if (action === 'refunded') return 'order.refunded';
  if (to === 'shipping' && from !== 'shipping') return 'order.shipped';
  if (to === 'completed' && from !== 'completed') return 'order.completed';
  return null;
}

const AGENT_EVENTS: Record<string, WebhookEventType> = {
  register: 'agent.registered',
  promote: 'agent.promoted',
  suspend: 'agent.suspended',
};

const orderData = async (tx: Tx, companyId: string, orderId: string) => {
  const record = await orderById(tx, companyId, orderId);
  return record ? toOrderView(record) : null;
};

/** The agent as the agent list shows it (this month's sales in the company's time zone). */
async function agentData(tx: Tx, companyId: string, agentId: string) {
  const [company] = await tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const where = and(eq(users.companyId, companyId), eq(users.id, agentId))!;
  const month = monthOf(company?.timeZone ?? 'Asia/Kuala_Lumpur');
  const { rows } = await findAgents(tx, companyId, where, agentListQuery.parse({ limit: 1 }), month);
  return rows[0] ?? null;
}

const onPlaced = (tx: Tx, event: DomainEvents['order.placed']) =>
  writeEvent(tx, event.companyId, 'order.created', () => orderData(tx, event.companyId, event.orderId));

async function onOrderMoved(tx: Tx, event: DomainEvents['order.moved']) {
  const type = orderEventType(event);
  if (type) await writeEvent(tx, event.companyId, type, () => orderData(tx, event.companyId, event.orderId));
}

async function onAgentChanged(tx: Tx, event: DomainEvents['agent.changed']) {
  const type = AGENT_EVENTS[event.action];
  if (type) await writeEvent(tx, event.companyId, type, () => agentData(tx, event.companyId, event.agentId));
}

const onPayoutMoved = (tx: Tx, event: DomainEvents['payout.moved']) =>
  writeEvent(tx, event.companyId, `payout.${event.status}`, () => payoutViewIn(tx, event.companyId, event.payoutId));

const onStockLow = (tx: Tx, { companyId, ...data }: DomainEvents['stock.low']) =>
  writeEvent(tx, companyId, 'stock.low', async () => data);

/**
 * The domain events become webhook deliveries inside their cause's transaction (docs/decisions.md "Webhook
 * outbox"): a change that rolls back sends nothing, and one that commits always has its delivery queued.
 */
export function subscribeWebhooks() {
  subscribe('order.placed', onPlaced);
  subscribe('order.moved', onOrderMoved);
  subscribe('agent.changed', onAgentChanged);
  subscribe('payout.moved', onPayoutMoved);
  subscribe('stock.low', onStockLow);
}
