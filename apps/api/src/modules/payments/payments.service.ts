import type { IncomingHttpHeaders } from 'node:http';
import type { AdminFeeView, PaymentPurpose, PaymentStart, PaymentView, TopUpInput, WalletView } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import { settleExternalInvoicePayment } from '../accounting/invoice-payments.js';
import { markOrderPaid, markPaymentFailed, markPaymentStarted } from '../orders/order-state.js';
import { orders } from '../orders/orders.tables.js';
import { applyPayment } from '../subscription/billing.js';
import { users } from '../users/users.tables.js';
import { BILLPLZ } from './gateway/billplz.js';
import { platformGateway } from './gateway/platform.js';
import { IGNORED, type PaymentProvider, type VerifiedCallback } from './gateway/provider.js';
import { callbackProvider, companyGateway } from './gateway/providers.js';
import { returnPathOf } from './payment-return.js';
import {
  companyForPayment,
  findPayment,
  findPaymentByRef,
  lockPayment,
  lockPaymentByRef,
  type PaymentRow,
  settlePayment,
  walletBalance,
  walletEntryPage,
} from './payments.repo.js';
import { type ExternalInvoiceRef, payments } from './payments.tables.js';
import { creditWallet } from './wallet.repo.js';

type GatewayDeps = Pick<AppDeps, 'config' | 'db' | 'secrets'>;

const PAY_TYPE_LABELS: Record<string, string> = { fpx: 'FPX', card: 'card', ewallet: 'e-wallet' };
const payTypeLabel = (payType: string) => PAY_TYPE_LABELS[payType] ?? payType;

export const paymentNotFound = () => new AppError(404, 'payment.notFound', 'NOT_FOUND');

export type StartOnlinePayment = {
  companyId: string;
  userId: string;
  purpose: PaymentPurpose;
  orderId?: string | null;
  /** Purpose `subscription`: the invoice, already locked and checked by the caller (`lockPayableInvoice`). */
  subscriptionInvoiceId?: string | null;
  /** Purpose `invoice`: the accounting system's invoice, already fetched and checked by the caller. */
  externalInvoice?: ExternalInvoiceRef | null;
  /** Shown on the provider's page; orders and top-ups have their own. */
  description?: string;
  /** In sen: the order's grand total, or the top-up. */
  amount: number;
  payType: string;
  /** `https://<company host>` of the request (ctx.origin): the gateway sends the payer back there. */
  origin: string;
};

async function payerOf(tx: Tx, companyId: string, userId: string) {
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return user ?? { name: '', email: '' };
}

/**
 * Opens a session at the gateway inside the caller's transaction: writes the pending payment and, for an
 * order, moves it to `payment_process` (409 when it can no longer be paid). Answers where the browser goes.
 */
export async function startOnlinePayment(
  tx: Tx,
  deps: GatewayDeps,
  input: StartOnlinePayment,
  at: Date = new Date(),
): Promise<PaymentStart> {
  // On the transaction's own connection: another from the pool could be what racing checkouts all wait for.
  // A subscription is paid to the platform, everything else to the company.
  const gateway =
    input.purpose === 'subscription'
      ? await platformGateway({ ...deps, db: tx })
      : await companyGateway({ ...deps, db: tx }, input.companyId);
  if (!gateway) throw new AppError(409, 'payment.onlineUnavailable', 'CONFLICT');
  if (!gateway.methods.includes(input.payType))
    throw new AppError(400, 'payment.methodUnavailable', 'VALIDATION', { payType: 'payment.methodUnavailable' });
  const { provider } = gateway;
  const orderId = input.purpose === 'order' ? input.orderId : null;
  if (input.purpose === 'order') {
    if (!orderId) throw new Error('startOnlinePayment: an order payment needs its orderId');
    const order = await markPaymentStarted(tx, input.companyId, orderId, at);
    if (!order) throw new AppError(409, 'payment.orderNotPayable', 'CONFLICT');
  }
  const id = newId();
  const session = await provider.createSession({
    companyId: input.companyId,
    id,
    purpose: input.purpose,
    amount: input.amount,
    payType: input.payType,
    description:
      input.description ?? (orderId ? `Order ${await orderReference(tx, input.companyId, orderId)}` : 'Wallet top-up'),
    payer: await payerOf(tx, input.companyId, input.userId),
    origin: input.origin,
    // A store's customer follows its order on the storefront, never on the agents' pending page.
    pendingPath: await returnPathOf(tx, {
      id,
      companyId: input.companyId,
      purpose: input.purpose,
      status: 'pending',
      orderId: orderId ?? null,
    }),
  });
  await tx.insert(payments).values({
    companyId: input.companyId,
    id,
    purpose: input.purpose,
    userId: input.userId,
    orderId: orderId ?? null,
    provider: provider.name,
    payType: input.payType,
    amount: input.amount,
    providerRef: session.providerRef,
    subscriptionInvoiceId: input.subscriptionInvoiceId ?? null,
    externalInvoice: input.externalInvoice ?? null,
    createdAt: at,
  });
  return { paymentId: id, redirectUrl: session.redirectUrl };
}

