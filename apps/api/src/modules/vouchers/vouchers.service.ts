import {
  dayIn,
  fromBasisPoints,
  toBasisPoints,
  type VoucherView,
  type voucherHistoryQuery,
  type voucherInput,
  type voucherListQuery,
  voucherStatus,
} from '@niaga/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { packages } from '../catalog/bundles.tables.js';
import { users } from '../users/users.tables.js';
import { vouchers, voucherUses } from './vouchers.tables.js';

type VoucherRow = typeof vouchers.$inferSelect;
type VoucherInput = z.output<typeof voucherInput>;

function tabCondition(tab: z.output<typeof voucherListQuery>['tab'], today: string): SQL | undefined {
  if (tab === 'upcoming') return gt(vouchers.voucherStartDate, today);
  if (tab === 'expired') return lt(vouchers.voucherStopDate, today);
  if (tab === 'ongoing') return and(lte(vouchers.voucherStartDate, today), gte(vouchers.voucherStopDate, today));
  return undefined;
}

function toView(row: VoucherRow, packageName: string | null, ctx: RequestContext): VoucherView {
  return {
    id: row.id,
    voucherName: row.voucherName,
    voucherType: row.voucherType,
    voucherCode: row.voucherCode,
    voucherQuota: row.voucherQuota,
    voucherStartDate: row.voucherStartDate,
    voucherStopDate: row.voucherStopDate,
    voucherDisc: row.voucherType === 'percentage' ? fromBasisPoints(row.discValue) : row.discValue,
    voucherMinPurchase: row.voucherMinPurchase,
    voucherUsgLimit: row.voucherUsgLimit,
    freeShipping: row.freeShipping,
    firstOrder: row.firstOrder,
    package: row.packageId,
    packageName,
    status: voucherStatus(row, ctx.now, ctx.user.company.timeZone),
    usageCount: row.usedCount,
    totalUsableLimit: row.voucherQuota,
  };
}

const packageJoin = and(eq(packages.companyId, vouchers.companyId), eq(packages.id, vouchers.packageId));

