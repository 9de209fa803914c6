import { z } from 'zod';
import { BUYER_PAYMENT_METHODS, ORDER_STATUSES, ORDER_TABS, ORDER_TYPES, PAYMENT_METHODS } from '../orders.js';
import { deliveryAddressViewFields } from './common.js';
import { listQuery, page } from './numbers.js';
import { idText, multilineText, text } from './text.js';

const id = idText();
const quantity = z
  .number({ error: 'validation.number' })
  .int('validation.wholeNumber')
  .min(1, 'validation.min1')
  .max(100_000, 'validation.tooLarge');
export const comboPick = z.object({ productId: id, variantId: id.nullable().default(null), quantity });

/** POST /api/sales/my-shop/add-cart: a product (variant), a package, or a combo with its picks. */
export const addCartInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), itemId: id, variantId: id.nullable().default(null), quantity }),
  z.object({ kind: z.literal('package'), itemId: id, quantity }),
  z.object({ kind: z.literal('combo'), itemId: id, quantity, picks: z.array(comboPick).min(1).max(50) }),
]);
export type AddCartInput = z.input<typeof addCartInput>;
export const updateCartInput = z.object({ id, quantity });

/** Why a cart line cannot be checked out as it is (spec §5 "deleted cart products must be removed first"). */
export const CART_ITEM_PROBLEMS = [
  'deleted',
  'suspended',
  'notOffered',
  'firstOrderOnly',
  'soldOut',
  'notEnoughStock',
] as const;

/** What a cart or order line is of: a product (variant), a package or a combo, by name. */
const lineItemFields = {
  kind: z.enum(['product', 'package', 'combo']),
  itemId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  sku: z.string().nullable(),
};

export const cartLine = z.object({
  id: z.string(),
  ...lineItemFields,
  coverImage: z.string().nullable(),
  quantity: z.number(),
  /** Per unit before and after the product and rank discounts (band-aware for products). */
  listPrice: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  points: z.number(),
  weightGrams: z.number(),
  available: z.number(),
  picks: z
    .array(
      z.object({ productId: z.string(), variantId: z.string().nullable(), quantity: z.number(), name: z.string() }),
    )
    .nullable(),
  problem: z.enum(CART_ITEM_PROBLEMS).nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

/** The minimum order of the buyer's level (company MOQ in units or money; the first-order minimum first). */
export const minimumOrder = z.object({
  basis: z.enum(['unit', 'amount']),
  required: z.number(),
  current: z.number(),
  met: z.boolean(),
  firstOrder: z.boolean(),
});
export type MinimumOrder = z.infer<typeof minimumOrder>;

export const cartView = z.object({
  lines: z.array(cartLine),
  subtotal: z.number(),
  discount: z.number(),
  totalUnits: z.number(),
  totalWeightGrams: z.number(),
  points: z.number(),
  minimum: minimumOrder,
  seller: z.object({ kind: z.enum(['branch', 'agent']), name: z.string() }),
  /** Lines with a problem must be removed before checkout. */
  blocked: z.boolean(),
});
export type CartView = z.infer<typeof cartView>;

/** POST /api/sales/checkout (with an `Idempotency-Key` header). Totals are always computed on the server. */
export const checkoutInput = z
  .object({
    type: z.enum(['personal', 'team']).default('personal'),
    /** The downline a team order is placed for. */
    buyerId: id.optional(),
    delivery: z.enum(['shipping', 'pickup']),
    addressId: id.optional(),
    courierId: id.optional(),
    pickupBranchId: id.optional(),
    pickupTime: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
    voucherCode: text({ max: 40 })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    paymentMethod: z.enum(BUYER_PAYMENT_METHODS),
    /** Online payments: the gateway's method (fpx, card, ewallet). */
    payType: z.enum(['fpx', 'card', 'ewallet']).default('fpx'),
    notes: multilineText(500).optional(),
    /** Only to preview the totals (no order is written). */
    dryRun: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'team' && !value.buyerId)
      ctx.addIssue({ code: 'custom', path: ['buyerId'], message: 'validation.required' });
    if (value.delivery === 'shipping' && !value.addressId)
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'validation.required' });
    if (value.delivery === 'pickup' && !value.pickupBranchId)
      ctx.addIssue({ code: 'custom', path: ['pickupBranchId'], message: 'validation.required' });
    if (value.delivery === 'pickup' && !value.pickupTime)
      ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: 'validation.required' });
  });
