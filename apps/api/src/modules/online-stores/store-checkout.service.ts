import {
  orderTotalsOf,
  type StoreCheckoutPreview,
  type StoreCheckoutResult,
  type storeCheckoutInput,
  type storeCheckoutPreviewInput,
} from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Company } from '../company/company.repo.js';
import { resolveFeatures } from '../company/features.js';
import { quoteShipping } from '../couriers/quote.service.js';
import { NotEnoughStock } from '../inventory/stock.repo.js';
import { bookingMinutes, referenceNumber } from '../orders/order-numbers.js';
import { markOrderPaid } from '../orders/order-state.js';
import { lineFields } from '../orders/order-view.js';
import { orders } from '../orders/orders.tables.js';
import { writePlacedOrder } from '../orders/placed-order.repo.js';
import { startOnlinePayment } from '../payments/payments.service.js';
import { affiliateOfClick } from './attribution.js';
import { customerForCheckout } from './store-buyer.js';
import { holdsOf, priceStoreLines, type StoreLine, storeSeller } from './store-checkout-lines.js';
import { closedReason, type OnlineStore, storeBySlug } from './storefront-lookup.js';

export type StoreCheckoutRequest = z.output<typeof storeCheckoutInput>;
type StoreDraftRequest = z.output<typeof storeCheckoutPreviewInput>;
/** The draft of a full request: its address's state prices the couriers. */
const draftOf = (input: StoreCheckoutRequest): StoreDraftRequest => ({ ...input, state: input.address?.state });

/** What a storefront call knows of its visitor: the company (Host), the store slug, the affiliate cookie, the origin. */
export type StoreVisit = { company: Company; slug: string; clickId: string | undefined; origin: string; now: Date };

const notEnoughStock = () => new AppError(409, 'order.notEnoughStock', 'NOT_ENOUGH_STOCK');

/** The sandbox's hosted page (`/ejenpay/…`) is served inside the storefront for a guest; a real gateway's URL as is. */
const storeRedirect = (store: OnlineStore, url: string) =>
  url.startsWith('/ejenpay/') ? `/s/${encodeURIComponent(store.slug)}${url}` : url;

/** The store of the slug, open for orders: a closed one (pending, suspended, kind off) takes none. */
async function openStore(executor: Executor, visit: StoreVisit): Promise<OnlineStore> {
  const store = await storeBySlug(executor, visit.company.id, visit.slug);
  if (closedReason(visit.company, store)) throw new AppError(409, 'storeCheckout.closed', 'CONFLICT');
  return store;
}

/** How the store hands the order over: e-koop orders are picked up at the school; others as the store's set-up says. */
function checkDelivery(store: OnlineStore, input: StoreDraftRequest) {
  if (store.kind === 'e_koop') {
    if (input.delivery !== 'pickup')
      throw badRequest('storeCheckout.ekoopPickupOnly', { delivery: 'storeCheckout.ekoopPickupOnly' });
    return;
  }
  if (input.delivery === 'pickup' && !store.delivery.pickup)
    throw badRequest('storeCheckout.pickupUnavailable', { delivery: 'storeCheckout.pickupUnavailable' });
  if (input.delivery === 'shipping' && !store.delivery.shipping)
    throw badRequest('storeCheckout.shippingUnavailable', { delivery: 'storeCheckout.shippingUnavailable' });
}

/** Every e-koop order names the student, the parent and the class (spec §3). */
function checkEkoopFields(store: OnlineStore, input: StoreCheckoutRequest) {
  if (store.kind !== 'e_koop') return;
  const fields = ['studentName', 'parentName', 'studentClass'] as const;
  const missing = fields.filter((field) => !input.ekoop?.[field]);
  if (missing.length)
    throw badRequest(
      'storeCheckout.ekoopFieldsRequired',
      Object.fromEntries(missing.map((field) => [`ekoop.${field}`, 'validation.required'])),
    );
}

const pickupLocationOf = (store: OnlineStore) => store.delivery.pickupAddress || store.schoolName || store.name;

