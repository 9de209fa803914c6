import { z } from 'zod';
import { ORDER_STATUSES } from '../orders.js';
import { deliveryAddressViewFields, emailSchema } from './common.js';
import { listQuery, page } from './numbers.js';
import { passwordSchema } from './password.js';
import { requiredText, text } from './text.js';
import { personFields } from './user.js';

/** A storefront customer signs up (issue 22): the e-mail is verified with the mailed code before the first login. */
export const customerSignUpRequest = z.object({
  name: requiredText(200),
  email: emailSchema,
  phoneCode: personFields.phoneCode,
  phoneNumber: personFields.phoneNumber,
  password: passwordSchema,
  acceptTerms: z.literal(true, 'validation.acceptTerms'),
});
export type CustomerSignUpRequest = z.input<typeof customerSignUpRequest>;

/** Where the verification code went; `claimed`: an earlier guest checkout's record joins the account. */
export const customerSignUpResult = z.object({ email: z.string(), claimed: z.boolean() });

export const customerLoginRequest = z.object({
  email: emailSchema,
  password: text({ max: 128, min: 1, trim: false }),
  remember: z.boolean().default(false),
});
export type CustomerLoginRequest = z.input<typeof customerLoginRequest>;

export const customerForgotPasswordRequest = z.object({ email: emailSchema });

export const customerOrdersQuery = listQuery.pick({ page: true, limit: true });

/** One order in the customer's history: never an agent's price or an agent's data. */
export const customerOrderSummary = z.object({
  id: z.string(),
  referenceNo: z.string(),
  /** The store it was bought in (null: the order was not placed in a store). */
  store: z.object({ slug: z.string(), name: z.string() }).nullable(),
  status: z.enum(ORDER_STATUSES),
  grandTotal: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummary>;
export const customerOrdersPage = page(customerOrderSummary);

export const customerOrderLine = z.object({
  name: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number(),
  /** The price paid per unit, and the line's total. */
  unitPrice: z.number(),
  lineTotal: z.number(),
});

export const customerOrderView = customerOrderSummary.extend({
  paymentStatus: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  voucherDiscount: z.number(),
  shipping: z.number(),
  adminFee: z.number(),
  tax: z.number(),
  taxIncluded: z.boolean(),
  delivery: z.enum(['shipping', 'pickup']),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  pickupLocation: z.string().nullable(),
  pickupTime: z.string().nullable(),
  receiver: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phoneCode: z.string(),
      phoneNumber: z.string(),
      ...deliveryAddressViewFields,
    })
    .nullable(),
  student: z.object({ name: z.string(), parentName: z.string(), className: z.string() }).nullable(),
  lines: z.array(customerOrderLine),
  /** The status steps, oldest first (who moved the order is the store's to know). */
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
});
export type CustomerOrderView = z.infer<typeof customerOrderView>;
