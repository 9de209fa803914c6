import { z } from 'zod';
import { listQuery, page } from './numbers.js';

/** How a buyer pays at the online gateway (the sandbox provider accepts all three). */
export const PAY_TYPES = ['fpx', 'card', 'ewallet'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** `subscription`: HQ pays the company's subscription invoice to the platform; `invoice`: an agent pays an invoice of
 * the company's accounting system (Zoho Books, Xero). */
export const PAYMENT_PURPOSES = ['order', 'topup', 'subscription', 'invoice'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The web page a payer returns to after the gateway, by purpose and the payment's state (API and web agree). */
const PAYMENT_RETURN_PAGES: Record<PaymentPurpose, Record<PaymentStatus, string>> = {
  topup: {
    pending: '/ejenpay/topup/pending-payment',
    paid: '/ejenpay-topup/completed',
    failed: '/ejenpay-topup/failed',
  },
  order: {
    pending: '/my-shop/checkout/pending-payment',
    paid: '/my-shop/checkout/completed',
    failed: '/my-shop/checkout/failed',
  },
  subscription: {
    pending: '/subscription/payment',
    paid: '/subscription/payment',
    failed: '/subscription/payment',
  },
  invoice: {
    pending: '/ejenpay-invoice/payment',
    paid: '/ejenpay-invoice/payment',
    failed: '/ejenpay-invoice/payment',
  },
};

export const paymentReturnPath = (purpose: PaymentPurpose, status: PaymentStatus, paymentId: string) =>
  `${PAYMENT_RETURN_PAGES[purpose][status]}?payment=${encodeURIComponent(paymentId)}`;
export const WALLET_ENTRY_KINDS = ['topup', 'payment', 'refund', 'adjustment'] as const;

/** A wallet top-up in sen: at least RM 10, at most RM 10,000 (issue 6). */
export const TOP_UP_LIMITS = { min: 1_000, max: 1_000_000 } as const;

/** POST /api/payments/top-up-credit */
export const topUpInput = z.object({
  amount: z
    .number({ error: 'validation.number' })
    .int('validation.wholeNumber')
    .min(TOP_UP_LIMITS.min, 'wallet.topUpMin')
    .max(TOP_UP_LIMITS.max, 'wallet.topUpMax'),
  payType: z.enum(PAY_TYPES, { error: 'validation.required' }),
});
export type TopUpInput = z.input<typeof topUpInput>;

/** Where the browser goes next: the provider's hosted payment page. */
export const paymentStart = z.object({ paymentId: z.string(), redirectUrl: z.string() });
export type PaymentStart = z.infer<typeof paymentStart>;

/** GET /api/payments/get-admin-fee: the fee in sen added to an order paid by each method. */
export const adminFeeView = z.object({ manual: z.number(), wallet: z.number(), online: z.number() });
export type AdminFeeView = z.infer<typeof adminFeeView>;

export const walletEntryView = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Signed: top-ups and refunds are positive, payments negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type WalletEntryView = z.infer<typeof walletEntryView>;

export const walletQuery = listQuery.pick({ page: true, limit: true });
/** GET /api/payments/wallet: the balance and the ledger, newest first. */
export const walletView = z.object({ balance: z.number(), entries: page(walletEntryView) });
export type WalletView = z.infer<typeof walletView>;

/** GET /api/payments/:id: what the pending page polls. */
export const paymentView = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  payType: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** GET /api/payments/sandbox/:sessionId: what the sandbox's hosted page shows. */
export const sandboxSessionView = z.object({
  sessionId: z.string(),
  merchant: z.string(),
  currency: z.enum(['MYR', 'IDR']),
  amount: z.number(),
  purpose: z.enum(PAYMENT_PURPOSES),
  payType: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
});
export type SandboxSessionView = z.infer<typeof sandboxSessionView>;

/** POST /api/payments/sandbox/:sessionId/complete: the payer's choice on the hosted page. */
export const sandboxCompleteInput = z.object({ outcome: z.enum(['paid', 'failed', 'cancelled']) });
export const sandboxCompleteResult = z.object({ status: z.enum(PAYMENT_STATUSES), returnUrl: z.string() });
export type SandboxCompleteResult = z.infer<typeof sandboxCompleteResult>;
