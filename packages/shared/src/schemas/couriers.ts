import { z } from 'zod';
import { checkWeightBands, stateKey } from '../shipping.js';
import { addressFields, optionalText, requiredText } from './common.js';
import { featureSwitches, featureSwitchesInput } from './company-features.js';
import { listQuery, moneySchema, page } from './numbers.js';
import { text } from './text.js';

const grams = z
  .number({ error: 'validation.number' })
  .int('validation.wholeNumber')
  .min(0, 'validation.notNegative')
  .max(1_000_000_000, 'validation.tooLarge');

/** The placeholder a courier's tracking URL template puts the tracking number in. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** A courier's tracking page: an https URL holding `{tracking}` (e.g. https://tracker.example/{tracking}). */
export const trackingUrlTemplate = text({ max: 300 })
  .transform((value) => value || null)
  .refine((value) => value === null || isTrackingTemplate(value), 'shipping.trackingUrlInvalid');

function isTrackingTemplate(value: string): boolean {
  if (!value.includes(TRACKING_PLACEHOLDER)) return false;
  try {
    const url = new URL(value.replaceAll(TRACKING_PLACEHOLDER, 'X'));
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The tracking page of a parcel: the courier's template with the (URL-encoded) tracking number. */
export function trackingUrl(template: string | null, trackingNumber: string | null): string | null {
  if (!template || !trackingNumber) return null;
  return template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
}

export const weightBandInput = z.object({ fromGrams: grams, toGrams: grams, price: moneySchema });

export const courierRegionInput = z.object({
  name: requiredText(80),
  states: z.array(requiredText(100)).min(1, 'shipping.statesRequired').max(100, 'validation.tooMany'),
  rates: z.array(weightBandInput).min(1, 'shipping.ratesRequired').max(50, 'validation.tooMany'),
});

/** Domain-rules "Shipping": ≥ 1 region, each with states and bands; a state in one region only; no overlap. */
export const courierInput = z
  .object({
    name: requiredText(100),
    active: z.boolean().default(true),
    freeShippingMin: moneySchema.nullable().default(null),
    handlingFee: moneySchema.default(0),
    trackingUrlTemplate: trackingUrlTemplate.nullable().default(null),
    regions: z.array(courierRegionInput).min(1, 'shipping.regionsRequired').max(30, 'validation.tooMany'),
  })
  .superRefine((courier, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const seenStates = new Set<string>();
    courier.regions.forEach((region, regionIndex) => {
      region.states.forEach((state, stateIndex) => {
        const key = stateKey(state);
        if (seenStates.has(key)) issue(['regions', regionIndex, 'states', stateIndex], 'shipping.stateTwice');
        seenStates.add(key);
      });
      for (const problem of checkWeightBands(region.rates))
        issue(['regions', regionIndex, 'rates', problem.index, problem.field], problem.key);
    });
  });
export type CourierInput = z.input<typeof courierInput>;

export const courierRegion = z.object({
  id: z.string(),
  name: z.string(),
  states: z.array(z.string()),
  rates: z.array(weightBandInput),
});
export const courier = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  freeShippingMin: z.number().nullable(),
  handlingFee: z.number(),
  trackingUrlTemplate: z.string().nullable(),
  regions: z.array(courierRegion),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Courier = z.infer<typeof courier>;

export const courierSummary = courier.omit({ regions: true }).extend({
  regionCount: z.number(),
  states: z.array(z.string()),
});
export type CourierSummary = z.infer<typeof courierSummary>;
export const courierPage = page(courierSummary);
export const courierListQuery = listQuery.extend({ active: z.enum(['true', 'false']).optional() });
export const courierActiveRequest = z.object({ active: z.boolean({ error: 'validation.required' }) });

/** `GET /api/sales/ship-method`: the receiver's state, the order's weight (g) and subtotal (sen). */
export const shipQuoteQuery = z.object({
  state: requiredText(100),
  weight: z.coerce.number({ error: 'validation.number' }).pipe(grams),
  subtotal: z.coerce.number({ error: 'validation.number' }).pipe(moneySchema),
});
export const courierOption = z.object({
  courierId: z.string(),
  name: z.string(),
  rate: z.number(),
  handlingFee: z.number(),
  freeShipping: z.boolean(),
  total: z.number(),
});
export const pickupOption = z.object({
  branchId: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  pickupHours: z.string().nullable(),
  fee: z.literal(0),
});
export const shipQuote = z.object({
  couriers: z.array(courierOption),
  pickups: z.array(pickupOption),
  /** The spec's "shipping … missing" message when no courier fits but self-pickup is offered; else null. */
  courierMessage: z.string().nullable(),
});
export type ShipQuote = z.infer<typeof shipQuote>;

export const branchInput = z.object({
  id: text({ max: 64 }).optional(),
  name: requiredText(100),
  selfPickup: z.boolean().default(false),
  ...addressFields,
  phone: text({ max: 15 })
    .regex(/^\+?\d{6,14}$/, 'validation.phone')
    .optional()
    .or(z.literal('')),
  pickupHours: optionalText(200),
});
export type BranchInput = z.input<typeof branchInput>;
export const branch = z.object({
  id: z.string(),
  name: z.string(),
  isMain: z.boolean(),
  selfPickup: z.boolean(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  pickupHours: z.string().nullable(),
});
export type Branch = z.infer<typeof branch>;

/**
 * Spec §7 company-features (get, store): every on/off switch of spec §3 "Company features" and §6 feature controls,
 * with the checkout settings; the network rules are company-network. Unknown stored features are kept as they are.
 */
export const MAX_BOOKING_MINUTES = 12 * 60 + 59;
const minutes = z
  .number({ error: 'validation.number' })
  .int('validation.wholeNumber')
  .min(1, 'validation.min1')
  .max(MAX_BOOKING_MINUTES, 'features.bookingTooLong');
const bankAccount = z.object({
  bankName: requiredText(100),
  accountName: requiredText(100),
  accountNumber: text({ max: 20 }).regex(/^\d{6,20}$/, 'validation.accountNumber'),
});
const bankAccountView = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });
export const companyFeaturesInput = z
  .object({
    ...featureSwitchesInput.shape,
    /** Minutes an unpaid order holds its stock (spec: at most 12 h 59 min). */
    bookingTime: minutes.optional(),
    /** Minutes a first order has to be paid in; null: the booking time. */
    firstOrderPayMinutes: minutes.nullable().optional(),
    moq: z.enum(['unit', 'amount']).optional(),
    manualReceipt: z.boolean().optional(),
    adminFees: z.object({ manual: moneySchema, wallet: moneySchema, online: moneySchema }).optional(),
    bank: bankAccount.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.bookingTime && value.firstOrderPayMinutes && value.firstOrderPayMinutes > value.bookingTime)
      ctx.addIssue({ code: 'custom', path: ['firstOrderPayMinutes'], message: 'features.firstOrderLonger' });
  });
export const companyFeatures = featureSwitches.extend({
  bookingTime: z.number(),
  firstOrderPayMinutes: z.number().nullable(),
  moq: z.enum(['unit', 'amount']),
  manualReceipt: z.boolean(),
  adminFees: z.object({ manual: z.number(), wallet: z.number(), online: z.number() }),
  bank: bankAccountView.nullable(),
});
export type CompanyFeatureSwitches = z.infer<typeof companyFeatures>;