export type CheckoutInput = z.input<typeof checkoutInput>;

export const orderTotals = z.object({
  subtotal: z.number(),
  discount: z.number(),
  voucherDiscount: z.number(),
  shipping: z.number(),
  adminFee: z.number(),
  tax: z.number(),
  /** The rate the tax was worked out at, and whether the goods already held it (then `grandTotal` does not add it). */
  taxBasisPoints: z.number(),
  taxIncluded: z.boolean(),
  grandTotal: z.number(),
  pointEarned: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotals>;

export const orderLineView = z.object({
  lineNo: z.number(),
  ...lineItemFields,
  quantity: z.number(),
  listPrice: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  lineTotal: z.number(),
  points: z.number(),
});

export const orderView = orderTotals.extend({
  id: z.string(),
  referenceNo: z.string(),
  invoiceNo: z.string().nullable(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ id: z.string(), name: z.string() }),
  placedBy: z.object({ id: z.string(), name: z.string() }),
  seller: z.object({ kind: z.enum(['branch', 'agent']), name: z.string() }),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentStatus: z.string(),
  delivery: z.enum(['shipping', 'pickup']),
  courierName: z.string().nullable(),
  receiver: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      phoneCode: z.string(),
      phoneNumber: z.string(),
      ...deliveryAddressViewFields,
    })
    .nullable(),
  pickupLocation: z.string().nullable(),
  pickupTime: z.string().nullable(),
  voucherCode: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  notes: z.string().nullable(),
  totalWeightGrams: z.number(),
  totalUnits: z.number(),
  firstOrder: z.boolean(),
  hasReceipt: z.boolean(),
  bookingExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** The courier's tracking page of this parcel (its URL template with the tracking number); null: no link. */
  trackingUrl: z.string().nullable(),
  lines: z.array(orderLineView),
});
export type OrderView = z.infer<typeof orderView>;

/** One step of an order's timeline: from which status to which, by whom, when, with the note given. */
export const orderEventView = z.object({
  action: z.string(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  actorName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** A bank account a manual transfer is paid into. */
export const bankAccountView = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });

/**
 * GET /api/sales/my-orders/:id: the buyer's order with its receipt, its timeline (who moved it is HQ's to know,
 * so the steps carry no names) and the seller's bank account the transfer receipt must match.
 */
export const myOrderView = orderView.extend({
  receiptUrl: z.string().nullable(),
  events: z.array(orderEventView.omit({ actorName: true })),
  sellerBank: bankAccountView.nullable(),
});
export type MyOrderView = z.infer<typeof myOrderView>;

export const orderSummary = orderView
  .omit({ lines: true, receiver: true, trackingUrl: true })
  .extend({ itemCount: z.number() });
export type OrderSummary = z.infer<typeof orderSummary>;

export const myOrdersQuery = listQuery.extend({
  tab: z.enum(Object.keys(ORDER_TABS) as [keyof typeof ORDER_TABS, ...(keyof typeof ORDER_TABS)[]]).optional(),
});
export const myOrdersPage = page(orderSummary).extend({ counts: z.record(z.string(), z.number()) });

export const paymentMethodOption = z.object({
  method: z.enum(BUYER_PAYMENT_METHODS),
  adminFee: z.number(),
  available: z.boolean(),
  /** Manual transfer: where to pay (the selling agent's account, or HQ's when HQ sells; null: none set up). */
  bank: z
    .object({
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      holder: z.enum(['hq', 'seller']),
      /** Who is paid (and approves the transfer), by name: the selling agent, or HQ by its company's name. */
      holderName: z.string(),
    })
    .nullable(),
  /** Wallet: the buyer's balance. */
  balance: z.number().nullable(),
  payTypes: z.array(z.string()),
});
export const paymentMethodList = z.array(paymentMethodOption);
export type PaymentMethodOption = z.infer<typeof paymentMethodOption>;
export const ONLINE_PAY_TYPES = ['fpx', 'card', 'ewallet'] as const;

/** POST /api/sales/my-orders/:id/pay: pay an unpaid order again (after a failed gateway payment, or another way). */
export const payOrderInput = z.object({
  paymentMethod: z.enum(['wallet', 'online']),
  payType: z.enum(ONLINE_PAY_TYPES).default('fpx'),
});
export type PayOrderInput = z.input<typeof payOrderInput>;
