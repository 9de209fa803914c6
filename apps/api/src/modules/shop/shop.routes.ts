import { previewProductQuery, previewQuery, shopPage, shopProductDetail, shopQuery, text } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { agentAudience, previewAudience, shopProductDetail as productDetail, shopCatalog } from './shop.service.js';

const tags = ['shop'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerShopRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/sales/my-shop',
    {
      access: access.agents,
      summary: "The agent's shop: what its level may buy, at its price, with the seller's stock",
      query: shopQuery,
      response: shopPage,
    },
    async (request) => {
      const ctx = contextOf(request);
      return shopCatalog(deps, await agentAudience(deps, ctx), request.query);
    },
  );
  r.get(
    '/api/sales/my-shop/product/:id',
    {
      access: access.agents,
      summary: 'One product of the shop with its variants and stock',
      params: idParams,
      response: shopProductDetail,
    },
    async (request) => {
      const ctx = contextOf(request);
      return productDetail(deps, await agentAudience(deps, ctx), request.params.id);
    },
  );
  r.get(
    '/api/products/preview-store',
    {
      access: access.hqAndStaff,
      summary: 'The shop as an agent of the chosen level sees it (HQ preview)',
      query: previewQuery,
      response: shopPage,
    },
    async (request) => {
      const ctx = contextOf(request);
      const audience = await previewAudience(deps, ctx, request.query.levelId, request.query.firstOrder);
      return shopCatalog(deps, audience, request.query);
    },
  );
  r.get(
    '/api/products/preview-product/:id',
    {
      documentedUrl: '/api/products/:id/preview',
      access: access.hqAndStaff,
      summary: 'One product as an agent of the chosen level sees it (HQ preview)',
      params: idParams,
      query: previewProductQuery,
      response: shopProductDetail,
    },
    async (request) => {
      const ctx = contextOf(request);
      const audience = await previewAudience(deps, ctx, request.query.levelId, request.query.firstOrder);
      return productDetail(deps, audience, request.params.id);
    },
  );
}
