import { STORE_KIND_FEATURES, type StoreClosedReason, type StorefrontInfo } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Company } from '../company/company.repo.js';
import { resolveFeatures } from '../company/features.js';
import { onlineStores } from './online-stores.tables.js';

export type OnlineStore = typeof onlineStores.$inferSelect;

/** Why a store's storefront is closed now, or null when it is open (issue 22 "Rules": a closed page, never a 500). */
export function closedReason(company: Company, store: OnlineStore): StoreClosedReason | null {
  if (!resolveFeatures(company.features)[STORE_KIND_FEATURES[store.kind]]) return 'kindOff';
  if (store.status === 'suspended') return 'suspended';
  if (store.status === 'pending') return 'pending';
  return null;
}

/** The store of a company by its slug; an unknown slug is a 404 (`storefront.notFound`). */
export async function storeBySlug(executor: Executor, companyId: string, slug: string): Promise<OnlineStore> {
  const [store] = await executor
    .select()
    .from(onlineStores)
    .where(and(eq(onlineStores.companyId, companyId), eq(onlineStores.slug, slug.toLowerCase())));
  if (!store) throw new AppError(404, 'storefront.notFound', 'NOT_FOUND');
  return store;
}

/** What a storefront page shows about its store (`GET /api/storefront/{slug}`). */
export function storefrontInfoOf(company: Company, store: OnlineStore): StorefrontInfo {
  const closed = closedReason(company, store);
  return {
    slug: store.slug,
    kind: store.kind,
    name: store.name,
    // A closed store shows only its name: nothing of a suspended store's set-up is public.
    description: closed ? null : store.description,
    logoUrl: store.logoUrl,
    schoolName: store.schoolName,
    contactPhone: closed ? null : store.contactPhone,
    contactEmail: closed ? null : store.contactEmail,
    delivery: store.delivery,
    openingHours: closed ? null : store.openingHours,
    currency: company.currency,
    closed,
  };
}
