import { z } from 'zod';
import { ACCOUNTING_PROVIDERS } from './integrations.js';
import { PAY_TYPES, PAYMENT_STATUSES } from './payments.js';
import { idText } from './text.js';

/**
 * An accounting system's invoice as an agent sees it on /ejenpay-zoho/{id} and /ejenpay-xero/{id}: the provider's
 * own status mapped to one list (Zoho: draft, sent, viewed, overdue, partially_paid, paid, void…; Xero: DRAFT,
 * SUBMITTED, AUTHORISED, PAID, VOIDED, DELETED).
 */
export const EXTERNAL_INVOICE_STATUSES = ['draft', 'open', 'partially_paid', 'overdue', 'paid', 'void'] as const;
export type ExternalInvoiceStatus = (typeof EXTERNAL_INVOICE_STATUSES)[number];

/** Where a payment made here stands with the accounting system: queued, written on the invoice, or given up. */
export const RECORDING_STATUSES = ['pending', 'recorded', 'failed'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

export const externalInvoiceParams = z.object({
  provider: z.enum(ACCOUNTING_PROVIDERS),
  id: idText(),
});

export const externalInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  /** In sen (the invoice's currency). */
  unitAmount: z.number(),
  amount: z.number(),
});

export const recordingView = z.object({
  status: z.enum(RECORDING_STATUSES),
  /** The accounting system's id of the payment written on the invoice. */
  providerPaymentId: z.string().nullable(),
  /** The last failure, in the provider's words. */
  error: z.string().nullable(),
  attempts: z.number(),
  recordedAt: z.string().nullable(),
});
export type RecordingView = z.infer<typeof recordingView>;

/** A payment of this invoice made here, newest first. */
export const externalInvoicePayment = z.object({
  paymentId: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  recording: recordingView.nullable(),
});

/** GET /api/ejenpay/invoice/{provider}/{id}: amounts in sen. */
export const externalInvoiceView = z.object({
  provider: z.enum(ACCOUNTING_PROVIDERS),
  id: z.string(),
  number: z.string(),
  contactName: z.string(),
  date: z.string().nullable(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  /** What the accounting system still shows as owed. */
  balance: z.number(),
  /** What may be paid now: the balance less payments made here not yet on the invoice (or in flight). */
  payable: z.number(),
  status: z.enum(EXTERNAL_INVOICE_STATUSES),
  lines: z.array(externalInvoiceLine),
  /** The company's gateway methods (empty: no online payment). */
  methods: z.array(z.enum(PAY_TYPES)),
  payments: z.array(externalInvoicePayment),
});
export type ExternalInvoiceView = z.infer<typeof externalInvoiceView>;

/** POST /api/ejenpay/invoice/{provider}/{id}/pay: the whole balance or part of it, in sen. */
export const externalInvoicePayInput = z.object({
  amount: z.number({ error: 'validation.number' }).int('validation.wholeNumber').min(1, 'accounting.amountMin'),
  payType: z.enum(PAY_TYPES, { error: 'validation.required' }),
});
export type ExternalInvoicePayInput = z.input<typeof externalInvoicePayInput>;

/** GET /api/ejenpay/payment/{id}: the payer's own payment and whether it is on the invoice yet. */
export const externalPaymentView = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  payType: z.string(),
  provider: z.enum(ACCOUNTING_PROVIDERS),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  recording: recordingView.nullable(),
});
export type ExternalPaymentView = z.infer<typeof externalPaymentView>;
