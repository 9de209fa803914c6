import type { PaymentMethodOption } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { callerFeatures } from '../company/features.js';
import { gatewayMethods } from '../payments/gateway/providers.js';
import { wallets } from '../payments/payments.tables.js';
import { sellerFor } from '../shop/seller.js';
import { users } from '../users/users.tables.js';

/** What the buyer may pay with at checkout, each with its admin fee (spec "get-admin-fee"). */
export async function paymentMethods(deps: AppDeps, ctx: RequestContext): Promise<PaymentMethodOption[]> {
  const [[wallet], { seller }, onlineMethods] = await Promise.all([
    deps.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.companyId, ctx.companyId), eq(wallets.userId, ctx.user.id))),
    sellerFor(deps.db, ctx.companyId, ctx.user.id),
    gatewayMethods(deps, ctx.companyId),
  ]);
  // The session lookup read the company's features with the caller: no query of its own.
  const features = callerFeatures(ctx);
  const fees = features.adminFees;
  let bank: PaymentMethodOption['bank'] = features.bank
    ? {
        bankName: features.bank.bankName,
        accountName: features.bank.accountName,
        accountNumber: features.bank.accountNumber,
        holder: 'hq',
        holderName: ctx.user.company.name,
      }
    : null;
  // A stockist seller approves its own transfers: its account or none, never HQ's.
  if (seller.kind === 'agent') {
    const [agent] = await deps.db
      .select({ bank: users.bank })
      .from(users)
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, seller.storeId)));
    bank = agent?.bank
      ? {
          bankName: agent.bank.bankName,
          accountName: agent.bank.accountName,
          accountNumber: agent.bank.accountNumber,
          holder: 'seller',
          holderName: seller.name,
        }
      : null;
  }
  return [
    {
      method: 'manual',
      adminFee: fees.manual ?? 0,
      available: features.manualReceipt,
      bank,
      balance: null,
      payTypes: [],
    },
    {
      method: 'wallet',
      adminFee: fees.wallet ?? 0,
      available: true,
      bank: null,
      balance: wallet?.balance ?? 0,
      payTypes: [],
    },
    {
      method: 'online',
      adminFee: fees.online ?? 0,
      // The company's active gateway and the methods it chose (or the development sandbox when switched on).
      available: onlineMethods !== null && onlineMethods.length > 0,
      bank: null,
      balance: null,
      payTypes: [...(onlineMethods ?? [])],
    },
  ];
}
