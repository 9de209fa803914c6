import { z } from 'zod';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '../orders.js';
import { idText, text } from './text.js';

/** The printable documents of an order (spec §2 Orders: invoice, packing list, shipping label). */
export const DOCUMENT_TYPES = ['invoice', 'packing-list', 'shipping-label'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** At most this many orders in one call, one order per page. */
export const DOCUMENT_MAX_ORDERS = 100;

const id = idText();
const ids = z
  .array(id)
  .min(1, 'documents.noOrders')
  .max(DOCUMENT_MAX_ORDERS, 'documents.tooManyOrders')
  .transform((list) => [...new Set(list)]);
/** `ids=a,b,c` in a query string. */
const idsParam = text({ max: DOCUMENT_MAX_ORDERS * 65, trim: false })
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(ids);

/** GET /api/orders/documents and /api/orders/documents/pdf. */
export const documentsQuery = z.object({ type: z.enum(DOCUMENT_TYPES), ids: idsParam });
export type DocumentsQuery = z.input<typeof documentsQuery>;
/** POST /api/orders/documents/printed. */
export const documentsPrintedInput = z.object({ type: z.enum(DOCUMENT_TYPES), ids });
export type DocumentsPrintedInput = z.input<typeof documentsPrintedInput>;

/**
 * The seller's letterhead: the company's registered details (company profile); address and phone fall back to
 * the main branch's when the profile has no address.
 */
export const documentCompany = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** Address lines, already joined per line (street, street 2, "postcode city", state). */
  address: z.array(z.string()),
  phone: z.string().nullable(),
  /** The company's TIN (company profile). */
  taxNumber: z.string().nullable(),
  /** The company's ROC/SSM registration number (company profile). */
  registrationNo: z.string().nullable(),
  /** The SST registration number (Company › Tax). */
  sstNumber: z.string().nullable(),
  currency: z.enum(['MYR', 'IDR']),
  timeZone: z.string(),
});
export type DocumentCompany = z.infer<typeof documentCompany>;

export const documentParty = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.array(z.string()),
});
export type DocumentParty = z.infer<typeof documentParty>;

export const documentLine = z.object({
  lineNo: z.number(),
  kind: z.enum(['product', 'package', 'combo']),
  name: z.string(),
  variantName: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  lineTotal: z.number(),
  weightGrams: z.number(),
  /** The units a combo was made of (names), for the packing list. */
  contents: z.array(z.object({ name: z.string(), quantity: z.number() })),
});
export type DocumentLine = z.infer<typeof documentLine>;

/** One order as its documents show it. */
export const orderDocument = z.object({
  id: z.string(),
  referenceNo: z.string(),
  invoiceNo: z.string().nullable(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentStatus: z.string(),
  /** Who bought (bill to). */
  buyer: documentParty,
  /** Who receives it: the checkout receiver, or the buyer collecting at a branch. */
  receiver: documentParty,
  /** Who sends it: HQ's branch or the selling agent. */
  sender: documentParty,
  delivery: z.enum(['shipping', 'pickup']),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  pickupLocation: z.string().nullable(),
  pickupTime: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(documentLine),
  subtotal: z.number(),
  discount: z.number(),
  voucherDiscount: z.number(),
  voucherCode: z.string().nullable(),
  shipping: z.number(),
  adminFee: z.number(),
  tax: z.number(),
  taxBasisPoints: z.number(),
  taxIncluded: z.boolean(),
  grandTotal: z.number(),
  totalUnits: z.number(),
  totalWeightGrams: z.number(),
  /** What a label's barcode encodes (Code 128): the tracking number when set, else the reference no. */
  barcode: z.string(),
  /** When this document was first printed for the order (null: never). */
  printedAt: z.string().nullable(),
  /** The order's LHDN MyInvois e-invoice once validated: printed with its validation link and QR code. */
  eInvoice: z.object({ uuid: z.string(), validationLink: z.string() }).nullable(),
});
export type OrderDocument = z.infer<typeof orderDocument>;

export const documentsView = z.object({
  type: z.enum(DOCUMENT_TYPES),
  company: documentCompany,
  orders: z.array(orderDocument),
});
export type DocumentsView = z.infer<typeof documentsView>;

export const documentsPrintedResult = z.object({
  type: z.enum(DOCUMENT_TYPES),
  orders: z.array(z.object({ id: z.string(), printedAt: z.string() })),
});
export type DocumentsPrintedResult = z.infer<typeof documentsPrintedResult>;
