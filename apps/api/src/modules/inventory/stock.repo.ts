import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { publish } from '../../platform/events.js';
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
      .returning({ onHand: stockLevels.onHand, reserved: stockLevels.reserved });
    if (!row)
      throw new NotEnoughStock(await availableOf(tx, input.companyId, input.storeId, input.productId, variantId));
    onHandAfter = row.onHand;
    const available = row.onHand - row.reserved;
    if (available <= 0) await publish(tx, 'stock.low', { ...pick(input), variantId, available });
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

const pick = ({ companyId, storeId, productId }: MovementInput) => ({ companyId, storeId, productId });

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

/** What one order holds of one item at a seller. */
export type StockHold = { productId: string; variantId: string; quantity: number; preorderAllowance: number };

/**
 * Holding units for an unpaid order is part of checkout's one statement; these are its pieces. In that
 * statement `stockReservation` raises each row only when the units fit (on hand plus a preorder product's
 * allowance), so racing checkouts can never reserve more than the seller holds, and locks the rows in
 * (product, variant) order first, so two checkouts of the same items cannot deadlock. `holds` has each item once.
 */
export async function createPreorderRows(tx: Tx, companyId: string, storeId: string, holds: StockHold[]) {
  // A preorder may be reserved before the seller ever held the item, so its row may not exist yet; inserted
  // in a fixed order too.
  const preorders = holds
    .filter((hold) => hold.preorderAllowance >= hold.quantity)
    .sort((a, b) => compare(keyOf(a), keyOf(b)));
  if (preorders.length)
    await tx
      .insert(stockLevels)
      .values(preorders.map((hold) => ({ companyId, storeId, productId: hold.productId, variantId: hold.variantId })))
      .onConflictDoNothing();
}

/** The statement's CTEs that reserve `holds`; the last, `raised`, answers (product_id, variant_id) per row raised. */
export function stockReservation(companyId: string, storeId: string, holds: StockHold[]) {
  const wanted = holds.map((hold) => ({
    product_id: hold.productId,
    variant_id: hold.variantId,
    quantity: hold.quantity,
    allowance: hold.preorderAllowance,
  }));
  return sql`
    wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
        as w(product_id text, variant_id text, quantity int, allowance int)
    ), locked as (
      select s.product_id, s.variant_id from ${stockLevels} s
        join wanted w on w.product_id = s.product_id and w.variant_id = s.variant_id
      where s.company_id = ${companyId} and s.store_id = ${storeId}
      order by s.product_id, s.variant_id
      for update of s
    ), raised as (
      update ${stockLevels} s set reserved = s.reserved + w.quantity, updated_at = now()
      from wanted w, locked l
      where s.company_id = ${companyId} and s.store_id = ${storeId}
        and s.product_id = w.product_id and s.variant_id = w.variant_id
        and l.product_id = w.product_id and l.variant_id = w.variant_id
        and s.reserved + w.quantity <= s.on_hand + w.allowance
      returning s.product_id, s.variant_id
    )`;
}

/** Throws NotEnoughStock (with the first short item's available units) unless every hold was raised. */
export async function assertReserved(
  tx: Tx,
  companyId: string,
  storeId: string,
  holds: StockHold[],
  raised: Array<{ product_id: string; variant_id: string }>,
) {
  const done = new Set(raised.map((row) => keyOf({ productId: row.product_id, variantId: row.variant_id })));
  const short = holds.find((hold) => !done.has(keyOf(hold)));
  if (short) throw new NotEnoughStock(await availableOf(tx, companyId, storeId, short.productId, short.variantId));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const keyOf = (item: { productId: string; variantId: string }) => `${item.productId}/${item.variantId}`;

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
