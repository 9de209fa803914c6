import type { StorefrontProductDetail, StorefrontProductsPage } from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { requireHostCompany } from '../company/host-company.js';
import { productNotFound, storeProductDetail, storeProductsPage } from './storefront-catalog.js';
import { closedReason, storeBySlug } from './storefront-lookup.js';

/** The store's products; a closed store has none (its storefront info says why). */
export async function storefrontProductsOf(
  deps: AppDeps,
  request: FastifyRequest,
  slug: string,
  query: { q?: string | undefined; categoryId?: string | undefined; page: number; limit: number },
): Promise<StorefrontProductsPage> {
  const company = await requireHostCompany(deps.db, request);
  const store = await storeBySlug(deps.db, company.id, slug);
  if (closedReason(company, store))
    return { items: [], total: 0, page: query.page, limit: query.limit, categories: [] };
  return storeProductsPage(deps.db, store, query);
}

/** A product of an open store; a closed store sells nothing (404). */
export async function storefrontProductOf(
  deps: AppDeps,
  request: FastifyRequest,
  slug: string,
  productId: string,
): Promise<StorefrontProductDetail> {
  const company = await requireHostCompany(deps.db, request);
  const store = await storeBySlug(deps.db, company.id, slug);
  if (closedReason(company, store)) throw productNotFound();
  return storeProductDetail(deps.db, store, productId);
}
