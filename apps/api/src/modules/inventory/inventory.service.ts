import type { inventoryListQuery, inventorySelectQuery, stockUpdateInput } from '@niaga/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { liveProductsAndVariants } from '../catalog/products.repo.js';
import { inventoryPage } from './inventory.repo.js';
import { applyMovement, NotEnoughStock } from './stock.repo.js';
import { resolveStore } from './stores.js';

export async function listInventory(deps: AppDeps, ctx: RequestContext, query: z.output<typeof inventoryListQuery>) {
  const store = await resolveStore(deps.db, ctx, query.storeId);
  const result = await inventoryPage(
    deps.db,
    {
      companyId: ctx.companyId,
      storeId: store.id,
      q: query.q,
      categoryId: query.categoryId,
      indicator: query.indicator,
      catalogVersion: ctx.user.facts.catalogVersion,
    },
    query,
  );
  return { ...result, page: query.page, limit: query.limit, store };
}

/** Items to pick in the update form, with what is available now (at most 20 matches). */
export async function selectInventory(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof inventorySelectQuery>,
) {
  const store = await resolveStore(deps.db, ctx, query.storeId);
  const { items } = await inventoryPage(
    deps.db,
    { companyId: ctx.companyId, storeId: store.id, q: query.q, catalogVersion: ctx.user.facts.catalogVersion },
    { page: 1, limit: 20, withTotal: false },
  );
  return {
    items: items.map((row) => ({
      productId: row.productId,
      variantId: row.variantId,
      name: row.name,
      label: row.options.length ? `${row.name} (${row.options.join(' / ')})` : row.name,
      sku: row.sku,
      available: row.available,
    })),
  };
}

/** Spec §5 inventory update: every item moves, or none does (one transaction). */
export async function updateStock(deps: AppDeps, ctx: RequestContext, input: z.output<typeof stockUpdateInput>) {
  return deps.db.transaction(async (tx) => {
    const store = await resolveStore(tx, ctx, input.storeId);
    if (!store.writable) throw new AppError(403, 'inventory.readOnlyStore', 'FORBIDDEN');
    await assertItemsExist(tx, ctx.companyId, input.items);
    const movements = [];
    for (const [index, item] of input.items.entries()) {
      try {
        movements.push(
          await applyMovement(tx, {
            companyId: ctx.companyId,
            storeId: store.id,
            productId: item.productId,
            variantId: item.variantId ?? null,
            qtyIn: input.type === 'out' ? 0 : item.amount,
            qtyOut: input.type === 'out' ? item.amount : 0,
            invType: input.type,
            invDesc: input.reason,
            returnReason: input.type === 'return' ? (input.returnReason ?? null) : null,
            by: { id: ctx.user.id, name: ctx.user.name },
          }),
        );
      } catch (error) {
        if (error instanceof NotEnoughStock) throw notEnough(`items.${index}.amount`, error.available);
        throw error;
      }
    }
    return { count: movements.length };
  });
}

export function notEnough(field: string, available: number) {
  return new AppError(409, 'inventory.notEnoughStock', 'CONFLICT', { [field]: 'inventory.notEnoughStock' }, undefined, {
    available,
  });
}

type Item = { productId: string; variantId?: string | undefined };

/** Each item is a live product of this company, named by its variant exactly when it has variants. */
async function assertItemsExist(tx: Tx, companyId: string, items: Item[]) {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const { live, variants } = await liveProductsAndVariants(tx, companyId, productIds);
  items.forEach((item, index) => {
    if (!live.has(item.productId))
      throw badRequest('inventory.productUnknown', { [`items.${index}.productId`]: 'inventory.productUnknown' });
    const own = variants.filter((variant) => variant.productId === item.productId);
    const valid = own.length === 0 ? !item.variantId : own.some((variant) => variant.id === item.variantId);
    if (!valid)
      throw badRequest('inventory.variantRequired', { [`items.${index}.variantId`]: 'inventory.variantRequired' });
  });
}
