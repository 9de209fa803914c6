import {
  storefrontProductDetail,
  storefrontProductParams,
  storefrontProductsPage,
  storefrontProductsQuery,
  storeSlugParam,
} from '@niaga/shared';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { storefrontProductOf, storefrontProductsOf } from './storefront-catalog.service.js';
import { sendStorefrontPage } from './storefront-page.service.js';

/**
 * Browsing a storefront (issue 22): the store's products and a product's page as JSON for the app, and the same
 * pages server-rendered (`/s/…`) for search engines, link previews and readers without JavaScript.
 */
export function registerStorefrontCatalogRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['storefront'] });
  r.get(
    '/api/storefront/:slug/products',
    {
      access: 'public',
      summary: "A store's products a customer may buy, at the store price (none while the store is closed)",
      params: storeSlugParam,
      query: storefrontProductsQuery,
      response: storefrontProductsPage,
    },
    (request) => storefrontProductsOf(deps, request, request.params.slug, request.query),
  );
  r.get(
    '/api/storefront/:slug/products/:productId',
    {
      access: 'public',
      summary: "A store's product: texts, pictures, variants, store price and availability",
      params: storefrontProductParams,
      response: storefrontProductDetail,
    },
    (request) => storefrontProductOf(deps, request, request.params.slug, request.params.productId),
  );
  // Pages, not API routes (no envelope, not in the OpenAPI document), so not declared through `routes`; their params
  // and query are read by the shared schemas in the service, which answers the plain app for what does not fit.
  for (const url of ['/s/:slug', '/s/:slug/p/:productId'])
    app.get(url, { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
      sendStorefrontPage(deps, request, reply),
    );
}
