import { storefrontPagePath, storefrontPageQuery } from '@niaga/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { companyByHost } from '../company/host-company.js';
import { closedReason } from './storefront-lookup.js';
import { storefrontPage, storeWithCatalogVersion } from './storefront-pages.js';
import { trackVisitor } from './storefront-visitors.js';

/**
 * A server-rendered storefront page (`/s/{slug}`, `/s/{slug}/p/{productId}`): the cached page for the store's and the
 * catalogue's current versions, the visit and affiliate click it records, revalidated by ETag. A host of no company
 * or a path that is no store's gets the plain app, as every other page does.
 */
export async function sendStorefrontPage(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const company = await companyByHost(deps.db, request.host);
  const path = storefrontPagePath.safeParse(request.params);
  if (!company || !path.success) return reply.callNotFound();
  const query = storefrontPageQuery.parse(request.query ?? {});
  const found = await storeWithCatalogVersion(deps.db, company.id, path.data.slug, deps.config.STOREFRONT_FRESH_MS);
  const store = found?.store ?? null;
  const productId = path.data.productId ?? null;
  const page = await storefrontPage(deps.db, deps.config.WEB_DIST, {
    company,
    store,
    catalogVersion: found?.catalogVersion ?? 0,
    slug: path.data.slug,
    productId,
    page: productId ? 1 : query.page,
    language: request.language ?? 'en',
    origin: `${request.protocol}://${request.host}`,
  });
  const cookies =
    store && !closedReason(company, store) && page.status === 200
      ? await trackVisitor(deps.db, company, request, { store, productId, ref: query.ref })
      : [];
  if (cookies.length) reply.header('Set-Cookie', cookies);
  // Revalidated on every view (a store's prices change), cheap with the ETag; private when it sets the visitor's cookies.
  reply
    .header('Cache-Control', `${cookies.length ? 'private' : 'public'}, no-cache`)
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Language, Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.status(page.status).type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
