import type { historyQuery, StockMovement } from '@niaga/shared';
import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { products, productVariants } from '../catalog/catalog.tables.js';
import { stockMovements } from './inventory.tables.js';
import { applyMovement, NotEnoughStock } from './stock.repo.js';
import { resolveStore } from './stores.js';

type HistoryQuery = z.output<typeof historyQuery>;

const MANUAL_TYPES = ['in', 'out', 'return'];

/** Every movement of a store, newest first: who, when, what and why. */
export async function listHistory(deps: AppDeps, ctx: RequestContext, query: HistoryQuery) {
  const store = await resolveStore(deps.db, ctx, query.storeId);
  const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${ctx.user.company.timeZone}`;
  const where = and(
    eq(stockMovements.companyId, ctx.companyId),
    eq(stockMovements.storeId, store.id),
    query.productId ? eq(stockMovements.productId, query.productId) : undefined,
    query.type ? eq(stockMovements.invType, query.type) : undefined,
    query.from ? gte(stockMovements.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(stockMovements.createdAt, sql`${dayStart(query.to)} + interval '1 day'`) : undefined,
  );
  const rows = await deps.db
    .select({ movement: stockMovements, name: products.name, sku: products.sku, variant: productVariants })
    .from(stockMovements)
    .innerJoin(
      products,
      and(eq(products.companyId, stockMovements.companyId), eq(products.id, stockMovements.productId)),
    )
    .leftJoin(
      productVariants,
      and(eq(productVariants.companyId, stockMovements.companyId), eq(productVariants.id, stockMovements.variantId)),
    )
    .where(where)
    .orderBy(desc(stockMovements.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(stockMovements).where(where);
  const items: StockMovement[] = rows.map(({ movement: m, name, sku, variant }) => ({
    id: m.id,
    productId: m.productId,
    variantId: m.variantId || null,
    name,
    sku: variant?.sku ?? sku,
    options: variant?.options ?? [],
    qtyIn: m.qtyIn,
    qtyOut: m.qtyOut,
    invType: m.invType,
    invDesc: m.invDesc,
    returnReason: m.returnReason,
    orderId: m.orderId,
    reversesId: m.reversesId,
    reversedById: m.reversedById,
    reversible: store.writable && MANUAL_TYPES.includes(m.invType) && !m.reversedById,
    onHandAfter: m.onHandAfter,
    createdBy: m.createdByName,
    createdAt: m.createdAt.toISOString(),
  }));
  return { items, total: total?.value ?? 0, page: query.page, limit: query.limit, store };
}

/**
 * Reverses a manual movement with a new opposite entry (the history is never erased). The original is
 * claimed first with a conditional UPDATE, so two racing reversals reverse it once; a reversal that would
 * take the available stock below zero is refused and rolls back.
 */
export async function reverseMovement(deps: AppDeps, ctx: RequestContext, id: string) {
  return deps.db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.companyId, ctx.companyId), eq(stockMovements.id, id)));
    if (!original) throw notFound();
    const store = await resolveStore(tx, ctx, original.storeId);
    if (!store.writable) throw new AppError(403, 'inventory.readOnlyStore', 'FORBIDDEN');
    if (!MANUAL_TYPES.includes(original.invType)) throw new AppError(409, 'inventory.notReversible', 'CONFLICT');
    const [claimed] = await tx
      .update(stockMovements)
      .set({ reversedById: 'pending' })
      .where(
        and(
          eq(stockMovements.companyId, ctx.companyId),
          eq(stockMovements.id, id),
          isNull(stockMovements.reversedById),
        ),
      )
      .returning({ id: stockMovements.id });
    if (!claimed) throw new AppError(409, 'inventory.alreadyReversed', 'CONFLICT');
    try {
      const reversal = await applyMovement(tx, {
        companyId: ctx.companyId,
        storeId: original.storeId,
        productId: original.productId,
        variantId: original.variantId || null,
        qtyIn: original.qtyOut,
        qtyOut: original.qtyIn,
        invType: 'reversal',
        invDesc: original.invDesc,
        returnReason: original.returnReason,
        reversesId: original.id,
        by: { id: ctx.user.id, name: ctx.user.name },
      });
      await tx
        .update(stockMovements)
        .set({ reversedById: reversal.id })
        .where(and(eq(stockMovements.companyId, ctx.companyId), eq(stockMovements.id, id)));
      return { id: reversal.id };
    } catch (error) {
      if (error instanceof NotEnoughStock) throw new AppError(409, 'inventory.reverseBelowZero', 'CONFLICT');
      throw error;
    }
  });
}