/** Lines at store prices, the couriers for the address (cheapest first), the chosen one, and the totals. */
async function draft(executor: Executor, visit: StoreVisit, store: OnlineStore, input: StoreDraftRequest) {
  checkDelivery(store, input);
  const lines = await priceStoreLines(executor, store, input.lines);
  const features = resolveFeatures(visit.company.features);
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const weightGrams = lines.reduce((sum, line) => sum + line.weightGrams, 0);
  let couriers: Array<{ courierId: string; name: string; total: number }> = [];
  let courier: (typeof couriers)[number] | null = null;
  if (input.delivery === 'shipping') {
    const quote = await quoteShipping(executor, visit.company.id, {
      state: input.state!,
      weightGrams,
      subtotal: goods,
      selfPickup: false,
    });
    couriers = quote.couriers.map(({ courierId, name, total }) => ({ courierId, name, total }));
    courier = input.courierId ? (couriers.find((entry) => entry.courierId === input.courierId) ?? null) : couriers[0]!;
    if (!courier) throw badRequest('storeCheckout.courierUnknown', { courierId: 'storeCheckout.courierUnknown' });
  }
  const totals = orderTotalsOf({
    subtotal: goods,
    discount: 0,
    voucherDiscount: 0,
    shipping: courier?.total ?? 0,
    adminFee: features.adminFees.online,
    taxBasisPoints: features.taxBasisPoints,
    taxIncluded: features.taxIncluded,
    pointEarned: lines.reduce((sum, line) => sum + line.points, 0),
  });
  return { lines, couriers, courier, totals, features, weightGrams };
}

const totalsView = (totals: ReturnType<typeof orderTotalsOf>) => ({
  subtotal: totals.subtotal,
  shipping: totals.shipping,
  adminFee: totals.adminFee,
  tax: totals.tax,
  taxIncluded: totals.taxIncluded,
  grandTotal: totals.grandTotal,
});

const lineView = (line: StoreLine) => ({
  productId: line.productId,
  variantId: line.variantId,
  name: line.name,
  variantName: line.variantName,
  coverImage: line.coverImage,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  lineTotal: line.lineTotal,
});

/** POST /api/storefront/{slug}/checkout/preview: the summary the checkout page shows; nothing is written. */
export async function previewStoreCheckout(
  deps: AppDeps,
  visit: StoreVisit,
  input: StoreDraftRequest,
): Promise<StoreCheckoutPreview> {
  const store = await openStore(deps.db, visit);
  const { lines, couriers, courier, totals } = await draft(deps.db, visit, store, input);
  return { lines: lines.map(lineView), couriers, courierId: courier?.courierId ?? null, totals: totalsView(totals) };
}

/** The order this buyer placed with this key in this store, if any (a retried place answers it). */
async function orderOfKey(executor: Executor, companyId: string, storeId: string, buyerId: string, key: string) {
  const [row] = await executor
    .select({ referenceNo: orders.referenceNo, status: orders.status, grandTotal: orders.grandTotal })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.placedById, buyerId),
        eq(orders.idempotencyKey, key),
        eq(orders.onlineStoreId, storeId),
      ),
    );
  return row ?? null;
}

/**
 * The affiliate of a go-affiliate order (docs/decisions.md): the agent of the visitor's last counted click within
 * the company's window, else the store's own agent (the order came through its store); never the buyer itself.
 */
async function affiliateOf(
  executor: Executor,
  visit: StoreVisit,
  store: OnlineStore,
  buyerId: string,
  windowDays: number,
) {
  if (store.kind !== 'go_affiliate') return null;
  const click = await affiliateOfClick(executor, visit.company.id, visit.clickId, visit.now, windowDays);
  const agentId = click?.agentId ?? store.ownerId;
  return agentId && agentId !== buyerId ? agentId : null;
}

/**
 * POST /api/storefront/{slug}/checkout: places the store order in one transaction through the orders module's one
 * writer (`writePlacedOrder`: order, lines, first timeline step and the seller's stock reserved, no oversell),
 * then starts the company's gateway payment in the same transaction. The buyer comes from the e-mail
 * (`customerForCheckout`); the same Idempotency-Key from the same buyer in this store answers the first order.
 */
