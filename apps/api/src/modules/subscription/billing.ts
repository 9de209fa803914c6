import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';

import { payments } from '../payments/payments.tables.js';
import {
  companySubscriptions,
  type SubscriptionPaymentMethod,
  subscriptionInvoiceNumbers,
  subscriptionInvoices,
  subscriptionPayments,
  subscriptionReceiptNumbers,
} from './subscription.tables.js';

/**
 * The subscription ledger's rules, in one place: issuing an invoice (credit first), applying a payment (never past
 * the balance: what a gateway took beyond it becomes credit), voiding. Every function runs in the caller's
 * transaction and locks the invoice row it changes.
 */

export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;

/** A gateway session younger than this still holds its amount of the balance (the payer may be at the bank). */
export const IN_FLIGHT_MINUTES = 30;

export const invoiceNotFound = () => new AppError(404, 'subscription.invoiceNotFound', 'NOT_FOUND');
const invoiceVoid = () => new AppError(409, 'subscription.invoiceVoid', 'CONFLICT');
const invoicePaid = () => new AppError(409, 'subscription.invoicePaid', 'CONFLICT');

export const balanceOf = (invoice: Pick<InvoiceRow, 'total' | 'paid'>) => invoice.total - invoice.paid;

async function nextNumber(tx: Tx, sequence: typeof subscriptionInvoiceNumbers, prefix: string) {
  const [row] = rowsOf<{ n: string }>(await tx.execute(sql`select nextval(${sequence.seqName}) as n`));
  return `${prefix}-${String(row!.n).padStart(6, '0')}`;
}

export async function lockInvoice(tx: Tx, companyId: string, invoiceId: string) {
  const [invoice] = await tx
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.id, invoiceId)))
    .for('update');
  return invoice ?? null;
}

/** The company's unapplied credit, locked for this transaction (0 when it has no subscription row). */
async function lockCredit(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ credit: companySubscriptions.credit })
    .from(companySubscriptions)
    .where(eq(companySubscriptions.companyId, companyId))
    .for('update');
  return row?.credit ?? 0;
}

async function addCredit(tx: Tx, companyId: string, amount: number) {
  if (amount === 0) return;
  await tx
    .insert(companySubscriptions)
    .values({ companyId, planId: null, nextPeriodStart: sql`current_date`, credit: amount })
    .onConflictDoUpdate({
      target: companySubscriptions.companyId,
      set: { credit: sql`${companySubscriptions.credit} + ${amount}`, updatedAt: sql`now()` },
    });
}

const statusAfterPayment = (invoice: InvoiceRow, paid: number) =>
  paid >= invoice.total ? 'paid' : invoice.status === 'overdue' ? 'overdue' : 'partially_paid';

async function writeReceipt(
  tx: Tx,
  input: Omit<typeof subscriptionPayments.$inferInsert, 'id' | 'receiptNo'>,
): Promise<SubscriptionPaymentRow> {
  const [row] = await tx
    .insert(subscriptionPayments)
    .values({ ...input, id: newId(), receiptNo: await nextNumber(tx, subscriptionReceiptNumbers, 'RCP') })
    .returning();
  return row!;
}

export type IssueInvoice = {
  companyId: string;
  total: number;
  issuedOn: string;
  dueOn: string;
  graceDays: number;
  description: string;
  planId?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
};

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Issues an invoice; the company's credit pays what it can of it at once (a `credit` receipt). */
export async function issueInvoice(tx: Tx, input: IssueInvoice, at: Date): Promise<InvoiceRow> {
  const credit = await lockCredit(tx, input.companyId);
  const fromCredit = Math.min(credit, input.total);
  const [invoice] = await tx
    .insert(subscriptionInvoices)
    .values({
      companyId: input.companyId,
      id: newId(),
      number: await nextNumber(tx, subscriptionInvoiceNumbers, 'SUB'),
      issuedOn: input.issuedOn,
      dueOn: input.dueOn,
      systemDueOn: addDays(input.dueOn, input.graceDays),
      total: input.total,
      paid: fromCredit,
      status: fromCredit === input.total ? 'paid' : fromCredit > 0 ? 'partially_paid' : 'pending',
      paidAt: fromCredit === input.total ? at : null,
      description: input.description,
      planId: input.planId ?? null,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
    })
    .returning();
  if (fromCredit > 0) {
    await tx
      .update(companySubscriptions)
      .set({ credit: sql`${companySubscriptions.credit} - ${fromCredit}`, updatedAt: at })
      .where(eq(companySubscriptions.companyId, input.companyId));
    await writeReceipt(tx, {
      companyId: input.companyId,
      invoiceId: invoice!.id,
      amount: fromCredit,
      received: fromCredit,
      method: 'credit',
      recordedBy: 'system',
      paidAt: at,
    });
  }
  return invoice!;
}

