import {
  PAY_TYPES,
  type PaymentStart,
  type PayType,
  type SubscriptionInvoiceDetail,
  type SubscriptionInvoiceListFilters,
  type SubscriptionInvoicePage,
  type SubscriptionNotice,
  type SubscriptionPayInput,
  type SubscriptionPaymentView,
  type SubscriptionSummary,
} from '@niaga/shared';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { companyLetterhead } from '../company/company-profile.service.js';
import { INVOICE_DUE_NOTICE_DAYS } from '../notifications/daily-notices.job.js';
import { platformGateway } from '../payments/gateway/platform.js';
import { paymentNotFound, startOnlinePayment } from '../payments/payments.service.js';
import { todayIn } from '../users/users.repo.js';
import { balanceOf, invoiceNotFound, lockPayableInvoice } from './billing.js';
import { renderSubscriptionInvoicePdf, renderSubscriptionReceiptPdf } from './subscription.pdf.js';
import {
  findInvoice,
  findReceipt,
  findSubscriptionPayment,
  heldInFlight,
  invoicePage,
  openInvoices,
  planOf,
  receiptsOf,
  toInvoiceView,
  toReceiptView,
} from './subscription.repo.js';

/** What HQ sees and does about the company's bill (issue 23); the ledger's rules are billing.ts's. */

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The methods the platform's gateway offers now (none: paying online is unavailable). */
async function platformPayTypes(deps: AppDeps): Promise<PayType[]> {
  const gateway = await platformGateway(deps);
  return PAY_TYPES.filter((payType) => gateway?.methods.includes(payType));
}

/** Spec §6: the notice about the invoice that locks first, as of `today` (the company's date). */
export function noticeOf(invoice: { dueOn: string; systemDueOn: string } | undefined, today: string) {
  if (!invoice) return null;
  const notice: SubscriptionNotice | null =
    invoice.systemDueOn < today
      ? 'locked'
      : invoice.dueOn < today
        ? 'past_due'
        : invoice.dueOn <= addDays(today, INVOICE_DUE_NOTICE_DAYS)
          ? 'due_soon'
          : null;
  return notice;
}

export async function subscriptionSummary(deps: AppDeps, ctx: RequestContext): Promise<SubscriptionSummary> {
  const [subscription, open, payTypes] = await Promise.all([
    planOf(deps.db, ctx.companyId),
    openInvoices(deps.db, ctx.companyId),
    platformPayTypes(deps),
  ]);
  const today = todayIn(ctx.user.company.timeZone, ctx.now);
  const next = open[0];
  const plan = subscription?.plan;
  return {
    plan: plan ? { name: plan.name, monthlyPrice: plan.monthlyPrice, currency: plan.currency } : null,
    billingDay: subscription?.subscription.billingDay ?? null,
    credit: subscription?.subscription.credit ?? 0,
    balance: open.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
    openInvoices: open.length,
    locked: !!next && next.systemDueOn < today,
    lockOn: next?.systemDueOn ?? null,
    next: next
      ? {
          id: next.id,
          number: next.number,
          dueOn: next.dueOn,
          systemDueOn: next.systemDueOn,
          balance: balanceOf(next),
          status: next.status,
        }
      : null,
    notice: noticeOf(next, today),
    payTypes,
  };
}

export async function subscriptionInvoices(
  deps: AppDeps,
  ctx: RequestContext,
  query: SubscriptionInvoiceListFilters,
): Promise<SubscriptionInvoicePage> {
  return invoicePage(deps.db, ctx.companyId, query);
}

export async function subscriptionInvoice(
  deps: AppDeps,
  ctx: RequestContext,
  invoiceId: string,
): Promise<SubscriptionInvoiceDetail> {
  const invoice = await findInvoice(deps.db, ctx.companyId, invoiceId);
  if (!invoice) throw invoiceNotFound();
  const [receipts, held, payTypes] = await Promise.all([
    receiptsOf(deps.db, ctx.companyId, invoiceId),
    heldInFlight(deps.db, ctx.companyId, invoiceId, ctx.now),
    platformPayTypes(deps),
  ]);
  const view = toInvoiceView(invoice);
  return {
    ...view,
    receipts: receipts.map(toReceiptView),
    payable: invoice.status === 'void' ? 0 : Math.max(0, view.balance - held),
    payTypes,
  };
}

/**
 * Pays the whole balance or a part through the platform's gateway: the invoice row is locked and checked
 * (`lockPayableInvoice`) and the session started in one transaction, so of two payments of the last balance one
 * starts and the other is refused.
 */
export async function payInvoice(
  deps: AppDeps,
  ctx: RequestContext,
  invoiceId: string,
  input: SubscriptionPayInput,
): Promise<PaymentStart> {
  return deps.db.transaction(async (tx) => {
    const invoice = await lockPayableInvoice(tx, ctx.companyId, invoiceId, input.amount, ctx.now);
    return startOnlinePayment(
      tx,
      deps,
      {
        companyId: ctx.companyId,
        userId: ctx.user.id,
        purpose: 'subscription',
        subscriptionInvoiceId: invoice.id,
        description: `Subscription invoice ${invoice.number}`,
        amount: input.amount,
        payType: input.payType,
        origin: ctx.origin,
      },
      ctx.now,
    );
  });
}

async function letterheadOf(deps: AppDeps, companyId: string) {
  const letterhead = await companyLetterhead(deps.db, companyId);
  if (!letterhead) throw new AppError(404, 'errors.notFound', 'NOT_FOUND');
  return letterhead;
}

export async function subscriptionInvoicePdf(deps: AppDeps, ctx: RequestContext, invoiceId: string) {
  const invoice = await findInvoice(deps.db, ctx.companyId, invoiceId);
  if (!invoice) throw invoiceNotFound();
  const [letterhead, receipts] = await Promise.all([
    letterheadOf(deps, ctx.companyId),
    receiptsOf(deps.db, ctx.companyId, invoiceId),
  ]);
  const bytes = await renderSubscriptionInvoicePdf(
    { invoice: toInvoiceView(invoice), receipts: receipts.map(toReceiptView), letterhead },
    ctx.language,
  );
  return { bytes, fileName: `${invoice.number}.pdf` };
}

export async function subscriptionReceiptPdf(deps: AppDeps, ctx: RequestContext, receiptId: string) {
  const found = await findReceipt(deps.db, ctx.companyId, receiptId);
  if (!found) throw new AppError(404, 'subscription.receiptNotFound', 'NOT_FOUND');
  const letterhead = await letterheadOf(deps, ctx.companyId);
  const bytes = await renderSubscriptionReceiptPdf(
    { invoice: toInvoiceView(found.invoice), receipt: toReceiptView(found.receipt), letterhead },
    ctx.language,
  );
  return { bytes, fileName: `${found.receipt.receiptNo}.pdf` };
}

/** The page the provider returns HQ to follows the payment: its state, the invoice's balance, then the receipt. */
export async function subscriptionPayment(
  deps: AppDeps,
  ctx: RequestContext,
  paymentId: string,
): Promise<SubscriptionPaymentView> {
  const found = await findSubscriptionPayment(deps.db, ctx.companyId, paymentId);
  if (!found) throw paymentNotFound();
  const { payment, invoice, receipt } = found;
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    payType: payment.payType,
    invoice: {
      id: invoice.id,
      number: invoice.number,
      balance: toInvoiceView(invoice).balance,
      status: invoice.status,
    },
    receipt: receipt
      ? { id: receipt.id, receiptNo: receipt.receiptNo, amount: receipt.amount, received: receipt.received }
      : null,
  };
}
