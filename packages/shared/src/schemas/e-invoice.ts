import { z } from 'zod';
import { idText, requiredText } from './text.js';

/** LHDN MyInvois (issue 21 "E-invoicing"): what each line of HQ's monthly list is. */
export const EINVOICE_KINDS = ['invoice', 'credit_note', 'refund_note', 'consolidated', 'agent_sale'] as const;
export type EInvoiceKind = (typeof EINVOICE_KINDS)[number];

/** A document's state at LHDN: `not_issued` until it is submitted (agent sales stay so: never submitted). */
export const EINVOICE_STATUSES = ['not_issued', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EInvoiceStatus = (typeof EINVOICE_STATUSES)[number];

/** MyInvois started in August 2024; a month before it has no e-invoices. */
export const EINVOICE_FIRST_YEAR = 2024;

/** GET /api/e-invoice/data and /export: one calendar month of the company's time zone. */
export const eInvoiceMonthQuery = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(EINVOICE_FIRST_YEAR).max(2100),
});
export type EInvoiceMonthQuery = z.infer<typeof eInvoiceMonthQuery>;

export const EINVOICE_EXPORT_FORMATS = ['xlsx', 'csv', 'json'] as const;
export const eInvoiceExportQuery = eInvoiceMonthQuery.extend({
  format: z.enum(EINVOICE_EXPORT_FORMATS).default('xlsx'),
});

/** POST /api/e-invoice/submit: the named documents (their numbers), or every document of the month. */
export const eInvoiceSubmitInput = eInvoiceMonthQuery.extend({
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(EINVOICE_FIRST_YEAR).max(2100),
  numbers: z.array(idText()).max(500).optional(),
});
export type EInvoiceSubmitInput = z.input<typeof eInvoiceSubmitInput>;

/** POST /api/e-invoice/cancel: within 72 hours of LHDN's validation, with the reason LHDN keeps. */
export const eInvoiceCancelInput = z.object({
  number: idText(),
  reason: requiredText(300),
});
export type EInvoiceCancelInput = z.input<typeof eInvoiceCancelInput>;

/** POST /api/e-invoice/refresh: asks LHDN again for the month's submitted documents. */
export const eInvoiceRefreshInput = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(EINVOICE_FIRST_YEAR).max(2100),
});

/** One thing missing or wrong on a document, named by its field, in the caller's language. */
export const eInvoiceProblem = z.object({ field: z.string(), message: z.string() });
export type EInvoiceProblem = z.infer<typeof eInvoiceProblem>;

export const eInvoiceDocument = z.object({
  /** The document's own number: the order's invoice number, `CN-`/`RN-` + it, `CONS-YYYYMM`. */
  number: z.string(),
  kind: z.enum(EINVOICE_KINDS),
  /** LHDN e-invoice type: 01 invoice, 02 credit note, 04 refund note; agent sales none. */
  typeCode: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The invoice a note refers to. */
  refersTo: z.string().nullable(),
  buyerName: z.string(),
  buyerTin: z.string().nullable(),
  issueDate: z.string(),
  /** Payable amount and tax in sen. */
  total: z.number().int(),
  tax: z.number().int(),
  /** Orders in a consolidated e-invoice (1 otherwise). */
  orderCount: z.number().int(),
  status: z.enum(EINVOICE_STATUSES),
  problems: z.array(eInvoiceProblem),
  /** LHDN's reasons for an invalid document. */
  reasons: z.array(z.string()),
  uuid: z.string().nullable(),
  validationLink: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Until when LHDN accepts a cancellation (72 hours after validation). */
  cancellableUntil: z.string().nullable(),
});
export type EInvoiceDocument = z.infer<typeof eInvoiceDocument>;

export const eInvoiceMonth = z.object({
  month: z.number().int(),
  year: z.number().int(),
  /** The consolidated e-invoice is due within 7 days after the month ends (this day, company time zone). */
  consolidatedDueOn: z.string(),
  /** Whether submission goes to LHDN (an active MyInvois integration) or to the local sandbox. */
  adapter: z.enum(['myinvois', 'sandbox', 'none']),
  items: z.array(eInvoiceDocument),
});
export type EInvoiceMonth = z.infer<typeof eInvoiceMonth>;

/** What a submit did: the documents queued and the ones held back for their problems (never sent). */
export const eInvoiceSubmitResult = z.object({
  queued: z.array(z.string()),
  heldBack: z.array(z.object({ number: z.string(), problems: z.array(eInvoiceProblem) })),
});
export type EInvoiceSubmitResult = z.infer<typeof eInvoiceSubmitResult>;
