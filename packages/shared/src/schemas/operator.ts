import { z } from 'zod';
import { emailSchema } from './common.js';
import { SUBSCRIPTION_INVOICE_STATUSES } from './hq-subscription.js';
import { paymentProviderInput } from './integrations.js';
import { listQuery, moneySchema } from './numbers.js';
import { passwordSchema } from './password.js';
import { idText, multilineText, requiredText, text } from './text.js';

/** The platform operator's console (issue 23): billing of companies, never their business data. */

const isoDay = text({ max: 10, min: 1 }).regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const days = z.number({ error: 'validation.number' }).int('validation.wholeNumber').min(0, 'validation.notNegative');
const limit = z
  .number({ error: 'validation.number' })
  .int('validation.wholeNumber')
  .min(0, 'validation.notNegative')
  .max(1_000_000, 'validation.tooLarge');

/** POST /api/operator/login */
export const operatorLoginRequest = z.object({
  email: emailSchema,
  password: text({ max: 128, min: 1, trim: false }),
});

export const operatorView = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type OperatorView = z.infer<typeof operatorView>;

export const planLimits = z.object({ agents: limit.nullable().optional(), staff: limit.nullable().optional() });

/** POST /api/operator/plans, POST /api/operator/plans/{id} */
export const planInput = z.object({
  name: requiredText(100),
  monthlyPrice: moneySchema,
  currency: z.enum(['MYR', 'IDR'], { error: 'validation.required' }).default('MYR'),
  limits: planLimits.default({}),
  dueDays: days.max(90, 'validation.tooLarge').default(14),
  graceDays: days.max(90, 'validation.tooLarge').default(7),
  active: z.boolean().default(true),
});
export type PlanInput = z.input<typeof planInput>;

export const planView = z.object({
  id: z.string(),
  name: z.string(),
  monthlyPrice: z.number(),
  currency: z.enum(['MYR', 'IDR']),
  limits: z.object({ agents: z.number().nullable(), staff: z.number().nullable() }),
  dueDays: z.number(),
  graceDays: z.number(),
  active: z.boolean(),
  companies: z.number(),
});
export type PlanView = z.infer<typeof planView>;

export const operatorInvoiceView = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  systemDueOn: z.string(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_INVOICE_STATUSES),
  description: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type OperatorInvoiceView = z.infer<typeof operatorInvoiceView>;

export const operatorCompanyView = z.object({
  id: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  currency: z.string(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  billingDay: z.number().nullable(),
  nextPeriodStart: z.string().nullable(),
  credit: z.number(),
  openBalance: z.number(),
  overdue: z.boolean(),
  /** The company is locked (an overdue invoice): its users cannot sign in, HQ only to pay. */
  locked: z.boolean(),
});
export type OperatorCompanyView = z.infer<typeof operatorCompanyView>;

export const operatorReceiptView = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  receiptNo: z.string(),
  amount: z.number(),
  received: z.number(),
  method: z.enum(['gateway', 'bank_transfer', 'credit']),
  reference: z.string().nullable(),
  paidAt: z.string(),
});

export const operatorCompanyDetail = z.object({
  company: operatorCompanyView,
  invoices: z.array(operatorInvoiceView),
  receipts: z.array(operatorReceiptView),
});
export type OperatorCompanyDetail = z.infer<typeof operatorCompanyDetail>;

/** POST /api/operator/companies: a company with its host and its first HQ user (as `cli company:create`). */
export const operatorCompanyCreate = z.object({
  name: requiredText(150),
  host: text({ max: 253, min: 1 })
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'operator.hostInvalid'),
  currency: z.enum(['MYR', 'IDR']).default('MYR'),
  hqEmail: emailSchema,
  hqPassword: passwordSchema,
  planId: idText().nullable().optional(),
  billingDay: z
    .number({ error: 'validation.number' })
    .int()
    .min(1, 'operator.billingDay')
    .max(28, 'operator.billingDay')
    .default(1),
});
export type OperatorCompanyCreate = z.input<typeof operatorCompanyCreate>;

