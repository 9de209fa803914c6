import { STORE_KIND_FEATURES, type StoreKind, type StoreView } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isOwnUpload } from '../../platform/uploads.js';
import { type Features, featuresOf } from '../company/features.js';
import { onlineStores } from './online-stores.tables.js';
import type { OnlineStore } from './storefront-lookup.js';

/** The company's features, refusing a store kind it switched off (403 `stores.kindOff`). */
export async function featuresWithKindOn(executor: Executor, ctx: RequestContext, kind: StoreKind): Promise<Features> {
  const features = await featuresOf(executor, ctx.companyId);
  if (!features[STORE_KIND_FEATURES[kind]]) throw new AppError(403, 'stores.kindOff', 'FORBIDDEN');
  return features;
}

/** The caller's own store of `kind`, or null. `forUpdate` locks it for a change in the caller's transaction. */
export async function ownStoreOrNull(executor: Executor, ctx: RequestContext, kind: StoreKind, forUpdate = false) {
  const query = executor
    .select()
    .from(onlineStores)
    .where(
      and(
        eq(onlineStores.companyId, ctx.companyId),
        eq(onlineStores.ownerId, ctx.user.id),
        eq(onlineStores.kind, kind),
      ),
    );
  const [store] = forUpdate ? await query.for('update') : await query;
  return store ?? null;
}

/** The caller's store of `kind` to change: 404 before registering, 409 while HQ has it suspended. */
export async function ownStoreToChange(executor: Executor, ctx: RequestContext, kind: StoreKind) {
  const store = await ownStoreOrNull(executor, ctx, kind, true);
  if (!store) throw new AppError(404, 'stores.notRegistered', 'NOT_FOUND');
  if (store.status === 'suspended') throw new AppError(409, 'stores.suspended', 'CONFLICT');
  return store;
}

/** An uploaded image URL a request names: one of the company's own uploads, or refused beside `field`. */
export function ownImage(ctx: RequestContext, url: string | null | undefined, field: string): string | null {
  if (!url) return null;
  if (!isOwnUpload(ctx.companyId, url))
    throw new AppError(400, 'stores.imageInvalid', 'VALIDATION', { [field]: 'stores.imageInvalid' });
  return url;
}

/** Bumps a store's version (the storefront's page cache rebuilds on it) in the changing transaction. */
export const bumpedVersion = { version: sql`${onlineStores.version} + 1`, updatedAt: sql`now()` };

export function storeViewOf(store: OnlineStore): StoreView {
  return {
    id: store.id,
    kind: store.kind,
    slug: store.slug,
    name: store.name,
    description: store.description,
    logoUrl: store.logoUrl,
    contactPhone: store.contactPhone,
    contactEmail: store.contactEmail,
    schoolName: store.schoolName,
    status: store.status,
    bank: store.bank ?? null,
    delivery: store.delivery,
    openingHours: store.openingHours,
    createdAt: store.createdAt.toISOString(),
    approvedAt: store.approvedAt?.toISOString() ?? null,
    suspendedAt: store.suspendedAt?.toISOString() ?? null,
  };
}
