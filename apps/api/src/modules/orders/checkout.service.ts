import { type checkoutInput, formatMoney, type OrderTotals, orderTotalsOf, type PaymentMethod } from '@niaga/shared';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { type CustomerAddressRow, findAddress } from '../addresses/addresses.repo.js';
import { type Catalogue, catalogueOf } from '../catalog/catalogue-cache.js';
import { branches } from '../company/company.tables.js';
import type { Features } from '../company/features.js';
import { quoteShipping } from '../couriers/quote.service.js';
import { NotEnoughStock, type StockHold } from '../inventory/stock.repo.js';
import { agentScope } from '../network/scope.js';
import { users } from '../users/users.tables.js';
import { checkVoucher, redeemVoucher, voucherScope } from '../vouchers/redeem.service.js';
import { type Buyer, callerAsBuyer, cartRows, loadBuyer, minimumOf } from './cart.service.js';
import { type CartItem, type PricedLine, priceCart } from './cart-pricing.js';
import { actorOf } from './order-events.js';
import { bookingMinutes, referenceNumber } from './order-numbers.js';
import { lineFields, orderById, toOrderView } from './order-view.js';
import { cartItems, type OrderReceiver, type orderLines, orders } from './orders.tables.js';
import { payOrder } from './pay-order.js';
import { writePlacedOrder } from './placed-order.repo.js';

export type CheckoutRequest = z.output<typeof checkoutInput>;

/** What every order asks, whoever places it: the agent at its own checkout, or HQ for an agent. */
export type OrderRequest = Pick<
  CheckoutRequest,
  | 'type'
  | 'delivery'
  | 'addressId'
  | 'courierId'
  | 'pickupBranchId'
  | 'pickupTime'
  | 'voucherCode'
  | 'payType'
  | 'notes'
> & { paymentMethod: PaymentMethod };

/** A new delivery address given with the order (HQ ordering for an agent), kept on the order only. */
export type GivenAddress = Pick<
  CustomerAddressRow,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneCode'
  | 'phoneNumber'
  | 'address1'
  | 'address2'
  | 'postCode'
  | 'city'
  | 'state'
  | 'country'
>;

/**
 * One order to place, prepared by its caller: who buys, whose address book and wallet serve it, and where its
 * items come from (the placer's cart, or the items HQ chose). Everything else is the same path for all.
 */
export type OrderPlan = {
  request: OrderRequest;
  buyer: Buyer;
  prepared: Prepared;
  /** Takes the items inside the transaction; none when an order with this key already exists (a replay). */
  takeItems: (tx: Tx, key: string) => Promise<CartItem[]>;
  /** Whose wallet a wallet payment debits: the placer at its own checkout, the agent when HQ orders for it. */
  payerId: string;
};

const cartProblem = () => new AppError(409, 'cart.hasProblems', 'CART_HAS_PROBLEMS');
const notEnoughStock = () => new AppError(409, 'order.notEnoughStock', 'NOT_ENOUGH_STOCK');

/** Every figure of the order before it is written: lines, delivery, voucher and totals. */
type Draft = {
  buyer: Buyer;
  lines: PricedLine[];
  totals: OrderTotals;
  delivery: {
    courierId: string | null;
    courierName: string | null;
    receiver: OrderReceiver | null;
    pickupBranchId: string | null;
    pickupLocation: string | null;
    pickupTime: Date | null;
  };
  voucher: { id: string; code: string } | null;
  features: Features;
};

/** Team orders are for a downline of the one placing them; personal orders for the placer. */
async function buyerOf(deps: AppDeps, ctx: RequestContext, input: CheckoutRequest): Promise<Buyer> {
  if (!ctx.user.level) throw notFound();
  if (input.type === 'team') {
    const buyerId = input.buyerId!;
    const [downline] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(await agentScope(deps.db, ctx), eq(users.id, buyerId)));
    if (!downline) throw badRequest('order.notYourDownline', { buyerId: 'order.notYourDownline' });
  }
  const buyer =
    input.type === 'team'
      ? await loadBuyer(deps.db, ctx.companyId, input.buyerId!, ctx.user.company.timeZone)
      : await callerAsBuyer(deps, ctx);
  if (buyer.status === 'suspended' || ctx.user.status === 'suspended')
    throw new AppError(403, 'order.suspended', 'SUSPENDED');
  return buyer;
}

/** Where the order goes: the pickup branch or the buyer's address, read before anything is locked. */
type Place =
  | { kind: 'pickup'; branch: typeof branches.$inferSelect | undefined }
  | { kind: 'ship'; address: GivenAddress | null };

