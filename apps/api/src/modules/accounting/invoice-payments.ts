import { type AccountingProviderName, type RecordingView, translate } from '@niaga/shared';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { RetryPolicy } from '../../platform/queue.js';
import type { PaymentRow } from '../payments/payments.repo.js';
import { payments } from '../payments/payments.tables.js';
import { IN_FLIGHT_MINUTES } from '../subscription/billing.js';
import { type AccountingPaymentRow, accountingPayments } from './accounting.tables.js';
import { type AccountingInvoice, notConnected } from './adapter.js';
import { companyAccountingAdapter } from './adapters.js';

export const ACCOUNTING_RECORD_JOB = 'accounting-record';
/** Tries in all: the first, then the queue's retries (30 s, 1, 2, 4 minutes apart by default). */
export const RECORD_ATTEMPTS = 5;

export const recordRetry = (seconds: number): RetryPolicy => ({
  retryLimit: RECORD_ATTEMPTS - 1,
  retryDelaySeconds: seconds,
  retryBackoff: true,
});

type Deps = Pick<AppDeps, 'db' | 'config' | 'secrets' | 'queue'>;

/**
 * A paid gateway session for an accounting system's invoice (/ejenpay-zoho, /ejenpay-xero), inside the payment's
 * settlement transaction (run once, under the payment's row lock): the payment is written locally and the job
 * that records it on the invoice is queued in the same transaction. Keyed by the payment id: never twice.
 */
export async function settleExternalInvoicePayment(tx: Tx, deps: AppDeps, payment: PaymentRow, at: Date) {
  const invoice = payment.externalInvoice;
  if (!invoice) throw new Error(`settleExternalInvoicePayment: payment ${payment.id} names no invoice`);
  const written = await tx
    .insert(accountingPayments)
    .values({
      companyId: payment.companyId,
      paymentId: payment.id,
      provider: invoice.provider,
      invoiceId: invoice.invoiceId,
      invoiceNumber: invoice.number,
      currency: invoice.currency,
      amount: payment.amount,
      payType: payment.payType,
      userId: payment.userId,
      paidAt: at,
    })
    .onConflictDoNothing()
    .returning({ paymentId: accountingPayments.paymentId });
  if (!written.length) return;
  await deps.queue.send(
    tx,
    ACCOUNTING_RECORD_JOB,
    { companyId: payment.companyId, paymentId: payment.id },
    recordRetry(deps.config.ACCOUNTING_RETRY_SECONDS),
  );
  // Committed with the settlement: the worker looks as soon as the callback's transaction ends.
  setImmediate(() => deps.queue.wake(ACCOUNTING_RECORD_JOB));
}

const rowKey = (companyId: string, paymentId: string) =>
  and(eq(accountingPayments.companyId, companyId), eq(accountingPayments.paymentId, paymentId));

/** The failure in words HQ and the payer can read (kept in English, like the e-invoice reasons). */
const messageOf = (error: unknown) =>
  error instanceof AppError
    ? translate('en', error.messageKey, error.params)
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * The `accounting-record` job: writes one payment on its invoice through the company's adapter. First it looks at
 * the invoice's payments for one carrying our payment id as its reference (an earlier try that was recorded but
 * whose answer was lost), so a retry never records twice. A failure is counted on the row and thrown (the queue
 * retries with backoff) until the last try, which leaves the row `failed` with the provider's error.
 */
export async function recordQueuedPayment(deps: Deps, data: Record<string, unknown>) {
  const companyId = String(data.companyId);
  const key = rowKey(companyId, String(data.paymentId));
  const [row] = await deps.db.select().from(accountingPayments).where(key);
  if (row?.status !== 'pending') return;
  const attempts = row.attempts + 1;
  try {
    const adapter = await companyAccountingAdapter(deps, companyId, row.provider as AccountingProviderName);
    if (!adapter) throw notConnected(row.provider as AccountingProviderName);
    const invoice = await adapter.fetchInvoice(row.invoiceId);
    if (!invoice) throw new AppError(404, 'accounting.invoiceNotFound', 'NOT_FOUND');
    const earlier = invoice.payments.find((payment) => payment.reference === row.paymentId);
    const providerPaymentId =
      earlier?.id ??
      (await adapter.recordPayment({
        invoice,
        amount: row.amount,
        date: row.paidAt.toISOString().slice(0, 10),
        reference: row.paymentId,
        payType: row.payType,
      }));
    await deps.db
      .update(accountingPayments)
      .set({
        status: 'recorded',
        attempts,
        providerPaymentId,
        error: null,
        recordedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(key, eq(accountingPayments.status, 'pending')));
  } catch (error) {
    const failed = attempts >= RECORD_ATTEMPTS;
    const now = new Date();
    await deps.db
      .update(accountingPayments)
      .set({
        attempts,
        error: messageOf(error).slice(0, 500),
        updatedAt: now,
        ...(failed ? { status: 'failed' as const, failedAt: now } : {}),
      })
      .where(and(key, eq(accountingPayments.status, 'pending')));
    if (!failed) throw error;
  }
}

/** Starts this process's worker of the recording job (instances with RUN_JOBS=false do not). */
export const workAccountingJobs = (deps: Deps) =>
  deps.queue.work(ACCOUNTING_RECORD_JOB, (data) => recordQueuedPayment(deps, data));

/**
 * What of an invoice's balance is already spoken for here: gateway sessions started in the last
 * `IN_FLIGHT_MINUTES` and not settled (the payer may be at the bank), and payments taken but not yet on the
 * invoice (queued, or given up: the provider's balance still counts them).
 */
export async function heldAmount(
  executor: Executor,
  companyId: string,
  provider: AccountingProviderName,
  invoice: Pick<AccountingInvoice, 'id' | 'payments'>,
  at: Date,
) {
  const since = new Date(at.getTime() - IN_FLIGHT_MINUTES * 60_000);
  const [inFlight] = await executor
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.purpose, 'invoice'),
        eq(payments.status, 'pending'),
        sql`${payments.externalInvoice}->>'provider' = ${provider}`,
        sql`${payments.externalInvoice}->>'invoiceId' = ${invoice.id}`,
        gt(payments.createdAt, since),
      ),
    );
  const onInvoice = new Set(invoice.payments.map((payment) => payment.reference));
  const unrecorded = (
    await executor
      .select({ paymentId: accountingPayments.paymentId, amount: accountingPayments.amount })
      .from(accountingPayments)
      .where(
        and(
          eq(accountingPayments.companyId, companyId),
          eq(accountingPayments.provider, provider),
          eq(accountingPayments.invoiceId, invoice.id),
          ne(accountingPayments.status, 'recorded'),
        ),
      )
  ).filter((row) => !onInvoice.has(row.paymentId));
  return Number(inFlight?.sum ?? 0) + unrecorded.reduce((sum, row) => sum + row.amount, 0);
}

export const recordingOf = (row: AccountingPaymentRow | undefined): RecordingView | null =>
  row
    ? {
        status: row.status,
        providerPaymentId: row.providerPaymentId,
        error: row.error,
        attempts: row.attempts,
        recordedAt: row.recordedAt?.toISOString() ?? null,
      }
    : null;
