import { describe, expect, it } from 'vitest';
import { voucherCheckQuery, voucherInput } from './schemas/vouchers.js';
import { evaluateVoucher, type VoucherCart, type VoucherRules, voucherDiscount, voucherStatus } from './vouchers.js';

const voucher = (patch: Partial<VoucherRules> = {}): VoucherRules => ({
  voucherType: 'amount',
  discValue: 1_000,
  voucherMinPurchase: 0,
  voucherQuota: 10,
  voucherUsgLimit: 1,
  freeShipping: false,
  firstOrder: false,
  packageId: null,
  usedCount: 0,
  status: 'ongoing',
  ...patch,
});
const cart = (patch: Partial<VoucherCart> = {}): VoucherCart => ({
  subtotal: 10_000,
  lines: [{ lineTotal: 10_000 }],
  packageIds: [],
  isFirstOrder: false,
  buyerUses: 0,
  shipping: 800,
  ...patch,
});

describe('voucherStatus (company time zone, both days count)', () => {
  const dates = { voucherStartDate: '2026-03-01', voucherStopDate: '2026-03-31' };
  const kl = 'Asia/Kuala_Lumpur';
  it('is upcoming before the start day in Kuala Lumpur, although UTC is a day behind', () => {
    expect(voucherStatus(dates, new Date('2026-02-28T15:59:00Z'), kl)).toBe('upcoming');
    expect(voucherStatus(dates, new Date('2026-02-28T16:00:00Z'), kl)).toBe('ongoing');
    expect(voucherStatus(dates, new Date('2026-02-28T16:00:00Z'), 'UTC')).toBe('upcoming');
  });
  it('is ongoing on the stop day and expired the day after', () => {
    expect(voucherStatus(dates, new Date('2026-03-31T15:59:00Z'), kl)).toBe('ongoing');
    expect(voucherStatus(dates, new Date('2026-03-31T16:00:00Z'), kl)).toBe('expired');
  });
});

describe('evaluateVoucher', () => {
  it('gives a fixed amount off, never above the subtotal', () => {
    expect(evaluateVoucher(voucher(), cart())).toEqual({
      ok: true,
      discount: 1_000,
      freeShipping: false,
      shippingDiscount: 0,
    });
    const capped = evaluateVoucher(voucher({ discValue: 50_000 }), cart());
    expect(capped).toMatchObject({ ok: true, discount: 10_000 });
  });

  it('applies a percentage per line, each rounded half-up to the sen', () => {
    // 12.5% of 1,004 = 125.5 → 126 and of 996 = 124.5 → 125: 251, where 12.5% of the 2,000 total would be 250.
    const lines = [{ lineTotal: 1_004 }, { lineTotal: 996 }];
    const percent = voucher({ voucherType: 'percentage', discValue: 1_250 });
    expect(evaluateVoucher(percent, cart({ subtotal: 2_000, lines }))).toMatchObject({ ok: true, discount: 251 });
    // 10% of 5 sen = 0.5 → 1 (half-up), of 4 sen = 0.4 → 0.
    const tiny = voucher({ voucherType: 'percentage', discValue: 1_000 });
    expect(voucherDiscount(tiny, cart({ subtotal: 9, lines: [{ lineTotal: 5 }, { lineTotal: 4 }] }))).toBe(1);
  });

  it('takes the subtotal as one line when no lines are given; 100% is the whole subtotal', () => {
    const percent = voucher({ voucherType: 'percentage', discValue: 3_333 });
    expect(voucherDiscount(percent, cart({ subtotal: 1_000, lines: [] }))).toBe(333);
    const all = voucher({ voucherType: 'percentage', discValue: 10_000 });
    expect(voucherDiscount(all, cart({ subtotal: 999, lines: [{ lineTotal: 500 }, { lineTotal: 499 }] }))).toBe(999);
  });

  it('zeroes shipping with free shipping', () => {
    expect(evaluateVoucher(voucher({ discValue: 0, freeShipping: true }), cart())).toEqual({
      ok: true,
      discount: 0,
      freeShipping: true,
      shippingDiscount: 800,
    });
  });

  it('refuses before the start and after the stop day', () => {
    expect(evaluateVoucher(voucher({ status: 'upcoming' }), cart())).toEqual({
      ok: false,
      problem: 'voucher.notStarted',
    });
    expect(evaluateVoucher(voucher({ status: 'expired' }), cart())).toEqual({ ok: false, problem: 'voucher.expired' });
  });

  it('refuses once the quota is used up', () => {
    expect(evaluateVoucher(voucher({ voucherQuota: 3, usedCount: 2 }), cart()).ok).toBe(true);
    expect(evaluateVoucher(voucher({ voucherQuota: 3, usedCount: 3 }), cart())).toEqual({
      ok: false,
      problem: 'voucher.quotaReached',
    });
  });

  it('refuses a buyer who reached the limit per agent', () => {
    expect(evaluateVoucher(voucher({ voucherUsgLimit: 2 }), cart({ buyerUses: 1 })).ok).toBe(true);
    expect(evaluateVoucher(voucher({ voucherUsgLimit: 2 }), cart({ buyerUses: 2 }))).toEqual({
      ok: false,
      problem: 'voucher.usageLimitReached',
    });
  });

  it('keeps a first-order voucher for the first order', () => {
    expect(evaluateVoucher(voucher({ firstOrder: true }), cart({ isFirstOrder: true })).ok).toBe(true);
    expect(evaluateVoucher(voucher({ firstOrder: true }), cart())).toEqual({
      ok: false,
      problem: 'voucher.firstOrderOnly',
    });
  });

  it('needs its package in the cart', () => {
    expect(evaluateVoucher(voucher({ packageId: 'p1' }), cart({ packageIds: ['p2', 'p1'] })).ok).toBe(true);
    expect(evaluateVoucher(voucher({ packageId: 'p1' }), cart({ packageIds: ['p2'] }))).toEqual({
      ok: false,
      problem: 'voucher.packageRequired',
    });
  });

  it('needs the minimum purchase on the subtotal (the minimum itself is enough)', () => {
    expect(evaluateVoucher(voucher({ voucherMinPurchase: 10_000 }), cart()).ok).toBe(true);
    expect(evaluateVoucher(voucher({ voucherMinPurchase: 10_001 }), cart())).toEqual({
      ok: false,
      problem: 'voucher.minPurchase',
    });
  });
});

