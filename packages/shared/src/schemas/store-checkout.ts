import { z } from 'zod';
import { ORDER_STATUSES } from '../orders.js';
import { optionalText, requiredText, text } from './text.js';

/** The most lines and units of one line a store order takes (a cart is small; this bounds the request). */
export const STORE_CART_MAX_LINES = 50;
export const STORE_LINE_MAX_QUANTITY = 999;

const email = text({ max: 254 }).toLowerCase().pipe(z.email('validation.email'));

/** One line of the store cart (localStorage `niaga.storeCart.<slug>`): priced by the server at the store price. */
export const storeCartLine = z.object({
  productId: requiredText(64),
  variantId: text({ max: 64 }).default(''),
  quantity: z
    .number()
    .int('validation.invalid')
    .min(1, 'validation.min')
    .max(STORE_LINE_MAX_QUANTITY, 'validation.max'),
});

/** Who receives the order and how to reach them; the e-mail also finds the order on the tracking page. */
const storeContact = z.object({
  firstName: requiredText(100),
  lastName: optionalText(100),
  email,
  phoneCode: text({ max: 5 }).regex(/^\+\d{1,4}$/, 'validation.phoneCode'),
  phoneNumber: text({ max: 14 }).regex(/^\d{6,14}$/, 'validation.phone'),
});

/** Where a shipped order goes (as an agent's delivery address: 5-digit postcodes in Malaysia and Indonesia). */
const storeAddress = z
  .object({
    address1: requiredText(200),
    address2: optionalText(200),
    postCode: requiredText(10),
    city: requiredText(100),
    state: requiredText(100),
    country: text({ max: 2 })
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'validation.invalid')
      .default('MY'),
  })
  .superRefine((value, ctx) => {
    if ((value.country === 'MY' || value.country === 'ID') && !/^\d{5}$/.test(value.postCode))
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: 'validation.postcode' });
  });

/** E-koop (spec §3): every order names the student, the parent and the class; the service requires them there. */
const ekoopFields = z.object({
  studentName: optionalText(100),
  parentName: optionalText(100),
  studentClass: optionalText(40),
});

const storeOrderBase = z.object({
  lines: z.array(storeCartLine).min(1, 'cart.empty').max(STORE_CART_MAX_LINES, 'validation.max'),
  delivery: z.enum(['shipping', 'pickup']),
  courierId: text({ max: 64 }).optional(),
});

const shippingNeeds =
  (field: 'address' | 'state') => (value: { delivery: string } & Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value.delivery === 'shipping' && !value[field])
      ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  };

/** POST /api/storefront/{slug}/checkout/preview: what the summary needs (the state prices the couriers). */
export const storeCheckoutPreviewInput = storeOrderBase
  .extend({ state: optionalText(100) })
  .superRefine(shippingNeeds('state'));
export type StoreCheckoutPreviewInput = z.input<typeof storeCheckoutPreviewInput>;

/**
 * POST /api/storefront/{slug}/checkout (header Idempotency-Key): a guest's or signed-in customer's order from the
 * store cart. Prices, seller and totals are the server's; a client's are never read.
 */
export const storeCheckoutInput = storeOrderBase
  .extend({
    address: storeAddress.optional(),
    contact: storeContact,
    ekoop: ekoopFields.optional(),
    payType: z.enum(['fpx', 'card', 'ewallet']).default('fpx'),
    notes: text({ max: 500, multiline: true }).optional(),
  })
  .superRefine(shippingNeeds('address'));
export type StoreCheckoutInput = z.input<typeof storeCheckoutInput>;

/** A priced line as the customer sees it: store prices only. */
export const storeOrderLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  coverImage: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});

const storeTotals = z.object({
  subtotal: z.number(),
  shipping: z.number(),
  adminFee: z.number(),
  tax: z.number(),
  taxIncluded: z.boolean(),
  grandTotal: z.number(),
});

/** The checkout page's summary: lines at store prices, the couriers for the address, and the totals. */
export const storeCheckoutPreview = z.object({
  lines: z.array(storeOrderLine),
  couriers: z.array(z.object({ courierId: z.string(), name: z.string(), total: z.number() })),
  courierId: z.string().nullable(),
  totals: storeTotals,
});
export type StoreCheckoutPreview = z.infer<typeof storeCheckoutPreview>;

/** A placed store order: its number, and where the browser goes to pay (null when nothing is due). */
export const storeCheckoutResult = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  grandTotal: z.number(),
  redirectUrl: z.string().nullable(),
  replayed: z.boolean(),
});
export type StoreCheckoutResult = z.infer<typeof storeCheckoutResult>;

/** GET /api/storefront/{slug}/track: the reference number and the buyer's or receiver's e-mail. */
export const storeTrackQuery = z.object({
  orderNo: requiredText(40),
  email: text({ max: 254, min: 1 }),
});

/** What the tracking page shows: nothing of the seller's prices or the agent behind the store. */
export const storeOrderTracking = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  timeline: z.array(z.object({ action: z.string(), status: z.string().nullable(), at: z.string() })),
  lines: z.array(storeOrderLine.omit({ coverImage: true })),
  totals: storeTotals,
  delivery: z.enum(['shipping', 'pickup']),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  pickupLocation: z.string().nullable(),
  receiverName: z.string(),
  ekoop: z.object({ studentName: z.string(), parentName: z.string(), studentClass: z.string() }).nullable(),
});
export type StoreOrderTracking = z.infer<typeof storeOrderTracking>;

/** The sandbox gateway's hosted page of a store order (a guest has no session: the signed session id opens it). */
export const storeSandboxQuery = z.object({ session: text({ max: 200, min: 1 }) });
export const storeSandboxCompleteInput = z.object({
  session: text({ max: 200, min: 1 }),
  outcome: z.enum(['paid', 'failed', 'cancelled']),
});
