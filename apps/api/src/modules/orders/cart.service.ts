import { type AddCartInput, type CartView, type MinimumOrder, minimumOrderFor } from '@niaga/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import type { LevelMinimums, RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { catalogueOf } from '../catalog/catalogue-cache.js';
import { companies } from '../company/company.tables.js';
import { callerFeatures, type Features, offerTerms, resolveFeatures } from '../company/features.js';

import { type Seller, sellerFactColumns, sellerFromFacts, sellerOf } from '../shop/seller.js';
import { levels, users } from '../users/users.tables.js';
import { type CartItem, type PricedLine, type PricingContext, priceCart } from './cart-pricing.js';
import { cartItems } from './orders.tables.js';

const MAX_CART_LINES = 100;

/** The buyer as checkout and the cart see it: level, minimums, seller and whether this is a first order. */
export type Buyer = {
  id: string;
  name: string;
  status: string;
  pricing: PricingContext;
  seller: Seller;
  level: LevelMinimums & { id: string };
  moqBasis: 'unit' | 'amount';
  features: Features;
  /** The company's catalogue version, read with the seller (see catalog/catalogue-cache.ts). */
  catalogVersion: number;
};

const buyerQuery = preparedPer((executor) => {
  const companyId = sql.placeholder('companyId');
  return executor
    .select({ user: users, level: levels, ...sellerFactColumns(companyId) })
    .from(users)
    .innerJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, sql.placeholder('buyerId'))))
    .prepare('load_buyer');
});

/** Another agent as buyer (a team order's downline): level, company features and seller facts in one statement. */
export async function loadBuyer(
  executor: Executor,
  companyId: string,
  buyerId: string,
  timeZone: string,
): Promise<Buyer> {
  const [row] = await buyerQuery(executor).execute({ companyId, buyerId });
  if (!row) throw notFound();
  const { seller, firstOrder, catalogVersion } = await sellerFromFacts(executor, companyId, row);
  return toBuyer(
    {
      id: row.user.id,
      name: row.user.name,
      status: row.user.status,
      level: row.level,
      features: resolveFeatures(row.features),
    },
    { companyId, timeZone, seller, firstOrder, catalogVersion },
  );
}

/**
 * The caller as buyer, from what its session lookup read at the start of the request (`ctx.user.facts`): no
 * query, unless stockists sell in this company and the caller has an upline (then one, for the seller).
 */
export async function callerAsBuyer(deps: AppDeps, ctx: RequestContext): Promise<Buyer> {
  const { user } = ctx;
  const { facts } = user;
  if (!user.level || !facts.levelMinimums) throw notFound();
  const seller = await sellerOf(deps.db, ctx.companyId, facts);
  return toBuyer(
    {
      id: user.id,
      name: user.name,
      status: user.status,
      level: { id: user.level.id, ...facts.levelMinimums },
      features: callerFeatures(ctx),
    },
    { companyId: ctx.companyId, timeZone: user.company.timeZone, seller, ...facts },
  );
}

function toBuyer(
  buyer: Pick<Buyer, 'id' | 'name' | 'status' | 'level' | 'features'>,
  at: { companyId: string; timeZone: string; seller: Seller; firstOrder: boolean; catalogVersion: number },
): Buyer {
  const { companyId, timeZone, seller, firstOrder, catalogVersion } = at;
  return {
    ...buyer,
    pricing: {
      companyId,
      levelId: buyer.level.id,
      firstOrder,
      storeId: seller.storeId,
      timeZone,
      ...offerTerms(buyer.features),
    },
    seller,
    moqBasis: buyer.features.moq,
    catalogVersion,
  };
}

export function minimumOf(buyer: Buyer, lines: PricedLine[]): MinimumOrder {
  const { level } = buyer;
  return minimumOrderFor({
    basis: buyer.moqBasis,
    // Company feature "firstOrder": off, a first order needs only the level's usual minimum.
    firstOrder: buyer.pricing.firstOrder && buyer.features.firstOrder,
    unit: level.momUnit,
    amount: level.momAmount,
    firstOrderUnit: level.momFirstOrderUnit,
    firstOrderAmount: level.momFirstOrderAmount,
    units: lines.reduce((sum, line) => sum + unitsOf(line), 0),
    subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  });
}

/** Units a line counts for the minimum: its products (a package or combo counts its contents). */
const unitsOf = (line: PricedLine) => line.needs.reduce((sum, need) => sum + need.quantity, 0);

