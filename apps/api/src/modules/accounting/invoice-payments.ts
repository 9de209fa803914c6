import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../platform/deps.js';
import type { PaymentRow } from '../payments/payments.repo.js';

/**
 * A paid gateway session for an accounting system's invoice (/ejenpay-zoho, /ejenpay-xero): queues the job that
 * records the payment back on the invoice. Written by the accounting adapters' work (issue 23).
 */
export async function settleExternalInvoicePayment(_tx: Tx, _deps: AppDeps, payment: PaymentRow, _at: Date) {
  throw new Error(`settleExternalInvoicePayment: not wired yet (payment ${payment.id})`);
}