/** The sum of gateway sessions for the invoice started in the last `IN_FLIGHT_MINUTES` and not settled. */
async function inFlight(tx: Tx, invoice: InvoiceRow, at: Date) {
  const since = new Date(at.getTime() - IN_FLIGHT_MINUTES * 60_000);
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, invoice.companyId),
        eq(payments.subscriptionInvoiceId, invoice.id),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, since),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * Locks an invoice for a new gateway payment of `amount`: refused when void or paid, or when the amount is more
 * than the balance not already held by a session in flight (two payments of the last balance: one starts).
 */
export async function lockPayableInvoice(tx: Tx, companyId: string, invoiceId: string, amount: number, at: Date) {
  const invoice = await lockInvoice(tx, companyId, invoiceId);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === 'void') throw invoiceVoid();
  const balance = balanceOf(invoice);
  if (balance === 0) throw invoicePaid();
  const available = balance - (await inFlight(tx, invoice, at));
  if (available <= 0) throw new AppError(409, 'subscription.paymentInFlight', 'CONFLICT');
  if (amount > available)
    throw new AppError(400, 'subscription.overBalance', 'VALIDATION', { amount: 'subscription.overBalance' });
  return invoice;
}

export type ApplyPayment = {
  companyId: string;
  invoiceId: string;
  /** In sen: what arrived. */
  amount: number;
  method: Exclude<SubscriptionPaymentMethod, 'credit'>;
  paymentId?: string | null;
  reference?: string | null;
  recordedBy: string;
  at: Date;
};

/**
 * Applies money to an invoice. A bank transfer is recorded by the operator and refused past the balance or on a
 * void or paid invoice. A gateway payment has already been taken: what the invoice cannot hold (a race with another
 * payment, a void meanwhile) is kept as the company's credit, on a receipt that says so, never lost.
 */
export async function applyPayment(tx: Tx, input: ApplyPayment) {
  const invoice = await lockInvoice(tx, input.companyId, input.invoiceId);
  if (!invoice) throw invoiceNotFound();
  const balance = invoice.status === 'void' ? 0 : balanceOf(invoice);
  if (input.method === 'bank_transfer') {
    if (invoice.status === 'void') throw invoiceVoid();
    if (balance === 0) throw invoicePaid();
    if (input.amount > balance)
      throw new AppError(400, 'subscription.overBalance', 'VALIDATION', { amount: 'subscription.overBalance' });
  }
  const applied = Math.min(input.amount, balance);
  await addCredit(tx, input.companyId, input.amount - applied);
  const paid = invoice.paid + applied;
  const [updated] = await tx
    .update(subscriptionInvoices)
    .set(
      applied === 0
        ? { updatedAt: input.at }
        : {
            paid,
            status: statusAfterPayment(invoice, paid),
            paidAt: paid >= invoice.total ? input.at : null,
            updatedAt: input.at,
          },
    )
    .where(and(eq(subscriptionInvoices.companyId, invoice.companyId), eq(subscriptionInvoices.id, invoice.id)))
    .returning();
  const receipt = await writeReceipt(tx, {
    companyId: input.companyId,
    invoiceId: invoice.id,
    amount: applied,
    received: input.amount,
    method: input.method,
    paymentId: input.paymentId ?? null,
    reference: input.reference ?? null,
    recordedBy: input.recordedBy,
    paidAt: input.at,
  });
  return { invoice: updated!, receipt };
}

/** Voids an open invoice; what was paid on it becomes the company's credit. A paid invoice cannot be voided. */
export async function voidInvoice(tx: Tx, companyId: string, invoiceId: string, reason: string, at: Date) {
  const invoice = await lockInvoice(tx, companyId, invoiceId);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === 'void') throw invoiceVoid();
  if (invoice.status === 'paid') throw new AppError(409, 'subscription.paidNotVoidable', 'CONFLICT');
  await addCredit(tx, companyId, invoice.paid);
  const [updated] = await tx
    .update(subscriptionInvoices)
    .set({ status: 'void', voidedAt: at, voidReason: reason, updatedAt: at })
    .where(and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.id, invoiceId)))
    .returning();
  return updated!;
}

/**
 * The overdue job's step: every open invoice past its system due date (due date plus grace) in its company's
 * time zone becomes `overdue`; answers the invoices it moved (to tell their HQ the account is locked).
 */
export async function markOverdue(tx: Tx, at: Date) {
  return tx
    .update(subscriptionInvoices)
    .set({ status: 'overdue', updatedAt: at })
    .where(
      and(
        inArray(subscriptionInvoices.status, ['pending', 'partially_paid']),
        sql`${subscriptionInvoices.systemDueOn} < (${at}::timestamptz at time zone (select time_zone from companies c where c.id = ${subscriptionInvoices.companyId}))::date`,
      ),
    )
    .returning();
}
