import { type BuyerPaymentMethod, checkoutInput } from '@niaga/shared';
import { isApiError } from '../../lib/api-error';
import { zonedIso } from '../../ui/zoned-time';
import type { CheckoutBody, PayType } from './orders.api';

/** What the buyer has chosen on the checkout page so far. */
export type CheckoutChoices = {
  type: 'personal' | 'team';
  buyerId: string | null;
  delivery: 'shipping' | 'pickup';
  addressId: string | null;
  courierId: string | null;
  pickupBranchId: string | null;
  /** `yyyy-mm-ddThh:mm` as typed, wall-clock time of the company's time zone. */
  pickupLocal: string;
  /** The code applied (checked); what is typed but not applied is the voucher field's own state. */
  voucherCode: string | null;
  paymentMethod: BuyerPaymentMethod | null;
  payType: PayType;
  notes: string;
};

export const INITIAL_CHOICES: CheckoutChoices = {
  type: 'personal',
  buyerId: null,
  delivery: 'shipping',
  addressId: null,
  courierId: null,
  pickupBranchId: null,
  pickupLocal: '',
  voucherCode: null,
  paymentMethod: null,
  payType: 'fpx',
  notes: '',
};

/** The checkout fields a message can belong to (server `meta.errors` keys and our own). */
export type CheckoutField =
  | 'buyerId'
  | 'addressId'
  | 'courierId'
  | 'pickupBranchId'
  | 'pickupTime'
  | 'voucherCode'
  | 'paymentMethod'
  | 'payType'
  | 'notes';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const FIELDS: readonly CheckoutField[] = [
  'buyerId',
  'addressId',
  'courierId',
  'pickupBranchId',
  'pickupTime',
  'voucherCode',
  'paymentMethod',
  'payType',
  'notes',
];

/** The request body for the choices (only the fields of the chosen delivery and order type). */
export function checkoutBody(choices: CheckoutChoices, timeZone: string): CheckoutBody {
  const shipping = choices.delivery === 'shipping';
  return {
    type: choices.type,
    buyerId: choices.type === 'team' ? (choices.buyerId ?? undefined) : undefined,
    delivery: choices.delivery,
    addressId: shipping ? (choices.addressId ?? undefined) : undefined,
    courierId: shipping ? (choices.courierId ?? undefined) : undefined,
    pickupBranchId: shipping ? undefined : (choices.pickupBranchId ?? undefined),
    pickupTime: shipping ? undefined : zonedIso(choices.pickupLocal, timeZone),
    voucherCode: choices.voucherCode ?? undefined,
    // The schema needs a method; the summary can be previewed before one is chosen (no admin fee yet).
    paymentMethod: choices.paymentMethod ?? 'manual',
    payType: choices.paymentMethod === 'online' ? choices.payType : undefined,
    notes: choices.notes.trim() || undefined,
  };
}

/** The body for the summary box, or null while a required choice is missing (nothing to ask yet). */
export function previewBody(choices: CheckoutChoices, timeZone: string): CheckoutBody | null {
  const body = { ...checkoutBody(choices, timeZone), notes: undefined };
  return checkoutInput.safeParse(body).success ? body : null;
}

/** The shared schema's checks on the choices, a message per field (translated); empty when all is well. */
export function validateChoices(
  choices: CheckoutChoices,
  timeZone: string,
  t: (key: string) => string,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!choices.paymentMethod) errors.paymentMethod = t('orders.checkout.choosePayment');
  const parsed = checkoutInput.safeParse(checkoutBody(choices, timeZone));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CheckoutField;
    if (!FIELDS.includes(field) || errors[field]) continue;
    const own = REQUIRED_MESSAGE[field];
    errors[field] = t(own && issue.message === 'validation.required' ? own : issue.message);
  }
  return errors;
}

const REQUIRED_MESSAGE: CheckoutErrors = {
  buyerId: 'orders.checkout.chooseDownline',
  addressId: 'orders.checkout.chooseAddress',
  pickupBranchId: 'orders.checkout.chooseBranch',
  pickupTime: 'orders.checkout.choosePickupTime',
};

/** The server's per-field messages (already translated); `code` is the voucher field of the check call. */
export function serverFieldErrors(error: unknown): CheckoutErrors {
  if (!isApiError(error)) return {};
  const errors: CheckoutErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = field === 'code' ? 'voucherCode' : field;
    if ((FIELDS as readonly string[]).includes(name)) errors[name as CheckoutField] = message;
  }
  return errors;
}

/** A failed write whose 4xx answer means nothing was written: the next try is a new attempt (new key). */
export function isDefiniteRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
