import {
  type AccountingProviderName,
  type ExternalInvoicePayInput,
  type ExternalInvoiceView,
  type ExternalPaymentView,
  PAY_TYPES,
  type PaymentStart,
} from '@niaga/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { gatewayMethods } from '../payments/gateway/providers.js';
import { companyForPayment, findPayment } from '../payments/payments.repo.js';
import { paymentNotFound, startOnlinePayment } from '../payments/payments.service.js';
import { payments } from '../payments/payments.tables.js';
import { accountingPayments } from './accounting.tables.js';
import { type AccountingAdapter, type AccountingInvoice, notConnected } from './adapter.js';
import { companyAccountingAdapter } from './adapters.js';
import { heldAmount, recordingOf } from './invoice-payments.js';

const invoiceNotFound = () => new AppError(404, 'accounting.invoiceNotFound', 'NOT_FOUND');

/**
 * The invoice through the company's active integration of that provider, only when its contact is the caller:
 * an invoice addressed to someone else answers exactly as one that does not exist (404), so an agent cannot learn
 * which invoice ids exist or whom they bill.
 */
async function callersInvoice(
  deps: AppDeps,
  ctx: RequestContext,
  provider: AccountingProviderName,
  id: string,
): Promise<{ adapter: AccountingAdapter; invoice: AccountingInvoice }> {
  const adapter = await companyAccountingAdapter(deps, ctx.companyId, provider);
  if (!adapter) throw notConnected(provider);
  const invoice = await adapter.fetchInvoice(id);
  const email = ctx.user.email?.trim().toLowerCase();
  if (!invoice || !email || !invoice.contactEmails.includes(email)) throw invoiceNotFound();
  return { adapter, invoice };
}

/** GET /api/ejenpay/invoice/{provider}/{id}: the agent's own invoice, what may be paid now, its payments here. */
export async function externalInvoiceOf(
  deps: AppDeps,
  ctx: RequestContext,
  provider: AccountingProviderName,
  id: string,
): Promise<ExternalInvoiceView> {
  const { invoice } = await callersInvoice(deps, ctx, provider, id);
  const [held, methods, made] = await Promise.all([
    heldAmount(deps.db, ctx.companyId, provider, invoice, ctx.now),
    gatewayMethods(deps, ctx.companyId),
    deps.db
      .select({ payment: payments, recording: accountingPayments })
      .from(payments)
      .leftJoin(
        accountingPayments,
        and(eq(accountingPayments.companyId, payments.companyId), eq(accountingPayments.paymentId, payments.id)),
      )
      .where(
        and(
          eq(payments.companyId, ctx.companyId),
          eq(payments.userId, ctx.user.id),
          eq(payments.purpose, 'invoice'),
          sql`${payments.externalInvoice}->>'provider' = ${provider}`,
          sql`${payments.externalInvoice}->>'invoiceId' = ${invoice.id}`,
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(20),
  ]);
  const payable = ['paid', 'void', 'draft'].includes(invoice.status) ? 0 : Math.max(0, invoice.balance - held);
  return {
    provider,
    id: invoice.id,
    number: invoice.number,
    contactName: invoice.contactName,
    date: invoice.date,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    total: invoice.total,
    balance: invoice.balance,
    payable,
    status: invoice.status,
    lines: invoice.lines,
    methods: (methods ?? []).filter((method): method is (typeof PAY_TYPES)[number] =>
      (PAY_TYPES as readonly string[]).includes(method),
    ),
    payments: made.map(({ payment, recording }) => ({
      paymentId: payment.id,
      amount: payment.amount,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      recording: recordingOf(recording ?? undefined),
    })),
  };
}

/**
 * POST /api/ejenpay/invoice/{provider}/{id}/pay: the whole balance or part of it through the company's gateway.
 * Refused: a paid, void or draft invoice (409), another currency than the company's (409), more than the balance
 * not already held by payments made here (400 over balance; 409 when sessions in flight hold all of it). Payments of
 * one invoice start one at a time (a transaction-scoped advisory lock on the invoice), so two payments of the last
 * balance cannot both start.
 */
export async function payExternalInvoice(
  deps: AppDeps,
  ctx: RequestContext,
  provider: AccountingProviderName,
  id: string,
  input: ExternalInvoicePayInput,
): Promise<PaymentStart> {
  const { invoice } = await callersInvoice(deps, ctx, provider, id);
  if (invoice.status === 'paid') throw new AppError(409, 'accounting.invoicePaid', 'CONFLICT');
  if (invoice.status === 'void') throw new AppError(409, 'accounting.invoiceVoid', 'CONFLICT');
  if (invoice.status === 'draft') throw new AppError(409, 'accounting.invoiceDraft', 'CONFLICT');
  const company = await companyForPayment(deps.db, ctx.companyId);
  if (company && company.currency !== invoice.currency)
    throw new AppError(409, 'accounting.currencyMismatch', 'CONFLICT', undefined, undefined, {
      currency: invoice.currency,
      companyCurrency: company.currency,
    });
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`accounting:${ctx.companyId}:${provider}:${invoice.id}`}))`,
    );
    const available = invoice.balance - (await heldAmount(tx, ctx.companyId, provider, invoice, ctx.now));
    if (available <= 0) throw new AppError(409, 'accounting.paymentInFlight', 'CONFLICT');
    if (input.amount > available)
      throw new AppError(400, 'accounting.overBalance', 'VALIDATION', { amount: 'accounting.overBalance' });
    return startOnlinePayment(
      tx,
      deps,
      {
        companyId: ctx.companyId,
        userId: ctx.user.id,
        purpose: 'invoice',
        externalInvoice: { provider, invoiceId: invoice.id, number: invoice.number, currency: invoice.currency },
        description: `Invoice ${invoice.number}`,
        amount: input.amount,
        payType: input.payType,
        origin: ctx.origin,
      },
      ctx.now,
    );
  });
}

/** GET /api/ejenpay/payment/{id}: the caller's own invoice payment and whether it is on the invoice yet. */
export async function externalPaymentOf(deps: AppDeps, ctx: RequestContext, id: string): Promise<ExternalPaymentView> {
  const payment = await findPayment(deps.db, ctx.companyId, id);
  if (!payment || payment.userId !== ctx.user.id || payment.purpose !== 'invoice' || !payment.externalInvoice)
    throw paymentNotFound();
  const [recording] = await deps.db
    .select()
    .from(accountingPayments)
    .where(and(eq(accountingPayments.companyId, ctx.companyId), eq(accountingPayments.paymentId, id)));
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    payType: payment.payType,
    provider: payment.externalInvoice.provider as AccountingProviderName,
    invoiceId: payment.externalInvoice.invoiceId,
    invoiceNumber: payment.externalInvoice.number,
    currency: payment.externalInvoice.currency,
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
    recording: recordingOf(recording),
  };
}
