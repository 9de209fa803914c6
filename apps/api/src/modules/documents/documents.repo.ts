import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { packageItems } from '../catalog/bundles.tables.js';
import { products } from '../catalog/catalog.tables.js';
import { branches } from '../company/company.tables.js';
import { orderLines, orders } from '../orders/orders.tables.js';
import { userPostalAddressColumns } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'name'
  | 'email'
  | 'phoneCode'
  | 'phoneNumber'
  | 'companyName'
  | 'address1'
  | 'address2'
  | 'postcode'
  | 'city'
  | 'state'
  | 'country'
>;
export type BranchRow = typeof branches.$inferSelect;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneCode: users.phoneCode,
  phoneNumber: users.phoneNumber,
  ...userPostalAddressColumns,
};

/** The orders named, of this company; when `sellerStoreId` is given, only those that store sells. */
export function ordersByIds(executor: Executor, companyId: string, ids: string[], sellerStoreId: string | null) {
  return executor
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        inArray(orders.id, ids),
        sellerStoreId ? eq(orders.sellerStoreId, sellerStoreId) : undefined,
      ),
    );
}

export function linesOf(executor: Executor, companyId: string, orderIds: string[]) {
  return executor
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.orderId, orderIds)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
}

export async function usersByIds(executor: Executor, companyId: string, ids: string[]) {
  if (!ids.length) return new Map<string, UserRow>();
  const rows = await executor
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Branches by id, deleted ones too (an old order still names the branch that sold it). */
export async function branchesByIds(executor: Executor, companyId: string, ids: string[]) {
  if (!ids.length) return new Map<string, BranchRow>();
  const rows = await executor
    .select()
    .from(branches)
    .where(and(eq(branches.companyId, companyId), inArray(branches.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function productNames(executor: Executor, companyId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await executor
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What each package holds now, per unit of the package (the order keeps no copy of it). */
export async function packageContents(executor: Executor, companyId: string, packageIds: string[]) {
  const contents = new Map<string, Array<{ productId: string; quantity: number }>>();
  if (!packageIds.length) return contents;
  const rows = await executor
    .select({ packageId: packageItems.packageId, productId: packageItems.productId, quantity: packageItems.quantity })
    .from(packageItems)
    .where(and(eq(packageItems.companyId, companyId), inArray(packageItems.packageId, packageIds)))
    .orderBy(asc(packageItems.packageId), asc(packageItems.position));
  for (const row of rows) {
    const list = contents.get(row.packageId) ?? [];
    list.push({ productId: row.productId, quantity: row.quantity });
    contents.set(row.packageId, list);
  }
  return contents;
}

const PRINTED_COLUMN = {
  invoice: orders.invoicePrintedAt,
  'packing-list': orders.packingListPrintedAt,
  'shipping-label': orders.shippingLabelPrintedAt,
} as const;
const PRINTED_FIELD = {
  invoice: 'invoicePrintedAt',
  'packing-list': 'packingListPrintedAt',
  'shipping-label': 'shippingLabelPrintedAt',
} as const;

export type PrintedType = keyof typeof PRINTED_COLUMN;

export function printedAtOf(order: OrderRow, type: PrintedType): Date | null {
  return order[PRINTED_FIELD[type]];
}

/** Sets the document's print time on each order that has none yet (the first print is kept); answers all times. */
export async function markPrinted(executor: Executor, companyId: string, type: PrintedType, ids: string[], now: Date) {
  const column = PRINTED_COLUMN[type];
  return executor
    .update(orders)
    .set({ [PRINTED_FIELD[type]]: sql`coalesce(${column}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(orders.companyId, companyId), inArray(orders.id, ids)))
    .returning({ id: orders.id, printedAt: column });
}
