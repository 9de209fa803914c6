import { describe, expect, it } from 'vitest';
import { addUp, feeScheduleOf, gatewayFee, settlementStatus } from './fees.js';

describe('gateway fees', () => {
  it('Billplz charges 1.50 per bill, Stripe 3% + 1.00 rounded half up, the sandbox nothing', () => {
    expect(gatewayFee(10_000, feeScheduleOf('billplz'))).toBe(150);
    expect(gatewayFee(10_000, feeScheduleOf('stripe'))).toBe(400);
    expect(gatewayFee(1_050, feeScheduleOf('stripe'))).toBe(132); // 31.5 sen → 32
    expect(gatewayFee(1_049, feeScheduleOf('stripe'))).toBe(131); // 31.47 sen → 31
    expect(gatewayFee(10_000, feeScheduleOf('sandbox'))).toBe(0);
    expect(gatewayFee(10_000, feeScheduleOf('unknown-gateway'))).toBe(0);
  });

  it('a saved schedule wins over the default, and a fee never exceeds the payment', () => {
    expect(gatewayFee(10_000, feeScheduleOf('billplz', { percentBp: 150, fixed: 0 }))).toBe(150);
    expect(gatewayFee(100, feeScheduleOf('billplz'))).toBe(100);
  });
});

describe('settlement statuses and figures', () => {
  it('decides each status', () => {
    expect(settlementStatus({ status: 'pending', settled: false, orderRefunded: false })).toBe('awaiting');
    expect(settlementStatus({ status: 'failed', settled: false, orderRefunded: false })).toBe('failed');
    expect(settlementStatus({ status: 'paid', settled: false, orderRefunded: false })).toBe('pending');
    expect(settlementStatus({ status: 'paid', settled: false, orderRefunded: true })).toBe('refunded');
    expect(settlementStatus({ status: 'paid', settled: true, orderRefunded: true })).toBe('settled');
  });

  it('counts only collected payments; net = collected − fees; refunded is neither settled nor pending', () => {
    const figures = addUp([
      { amount: 10_000, fee: 150, status: 'settled' },
      { amount: 5_000, fee: 150, status: 'pending' },
      { amount: 2_000, fee: 150, status: 'refunded' },
      { amount: 9_999, fee: 150, status: 'failed' },
      { amount: 8_888, fee: 150, status: 'awaiting' },
    ]);
    expect(figures).toEqual({ collected: 17_000, fees: 450, net: 16_550, settled: 9_850, pending: 4_850 });
  });
});
