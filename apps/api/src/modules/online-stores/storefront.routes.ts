import { storefrontInfo, storeSlugParam } from '@niaga/shared';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { requireHostCompany } from '../company/host-company.js';
import { storeBySlug, storefrontInfoOf } from './storefront-lookup.js';

/** The public storefront's calls (issue 22): no session, the company from the Host. */
export function registerStorefrontRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['storefront'] });
  r.get(
    '/api/storefront/:slug',
    {
      access: 'public',
      summary: 'A storefront: its store, or why it is closed (pending, suspended, its kind switched off)',
      params: storeSlugParam,
      response: storefrontInfo,
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      return storefrontInfoOf(company, await storeBySlug(deps.db, company.id, request.params.slug));
    },
  );
}