/** POST /api/payments/top-up-credit: a gateway session for a wallet top-up (credited when paid). */
export async function startTopUp(deps: AppDeps, ctx: RequestContext, input: TopUpInput): Promise<PaymentStart> {
  return deps.db.transaction((tx) =>
    startOnlinePayment(
      tx,
      deps,
      {
        companyId: ctx.companyId,
        userId: ctx.user.id,
        purpose: 'topup',
        amount: input.amount,
        payType: input.payType,
        origin: ctx.origin,
      },
      ctx.now,
    ),
  );
}

/** GET /api/payments/get-admin-fee: the fee per payment method from the company features (sen, 0 if unset). */
export async function adminFees(deps: AppDeps, ctx: RequestContext): Promise<AdminFeeView> {
  const company = await companyForPayment(deps.db, ctx.companyId);
  const fees = company?.features.adminFees ?? {};
  return { manual: fees.manual ?? 0, wallet: fees.wallet ?? 0, online: fees.online ?? 0 };
}

/** GET /api/payments/wallet: the caller's balance and ledger, newest first. */
export async function walletOf(
  deps: AppDeps,
  ctx: RequestContext,
  query: { page: number; limit: number },
): Promise<WalletView> {
  const [balance, entries] = await Promise.all([
    walletBalance(deps.db, ctx.companyId, ctx.user.id),
    walletEntryPage(deps.db, ctx.companyId, ctx.user.id, query),
  ]);
  return {
    balance,
    entries: {
      items: entries.items.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        orderId: entry.orderId,
        paymentId: entry.paymentId,
        description: entry.description,
        createdAt: entry.createdAt.toISOString(),
      })),
      total: entries.total,
      page: query.page,
      limit: query.limit,
    },
  };
}

export function toPaymentView(payment: PaymentRow): PaymentView {
  return {
    id: payment.id,
    purpose: payment.purpose,
    status: payment.status,
    amount: payment.amount,
    payType: payment.payType,
    orderId: payment.orderId,
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
  };
}

/** GET /api/payments/:id: the caller's own payment (another user's answers 404). */
export async function paymentOf(deps: AppDeps, ctx: RequestContext, id: string): Promise<PaymentView> {
  const payment = await findPayment(deps.db, ctx.companyId, id);
  if (!payment || payment.userId !== ctx.user.id) throw paymentNotFound();
  return toPaymentView(payment);
}

export type CallbackResult = { paymentId: string | null; status: 'pending' | 'paid' | 'failed'; replay: boolean };

async function orderReference(tx: Tx, companyId: string, orderId: string) {
  const [row] = await tx
    .select({ referenceNo: orders.referenceNo })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  return row?.referenceNo ?? orderId;
}

/**
 * A paid gateway session: credit the top-up, pay the order (refund to the wallet if it is no longer payable), apply
 * it to the subscription invoice, or record it for the accounting system's invoice.
 */
async function settlePaid(tx: Tx, deps: AppDeps, payment: PaymentRow, at: Date) {
  const base = { companyId: payment.companyId, userId: payment.userId, amount: payment.amount, paymentId: payment.id };
  if (payment.purpose === 'subscription') {
    await applyPayment(tx, {
      companyId: payment.companyId,
      invoiceId: payment.subscriptionInvoiceId!,
      amount: payment.amount,
      method: 'gateway',
      paymentId: payment.id,
      reference: payment.providerRef,
      recordedBy: payment.userId,
      at,
    });
    return;
  }
  if (payment.purpose === 'invoice') {
    await settleExternalInvoicePayment(tx, deps, payment, at);
    return;
  }
  if (payment.purpose === 'topup') {
    await creditWallet(tx, { ...base, kind: 'topup', description: `Top-up by ${payTypeLabel(payment.payType)}` });
    return;
  }
  const orderId = payment.orderId!;
  const order = await markOrderPaid(tx, payment.companyId, orderId, 'online', at);
  if (!order) {
    // The order ended while its buyer was at the gateway (booking over, cancelled, or paid twice):
    // the money is kept in the payer's wallet, never lost.
    const reference = await orderReference(tx, payment.companyId, orderId);
    await creditWallet(tx, {
      ...base,
      kind: 'refund',
      orderId,
      description: `Refund: order ${reference} was not payable`,
    });
  }
}