/** Where the order goes: the pickup branch, a given address, or one of `addressOwnerId`'s addresses. */
export async function placeOf(
  executor: Executor,
  ctx: RequestContext,
  input: OrderRequest,
  addressOwnerId: string,
  given?: GivenAddress,
): Promise<Place> {
  if (input.delivery === 'pickup') {
    const [branch] = await executor
      .select()
      .from(branches)
      .where(
        and(eq(branches.companyId, ctx.companyId), eq(branches.id, input.pickupBranchId!), isNull(branches.deletedAt)),
      );
    return { kind: 'pickup', branch };
  }
  if (given) return { kind: 'ship', address: given };
  return { kind: 'ship', address: await findAddress(executor, ctx.companyId, addressOwnerId, input.addressId!) };
}

async function deliveryOf(
  executor: Executor,
  ctx: RequestContext,
  input: OrderRequest,
  place: Place,
  weightGrams: number,
  subtotal: number,
  features: Draft['features'],
  sellerKind: 'branch' | 'agent',
) {
  if (place.kind === 'pickup') {
    const { branch } = place;
    // Pickup is from an HQ branch, so only when HQ sells (an agent seller ships from its own stock).
    if (!features.selfPickup || !branch?.selfPickup || sellerKind !== 'branch')
      throw badRequest('order.pickupUnavailable', { pickupBranchId: 'order.pickupUnavailable' });
    const pickupTime = new Date(input.pickupTime!);
    if (pickupTime <= ctx.now) throw badRequest('order.pickupInPast', { pickupTime: 'order.pickupInPast' });
    const location = [branch.name, branch.address1, branch.address2, branch.postcode, branch.city, branch.state];
    return {
      shipping: 0,
      delivery: {
        courierId: null,
        courierName: null,
        receiver: null,
        pickupBranchId: branch.id,
        pickupLocation: location.filter(Boolean).join(', '),
        pickupTime,
      },
    };
  }
  const { address } = place;
  if (!address) throw badRequest('order.addressUnknown', { addressId: 'order.addressUnknown' });
  const quote = await quoteShipping(executor, ctx.companyId, {
    state: address.state,
    weightGrams,
    subtotal,
    selfPickup: features.selfPickup,
  });
  const courier = input.courierId
    ? quote.couriers.find((entry) => entry.courierId === input.courierId)
    : quote.couriers[0];
  if (!courier) throw new AppError(422, 'shipping.notFound', 'SHIPPING_NOT_FOUND');
  return {
    shipping: courier.total,
    delivery: {
      courierId: courier.courierId,
      courierName: courier.name,
      receiver: {
        firstName: address.firstName,
        lastName: address.lastName,
        email: address.email,
        phoneCode: address.phoneCode,
        phoneNumber: address.phoneNumber,
        address1: address.address1,
        address2: address.address2,
        postCode: address.postCode,
        city: address.city,
        state: address.state,
        country: address.country,
      },
      pickupBranchId: null,
      pickupLocation: null,
      pickupTime: null,
    },
  };
}

/** What the draft needs that is read before the transaction: the cached catalogue and the delivery place. */
export type Prepared = { catalogue: Catalogue; place: Place };

/** The cached catalogue at the buyer's version and the delivery place (read, as `placeOf` answers it). */
export async function prepare(deps: AppDeps, buyer: Buyer, place: Promise<Place>): Promise<Prepared> {
  const [catalogue, where] = await Promise.all([
    catalogueOf(deps.db, buyer.pricing.companyId, buyer.catalogVersion),
    place,
  ]);
  return { catalogue, place: where };
}

/**
 * Prices the cart items for the buyer and works out delivery, voucher and totals. With a transaction and
 * an order id the voucher use is claimed (its row lock keeps the quota) and stock is left to the reservation
 * that follows; without, the voucher is only checked and stock is read.
 */