export async function placeStoreOrder(
  deps: AppDeps,
  visit: StoreVisit,
  input: StoreCheckoutRequest,
  key: string,
): Promise<StoreCheckoutResult> {
  const store = await openStore(deps.db, visit);
  checkDelivery(store, draftOf(input));
  checkEkoopFields(store, input);
  const companyId = visit.company.id;
  const name = [input.contact.firstName, input.contact.lastName].filter(Boolean).join(' ');
  try {
    return await deps.db.transaction(async (tx) => {
      const buyer = await customerForCheckout(tx, companyId, { ...input.contact, name });
      const again = await orderOfKey(tx, companyId, store.id, buyer.id, key);
      if (again)
        return {
          orderNo: again.referenceNo,
          status: again.status,
          grandTotal: again.grandTotal,
          redirectUrl: null,
          replayed: true,
        };
      const { lines, courier, totals, features, weightGrams } = await draft(tx, visit, store, draftOf(input));
      const seller = await storeSeller(tx, store, lines);
      const orderId = newId();
      const actor = { id: buyer.id, name: buyer.name };
      const receiver = {
        firstName: input.contact.firstName,
        lastName: input.contact.lastName ?? '',
        email: input.contact.email,
        phoneCode: input.contact.phoneCode,
        phoneNumber: input.contact.phoneNumber,
        address1: input.address?.address1 ?? '',
        address2: input.address?.address2 ?? null,
        postCode: input.address?.postCode ?? '',
        city: input.address?.city ?? '',
        state: input.address?.state ?? '',
        country: input.address?.country ?? visit.company.country ?? 'MY',
      };
      const order = await writePlacedOrder(tx, {
        order: {
          companyId,
          id: orderId,
          referenceNo: referenceNumber(visit.now),
          type: store.kind === 'e_koop' ? 'ekoop' : 'store',
          status: 'unpaid',
          buyerId: buyer.id,
          buyerName: buyer.name,
          placedById: buyer.id,
          sellerStoreId: seller.storeId,
          sellerKind: seller.kind,
          sellerName: seller.name,
          firstOrder: false,
          affiliateId: await affiliateOf(tx, visit, store, buyer.id, features.affiliateWindowDays),
          onlineStoreId: store.id,
          paymentMethod: 'online',
          ...totals,
          totalWeightGrams: weightGrams,
          totalUnits: lines.reduce((sum, line) => sum + line.quantity, 0),
          delivery: input.delivery,
          courierId: courier?.courierId ?? null,
          courierName: courier?.name ?? null,
          receiver,
          pickupLocation: input.delivery === 'pickup' ? pickupLocationOf(store) : null,
          notes: input.notes || null,
          studentName: store.kind === 'e_koop' ? input.ekoop!.studentName! : null,
          parentName: store.kind === 'e_koop' ? input.ekoop!.parentName! : null,
          studentClass: store.kind === 'e_koop' ? input.ekoop!.studentClass! : null,
          idempotencyKey: key,
          bookingExpiresAt: new Date(visit.now.getTime() + bookingMinutes(features, false) * 60_000),
          createdAt: visit.now,
          updatedAt: visit.now,
        },
        event: { action: 'placed', from: null, to: 'unpaid', actor, at: visit.now },
        lines: lines.map((line, index) => ({
          companyId,
          orderId,
          lineNo: index + 1,
          ...lineFields(
            { ...line, kind: 'product', itemId: line.productId, listPrice: line.unitPrice },
            line.variantId,
            0,
          ),
          weightGrams: line.weightGrams,
        })),
        storeId: seller.storeId,
        holds: holdsOf(lines),
      });
      if (order.grandTotal === 0) {
        await markOrderPaid(tx, companyId, orderId, 'online', visit.now, actor);
        return { orderNo: order.referenceNo, status: 'to_ship', grandTotal: 0, redirectUrl: null, replayed: false };
      }
      const payment = await startOnlinePayment(
        tx,
        deps,
        {
          companyId,
          userId: buyer.id,
          purpose: 'order',
          orderId,
          amount: order.grandTotal,
          payType: input.payType,
          origin: visit.origin,
        },
        visit.now,
      );
      return {
        orderNo: order.referenceNo,
        status: 'payment_process',
        grandTotal: order.grandTotal,
        redirectUrl: storeRedirect(store, payment.redirectUrl),
        replayed: false,
      };
    });
  } catch (error) {
    if (error instanceof NotEnoughStock) throw notEnoughStock();
    // Two requests with one key raced: the loser answers the winner's order.
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') {
      const buyer = await deps.db.transaction((tx) => customerForCheckout(tx, companyId, { ...input.contact, name }));
      const winner = await orderOfKey(deps.db, companyId, store.id, buyer.id, key);
      if (winner)
        return {
          orderNo: winner.referenceNo,
          status: winner.status,
          grandTotal: winner.grandTotal,
          redirectUrl: null,
          replayed: true,
        };
    }
    throw error;
  }
}
