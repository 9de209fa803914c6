import { Counter, collectDefaultMetrics, Registry } from 'prom-client';
import { subscribe } from './events.js';

/**
 * What is counted for the whole process, whichever app instance (tests build several) saw it: the process's own
 * figures (prom-client's default collectors) and the business counters, fed by the domain events so that no module
 * carries metrics code. An event is published inside its cause's transaction: a cause that rolls back after it
 * (rare: a later step failed) has been counted all the same (docs/decisions.md "Metrics").
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [processRegistry] });

const ordersPlaced = counter('niaga_orders_placed_total', 'Orders placed by a checkout', ['channel'] as const);
// Both channels from zero, so that a rate over the first order of a channel is not lost.
for (const channel of ['shop', 'storefront']) ordersPlaced.inc({ channel }, 0);
const ordersCounted = counter('niaga_orders_counted_total', 'Orders that reached to_ship and counted for sales');
const ordersRefunded = counter('niaga_orders_refunded_total', 'Counted orders refunded');
const paymentsPaid = counter('niaga_payments_paid_total', 'Gateway payments settled as paid', [
  'purpose',
  'provider',
] as const);
const monthsClosed = counter('niaga_commission_months_closed_total', 'Commission months closed');

const countPlaced = async (_tx: unknown, event: { channel: string }) => {
  ordersPlaced.inc({ channel: event.channel });
};
const countCounted = async () => {
  ordersCounted.inc();
};
const countRefunded = async () => {
  ordersRefunded.inc();
};
const countPaid = async (_tx: unknown, event: { purpose: string; provider: string }) => {
  paymentsPaid.inc({ purpose: event.purpose, provider: event.provider });
};
const countClosed = async () => {
  monthsClosed.inc();
};

/** Subscribes the business counters (once per process: `subscribe` ignores a handler it already has). */
export function subscribeBusinessMetrics() {
  subscribe('order.placed', countPlaced);
  subscribe('order.counted', countCounted);
  subscribe('order.refunded', countRefunded);
  subscribe('payment.paid', countPaid);
  subscribe('commission.monthClosed', countClosed);
}
