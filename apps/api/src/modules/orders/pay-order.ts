import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { startOnlinePayment } from '../payments/payments.service.js';
import { debitWallet, InsufficientBalance } from '../payments/wallet.repo.js';
import type { CheckoutRequest } from './checkout.service.js';
import { markOrderPaid } from './order-state.js';
import { orders } from './orders.tables.js';

/**
 * The payment step of checkout, inside its transaction: a wallet pays at once (debit and order together);
 * manual transfer waits for the receipt; online payment starts a gateway session.
 */
export async function payOrder(
  tx: Tx,
  deps: AppDeps,
  ctx: RequestContext,
  orderId: string,
  input: Pick<CheckoutRequest, 'paymentMethod' | 'payType'>,
): Promise<{ paymentId: string; redirectUrl: string } | null> {
  if (input.paymentMethod === 'manual') return null;
  const [order] = await tx
    .select({ grandTotal: orders.grandTotal, referenceNo: orders.referenceNo })
    .from(orders)
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId)));
  // Nothing to collect (a voucher covered it all): no gateway session or ledger row for zero.
  if (order!.grandTotal === 0) {
    await markOrderPaid(tx, ctx.companyId, orderId, input.paymentMethod, ctx.now);
    return null;
  }
  if (input.paymentMethod === 'online')
    return startOnlinePayment(
      tx,
      deps,
      {
        companyId: ctx.companyId,
        userId: ctx.user.id,
        purpose: 'order',
        orderId,
        amount: order!.grandTotal,
        payType: input.payType,
      },
      ctx.now,
    );
  try {
    await debitWallet(tx, {
      companyId: ctx.companyId,
      userId: ctx.user.id,
      amount: order!.grandTotal,
      kind: 'payment',
      description: order!.referenceNo,
      orderId,
    });
  } catch (error) {
    if (error instanceof InsufficientBalance)
      throw new AppError(409, 'wallet.insufficient', 'INSUFFICIENT_BALANCE', { paymentMethod: 'wallet.insufficient' });
    throw error;
  }
  await markOrderPaid(tx, ctx.companyId, orderId, 'wallet', ctx.now);
  return null;
}