export async function draftOrder(
  executor: Executor,
  deps: AppDeps,
  ctx: RequestContext,
  input: OrderRequest,
  buyer: Buyer,
  items: CartItem[],
  { catalogue, place }: Prepared,
  claim: { tx: Tx; orderId: string } | null,
): Promise<Draft> {
  if (!items.length) throw new AppError(422, 'cart.empty', 'CART_EMPTY');
  const lines = await priceCart(executor, buyer.pricing, items, { catalogue, stock: !claim });
  const problems = lines.map((line) => line.problem).filter(Boolean);
  if (problems.some((problem) => problem !== 'soldOut' && problem !== 'notEnoughStock')) throw cartProblem();
  if (problems.length) throw notEnoughStock();
  const minimum = minimumOf(buyer, lines);
  if (!minimum.met)
    throw new AppError(422, `order.belowMinimum.${minimum.basis}`, 'BELOW_MINIMUM_ORDER', undefined, undefined, {
      required:
        minimum.basis === 'amount' ? formatMoney(minimum.required, ctx.user.company.currency) : minimum.required,
    });
  const features = buyer.features;
  const subtotal = lines.reduce((sum, line) => sum + line.listPrice * line.quantity, 0);
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const weight = lines.reduce((sum, line) => sum + line.weightGrams, 0);
  const { shipping, delivery } = await deliveryOf(
    executor,
    ctx,
    input,
    place,
    weight,
    goods,
    features,
    buyer.seller.kind,
  );

  let voucher: Draft['voucher'] = null;
  let voucherDiscount = 0;
  let shippingDiscount = 0;
  if (input.voucherCode) {
    const facts = {
      subtotal: goods,
      lines: lines.map((line) => ({ lineTotal: line.lineTotal })),
      packageIds: lines.filter((line) => line.kind === 'package').map((line) => line.itemId),
      isFirstOrder: buyer.pricing.firstOrder,
      shipping,
    };
    const scope = voucherScope(ctx);
    const result = claim
      ? await redeemVoucher(claim.tx, scope, input.voucherCode, buyer.id, facts, claim.orderId)
      : await checkVoucher(deps, scope, input.voucherCode, buyer.id, facts);
    voucher = { id: result.voucherId, code: result.voucherCode };
    voucherDiscount = result.discount;
    shippingDiscount = result.shippingDiscount;
  }
  const totals = orderTotalsOf({
    subtotal,
    discount: subtotal - goods,
    voucherDiscount,
    shipping: shipping - Math.min(shipping, shippingDiscount),
    adminFee: input.paymentMethod === 'cash' ? 0 : features.adminFees[input.paymentMethod],
    taxBasisPoints: features.taxBasisPoints,
    taxIncluded: features.taxIncluded,
    pointEarned: lines.reduce((sum, line) => sum + line.points, 0),
  });
  return { buyer, lines, totals, delivery, voucher, features };
}

/** The totals the order would have, without writing anything (the checkout page's summary). */
export async function previewCheckout(deps: AppDeps, ctx: RequestContext, input: CheckoutRequest) {
  const buyer = await buyerOf(deps, ctx, input);
  const [items, prepared] = await Promise.all([
    cartRows(deps.db, ctx.companyId, ctx.user.id),
    prepare(deps, buyer, placeOf(deps.db, ctx, input, ctx.user.id)),
  ]);
  const draft = await draftOrder(deps.db, deps, ctx, input, buyer, items, prepared, null);
  return { totals: draft.totals };
}

export async function existingOrder(executor: Executor, ctx: RequestContext, key: string) {
  const [row] = await executor.select({ id: orders.id }).from(orders).where(orderOfKey(ctx, key));
  return row ? orderById(executor, ctx.companyId, row.id) : null;
}

const orderOfKey = (ctx: RequestContext, key: string) =>
  and(eq(orders.companyId, ctx.companyId), eq(orders.placedById, ctx.user.id), eq(orders.idempotencyKey, key));

/**
 * Takes the placer's cart for this order, in cart order: its rows are deleted, and stay locked until the
 * transaction ends, so a second checkout (another key, another tab) waits and then finds the cart empty, and
 * a rolled-back one leaves the cart as it was. Nothing is taken when an order with this key exists (a replay).
 */
async function claimCart(tx: Tx, ctx: RequestContext, key: string): Promise<CartItem[]> {
  const rows = await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.companyId, ctx.companyId),
        eq(cartItems.ownerId, ctx.user.id),
        notExists(tx.select({ id: orders.id }).from(orders).where(orderOfKey(ctx, key))),
      ),
    )
    .returning();
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rows;
}

/**
 * Places the order in one transaction: voucher use, stock reservation at the seller, the order and its
 * lines, the cart emptied, and (wallet) the payment. Anything refused rolls all of it back. The same
 * `Idempotency-Key` from the same user returns the first order instead of placing another. What needs no
 * lock (buyer, seller, catalogue, pickup branch or address) is read before the transaction begins.
 */
export async function checkout(deps: AppDeps, ctx: RequestContext, input: CheckoutRequest, idempotencyKey: string) {
  const buyer = await buyerOf(deps, ctx, input);
  const prepared = await prepare(deps, buyer, placeOf(deps.db, ctx, input, ctx.user.id));
  const takeItems = (tx: Tx, key: string) => claimCart(tx, ctx, key);
  return placeOrder(deps, ctx, { request: input, buyer, prepared, takeItems, payerId: ctx.user.id }, idempotencyKey);
}

