import {
  type bundleListQuery,
  type ComboView,
  type comboInput,
  type PackageView,
  type packageInput,
  validityOf,
} from '@niaga/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like.js';
import { todayIn } from '../users/users.repo.js';
import { comboProducts, combos, packageItems, packages } from './bundles.tables.js';
import { products } from './catalog.tables.js';
import { liveProductsAndVariants } from './products.repo.js';

type ListQuery = z.output<typeof bundleListQuery>;
const search = (q: string | undefined, ...columns: Parameters<typeof ilike>[0][]) =>
  q ? or(...columns.map((column) => ilike(column, containsPattern(q)))) : undefined;

const codeTaken = (error: unknown): never => {
  const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') throw new AppError(409, 'catalog.codeTaken', 'CONFLICT', { code: 'catalog.codeTaken' });
  throw error;
};

/**
 * Writes the own row of a package or combo: inserts it when new, else updates the live one with this id (404 when
 * there is none). A code another live bundle has answers 409.
 */
async function writeBundleRow<T extends typeof packages | typeof combos>(
  tx: Tx,
  table: T,
  companyId: string,
  id: string,
  isNew: boolean,
  values: Omit<T['$inferInsert'], 'companyId' | 'id'>,
) {
  // drizzle cannot type a write to "either table": both have these columns, and `values` fits the one given.
  const bundles = table as typeof packages;
  const row = values as Omit<typeof packages.$inferInsert, 'companyId' | 'id'>;
  if (isNew) {
    await tx
      .insert(bundles)
      .values({ companyId, id, ...row })
      .catch(codeTaken);
    return;
  }
  const [updated] = await tx
    .update(bundles)
    .set(row)
    .where(and(eq(bundles.companyId, companyId), eq(bundles.id, id), isNull(bundles.deletedAt)))
    .returning({ id: bundles.id })
    .catch(codeTaken);
  if (!updated) throw notFound();
}

/** Every referenced product (and variant of that product) must be a live product of the company. */
async function assertProducts(
  tx: Tx,
  companyId: string,
  items: ReadonlyArray<{ productId: string; variantId?: string | null }>,
  field: string,
) {
  const ids = [...new Set(items.map((item) => item.productId))];
  const { live, variants } = await liveProductsAndVariants(tx, companyId, ids);
  items.forEach((item, index) => {
    const productOk = live.has(item.productId);
    const variantOk =
      !item.variantId || variants.some((row) => row.id === item.variantId && row.productId === item.productId);
    if (!productOk || !variantOk)
      throw badRequest('catalog.productUnknown', { [`${field}.${index}.productId`]: 'catalog.productUnknown' });
  });
}

export function tabCondition(tab: ListQuery['tab'], today: string): SQL | undefined {
  if (tab === 'upcoming') return gt(packages.validFrom, today);
  if (tab === 'expired') return sql`${packages.validTo} < ${today}`;
  if (tab === 'ongoing')
    return and(lte(packages.validFrom, today), sql`(${packages.validTo} is null or ${packages.validTo} >= ${today})`);
  return undefined;
}

export async function packageViews(
  executor: Executor,
  companyId: string,
  rows: Array<typeof packages.$inferSelect>,
  today: string,
): Promise<PackageView[]> {
  const ids = rows.map((row) => row.id);
  const items = ids.length ? await packageItemRows(executor, companyId, inArray(packageItems.packageId, ids)) : [];
  return toPackageViews(rows, items, today);
}

/** The items of the packages `which` selects, with their product's name, in position order. */
export function packageItemRows(executor: Executor, companyId: string, which?: SQL) {
  return executor
    .select({ item: packageItems, productName: products.name })
    .from(packageItems)
    .innerJoin(products, and(eq(products.companyId, packageItems.companyId), eq(products.id, packageItems.productId)))
    .where(and(eq(packageItems.companyId, companyId), which))
    .orderBy(asc(packageItems.position));
}

export function toPackageViews(
  rows: Array<typeof packages.$inferSelect>,
  items: Awaited<ReturnType<typeof packageItemRows>>,
  today: string,
): PackageView[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    price: row.price,
    validFrom: row.validFrom,
    validTo: row.validTo,
    validity: validityOf(row.validFrom, row.validTo, today),
    firstOrderOnly: row.firstOrderOnly,
    suspended: row.suspended,
    coverImage: row.coverImage,
    sold: row.sold,
    items: items
      .filter(({ item }) => item.packageId === row.id)
      .map(({ item, productName }) => ({
        productId: item.productId,
        productName,
        variantId: item.variantId,
        quantity: item.quantity,
      })),
  }));
}

