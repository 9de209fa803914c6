import { evaluateVoucher, type VoucherCart, type VoucherCheckResult, voucherStatus } from '@niaga/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { vouchers, voucherUses } from './vouchers.tables.js';

/** What redeeming needs of the caller's context: the tenant, the clock and the company's time zone. */
export type VoucherScope = { companyId: string; now: Date; timeZone: string };
export const voucherScope = (ctx: RequestContext): VoucherScope => ({
  companyId: ctx.companyId,
  now: ctx.now,
  timeZone: ctx.user.company.timeZone,
});

export type CartFacts = Omit<VoucherCart, 'buyerUses'>;
export type Redemption = VoucherCheckResult & { useId: string };

const voucherNotFound = () => new AppError(404, 'voucher.notFound', 'NOT_FOUND', { code: 'voucher.notFound' });

async function findByCode(db: Executor, scope: VoucherScope, code: string, lock: boolean) {
  const query = db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, scope.companyId),
        sql`lower(${vouchers.voucherCode}) = lower(${code.trim()})`,
        isNull(vouchers.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw voucherNotFound();
  return row;
}

async function buyerUses(db: Executor, scope: VoucherScope, voucherId: string, buyerId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.companyId, scope.companyId),
        eq(voucherUses.voucherId, voucherId),
        eq(voucherUses.buyerId, buyerId),
        isNull(voucherUses.releasedAt),
      ),
    );
  return row?.value ?? 0;
}

/** Every rule of the voucher against the cart; a broken rule is a 400 naming it, on the `code` field. */
async function decide(
  db: Executor,
  scope: VoucherScope,
  row: typeof vouchers.$inferSelect,
  buyerId: string,
  cart: CartFacts,
) {
  const outcome = evaluateVoucher(
    { ...row, status: voucherStatus(row, scope.now, scope.timeZone) },
    { ...cart, buyerUses: await buyerUses(db, scope, row.id, buyerId) },
  );
  if (!outcome.ok) throw badRequest(outcome.problem, { code: outcome.problem });
  return {
    voucherId: row.id,
    voucherCode: row.voucherCode,
    voucherName: row.voucherName,
    voucherType: row.voucherType,
    discount: outcome.discount,
    freeShipping: outcome.freeShipping,
    shippingDiscount: outcome.shippingDiscount,
  };
}

/** What a code would give the buyer for these cart facts, without using it. */
export async function checkVoucher(deps: AppDeps, scope: VoucherScope, code: string, buyerId: string, cart: CartFacts) {
  return decide(deps.db, scope, await findByCode(deps.db, scope, code, false), buyerId, cart);
}

/**
 * Checkout's step: inside the caller's (read-committed) transaction, takes the voucher's row lock, decides with
 * fresh counts, then claims one use. Concurrent redemptions of one voucher queue on the lock, so neither the
 * quota nor the per-agent limit can be exceeded; the caller's rollback gives the use back.
 */
export async function redeemVoucher(
  tx: Tx,
  scope: VoucherScope,
  code: string,
  buyerId: string,
  cart: CartFacts,
  orderId: string,
): Promise<Redemption> {
  const row = await findByCode(tx, scope, code, true);
  const result = await decide(tx, scope, row, buyerId, cart);
  const [claimed] = await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.companyId, scope.companyId),
        eq(vouchers.id, row.id),
        sql`${vouchers.usedCount} < ${vouchers.voucherQuota}`,
      ),
    )
    .returning({ id: vouchers.id });
  if (!claimed) throw badRequest('voucher.quotaReached', { code: 'voucher.quotaReached' });
  const useId = newId();
  await tx.insert(voucherUses).values({
    companyId: scope.companyId,
    id: useId,
    voucherId: row.id,
    buyerId,
    orderId,
    discount: result.discount,
  });
  return { ...result, useId };
}

/** Gives back the use of a cancelled or expired order; a second call (or an order without a voucher) does nothing. */
export async function releaseVoucherUse(tx: Tx, scope: VoucherScope, orderId: string): Promise<boolean> {
  const [released] = await tx
    .update(voucherUses)
    .set({ releasedAt: scope.now })
    .where(
      and(eq(voucherUses.companyId, scope.companyId), eq(voucherUses.orderId, orderId), isNull(voucherUses.releasedAt)),
    )
    .returning({ voucherId: voucherUses.voucherId });
  if (!released) return false;
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} - 1` })
    .where(and(eq(vouchers.companyId, scope.companyId), eq(vouchers.id, released.voucherId)));
  return true;
}
