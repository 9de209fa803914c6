import type { SandboxCompleteResult, SandboxSessionView } from '@niaga/shared';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { sandboxProvider } from './gateway/providers.js';
import { SANDBOX, SANDBOX_SIGNATURE_HEADER } from './gateway/sandbox.js';
import { orderStoreOf, returnPathOf } from './payment-return.js';
import { companyForPayment, findPayment, type PaymentRow } from './payments.repo.js';
import { paymentNotFound } from './payments.service.js';

/** The company's sandbox payment behind a session id (made by this sandbox, in this company), or 404. */
async function paymentOfSession(deps: AppDeps, companyId: string, sessionId: string) {
  const session = sandboxProvider(deps.config)?.openSession(sessionId);
  if (!session || session.companyId !== companyId) throw paymentNotFound();
  const payment = await findPayment(deps.db, session.companyId, session.paymentId);
  if (payment?.provider !== SANDBOX) throw paymentNotFound();
  return payment;
}

/** The caller's own sandbox payment behind a session id; anyone else's (or none) is 404. */
async function openSession(deps: AppDeps, ctx: RequestContext, sessionId: string) {
  const payment = await paymentOfSession(deps, ctx.companyId, sessionId);
  if (payment.userId !== ctx.user.id) throw paymentNotFound();
  return payment;
}

/**
 * The payment of an order placed in this online store (a guest has no session): as at a real provider's hosted
 * page, the unguessable session id (MAC-signed) is what opens it; another store's, an agent's or none is 404.
 */
async function openStoreSession(deps: AppDeps, companyId: string, storeId: string, sessionId: string) {
  const payment = await paymentOfSession(deps, companyId, sessionId);
  if (!payment.orderId || (await orderStoreOf(deps.db, companyId, payment.orderId))?.storeId !== storeId)
    throw paymentNotFound();
  return payment;
}

/** GET /api/payments/sandbox/:sessionId: what the hosted page shows (merchant = the company's name). */
export async function sandboxSession(
  deps: AppDeps,
  ctx: RequestContext,
  sessionId: string,
): Promise<SandboxSessionView> {
  return sessionView(deps, sessionId, await openSession(deps, ctx, sessionId));
}

/** GET /api/storefront/:slug/sandbox?session=: the hosted page of a store order's payment. */
export async function storeSandboxSession(
  deps: AppDeps,
  companyId: string,
  storeId: string,
  sessionId: string,
): Promise<SandboxSessionView> {
  return sessionView(deps, sessionId, await openStoreSession(deps, companyId, storeId, sessionId));
}

async function sessionView(deps: AppDeps, sessionId: string, payment: PaymentRow): Promise<SandboxSessionView> {
  const company = await companyForPayment(deps.db, payment.companyId);
  return {
    sessionId,
    merchant: company?.name ?? '',
    currency: company?.currency ?? 'MYR',
    amount: payment.amount,
    purpose: payment.purpose,
    payType: payment.payType,
    status: payment.status,
    reference: payment.providerRef ?? '',
  };
}

/** Sends a signed callback to our own API, server to server; answers the HTTP status it got. */
export type DeliverCallback = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/**
 * POST /api/payments/sandbox/:sessionId/complete: the provider's side of the hosted page. Pay or Fail (Cancel
 * is a failure too) becomes a signed callback delivered to `POST /api/payments/callback/sandbox`; the browser
 * is told where to return from the payment's state afterwards. A settled payment is not paid again (its
 * callback would be a replay): the browser just returns.
 */
export async function completeSandbox(
  deps: AppDeps,
  ctx: RequestContext,
  sessionId: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  deliver: DeliverCallback,
): Promise<SandboxCompleteResult> {
  return complete(deps, await openSession(deps, ctx, sessionId), outcome, deliver);
}

/** POST /api/storefront/:slug/sandbox/complete: as `completeSandbox`, for a store order's payment. */
export async function completeStoreSandbox(
  deps: AppDeps,
  companyId: string,
  storeId: string,
  sessionId: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  deliver: DeliverCallback,
): Promise<SandboxCompleteResult> {
  return complete(deps, await openStoreSession(deps, companyId, storeId, sessionId), outcome, deliver);
}

async function complete(
  deps: AppDeps,
  payment: PaymentRow,
  outcome: 'paid' | 'failed' | 'cancelled',
  deliver: DeliverCallback,
): Promise<SandboxCompleteResult> {
  if (payment.status === 'pending') {
    const { rawBody, signature } = sandboxProvider(deps.config)!.signCallback({
      companyId: payment.companyId,
      paymentId: payment.id,
      providerRef: payment.providerRef ?? '',
      amount: payment.amount,
      outcome: outcome === 'paid' ? 'paid' : 'failed',
    });
    const status = await deliver(rawBody, {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature,
    });
    if (status !== 200) throw new Error(`sandbox callback answered ${status}`);
  }
  const after = (await findPayment(deps.db, payment.companyId, payment.id)) ?? payment;
  return { status: after.status, returnUrl: await returnPathOf(deps.db, after) };
}
