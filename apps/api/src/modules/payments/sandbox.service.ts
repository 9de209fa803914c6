import { paymentReturnPath, type SandboxCompleteResult, type SandboxSessionView } from '@niaga/shared';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { sandboxProvider } from './gateway/providers.js';
import { SANDBOX, SANDBOX_SIGNATURE_HEADER } from './gateway/sandbox.js';
import { companyForPayment, findPayment, type PaymentRow } from './payments.repo.js';
import { paymentNotFound } from './payments.service.js';

export const returnUrl = (payment: Pick<PaymentRow, 'id' | 'purpose' | 'status'>) =>
  paymentReturnPath(payment.purpose, payment.status, payment.id);

/** The caller's own sandbox payment behind a session id; anyone else's (or none) is 404. */
async function openSession(deps: AppDeps, ctx: RequestContext, sessionId: string) {
  const session = sandboxProvider(deps.config)?.openSession(sessionId);
  if (!session || session.companyId !== ctx.companyId) throw paymentNotFound();
  const payment = await findPayment(deps.db, session.companyId, session.paymentId);
  if (payment?.provider !== SANDBOX || payment.userId !== ctx.user.id) throw paymentNotFound();
  return payment;
}

/** GET /api/payments/sandbox/:sessionId: what the hosted page shows (merchant = the company's name). */
export async function sandboxSession(
  deps: AppDeps,
  ctx: RequestContext,
  sessionId: string,
): Promise<SandboxSessionView> {
  const payment = await openSession(deps, ctx, sessionId);
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
  const payment = await openSession(deps, ctx, sessionId);
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
  return { status: after.status, returnUrl: returnUrl(after) };
}