/** Vouchers by tab (all, ongoing, upcoming, expired: days in the company's time zone), newest start first. */
export async function listVouchers(deps: AppDeps, ctx: RequestContext, query: z.output<typeof voucherListQuery>) {
  const today = dayIn(ctx.user.company.timeZone, ctx.now);
  const where = and(
    eq(vouchers.companyId, ctx.companyId),
    isNull(vouchers.deletedAt),
    query.q
      ? or(ilike(vouchers.voucherName, containsPattern(query.q)), ilike(vouchers.voucherCode, containsPattern(query.q)))
      : undefined,
    tabCondition(query.tab, today),
  );
  const rows = await deps.db
    .select({ voucher: vouchers, packageName: packages.name })
    .from(vouchers)
    .leftJoin(packages, packageJoin)
    .where(where)
    .orderBy(desc(vouchers.voucherStartDate), asc(vouchers.voucherName), asc(vouchers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(vouchers).where(where);
  return {
    items: rows.map((row) => toView(row.voucher, row.packageName, ctx)),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getVoucher(deps: AppDeps, ctx: RequestContext, id: string): Promise<VoucherView> {
  const [row] = await deps.db
    .select({ voucher: vouchers, packageName: packages.name })
    .from(vouchers)
    .leftJoin(packages, packageJoin)
    .where(and(eq(vouchers.companyId, ctx.companyId), eq(vouchers.id, id), isNull(vouchers.deletedAt)));
  if (!row) throw notFound();
  return toView(row.voucher, row.packageName, ctx);
}

const codeTaken = (error: unknown): never => {
  const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') throw new AppError(409, 'voucher.codeTaken', 'CONFLICT', { voucherCode: 'voucher.codeTaken' });
  throw error;
};

/** Creates a voucher, or updates the one named by `input.id`; the quota never goes below the uses so far. */
export async function saveVoucher(deps: AppDeps, ctx: RequestContext, input: VoucherInput): Promise<VoucherView> {
  const id = input.id ?? newId();
  const values = {
    voucherName: input.voucherName,
    voucherType: input.voucherType,
    voucherCode: input.voucherCode,
    voucherQuota: input.voucherQuota,
    voucherStartDate: input.voucherStartDate,
    voucherStopDate: input.voucherStopDate,
    discValue: input.voucherType === 'percentage' ? toBasisPoints(input.voucherDisc) : input.voucherDisc,
    voucherMinPurchase: input.voucherMinPurchase,
    voucherUsgLimit: input.voucherUsgLimit,
    freeShipping: input.freeShipping,
    firstOrder: input.firstOrder,
    packageId: input.package || null,
  };
  await deps.db.transaction(async (tx) => {
    if (values.packageId) {
      const [found] = await tx
        .select({ id: packages.id })
        .from(packages)
        .where(
          and(eq(packages.companyId, ctx.companyId), eq(packages.id, values.packageId), isNull(packages.deletedAt)),
        );
      if (!found) throw badRequest('voucher.packageUnknown', { package: 'voucher.packageUnknown' });
    }
    if (!input.id) {
      await tx
        .insert(vouchers)
        .values({ companyId: ctx.companyId, id, ...values })
        .catch(codeTaken);
      return;
    }
    const mine = and(eq(vouchers.companyId, ctx.companyId), eq(vouchers.id, id), isNull(vouchers.deletedAt));
    // The row lock keeps a redemption from slipping in between this check and the update.
    const [current] = await tx.select({ usedCount: vouchers.usedCount }).from(vouchers).where(mine).for('update');
    if (!current) throw notFound();
    if (values.voucherQuota < current.usedCount)
      throw badRequest('voucher.quotaBelowUsed', { voucherQuota: 'voucher.quotaBelowUsed' });
    await tx.update(vouchers).set(values).where(mine).catch(codeTaken);
  });
  return getVoucher(deps, ctx, id);
}

/** Soft delete: past uses keep pointing at the voucher, and its code is free again. */
export async function deleteVoucher(deps: AppDeps, ctx: RequestContext, id: string) {
  const [row] = await deps.db
    .update(vouchers)
    .set({ deletedAt: ctx.now })
    .where(and(eq(vouchers.companyId, ctx.companyId), eq(vouchers.id, id), isNull(vouchers.deletedAt)))
    .returning({ id: vouchers.id });
  if (!row) throw notFound();
}

function withVoucherAndBuyer<T extends PgSelect>(query: T) {
  return query
    .innerJoin(vouchers, and(eq(vouchers.companyId, voucherUses.companyId), eq(vouchers.id, voucherUses.voucherId)))
    .leftJoin(users, and(eq(users.companyId, voucherUses.companyId), eq(users.id, voucherUses.buyerId)));
}

/** Every use (also released ones and those of deleted vouchers), newest first. */
export async function voucherHistory(deps: AppDeps, ctx: RequestContext, query: z.output<typeof voucherHistoryQuery>) {
  const where = and(
    eq(voucherUses.companyId, ctx.companyId),
    query.voucherId ? eq(voucherUses.voucherId, query.voucherId) : undefined,
    query.q
      ? or(
          ilike(vouchers.voucherCode, containsPattern(query.q)),
          ilike(vouchers.voucherName, containsPattern(query.q)),
          ilike(users.name, containsPattern(query.q)),
          ilike(voucherUses.orderId, containsPattern(query.q)),
        )
      : undefined,
  );
  const rows = await withVoucherAndBuyer(
    deps.db
      .select({
        use: voucherUses,
        voucherCode: vouchers.voucherCode,
        voucherName: vouchers.voucherName,
        buyerName: users.name,
      })
      .from(voucherUses)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(voucherUses.createdAt), desc(voucherUses.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await withVoucherAndBuyer(deps.db.select({ value: count() }).from(voucherUses).$dynamic()).where(
    where,
  );
  return {
    items: rows.map((row) => ({
      id: row.use.id,
      voucherId: row.use.voucherId,
      voucherCode: row.voucherCode,
      voucherName: row.voucherName,
      buyerId: row.use.buyerId,
      buyerName: row.buyerName,
      orderId: row.use.orderId,
      discount: row.use.discount,
      createdAt: row.use.createdAt.toISOString(),
      releasedAt: row.use.releasedAt?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
