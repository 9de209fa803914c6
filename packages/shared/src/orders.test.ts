import { describe, expect, it } from 'vitest';
import { checkoutStage, minimumOrderFor, orderTotalsOf } from './orders.js';

describe('orderTotalsOf', () => {
  const base = {
    subtotal: 10_000,
    discount: 0,
    voucherDiscount: 0,
    shipping: 0,
    adminFee: 0,
    taxBasisPoints: 0,
    taxIncluded: false,
    pointEarned: 5,
  };

  it('adds up subtotal − discount − voucher + shipping + admin fee + tax', () => {
    const totals = orderTotalsOf({
      ...base,
      discount: 1_000,
      voucherDiscount: 500,
      shipping: 800,
      adminFee: 150,
      taxBasisPoints: 600,
    });
    expect(totals).toEqual({
      subtotal: 10_000,
      discount: 1_000,
      voucherDiscount: 500,
      shipping: 800,
      adminFee: 150,
      tax: 510,
      taxBasisPoints: 600,
      taxIncluded: false,
      grandTotal: 8_500 + 800 + 150 + 510,
      pointEarned: 5,
    });
  });

  it('rounds tax half-up to the sen', () => {
    expect(orderTotalsOf({ ...base, subtotal: 1_025, taxBasisPoints: 600 }).tax).toBe(62); // 61.5 → 62
    expect(orderTotalsOf({ ...base, subtotal: 1_024, taxBasisPoints: 600 }).tax).toBe(61); // 61.44 → 61
  });

  it('with prices that include tax, takes the tax out of the goods and does not add it to the total', () => {
    const totals = orderTotalsOf({
      ...base,
      subtotal: 10_600,
      voucherDiscount: 0,
      shipping: 800,
      adminFee: 150,
      taxBasisPoints: 600,
      taxIncluded: true,
    });
    expect(totals.tax).toBe(600); // 10,600 × 6 ÷ 106
    expect(totals.grandTotal).toBe(10_600 + 800 + 150);
    // 1,000 × 6 ÷ 106 = 56.60 → 57; 1,007 × 6 ÷ 106 = 57.00 → 57; 3,136 × 6 ÷ 106 = 177.51 → 178
    expect(orderTotalsOf({ ...base, subtotal: 1_000, taxBasisPoints: 600, taxIncluded: true }).tax).toBe(57);
    expect(orderTotalsOf({ ...base, subtotal: 1_007, taxBasisPoints: 600, taxIncluded: true }).tax).toBe(57);
    expect(orderTotalsOf({ ...base, subtotal: 3_136, taxBasisPoints: 600, taxIncluded: true }).tax).toBe(178);
    expect(orderTotalsOf({ ...base, subtotal: 135, taxBasisPoints: 800, taxIncluded: true }).tax).toBe(10); // 10.00
    // Half a sen rounds up: at 100 %, 3 sen hold 1.5 sen of tax.
    expect(orderTotalsOf({ ...base, subtotal: 3, taxBasisPoints: 10_000, taxIncluded: true }).tax).toBe(2);
    expect(orderTotalsOf({ ...base, subtotal: 0, taxBasisPoints: 600, taxIncluded: true }).tax).toBe(0);
  });

  it('never lets a voucher take the goods below zero', () => {
    const totals = orderTotalsOf({ ...base, subtotal: 1_000, voucherDiscount: 5_000, shipping: 700 });
    expect(totals.voucherDiscount).toBe(1_000);
    expect(totals.grandTotal).toBe(700);
  });
});

describe('minimumOrderFor', () => {
  const level = { unit: 10, amount: 50_000, firstOrderUnit: 30, firstOrderAmount: 0 };

  it('counts units or money as the company says', () => {
    expect(minimumOrderFor({ ...level, basis: 'unit', firstOrder: false, units: 9, subtotal: 99_000 })).toMatchObject({
      required: 10,
      current: 9,
      met: false,
    });
    expect(minimumOrderFor({ ...level, basis: 'amount', firstOrder: false, units: 1, subtotal: 50_000 })).toMatchObject(
      { required: 50_000, met: true },
    );
  });

  it('uses the first-order minimum on a first order when it is set', () => {
    expect(minimumOrderFor({ ...level, basis: 'unit', firstOrder: true, units: 12, subtotal: 0 })).toMatchObject({
      required: 30,
      met: false,
      firstOrder: true,
    });
    expect(minimumOrderFor({ ...level, basis: 'amount', firstOrder: true, units: 0, subtotal: 50_000 })).toMatchObject({
      required: 50_000,
      met: true,
    });
  });
});

describe('checkoutStage', () => {
  it('puts each state on the stage bar', () => {
    expect(checkoutStage('unpaid')).toBe('checkout');
    expect(checkoutStage('to_ship')).toBe('shipping');
    expect(checkoutStage('cancelled')).toBe('booking_over');
  });
});