/**
 * The one path every order takes (the agent's checkout and HQ ordering for an agent): in one transaction the
 * items are taken, priced for the buyer, the voucher claimed, the stock reserved at the seller, the order, its
 * lines and first timeline step written (placed by the caller), and the payment made (wallet, cash). Anything
 * refused rolls all of it back. The same key from the same placer answers the first order.
 */
export async function placeOrder(deps: AppDeps, ctx: RequestContext, plan: OrderPlan, idempotencyKey: string) {
  const { request: input, buyer, prepared } = plan;
  try {
    const placed = await deps.db.transaction(async (tx) => {
      const items = await plan.takeItems(tx, idempotencyKey);
      if (!items.length) {
        const again = await existingOrder(tx, ctx, idempotencyKey);
        if (again) return { replay: again, placed: null, payment: null };
      }
      const orderId = newId();
      const draft = await draftOrder(tx, deps, ctx, input, buyer, items, prepared, { tx, orderId });
      const minutes = bookingMinutes(draft.features, buyer.pricing.firstOrder);
      const lines = lineRows(ctx.companyId, orderId, draft.lines);
      const order = await writePlacedOrder(tx, {
        order: {
          companyId: ctx.companyId,
          id: orderId,
          referenceNo: referenceNumber(ctx.now),
          type: input.type,
          status: 'unpaid',
          buyerId: buyer.id,
          buyerName: buyer.name,
          placedById: ctx.user.id,
          sellerStoreId: buyer.seller.storeId,
          sellerKind: buyer.seller.kind,
          sellerName: buyer.seller.name,
          firstOrder: buyer.pricing.firstOrder,
          paymentMethod: input.paymentMethod,
          ...draft.totals,
          totalWeightGrams: draft.lines.reduce((sum, line) => sum + line.weightGrams, 0),
          totalUnits: draft.lines.reduce(
            (sum, line) => sum + line.needs.reduce((units, need) => units + need.quantity, 0),
            0,
          ),
          voucherId: draft.voucher?.id ?? null,
          voucherCode: draft.voucher?.code ?? null,
          delivery: input.delivery,
          ...draft.delivery,
          notes: input.notes || null,
          idempotencyKey,
          bookingExpiresAt: new Date(ctx.now.getTime() + minutes * 60_000),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        },
        event: { action: 'placed', from: null, to: 'unpaid', actor: actorOf(ctx), at: ctx.now },
        lines,
        storeId: buyer.seller.storeId,
        holds: holdsOf(draft.lines),
      });
      const payment = await payOrder(tx, deps, ctx, orderId, input, plan.payerId);
      return { replay: null, placed: { order, lines }, payment };
    });
    const { replay, placed: inserted, payment } = placed;
    if (replay) return { order: toOrderView(replay), payment: null, replayed: true };
    // A manual transfer leaves the order as inserted; the other methods moved it on in the transaction.
    const record =
      input.paymentMethod === 'manual'
        ? { ...inserted!, buyerName: buyer.name, placedByName: ctx.user.name }
        : await orderById(deps.db, ctx.companyId, inserted!.order.id);
    record!.lines.sort((a, b) => a.lineNo - b.lineNo);
    return { order: toOrderView(record!), payment, replayed: false };
  } catch (error) {
    if (error instanceof NotEnoughStock) throw notEnoughStock();
    // Two requests with one key raced: the loser returns the winner's order.
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') {
      const winner = await existingOrder(deps.db, ctx, idempotencyKey);
      if (winner) return { order: toOrderView(winner), payment: null, replayed: true };
    }
    throw error;
  }
}

/** The order's lines as stored, numbered in cart order. */
function lineRows(companyId: string, orderId: string, lines: PricedLine[]): Array<typeof orderLines.$inferSelect> {
  return lines.map((line, index) => ({
    companyId,
    orderId,
    lineNo: index + 1,
    ...lineFields(line, line.variantId ?? '', line.listPrice * line.quantity - line.lineTotal),
    weightGrams: line.weightGrams,
    picks: line.picks?.map(({ name: _name, ...pick }) => pick) ?? null,
  }));
}

/** The units the order holds at the seller, per product variant: the same one across lines is held once. */
function holdsOf(lines: PricedLine[]): StockHold[] {
  const totals = new Map<string, StockHold>();
  for (const need of lines.flatMap((line) => line.needs)) {
    const key = `${need.productId}/${need.variantId}`;
    const seen = totals.get(key);
    totals.set(key, seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need });
  }
  return [...totals.values()];
}
