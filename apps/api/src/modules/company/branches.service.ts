import type { Branch, branchInput } from '@niaga/shared';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, conflictOnUnique, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { postalAddressOf, postalAddressValues } from '../../platform/postal-address.js';
import { branches } from './company.tables.js';

const nameTaken = conflictOnUnique('branch.nameTaken');

const live = (companyId: string, id: string) =>
  and(eq(branches.companyId, companyId), eq(branches.id, id), isNull(branches.deletedAt));

const toBranch = (row: typeof branches.$inferSelect): Branch => ({
  id: row.id,
  name: row.name,
  isMain: row.isMain,
  selfPickup: row.selfPickup,
  ...postalAddressOf(row),
  phone: row.phone,
  pickupHours: row.pickupHours,
});

/** The main branch first, then by name. */
export async function listBranches(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db
    .select()
    .from(branches)
    .where(and(eq(branches.companyId, ctx.companyId), isNull(branches.deletedAt)))
    .orderBy(desc(branches.isMain), asc(branches.name));
  return { items: rows.map(toBranch) };
}

/** Creates a branch, or edits it when the input has an id. */
export async function saveBranch(deps: AppDeps, ctx: RequestContext, input: z.output<typeof branchInput>) {
  const values = {
    name: input.name,
    selfPickup: input.selfPickup,
    ...postalAddressValues(input),
    phone: input.phone || null,
    pickupHours: input.pickupHours || null,
  };
  const [row] = input.id
    ? await deps.db.update(branches).set(values).where(live(ctx.companyId, input.id)).returning().catch(nameTaken)
    : await deps.db
        .insert(branches)
        .values({ companyId: ctx.companyId, id: newId(), ...values })
        .returning()
        .catch(nameTaken);
  if (!row) throw notFound();
  return toBranch(row);
}

/** Kept for the stock and orders that name it; the main branch stays. */
export async function deleteBranch(deps: AppDeps, ctx: RequestContext, id: string) {
  const [row] = await deps.db.select({ isMain: branches.isMain }).from(branches).where(live(ctx.companyId, id));
  if (!row) throw notFound();
  if (row.isMain) throw new AppError(409, 'branch.mainNotDeletable', 'CONFLICT');
  await deps.db.update(branches).set({ deletedAt: ctx.now }).where(live(ctx.companyId, id));
}
