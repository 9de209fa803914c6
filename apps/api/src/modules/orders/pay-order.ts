import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { startOnlinePayment } from '../payments/payments.service.js';
import { debitWallet, InsufficientBalance } from '../payments/wallet.repo.js';
import type { OrderRequest } from './checkout.service.js';
import { actorOf } from './order-events.js';
import { markOrderPaid } from './order-state.js';
import { orders } from './orders.tables.js';

/**
 * The payment step of checkout, inside its transaction: a wallet pays at once (debit of `payerId`'s wallet and
 * order together); cash (HQ received it, ordering for an agent) is paid at once; manual transfer waits for the
 * receipt; online payment starts a gateway session.
 */
export async function payOrder(
  tx: Tx,
  deps: AppDeps,
  ctx: RequestContext,
  orderId: string,
  input: Pick<OrderRequest, 'paymentMethod' | 'payType'>,
  payerId: string = ctx.user.id,
): Promise<{ paymentId: string; redirectUrl: string } | null> {
  if (input.paymentMethod === 'manual') return null;
  const [order] = await tx
    .select({ grandTotal: orders.grandTotal, referenceNo: orders.referenceNo })
    .from(orders)
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId)));
  // Nothing to collect (a voucher covered it all): no gateway session or ledger row for zero.
  if (order!.grandTotal === 0 || input.paymentMethod === 'cash') {
    await markOrderPaid(tx, ctx.companyId, orderId, input.paymentMethod, ctx.now, actorOf(ctx));
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
        origin: ctx.origin,
      },
      ctx.now,
    );
  try {
    await debitWallet(tx, {
      companyId: ctx.companyId,
      userId: payerId,
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
  await markOrderPaid(
    tx,
    ctx.companyId,
    orderId,
    'wallet',
    ctx.now,
    payerId === ctx.user.id ? undefined : actorOf(ctx),
  );
  return null;
}