/**
 * Settles a verified callback in one transaction under the payment's row lock, once: a pending payment becomes
 * paid or failed; a settled one answers as it is (a replay changes nothing).
 */
async function settleCallback(
  deps: AppDeps,
  provider: PaymentProvider,
  callback: VerifiedCallback,
  hostCompanyId: string | null,
): Promise<CallbackResult & { payment: PaymentRow }> {
  const companyId = callback.companyId ?? hostCompanyId;
  // A company's own gateway is verified with that company's keys: it may settle only that company's payments.
  if (!companyId || (hostCompanyId && callback.companyId && callback.companyId !== hostCompanyId))
    throw paymentNotFound();
  return deps.db.transaction(async (tx) => {
    const payment = callback.paymentId
      ? await lockPayment(tx, companyId, callback.paymentId)
      : await lockPaymentByRef(tx, companyId, provider.name, callback.providerRef);
    if (!payment || payment.provider !== provider.name) throw paymentNotFound();
    if (
      payment.providerRef !== callback.providerRef ||
      (callback.amount !== null && payment.amount !== callback.amount)
    ) {
      throw new AppError(400, 'payment.mismatch', 'VALIDATION');
    }
    if (payment.status !== 'pending') return { paymentId: payment.id, status: payment.status, replay: true, payment };
    const at = new Date();
    await settlePayment(tx, payment.companyId, payment.id, callback.outcome, at);
    if (callback.outcome === 'paid') {
      await settlePaid(tx, deps, payment, at);
      await publish(tx, 'payment.paid', {
        companyId: payment.companyId,
        paymentId: payment.id,
        purpose: payment.purpose,
        provider: payment.provider,
      });
    } else if (payment.purpose === 'order') await markPaymentFailed(tx, payment.companyId, payment.orderId!, at);
    return {
      paymentId: payment.id,
      status: callback.outcome,
      replay: false,
      payment: { ...payment, status: callback.outcome },
    };
  });
}

/**
 * A failed attempt settles as failed only once the provider's page can no longer be paid (Billplz: the bill is
 * deleted); when it cannot be closed (paid meanwhile), the payment waits for the provider's next callback.
 */
async function closable(provider: PaymentProvider, callback: VerifiedCallback): Promise<boolean> {
  if (callback.outcome !== 'failed' || !provider.close) return true;
  return provider.close(callback.providerRef);
}

async function pendingByRef(deps: AppDeps, companyId: string, provider: PaymentProvider, providerRef: string) {
  const payment = await findPaymentByRef(deps.db, companyId, provider.name, providerRef);
  if (!payment) throw paymentNotFound();
  return payment;
}

/**
 * POST /api/payments/callback/:provider. The sandbox names its company in its signed body; a company's own
 * gateway calls the company's host (`hostCompanyId`) and is verified with that company's keys. A forged or
 * unverifiable callback is 401 and changes nothing; a verified event that settles nothing is answered and ignored.
 */
export async function handleCallback(
  deps: AppDeps,
  providerName: string,
  headers: IncomingHttpHeaders,
  rawBody: string,
  hostCompanyId: string | null,
): Promise<CallbackResult> {
  const provider = await callbackProvider(deps, providerName, hostCompanyId);
  if (!provider) throw new AppError(404, 'payment.providerUnknown', 'NOT_FOUND');
  const callback = provider.verifyCallback(headers, rawBody);
  if (!callback) throw new AppError(401, 'payment.invalidSignature', 'UNAUTHENTICATED');
  if (callback === IGNORED) return { paymentId: null, status: 'pending', replay: false };
  if (!(await closable(provider, callback))) return { paymentId: null, status: 'pending', replay: false };
  const { payment: _, ...result } = await settleCallback(deps, provider, callback, hostCompanyId);
  return result;
}

/**
 * GET /api/payments/return/billplz: the payer back from Billplz with a signed query. Verified like the callback
 * (it may arrive first) and settled the same way; answers the web page to show. Unverifiable: 401.
 */
export async function handleBillplzReturn(
  deps: AppDeps,
  query: Record<string, string | undefined>,
  hostCompanyId: string,
  providerName: string = BILLPLZ,
): Promise<string> {
  const provider = await callbackProvider(deps, providerName, hostCompanyId);
  const callback = provider?.verifyRedirect?.(query) ?? null;
  if (!provider || !callback) throw new AppError(401, 'payment.invalidSignature', 'UNAUTHENTICATED');
  const settled = (await closable(provider, callback)) ? callback : null;
  const { payment } = settled
    ? await settleCallback(deps, provider, settled, hostCompanyId)
    : { payment: await pendingByRef(deps, hostCompanyId, provider, callback.providerRef) };
  return returnPathOf(deps.db, payment);
}
