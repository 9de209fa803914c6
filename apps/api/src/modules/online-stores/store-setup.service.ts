import type { StoreKind, StoreSetupView, storeSetupInput } from '@niaga/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { products } from '../catalog/catalog.tables.js';
import { onlineStoreProducts, onlineStores } from './online-stores.tables.js';
import { bumpedVersion, featuresWithKindOn, ownStoreOrNull, ownStoreToChange } from './store-access.js';

/** What a store may list: published, not deleted products of the company with a store price (spec §3). */
const listable = (companyId: string) =>
  and(eq(products.companyId, companyId), eq(products.status, 'published'), isNull(products.deletedAt));

async function listedIds(executor: Executor, companyId: string, storeId: string) {
  const rows = await executor
    .select({ productId: onlineStoreProducts.productId })
    .from(onlineStoreProducts)
    .where(and(eq(onlineStoreProducts.companyId, companyId), eq(onlineStoreProducts.storeId, storeId)))
    .orderBy(asc(onlineStoreProducts.position));
  return rows.map((row) => row.productId);
}

/** The set-up page: the store's opening hours and delivery, and every product it may list (listed ones first). */
export async function storeSetup(deps: AppDeps, ctx: RequestContext, kind: StoreKind): Promise<StoreSetupView> {
  await featuresWithKindOn(deps.db, ctx, kind);
  const store = await ownStoreOrNull(deps.db, ctx, kind);
  if (!store) throw new AppError(404, 'stores.notRegistered', 'NOT_FOUND');
  const listed = await listedIds(deps.db, ctx.companyId, store.id);
  const rows = await deps.db
    .select({
      productId: products.id,
      name: products.name,
      sku: products.sku,
      coverImage: products.coverImage,
      storePrice: products.storePrice,
    })
    .from(products)
    .where(listable(ctx.companyId))
    .orderBy(asc(products.name), asc(products.id));
  const position = (id: string) => {
    const at = listed.indexOf(id);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return {
    openingHours: store.openingHours,
    delivery: store.delivery,
    products: rows
      .filter((row) => row.storePrice > 0 || listed.includes(row.productId))
      .map((row) => ({ ...row, listed: listed.includes(row.productId) }))
      .sort((a, b) => position(a.productId) - position(b.productId)),
  };
}

type SetupInput = z.output<typeof storeSetupInput>;

function checkedDelivery(kind: StoreKind, delivery: SetupInput['delivery']) {
  const pickupAddress = delivery.pickupAddress || null;
  if (kind === 'e_koop' && delivery.shipping)
    throw badRequest('stores.ekoopPickupOnly', { 'delivery.shipping': 'stores.ekoopPickupOnly' });
  if (!delivery.shipping && !delivery.pickup)
    throw badRequest('stores.deliveryRequired', { 'delivery.pickup': 'stores.deliveryRequired' });
  if (delivery.pickup && !pickupAddress)
    throw badRequest('stores.pickupAddressRequired', { 'delivery.pickupAddress': 'stores.pickupAddressRequired' });
  return {
    shipping: delivery.shipping,
    pickup: delivery.pickup,
    pickupAddress: delivery.pickup ? pickupAddress : null,
  };
}

/** Refuses a product that is not published (or not the company's) or has no store price, naming it. */
async function checkListable(executor: Executor, companyId: string, productIds: string[]) {
  if (productIds.length === 0) return;
  const found = await executor
    .select({ id: products.id, storePrice: products.storePrice })
    .from(products)
    .where(and(listable(companyId), inArray(products.id, productIds)));
  for (const [index, id] of productIds.entries()) {
    const product = found.find((row) => row.id === id);
    if (!product)
      throw badRequest('stores.productUnavailable', { [`productIds.${index}`]: 'stores.productUnavailable' });
    if (product.storePrice <= 0)
      throw badRequest('stores.noStorePrice', { [`productIds.${index}`]: 'stores.noStorePrice' });
  }
}

/** Saves the listing (in the given order), opening hours and delivery in one transaction; bumps the version. */
export async function saveStoreSetup(
  deps: AppDeps,
  ctx: RequestContext,
  kind: StoreKind,
  input: SetupInput,
): Promise<StoreSetupView> {
  const productIds = [...new Set(input.productIds)];
  // The products first: an id of another company is answered as a missing one, whatever else is wrong.
  await checkListable(deps.db, ctx.companyId, productIds);
  await featuresWithKindOn(deps.db, ctx, kind);
  const delivery = checkedDelivery(kind, input.delivery);
  await deps.db.transaction(async (tx) => {
    const store = await ownStoreToChange(tx, ctx, kind);
    await tx
      .delete(onlineStoreProducts)
      .where(and(eq(onlineStoreProducts.companyId, ctx.companyId), eq(onlineStoreProducts.storeId, store.id)));
    if (productIds.length > 0)
      await tx.insert(onlineStoreProducts).values(
        productIds.map((productId, position) => ({
          companyId: ctx.companyId,
          storeId: store.id,
          productId,
          position,
        })),
      );
    await tx
      .update(onlineStores)
      .set({ openingHours: input.openingHours || null, delivery, ...bumpedVersion })
      .where(and(eq(onlineStores.companyId, ctx.companyId), eq(onlineStores.id, store.id)));
  });
  return storeSetup(deps, ctx, kind);
}
