import {
  hqOrderBuyer as hqOrderBuyerSchema,
  hqOrderInput,
  hqOrderPlaced,
  hqOrderQuote,
  LIMITS,
  manageOrderView,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { readUpload } from '../../platform/uploads.js';
import { attachHqReceipt, hqOrderBuyer, placeHqOrder, quoteHqOrder } from './hq-order.service.js';

// Spec §2 /manage-orders/new: HQ, and staff with "manage orders", place an order for an agent (agents order
// for their downline through their own checkout's team order instead).
const HQ_ORDERS: RouteAccess = { roles: ['hq', 'staff'], permission: 'manage_orders' };
const tags = ['order management'];
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function registerHqOrderRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/orders/new/buyer',
    {
      config: { access: HQ_ORDERS },
      schema: {
        tags,
        summary: 'The agent HQ orders for: level, first order, wallet balance and addresses',
        querystring: z.object({ buyerId: text({ max: 64 }) }),
        response: okSchema(hqOrderBuyerSchema),
      },
    },
    async (request) => ok(await hqOrderBuyer(deps, contextOf(request), request.query.buyerId), request.language),
  );
  app.post(
    '/api/orders/new',
    {
      config: { access: HQ_ORDERS },
      schema: {
        tags,
        summary:
          "Place an order for an agent at its level's price, through the agent's checkout (header Idempotency-Key), or price it (dryRun)",
        body: hqOrderInput,
        response: okSchema(z.union([hqOrderQuote, hqOrderPlaced])),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (request.body.dryRun) return ok(await quoteHqOrder(deps, ctx, request.body), request.language);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest('order.idempotencyKey');
      return ok(await placeHqOrder(deps, ctx, request.body, key), request.language, 'order.placedForAgent');
    },
  );
  app.post(
    '/api/orders/:id/receipt',
    {
      config: { access: HQ_ORDERS },
      schema: {
        tags,
        summary:
          'The receipt of the transfer HQ received for an unpaid order (JPEG/PNG, at most 10 MB; multipart "file"): waits for approval, or is approved at once when the caller may approve manual payments',
        params: z.object({ id: text({ max: 64 }) }),
        response: okSchema(manageOrderView),
      },
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      return ok(
        await attachHqReceipt(deps, contextOf(request), request.params.id, content),
        request.language,
        'order.receiptSaved',
      );
    },
  );
}