describe('voucherInput', () => {
  const valid = {
    voucherName: 'Raya',
    voucherType: 'percentage',
    voucherCode: 'RAYA-10',
    voucherQuota: 100,
    voucherStartDate: '2026-03-01',
    voucherStopDate: '2026-03-31',
    voucherDisc: 12.5,
    voucherUsgLimit: 1,
  } as const;
  const errors = (patch: Record<string, unknown>) => {
    const result = voucherInput.safeParse({ ...valid, ...patch });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a valid voucher', () => expect(errors({})).toEqual({}));
  it('checks the discount by type', () => {
    expect(errors({ voucherDisc: 100.5 })).toEqual({ voucherDisc: 'validation.percentMax' });
    expect(errors({ voucherDisc: 1.005 })).toEqual({ voucherDisc: 'validation.twoDecimals' });
    expect(errors({ voucherType: 'amount', voucherDisc: 12.5 })).toEqual({ voucherDisc: 'validation.wholeNumber' });
    expect(errors({ voucherType: 'amount', voucherDisc: 50_000 })).toEqual({});
    expect(errors({ voucherDisc: 0 })).toEqual({ voucherDisc: 'voucher.noBenefit' });
    expect(errors({ voucherDisc: 0, freeShipping: true })).toEqual({});
  });
  it('checks dates, limits and the code', () => {
    expect(errors({ voucherStopDate: '2026-02-28' })).toEqual({ voucherStopDate: 'validation.dateOrder' });
    expect(errors({ voucherUsgLimit: 101 })).toEqual({ voucherUsgLimit: 'voucher.limitAboveQuota' });
    expect(errors({ voucherQuota: 0, voucherUsgLimit: 0 })).toMatchObject({ voucherQuota: 'validation.min1' });
    expect(errors({ voucherCode: 'RAYA 10' })).toEqual({ voucherCode: 'voucher.codeFormat' });
  });
});

describe('voucherCheckQuery', () => {
  it('reads comma-separated lines and packages; lines must add up to the subtotal', () => {
    expect(voucherCheckQuery.parse({ code: 'A', subtotal: '300', lines: '100,200', packageIds: 'p1,p2' })).toEqual({
      code: 'A',
      subtotal: 300,
      shipping: 0,
      lines: [100, 200],
      packageIds: ['p1', 'p2'],
    });
    const bad = voucherCheckQuery.safeParse({ code: 'A', subtotal: '301', lines: '100,200' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('voucher.linesMismatch');
  });
});
