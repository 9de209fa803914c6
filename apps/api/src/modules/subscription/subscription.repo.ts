import type { SubscriptionInvoiceListFilters, SubscriptionInvoiceView, SubscriptionReceiptView } from '@niaga/shared';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments } from '../payments/payments.tables.js';
import { balanceOf, IN_FLIGHT_MINUTES, type InvoiceRow, type SubscriptionPaymentRow } from './billing.js';
import {
  companySubscriptions,
  OPEN_STATUSES,
  subscriptionInvoices,
  subscriptionPayments,
  subscriptionPlans,
} from './subscription.tables.js';

/** Reads of a company's subscription for its HQ; every query is by company. */

export const toInvoiceView = (row: InvoiceRow): SubscriptionInvoiceView => ({
  id: row.id,
  number: row.number,
  issuedOn: row.issuedOn,
  dueOn: row.dueOn,
  systemDueOn: row.systemDueOn,
  total: row.total,
  paid: row.paid,
  balance: row.status === 'void' ? 0 : balanceOf(row),
  status: row.status,
  description: row.description,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  paidAt: row.paidAt?.toISOString() ?? null,
  voidedAt: row.voidedAt?.toISOString() ?? null,
  voidReason: row.voidReason,
});

export const toReceiptView = (row: SubscriptionPaymentRow): SubscriptionReceiptView => ({
  id: row.id,
  receiptNo: row.receiptNo,
  amount: row.amount,
  received: row.received,
  method: row.method,
  reference: row.reference,
  paymentId: row.paymentId,
  paidAt: row.paidAt.toISOString(),
});

export async function planOf(db: Executor, companyId: string) {
  const [row] = await db
    .select({ subscription: companySubscriptions, plan: subscriptionPlans })
    .from(companySubscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(eq(companySubscriptions.companyId, companyId));
  return row ?? null;
}

/** The open invoices, the one that locks first (then falls due first) first. */
export function openInvoices(db: Executor, companyId: string) {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.companyId, companyId), inArray(subscriptionInvoices.status, OPEN_STATUSES)))
    .orderBy(asc(subscriptionInvoices.systemDueOn), asc(subscriptionInvoices.dueOn), asc(subscriptionInvoices.number));
}

export async function invoicePage(db: Executor, companyId: string, query: SubscriptionInvoiceListFilters) {
  const where = and(
    eq(subscriptionInvoices.companyId, companyId),
    query.status ? eq(subscriptionInvoices.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionInvoices)
      .where(where)
      .orderBy(desc(subscriptionInvoices.issuedOn), desc(subscriptionInvoices.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(subscriptionInvoices).where(where),
  ]);
  return { items: rows.map(toInvoiceView), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function findInvoice(db: Executor, companyId: string, invoiceId: string) {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.companyId, companyId), eq(subscriptionInvoices.id, invoiceId)));
  return row ?? null;
}

export function receiptsOf(db: Executor, companyId: string, invoiceId: string) {
  return db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.companyId, companyId), eq(subscriptionPayments.invoiceId, invoiceId)))
    .orderBy(asc(subscriptionPayments.paidAt), asc(subscriptionPayments.receiptNo));
}

export async function findReceipt(db: Executor, companyId: string, receiptId: string) {
  const [row] = await db
    .select({ receipt: subscriptionPayments, invoice: subscriptionInvoices })
    .from(subscriptionPayments)
    .innerJoin(
      subscriptionInvoices,
      and(
        eq(subscriptionInvoices.companyId, subscriptionPayments.companyId),
        eq(subscriptionInvoices.id, subscriptionPayments.invoiceId),
      ),
    )
    .where(and(eq(subscriptionPayments.companyId, companyId), eq(subscriptionPayments.id, receiptId)));
  return row ?? null;
}

/** What gateway sessions started in the last IN_FLIGHT_MINUTES still hold of the invoice (billing.ts's rule). */
export async function heldInFlight(db: Executor, companyId: string, invoiceId: string, at: Date) {
  const since = new Date(at.getTime() - IN_FLIGHT_MINUTES * 60_000);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.subscriptionInvoiceId, invoiceId),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, since),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** A subscription payment of the company, with its invoice and the receipt it made (none until paid). */
export async function findSubscriptionPayment(db: Executor, companyId: string, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, invoice: subscriptionInvoices, receipt: subscriptionPayments })
    .from(payments)
    .innerJoin(
      subscriptionInvoices,
      and(
        eq(subscriptionInvoices.companyId, payments.companyId),
        eq(subscriptionInvoices.id, payments.subscriptionInvoiceId),
      ),
    )
    .leftJoin(
      subscriptionPayments,
      and(eq(subscriptionPayments.companyId, payments.companyId), eq(subscriptionPayments.paymentId, payments.id)),
    )
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId), eq(payments.purpose, 'subscription')));
  return row ?? null;
}
