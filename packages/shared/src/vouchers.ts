import type { ValidityTab } from './bundles.js';
import type { MessageKey } from './messages/index.js';
import { percentOf } from './pricing.js';

/**
 * Voucher rules (domain-rules "Vouchers"). Pure functions: the API's check call and the checkout's
 * `redeemVoucher` both decide with `evaluateVoucher`, so the buyer is told exactly what checkout will do.
 */
export type VoucherType = 'amount' | 'percentage';
export type VoucherStatus = ValidityTab;

export type VoucherRules = {
  voucherType: VoucherType;
  /** Sen off for `amount`; basis points (1% = 100) for `percentage`. */
  discValue: number;
  voucherMinPurchase: number;
  voucherQuota: number;
  voucherUsgLimit: number;
  freeShipping: boolean;
  firstOrder: boolean;
  packageId: string | null;
  usedCount: number;
  status: VoucherStatus;
};

export type VoucherCart = {
  /** Sum of the line totals (after product and rank discounts), in sen. */
  subtotal: number;
  /** The order lines; none means the subtotal is treated as one line. */
  lines: ReadonlyArray<{ lineTotal: number }>;
  packageIds: readonly string[];
  isFirstOrder: boolean;
  /** Uses of this voucher the buyer already holds (released uses do not count). */
  buyerUses: number;
  shipping: number;
};

export type VoucherProblem = Extract<
  MessageKey,
  | 'voucher.notStarted'
  | 'voucher.expired'
  | 'voucher.quotaReached'
  | 'voucher.usageLimitReached'
  | 'voucher.firstOrderOnly'
  | 'voucher.packageRequired'
  | 'voucher.minPurchase'
>;

export type VoucherOutcome =
  | { ok: true; discount: number; freeShipping: boolean; shippingDiscount: number }
  | { ok: false; problem: VoucherProblem };

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Upcoming before the start day, expired after the stop day (both days count), in the company's time zone. */
export function voucherStatus(
  voucher: { voucherStartDate: string; voucherStopDate: string },
  now: Date,
  timeZone: string,
): VoucherStatus {
  const today = dayIn(timeZone, now);
  if (voucher.voucherStartDate > today) return 'upcoming';
  if (voucher.voucherStopDate < today) return 'expired';
  return 'ongoing';
}

/** The discount in sen: fixed, or the percentage of each line rounded half-up; never above the subtotal. */
export function voucherDiscount(voucher: Pick<VoucherRules, 'voucherType' | 'discValue'>, cart: VoucherCart): number {
  const lines = cart.lines.length > 0 ? cart.lines : [{ lineTotal: cart.subtotal }];
  const raw =
    voucher.voucherType === 'amount'
      ? voucher.discValue
      : lines.reduce((sum, line) => sum + percentOf(line.lineTotal, voucher.discValue), 0);
  return Math.max(0, Math.min(raw, cart.subtotal));
}

/** Every rule of a voucher against a cart, in the order a buyer can act on them; the first broken one wins. */
export function evaluateVoucher(voucher: VoucherRules, cart: VoucherCart): VoucherOutcome {
  const problem = firstProblem(voucher, cart);
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    discount: voucherDiscount(voucher, cart),
    freeShipping: voucher.freeShipping,
    shippingDiscount: voucher.freeShipping ? cart.shipping : 0,
  };
}

function firstProblem(voucher: VoucherRules, cart: VoucherCart): VoucherProblem | null {
  if (voucher.status === 'upcoming') return 'voucher.notStarted';
  if (voucher.status === 'expired') return 'voucher.expired';
  if (voucher.usedCount >= voucher.voucherQuota) return 'voucher.quotaReached';
  if (cart.buyerUses >= voucher.voucherUsgLimit) return 'voucher.usageLimitReached';
  if (voucher.firstOrder && !cart.isFirstOrder) return 'voucher.firstOrderOnly';
  if (voucher.packageId && !cart.packageIds.includes(voucher.packageId)) return 'voucher.packageRequired';
  if (cart.subtotal < voucher.voucherMinPurchase) return 'voucher.minPurchase';
  return null;
}
