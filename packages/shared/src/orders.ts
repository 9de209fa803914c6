/** domain-rules "Orders": the states of an order and the checkout stages shown on its stage bar. */
export const ORDER_STATUSES = [
  'unpaid',
  'payment_process',
  'pending_approval',
  'to_ship',
  'shipping',
  'completed',
  'cancelled',
  'booking_over',
  'refund',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['personal', 'team', 'store', 'ekoop'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_METHODS = ['manual', 'wallet', 'online', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a buyer pays with at its own checkout; cash is only what HQ received when it places an order for an agent. */
export const BUYER_PAYMENT_METHODS = ['manual', 'wallet', 'online'] as const;
export type BuyerPaymentMethod = (typeof BUYER_PAYMENT_METHODS)[number];
/** What HQ received when it places an order for an agent (/manage-orders/new): a transfer, cash or the agent's wallet. */
export const HQ_ORDER_PAYMENT_METHODS = ['manual', 'cash', 'wallet'] as const;

/** Unpaid orders hold their stock; these states have released it (or never will need it again). */
export const STOCK_RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'booking_over'];

/** Order list tabs (spec §3): each tab and the states it lists. */
export const ORDER_TABS = {
  unpaid: ['unpaid', 'payment_process'],
  approval: ['pending_approval'],
  toShip: ['to_ship'],
  delivery: ['shipping'],
  completed: ['completed'],
  cancelled: ['cancelled', 'booking_over'],
  refund: ['refund'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;

export const CHECKOUT_STAGES = [
  'summary',
  'checkout',
  'pending_approval',
  'payment_process',
  'shipping',
  'completed',
  'booking_over',
  'refund',
] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

/** Where an order stands on the buyer's stage bar. */
export function checkoutStage(status: OrderStatus): CheckoutStage {
  switch (status) {
    case 'unpaid':
      return 'checkout';
    case 'payment_process':
      return 'payment_process';
    case 'pending_approval':
      return 'pending_approval';
    case 'to_ship':
    case 'shipping':
      return 'shipping';
    case 'completed':
      return 'completed';
    case 'cancelled':
    case 'booking_over':
      return 'booking_over';
    case 'refund':
      return 'refund';
  }
}

/**
 * The minimum order of a level (company MOQ "unit" or "amount"); on a first order the level's first-order
 * minimum applies when it is set. 0 means no minimum.
 */
export function minimumOrderFor(input: {
  basis: 'unit' | 'amount';
  firstOrder: boolean;
  unit: number;
  amount: number;
  firstOrderUnit: number;
  firstOrderAmount: number;
  units: number;
  subtotal: number;
}) {
  const regular = input.basis === 'unit' ? input.unit : input.amount;
  const first = input.basis === 'unit' ? input.firstOrderUnit : input.firstOrderAmount;
  const required = input.firstOrder && first > 0 ? first : regular;
  const current = input.basis === 'unit' ? input.units : input.subtotal;
  return { basis: input.basis, required, current, met: current >= required, firstOrder: input.firstOrder };
}

/** A basis-point share of an amount in minor units, rounded half-up (domain-rules "Money"). */
const share = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints + 5_000) / 10_000);

/**
 * The tax in the goods after discounts (`taxable`, minor units), rounded half-up to the sen: added on top
 * (`taxable × rate`), or, when prices include tax, the part of `taxable` that is tax (`taxable × rate ÷ (1 + rate)`).
 */
export function taxOf(taxable: number, basisPoints: number, included: boolean): number {
  if (!included) return share(taxable, basisPoints);
  const divisor = 10_000 + basisPoints;
  return Math.floor((taxable * basisPoints * 2 + divisor) / (divisor * 2));
}

/**
 * domain-rules "Totals": subtotal − discount − voucher discount + shipping + admin fee + tax. The voucher
 * never takes the goods below zero; tax is charged on the goods after discounts. When prices include tax
 * (`taxIncluded`), the tax is the part of those goods that is tax and the grand total does not add it again.
 */
export function orderTotalsOf(input: {
  subtotal: number;
  discount: number;
  voucherDiscount: number;
  shipping: number;
  adminFee: number;
  taxBasisPoints: number;
  taxIncluded: boolean;
  pointEarned: number;
}) {
  const goods = input.subtotal - input.discount;
  const voucherDiscount = Math.min(input.voucherDiscount, Math.max(0, goods));
  const tax = taxOf(goods - voucherDiscount, input.taxBasisPoints, input.taxIncluded);
  const grandTotal = goods - voucherDiscount + input.shipping + input.adminFee + (input.taxIncluded ? 0 : tax);
  return {
    subtotal: input.subtotal,
    discount: input.discount,
    voucherDiscount,
    shipping: input.shipping,
    adminFee: input.adminFee,
    tax,
    taxBasisPoints: input.taxBasisPoints,
    taxIncluded: input.taxIncluded,
    grandTotal,
    pointEarned: input.pointEarned,
  };
}

/** domain-rules "Orders": an order counts (sales, points, commissions, KPIs) from `to_ship` on, until refunded. */
export const COUNTED_STATUSES = ['to_ship', 'shipping', 'completed'] as const satisfies readonly OrderStatus[];