/** Packages by tab (ongoing, upcoming, expired: dates in the company's time zone). */
export async function listPackages(deps: AppDeps, ctx: RequestContext, query: ListQuery) {
  const today = todayIn(ctx.user.company.timeZone);
  const where = and(
    eq(packages.companyId, ctx.companyId),
    isNull(packages.deletedAt),
    search(query.q, packages.name, packages.code),
    tabCondition(query.tab, today),
  );
  const rows = await deps.db
    .select()
    .from(packages)
    .where(where)
    .orderBy(desc(packages.validFrom), asc(packages.name))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(packages).where(where);
  return {
    items: await packageViews(deps.db, ctx.companyId, rows, today),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getPackage(deps: AppDeps, ctx: RequestContext, id: string) {
  const rows = await deps.db
    .select()
    .from(packages)
    .where(and(eq(packages.companyId, ctx.companyId), eq(packages.id, id), isNull(packages.deletedAt)));
  const [view] = await packageViews(deps.db, ctx.companyId, rows, todayIn(ctx.user.company.timeZone));
  if (!view) throw notFound();
  return view;
}

export async function savePackage(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof packageInput>,
  existingId?: string,
) {
  const id = existingId ?? newId();
  await deps.db.transaction(async (tx) => {
    await assertProducts(tx, ctx.companyId, input.items, 'items');
    const values = {
      name: input.name,
      code: input.code,
      price: input.price,
      validFrom: input.validFrom,
      validTo: input.validTo ?? null,
      firstOrderOnly: input.firstOrderOnly,
      suspended: input.suspended,
      coverImage: input.coverImage ?? null,
    };
    await writeBundleRow(tx, packages, ctx.companyId, id, !existingId, values);
    await tx.delete(packageItems).where(and(eq(packageItems.companyId, ctx.companyId), eq(packageItems.packageId, id)));
    await tx.insert(packageItems).values(
      input.items.map((item, position) => ({
        companyId: ctx.companyId,
        packageId: id,
        position,
        productId: item.productId,
        variantId: item.variantId ?? null,
        quantity: item.quantity,
      })),
    );
  });
  return getPackage(deps, ctx, id);
}

export async function comboViews(
  executor: Executor,
  companyId: string,
  rows: Array<typeof combos.$inferSelect>,
): Promise<ComboView[]> {
  const ids = rows.map((row) => row.id);
  const items = ids.length ? await comboProductRows(executor, companyId, inArray(comboProducts.comboId, ids)) : [];
  return toComboViews(rows, items);
}

/** The products of the combos `which` selects, with their name, in position order. */
export function comboProductRows(executor: Executor, companyId: string, which?: SQL) {
  return executor
    .select({ item: comboProducts, productName: products.name })
    .from(comboProducts)
    .innerJoin(products, and(eq(products.companyId, comboProducts.companyId), eq(products.id, comboProducts.productId)))
    .where(and(eq(comboProducts.companyId, companyId), which))
    .orderBy(asc(comboProducts.position));
}

export function toComboViews(
  rows: Array<typeof combos.$inferSelect>,
  items: Awaited<ReturnType<typeof comboProductRows>>,
): ComboView[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    requiredQuantity: row.requiredQuantity,
    price: row.price,
    firstOrderOnly: row.firstOrderOnly,
    suspended: row.suspended,
    coverImage: row.coverImage,
    description: row.description,
    products: items
      .filter(({ item }) => item.comboId === row.id)
      .map(({ item, productName }) => ({ productId: item.productId, productName, minQuantity: item.minQuantity })),
  }));
}

export async function listCombos(deps: AppDeps, ctx: RequestContext, query: ListQuery) {
  const where = and(
    eq(combos.companyId, ctx.companyId),
    isNull(combos.deletedAt),
    search(query.q, combos.name, combos.code),
  );
  const rows = await deps.db
    .select()
    .from(combos)
    .where(where)
    .orderBy(asc(combos.name))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ value: count() }).from(combos).where(where);
  return {
    items: await comboViews(deps.db, ctx.companyId, rows),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getCombo(deps: AppDeps, ctx: RequestContext, id: string) {
  const rows = await deps.db
    .select()
    .from(combos)
    .where(and(eq(combos.companyId, ctx.companyId), eq(combos.id, id), isNull(combos.deletedAt)));
  const [view] = await comboViews(deps.db, ctx.companyId, rows);
  if (!view) throw notFound();
  return view;
}

export async function saveCombo(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof comboInput>,
  existingId?: string,
) {
  const id = existingId ?? newId();
  const duplicate = input.products.findIndex(
    (item, index) => input.products.findIndex((other) => other.productId === item.productId) !== index,
  );
  if (duplicate >= 0)
    throw badRequest('errors.invalidInput', { [`products.${duplicate}.productId`]: 'combo.productTwice' });
  await deps.db.transaction(async (tx) => {
    await assertProducts(tx, ctx.companyId, input.products, 'products');
    const values = {
      name: input.name,
      code: input.code,
      requiredQuantity: input.requiredQuantity,
      price: input.price,
      firstOrderOnly: input.firstOrderOnly,
      suspended: input.suspended,
      coverImage: input.coverImage ?? null,
      description: input.description || null,
    };
    await writeBundleRow(tx, combos, ctx.companyId, id, !existingId, values);
    await tx
      .delete(comboProducts)
      .where(and(eq(comboProducts.companyId, ctx.companyId), eq(comboProducts.comboId, id)));
    await tx.insert(comboProducts).values(
      input.products.map((item, position) => ({
        companyId: ctx.companyId,
        comboId: id,
        productId: item.productId,
        minQuantity: item.minQuantity,
        position,
      })),
    );
  });
  return getCombo(deps, ctx, id);
}

/** Deleting keeps the record for past orders; it leaves the lists. */
export async function deleteBundle(deps: AppDeps, ctx: RequestContext, kind: 'package' | 'combo', id: string) {
  const table = kind === 'package' ? packages : combos;
  const [row] = await deps.db
    .update(table)
    .set({ deletedAt: new Date() })
    .where(and(eq(table.companyId, ctx.companyId), eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  if (!row) throw notFound();
}

export async function setBundleSuspended(
  deps: AppDeps,
  ctx: RequestContext,
  kind: 'package' | 'combo',
  id: string,
  suspended: boolean,
) {
  const table = kind === 'package' ? packages : combos;
  const [row] = await deps.db
    .update(table)
    .set({ suspended })
    .where(and(eq(table.companyId, ctx.companyId), eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  if (!row) throw notFound();
}
