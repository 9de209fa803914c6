import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import { type MovementType, stockLevels, stockMovements } from './inventory.tables.js';

export type MovementInput = {
  companyId: string;
  storeId: string;
  productId: string;
  variantId: string | null;
  qtyIn: number;
  qtyOut: number;
  invType: MovementType;
  invDesc: string;
  returnReason?: string | null;
  orderId?: string | null;
  reversesId?: string | null;
  by: { id: string | null; name: string };
};

/** Thrown inside a transaction when a stock-out finds fewer available units than it takes. */
export class NotEnoughStock extends Error {
  constructor(readonly available: number) {
    super('not enough stock');
  }
}

/**
 * The only writer of on-hand stock: changes the cached level and appends the ledger row in the caller's
 * transaction. A stock-out is one conditional UPDATE (available must cover it), so racing stock-outs can
 * never take the available quantity below zero.
 */
export async function applyMovement(tx: Tx, input: MovementInput) {
  const variantId = input.variantId ?? '';
  const delta = input.qtyIn - input.qtyOut;
  const key = and(
    eq(stockLevels.companyId, input.companyId),
    eq(stockLevels.storeId, input.storeId),
    eq(stockLevels.productId, input.productId),
    eq(stockLevels.variantId, variantId),
  );
  let onHandAfter: number;
  if (delta >= 0) {
    const [row] = await tx
      .insert(stockLevels)
      .values({
        companyId: input.companyId,
        storeId: input.storeId,
        productId: input.productId,
        variantId,
        onHand: delta,
      })
      .onConflictDoUpdate({
        target: [stockLevels.companyId, stockLevels.storeId, stockLevels.productId, stockLevels.variantId],
        set: { onHand: sql`${stockLevels.onHand} + ${delta}`, updatedAt: sql`now()` },
      })
      .returning({ onHand: stockLevels.onHand });
    onHandAfter = row!.onHand;
  } else {
    const [row] = await tx
      .update(stockLevels)
      .set({ onHand: sql`${stockLevels.onHand} + ${delta}`, updatedAt: sql`now()` })
      .where(and(key, gte(sql`${stockLevels.onHand} - ${stockLevels.reserved}`, -delta)))
      .returning({ onHand: stockLevels.onHand });
    if (!row)
      throw new NotEnoughStock(await availableOf(tx, input.companyId, input.storeId, input.productId, variantId));
    onHandAfter = row.onHand;
  }
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      companyId: input.companyId,
      id: newId(),
      storeId: input.storeId,
      productId: input.productId,
      variantId,
      qtyIn: input.qtyIn,
      qtyOut: input.qtyOut,
      invType: input.invType,
      invDesc: input.invDesc,
      returnReason: input.returnReason ?? null,
      orderId: input.orderId ?? null,
      reversesId: input.reversesId ?? null,
      onHandBefore: onHandAfter - delta,
      onHandAfter,
      createdById: input.by.id,
      createdByName: input.by.name,
    })
    .returning();
  return movement!;
}

async function availableOf(tx: Tx, companyId: string, storeId: string, productId: string, variantId: string) {
  const [row] = await tx
    .select({ available: sql<number>`${stockLevels.onHand} - ${stockLevels.reserved}` })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.companyId, companyId),
        eq(stockLevels.storeId, storeId),
        eq(stockLevels.productId, productId),
        eq(stockLevels.variantId, variantId),
      ),
    );
  return Math.max(0, row?.available ?? 0);
}

export type Reservation = {
  companyId: string;
  storeId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  /** Units a preorder product may be reserved beyond its on-hand (0 for other products). */
  preorderAllowance: number;
};

/**
 * Holds units for an unpaid order in the caller's transaction: one conditional statement, so racing
 * checkouts can never reserve more than the seller holds (plus a preorder product's allowance).
 */
export async function reserveStock(tx: Tx, input: Reservation) {
  const variantId = input.variantId ?? '';
  const n = input.quantity;
  const fits = sql`${stockLevels.reserved} + ${n} <= ${stockLevels.onHand} + ${input.preorderAllowance}`;
  const key = and(
    eq(stockLevels.companyId, input.companyId),
    eq(stockLevels.storeId, input.storeId),
    eq(stockLevels.productId, input.productId),
    eq(stockLevels.variantId, variantId),
  );
  // A preorder may be reserved before the seller ever held the item, so its row may not exist yet.
  const rows =
    input.preorderAllowance >= n
      ? await tx
          .insert(stockLevels)
          .values({
            companyId: input.companyId,
            storeId: input.storeId,
            productId: input.productId,
            variantId,
            onHand: 0,
            reserved: n,
          })
          .onConflictDoUpdate({
            target: [stockLevels.companyId, stockLevels.storeId, stockLevels.productId, stockLevels.variantId],
            set: { reserved: sql`${stockLevels.reserved} + ${n}`, updatedAt: sql`now()` },
            setWhere: fits,
          })
          .returning({ reserved: stockLevels.reserved })
      : await tx
          .update(stockLevels)
          .set({ reserved: sql`${stockLevels.reserved} + ${n}`, updatedAt: sql`now()` })
          .where(and(key, fits))
          .returning({ reserved: stockLevels.reserved });
  if (!rows.length)
    throw new NotEnoughStock(await availableOf(tx, input.companyId, input.storeId, input.productId, variantId));
}

/** Gives back units an order held (cancelled, booking over). */
export async function releaseStock(
  tx: Tx,
  input: Pick<Reservation, 'companyId' | 'storeId' | 'productId' | 'variantId' | 'quantity'>,
) {
  await tx
    .update(stockLevels)
    .set({ reserved: sql`greatest(${stockLevels.reserved} - ${input.quantity}, 0)`, updatedAt: sql`now()` })
    .where(
      and(
        eq(stockLevels.companyId, input.companyId),
        eq(stockLevels.storeId, input.storeId),
        eq(stockLevels.productId, input.productId),
        eq(stockLevels.variantId, input.variantId ?? ''),
      ),
    );
}
