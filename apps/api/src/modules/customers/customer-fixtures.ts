import type { OrderStatus } from '@niaga/shared';
import { newId } from '../../platform/ids.js';
import type { TestApp } from '../../testing/test-app.js';
import { onlineStores } from '../online-stores/online-stores.tables.js';
import { orderEvents, orderLines, orders } from '../orders/orders.tables.js';

/** An active ejen-store of `ownerId` in `companyId`; answers its id. */
export async function insertStore(
  t: TestApp,
  input: { companyId?: string; ownerId: string; slug: string; name: string },
) {
  const id = newId();
  await t.db.insert(onlineStores).values({
    companyId: input.companyId ?? 'demo',
    id,
    kind: 'ejen_store',
    ownerId: input.ownerId,
    slug: input.slug,
    name: input.name,
    status: 'active',
    termsAcceptedAt: new Date(),
  });
  return id;
}

/**
 * A store order of `buyerId` as checkout would leave it (one line at the store price, its first step on the
 * timeline), written straight to the tables: the storefront checkout is built separately.
 */
export async function insertStoreOrder(
  t: TestApp,
  input: {
    companyId?: string;
    storeId: string;
    sellerId: string;
    buyerId: string;
    referenceNo: string;
    unitPrice: number;
    listPrice: number;
    status?: OrderStatus;
    createdAt?: Date;
  },
) {
  const companyId = input.companyId ?? 'demo';
  const id = newId();
  const total = input.unitPrice * 2;
  const createdAt = input.createdAt ?? new Date();
  await t.db.insert(orders).values({
    companyId,
    id,
    referenceNo: input.referenceNo,
    type: 'store',
    status: input.status ?? 'to_ship',
    buyerId: input.buyerId,
    buyerName: 'Customer',
    placedById: input.buyerId,
    sellerStoreId: input.sellerId,
    sellerKind: 'agent',
    sellerName: 'Seller Agent',
    onlineStoreId: input.storeId,
    paymentStatus: 'paid',
    subtotal: total,
    grandTotal: total,
    delivery: 'pickup',
    pickupLocation: 'At the store',
    createdAt,
  });
  await t.db.insert(orderLines).values({
    companyId,
    orderId: id,
    lineNo: 1,
    kind: 'product',
    itemId: newId(),
    name: 'Serum',
    quantity: 2,
    listPrice: input.listPrice,
    unitPrice: input.unitPrice,
    lineTotal: total,
  });
  await t.db.insert(orderEvents).values([
    { companyId, id: newId(), orderId: id, action: 'placed', toStatus: 'unpaid', actorName: 'Customer', createdAt },
    {
      companyId,
      id: newId(),
      orderId: id,
      action: 'paid',
      fromStatus: 'unpaid',
      toStatus: input.status ?? 'to_ship',
      actorName: 'Seller Agent',
      createdAt,
    },
  ]);
  return id;
}