export async function cartRows(executor: Executor, companyId: string, ownerId: string): Promise<CartItem[]> {
  return executor
    .select({
      id: cartItems.id,
      kind: cartItems.kind,
      itemId: cartItems.itemId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      picks: cartItems.picks,
    })
    .from(cartItems)
    .where(and(eq(cartItems.companyId, companyId), eq(cartItems.ownerId, ownerId)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export function cartView(buyer: Buyer, lines: PricedLine[]): CartView {
  const minimum = minimumOf(buyer, lines);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    lines: lines.map(({ needs: _needs, ...line }) => line),
    subtotal,
    discount: lines.reduce((sum, line) => sum + (line.listPrice * line.quantity - line.lineTotal), 0),
    totalUnits: lines.reduce((sum, line) => sum + unitsOf(line), 0),
    totalWeightGrams: lines.reduce((sum, line) => sum + line.weightGrams, 0),
    points: lines.reduce((sum, line) => sum + line.points, 0),
    minimum,
    seller: { kind: buyer.seller.kind, name: buyer.seller.name },
    blocked: lines.length === 0 || lines.some((line) => line.problem) || !minimum.met,
  };
}

export async function getCart(deps: AppDeps, ctx: RequestContext): Promise<CartView> {
  return pricedCart(deps, ctx, await callerAsBuyer(deps, ctx));
}

/** The whole cart priced for a buyer already loaded (add-cart has it; no second read of buyer and seller). */
async function pricedCart(deps: AppDeps, ctx: RequestContext, buyer: Buyer): Promise<CartView> {
  const [items, catalogue] = await Promise.all([
    cartRows(deps.db, ctx.companyId, ctx.user.id),
    catalogueOf(deps.db, ctx.companyId, buyer.catalogVersion),
  ]);
  return cartView(buyer, await priceCart(deps.db, buyer.pricing, items, { catalogue }));
}

/**
 * Adds an item; the same product variant or package already in the cart gets the quantity added. An item
 * the buyer cannot buy at all (not offered, deleted, suspended, first order only) is refused here; stock is
 * only checked at checkout, where it is reserved.
 */
export async function addToCart(deps: AppDeps, ctx: RequestContext, input: AddCartInput & { quantity: number }) {
  const buyer = await callerAsBuyer(deps, ctx);
  const item: CartItem = {
    id: newId(),
    kind: input.kind,
    itemId: input.itemId,
    variantId: input.kind === 'product' ? (input.variantId ?? '') : '',
    quantity: input.quantity,
    picks:
      input.kind === 'combo'
        ? input.picks.map((pick) => ({
            productId: pick.productId,
            variantId: pick.variantId ?? null,
            quantity: Number(pick.quantity),
          }))
        : null,
  };
  const catalogue = await catalogueOf(deps.db, ctx.companyId, buyer.catalogVersion);
  const [line] = await priceCart(deps.db, buyer.pricing, [item], { catalogue, stock: false });
  if (line?.problem)
    throw new AppError(422, `cart.${line.problem}`, 'CART_ITEM_UNAVAILABLE', { itemId: `cart.${line.problem}` });
  const { added, items } = await insertCartItem(deps.db, ctx.companyId, ctx.user.id, item);
  if (!added) throw new AppError(422, 'cart.full', 'CART_FULL');
  return cartView(buyer, await priceCart(deps.db, buyer.pricing, items, { catalogue }));
}

type CartRow = {
  id: string;
  kind: CartItem['kind'];
  item_id: string;
  variant_id: string;
  quantity: number;
  picks: CartItem['picks'];
  added: boolean;
};

/**
 * One statement: the item is added unless the cart already has MAX_CART_LINES lines; a product or package
 * already there gets the quantity added (combos never merge: the partial unique index leaves them out).
 * Answers whether it was added and the whole cart after it, in cart order.
 */
async function insertCartItem(executor: Executor, companyId: string, ownerId: string, item: CartItem) {
  const result = await executor.execute(sql`
    with added as (
      insert into ${cartItems} (company_id, id, owner_id, kind, item_id, variant_id, quantity, picks)
      select ${companyId}, ${item.id}, ${ownerId}, ${item.kind}, ${item.itemId}, ${item.variantId}, ${item.quantity},
        ${item.picks ? JSON.stringify(item.picks) : null}::jsonb
      where (select count(*) from ${cartItems} where company_id = ${companyId} and owner_id = ${ownerId}) < ${MAX_CART_LINES}
      on conflict (company_id, owner_id, kind, item_id, variant_id) where kind <> 'combo'
      do update set quantity = least(${cartItems.quantity} + excluded.quantity, 100000)
      returning id, kind, item_id, variant_id, quantity, picks, created_at
    )
    select id, kind, item_id, variant_id, quantity, picks, created_at, false as added from ${cartItems}
      where company_id = ${companyId} and owner_id = ${ownerId} and id not in (select id from added)
    union all
    select *, true from added
    order by created_at, id`);
  const rows = rowsOf<CartRow>(result);
  return {
    added: rows.some((row) => row.added),
    items: rows.map(
      (row): CartItem => ({
        id: row.id,
        kind: row.kind,
        itemId: row.item_id,
        variantId: row.variant_id,
        quantity: row.quantity,
        picks: row.picks,
      }),
    ),
  };
}

export async function updateCartLine(deps: AppDeps, ctx: RequestContext, id: string, quantity: number) {
  const updated = await deps.db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.companyId, ctx.companyId), eq(cartItems.ownerId, ctx.user.id), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  if (!updated.length) throw notFound();
  return getCart(deps, ctx);
}

export async function removeCartLine(deps: AppDeps, ctx: RequestContext, id: string) {
  const removed = await deps.db
    .delete(cartItems)
    .where(and(eq(cartItems.companyId, ctx.companyId), eq(cartItems.ownerId, ctx.user.id), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  if (!removed.length) throw notFound();
  return getCart(deps, ctx);
}
