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
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { IDEMPOTENCY_KEY } from '../../platform/openapi.js';
import { routes } from '../../platform/route.js';
import { readUpload } from '../../platform/uploads.js';
import { attachHqReceipt, hqOrderBuyer, placeHqOrder, quoteHqOrder } from './hq-order.service.js';

// Spec §2 /manage-orders/new: HQ, and staff with "manage orders", place an order for an agent (agents order
// for their downline through their own checkout's team order instead).
const HQ_ORDERS = access.hqAndStaffWith('manage_orders');
const tags = ['order management'];

export function registerHqOrderRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/orders/new/buyer',
    {
      access: HQ_ORDERS,
      summary: 'The agent HQ orders for: level, first order, wallet balance and addresses',
      query: z.object({ buyerId: text({ max: 64 }) }),
      response: hqOrderBuyerSchema,
    },
    (request) => hqOrderBuyer(deps, contextOf(request), request.query.buyerId),
  );
  r.post(
    '/api/orders/new',
    {
      access: HQ_ORDERS,
      summary:
        "Place an order for an agent at its level's price, through the agent's checkout (header Idempotency-Key), or price it (dryRun)",
      document: {
        idempotencyKey: 'optional',
        description: 'The `Idempotency-Key` header is required unless `dryRun` is true.',
      },
      body: hqOrderInput,
      response: z.union([hqOrderQuote, hqOrderPlaced]),
      message: (_, request) => (request.body.dryRun ? undefined : 'order.placedForAgent'),
    },
    async (request) => {
      const ctx = contextOf(request);
      if (request.body.dryRun) return quoteHqOrder(deps, ctx, request.body);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest('order.idempotencyKey');
      return placeHqOrder(deps, ctx, request.body, key);
    },
  );
  r.post(
    '/api/orders/:id/receipt',
    {
      access: HQ_ORDERS,
      summary:
        'The receipt of the transfer HQ received for an unpaid order (JPEG/PNG, at most 10 MB; multipart "file"): waits for approval, or is approved at once when the caller may approve manual payments',
      consumes: ['multipart/form-data'],
      params: z.object({ id: text({ max: 64 }) }),
      response: manageOrderView,
      message: 'order.receiptSaved',
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      return attachHqReceipt(deps, contextOf(request), request.params.id, content);
    },
  );
}
