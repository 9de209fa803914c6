import { previewProductQuery, previewQuery, shopPage, shopProductDetail, shopQuery, text } from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { agentAudience, previewAudience, shopProductDetail as productDetail, shopCatalog } from './shop.service.js';

const AGENTS: RouteAccess = { roles: ['agent'] };
const HQ_READERS: RouteAccess = { roles: ['hq', 'staff'] };
const tags = ['shop'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerShopRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/sales/my-shop',
    {
      config: { access: AGENTS },
      schema: {
        tags,
        summary: "The agent's shop: what its level may buy, at its price, with the seller's stock",
        querystring: shopQuery,
        response: okSchema(shopPage),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return ok(await shopCatalog(deps, await agentAudience(deps, ctx), request.query), request.language);
    },
  );
  app.get(
    '/api/sales/my-shop/product/:id',
    {
      config: { access: AGENTS },
      schema: {
        tags,
        summary: 'One product of the shop with its variants and stock',
        params: idParams,
        response: okSchema(shopProductDetail),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return ok(await productDetail(deps, await agentAudience(deps, ctx), request.params.id), request.language);
    },
  );
  app.get(
    '/api/products/preview-store',
    {
      config: { access: HQ_READERS },
      schema: {
        tags,
        summary: 'The shop as an agent of the chosen level sees it (HQ preview)',
        querystring: previewQuery,
        response: okSchema(shopPage),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const audience = await previewAudience(deps, ctx, request.query.levelId, request.query.firstOrder);
      return ok(await shopCatalog(deps, audience, request.query), request.language);
    },
  );
  app.get(
    '/api/products/preview-product/:id',
    {
      config: { access: HQ_READERS },
      schema: {
        tags,
        summary: 'One product as an agent of the chosen level sees it (HQ preview)',
        params: idParams,
        querystring: previewProductQuery,
        response: okSchema(shopProductDetail),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const audience = await previewAudience(deps, ctx, request.query.levelId, request.query.firstOrder);
      return ok(await productDetail(deps, audience, request.params.id), request.language);
    },
  );
}
