import { type HqOrderBuyer, type HqOrderQuote, hasPermission, type hqOrderInput } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listAddresses } from '../addresses/addresses.repo.js';
import { wallets } from '../payments/payments.tables.js';
import { levels } from '../users/users.tables.js';
import { approve } from './approve-ship.js';
import { type Buyer, loadBuyer } from './cart.service.js';
import type { CartItem } from './cart-pricing.js';
import {
  draftOrder,
  existingOrder,
  type GivenAddress,
  type OrderRequest,
  placeOf,
  placeOrder,
  prepare,
} from './checkout.service.js';
import { managedOrderView } from './manage.service.js';
import { attachReceipt } from './my-orders.service.js';
import { actorFrom } from './order-moves.js';

export type HqOrderRequest = z.output<typeof hqOrderInput>;

/**
 * The agent HQ orders for, as the agent's own checkout sees it (level, minimums, first order), but sold by HQ
 * from its main branch: HQ received the payment, so HQ ships from its stock. Only agents (a user with a level)
 * of the caller's company; another company's or a missing one is 404; a suspended agent cannot be sold to.
 */
async function agentAsBuyer(deps: AppDeps, ctx: RequestContext, agentId: string): Promise<Buyer> {
  const buyer = await loadBuyer(deps.db, ctx.companyId, agentId, ctx.user.company.timeZone);
  if (buyer.status === 'suspended') throw new AppError(403, 'order.suspended', 'SUSPENDED');
  const { mainBranchId, mainBranchName } = ctx.user.facts;
  return {
    ...buyer,
    seller: { storeId: mainBranchId, kind: 'branch', name: mainBranchName || 'HQ' },
    pricing: { ...buyer.pricing, storeId: mainBranchId },
  };
}

const orderRequestOf = (input: HqOrderRequest): OrderRequest => ({
  type: 'personal',
  delivery: input.delivery,
  addressId: input.address ? undefined : input.addressId,
  courierId: input.courierId,
  pickupBranchId: input.pickupBranchId,
  pickupTime: input.pickupTime,
  voucherCode: undefined,
  payType: 'fpx',
  notes: input.notes,
  paymentMethod: input.paymentMethod,
});

const givenAddressOf = (address: HqOrderRequest['address']): GivenAddress | undefined =>
  address && {
    firstName: address.firstName,
    lastName: address.lastName ?? '',
    email: address.email ?? '',
    phoneCode: address.phoneCode,
    phoneNumber: address.phoneNumber,
    address1: address.address1,
    address2: address.address2 ?? '',
    postCode: address.postCode,
    city: address.city,
    state: address.state,
    country: address.country,
  };

const cartItemsOf = (items: HqOrderRequest['items']): CartItem[] =>
  items.map((item) => ({
    id: newId(),
    kind: item.kind,
    itemId: item.itemId,
    variantId: item.kind === 'product' ? (item.variantId ?? '') : '',
    quantity: item.quantity,
    picks: null,
  }));

async function planOf(deps: AppDeps, ctx: RequestContext, input: HqOrderRequest) {
  const buyer = await agentAsBuyer(deps, ctx, input.buyerId);
  const request = orderRequestOf(input);
  const prepared = await prepare(deps, buyer, placeOf(deps.db, ctx, request, buyer.id, givenAddressOf(input.address)));
  return { buyer, request, prepared, items: cartItemsOf(input.items) };
}

/** The dry run: the lines at the agent's level price, the courier and the totals; nothing is written. */
export async function quoteHqOrder(deps: AppDeps, ctx: RequestContext, input: HqOrderRequest): Promise<HqOrderQuote> {
  const { buyer, request, prepared, items } = await planOf(deps, ctx, input);
  const draft = await draftOrder(deps.db, deps, ctx, request, buyer, items, prepared, null);
  return {
    lines: draft.lines.map((line) => ({
      name: line.name,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    courierName: draft.delivery.courierName,
    totals: draft.totals,
  };
}

/**
 * HQ places the order for the agent through the agent's checkout (`placeOrder`): the agent is the buyer, HQ
 * (the caller) the placer, recorded on the order and its timeline. Cash is paid at once; the agent's wallet is
 * debited at once (refused whole when too low); a transfer waits unpaid for its receipt (`attachHqReceipt`).
 */
export async function placeHqOrder(deps: AppDeps, ctx: RequestContext, input: HqOrderRequest, key: string) {
  const { buyer, request, prepared, items } = await planOf(deps, ctx, input);
  // A replay (an order with this key from this placer exists) takes no items: placeOrder answers that order.
  const takeItems = async (tx: Tx, idempotencyKey: string) =>
    (await existingOrder(tx, ctx, idempotencyKey)) ? [] : items;
  const placed = await placeOrder(deps, ctx, { request, buyer, prepared, takeItems, payerId: buyer.id }, key);
  return { order: placed.order, replayed: placed.replayed };
}

/**
 * The receipt of the transfer HQ received for an unpaid order: the order waits for approval, or, when the
 * caller may approve manual payments itself (HQ, staff with that permission), is approved in the same
 * transaction (it counts: points, sales and commissions).
 */
export async function attachHqReceipt(deps: AppDeps, ctx: RequestContext, orderId: string, content: Buffer) {
  await managedOrderView(deps.db, ctx, orderId); // another company's or a missing order: 404
  const approveNow = hasPermission(ctx.user, 'approve_manual_payment');
  await attachReceipt(deps, ctx, orderId, content, async (tx) => {
    if (approveNow) await approve(tx, actorFrom(ctx), orderId);
  });
  return managedOrderView(deps.db, ctx, orderId);
}

/** What the form needs of the chosen agent: level, first order, wallet balance and address book. */
export async function hqOrderBuyer(deps: AppDeps, ctx: RequestContext, agentId: string): Promise<HqOrderBuyer> {
  const buyer = await loadBuyer(deps.db, ctx.companyId, agentId, ctx.user.company.timeZone);
  const [[level], [wallet], addresses] = await Promise.all([
    deps.db
      .select({ name: levels.levelName })
      .from(levels)
      .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, buyer.level.id))),
    deps.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.companyId, ctx.companyId), eq(wallets.userId, buyer.id))),
    listAddresses(deps.db, ctx.companyId, buyer.id),
  ]);
  return {
    id: buyer.id,
    name: buyer.name,
    status: buyer.status,
    level: { id: buyer.level.id, name: level?.name ?? '' },
    firstOrder: buyer.pricing.firstOrder,
    walletBalance: wallet?.balance ?? 0,
    addresses: addresses.map((address) => ({
      id: address.id,
      label: [
        [address.firstName, address.lastName].filter(Boolean).join(' '),
        address.address1,
        [address.postCode, address.city].filter(Boolean).join(' '),
        address.state,
      ]
        .filter(Boolean)
        .join(', '),
      primary: address.primary,
    })),
  };
}