/** POST /api/operator/companies/{id}/subscription */
export const operatorSubscriptionInput = z.object({
  planId: idText().nullable(),
  billingDay: z
    .number({ error: 'validation.number' })
    .int()
    .min(1, 'operator.billingDay')
    .max(28, 'operator.billingDay'),
});

/** GET /api/operator/companies: by name or host (`q`), a page at a time. */
export const operatorCompanyQuery = listQuery;
export type OperatorCompanyQuery = z.infer<typeof operatorCompanyQuery>;

/** GET /api/operator/overdue: the locked and soon-locked, the nearest lock first, a page at a time. */
export const operatorOverdueQuery = listQuery.pick({ page: true, limit: true });

/** GET /api/operator/invoices: by status, company, and invoice number or company name (`q`), a page at a time. */
export const operatorInvoiceQuery = listQuery.extend({
  status: z.enum(SUBSCRIPTION_INVOICE_STATUSES).optional(),
  companyId: idText().optional(),
});
export type OperatorInvoiceQuery = z.infer<typeof operatorInvoiceQuery>;

/** POST /api/operator/invoices: an invoice written by hand. */
export const operatorInvoiceIssue = z.object({
  companyId: idText(),
  total: moneySchema.min(1, 'validation.required'),
  description: requiredText(200),
  issuedOn: isoDay.optional(),
  dueOn: isoDay,
  graceDays: days.max(90, 'validation.tooLarge').default(7),
});
export type OperatorInvoiceIssue = z.input<typeof operatorInvoiceIssue>;

/** POST /api/operator/invoices/{id}/void */
export const operatorInvoiceVoid = z.object({ reason: multilineText(500, 1) });

/** POST /api/operator/invoices/{id}/bank-transfer */
export const operatorBankTransfer = z.object({
  amount: moneySchema.min(1, 'validation.required'),
  reference: requiredText(100),
  paidOn: isoDay,
});
export type OperatorBankTransfer = z.input<typeof operatorBankTransfer>;

export const overdueCompanyView = z.object({
  companyId: z.string(),
  companyName: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  balance: z.number(),
  currency: z.string(),
  dueOn: z.string(),
  systemDueOn: z.string(),
  /** Overdue: days past the due date; soon to lock: days left before the lock. */
  days: z.number(),
  state: z.enum(['locked', 'soonLocked']),
});
export type OverdueCompanyView = z.infer<typeof overdueCompanyView>;

/** POST /api/operator/gateway: the platform's own Billplz or Stripe account (credentials never answered). */
export const platformGatewayInput = paymentProviderInput;

export const platformGatewayView = z.object({
  provider: z.string(),
  status: z.enum(['active', 'disabled']),
  sandbox: z.boolean(),
  methods: z.array(z.string()),
  collectionId: z.string().nullable(),
  credentialsSet: z.array(z.string()),
  updatedAt: z.string(),
});
export type PlatformGatewayView = z.infer<typeof platformGatewayView>;

/** GET /api/operator/jobs: each queue's counts and the failed jobs (the dead letters), newest first. */
export const jobQueueView = z.object({ name: z.string(), queued: z.number(), active: z.number(), failed: z.number() });
export type JobQueueView = z.infer<typeof jobQueueView>;
export const failedJobView = z.object({
  id: z.string(),
  name: z.string(),
  error: z.string(),
  tries: z.number(),
  companyId: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJobView = z.infer<typeof failedJobView>;
export const jobsOverview = z.object({
  kind: z.enum(['pg-boss', 'in-process']),
  queues: z.array(jobQueueView),
  failed: z.array(failedJobView),
});
export type JobsOverview = z.infer<typeof jobsOverview>;
/** POST /api/operator/jobs/{queue}/{id}/retry */
export const jobRetryParams = z.object({ queue: text({ max: 100, min: 1 }), id: idText() });
