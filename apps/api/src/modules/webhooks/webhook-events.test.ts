import { describe, expect, it } from 'vitest';
import { orderEventType } from './webhook-events.js';

const step = (action: string, from: string | null, to: string) =>
  orderEventType({ companyId: 'demo', orderId: 'o1', action, from, to });

describe("an order timeline step's webhook event", () => {
  it('maps the steps HQ integrates with, and nothing else', () => {
    expect(step('paid', 'payment_process', 'to_ship')).toBe('order.paid');
    expect(step('approved', 'pending_approval', 'to_ship')).toBe('order.approved');
    expect(step('tracking_set', 'to_ship', 'shipping')).toBe('order.shipped');
    expect(step('tracking_set', 'shipping', 'shipping')).toBeNull();
    expect(step('delivered', 'shipping', 'completed')).toBe('order.completed');
    expect(step('picked_up', 'to_ship', 'completed')).toBe('order.completed');
    expect(step('cancelled', 'unpaid', 'cancelled')).toBe('order.cancelled');
    expect(step('refunded', 'completed', 'refund')).toBe('order.refunded');
    for (const action of ['placed', 'payment_started', 'payment_failed', 'receipt_uploaded', 'rejected'])
      expect(step(action, 'unpaid', 'unpaid'), action).toBeNull();
  });
});
