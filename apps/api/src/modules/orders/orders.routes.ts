import {
  addCartInput,
  cartView,
  checkoutInput,
  LIMITS,
  myOrdersPage,
  myOrdersQuery,
  myOrderView,
  orderTotals,
  orderView,
  paymentMethodList,
  payOrderInput,
  text,
  updateCartInput,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { IDEMPOTENCY_KEY } from '../../platform/openapi.js';
import { routes } from '../../platform/route.js';
import { readUpload } from '../../platform/uploads.js';
import { addToCart, getCart, removeCartLine, updateCartLine } from './cart.service.js';
import { checkout, previewCheckout } from './checkout.service.js';
import {
  cancelMyOrder,
  getMyOrder,
  listMyOrders,
  payMyOrder,
  sellerDisplayName,
  uploadReceipt,
} from './my-orders.service.js';
import { paymentMethods } from './payment-methods.service.js';

const tags = ['cart and checkout'];
const idParams = z.object({ id: text({ max: 64 }) });
const checkoutResult = z.union([
  z.object({ totals: orderTotals }),
  z.object({
    order: orderView,
    payment: z.object({ paymentId: z.string(), redirectUrl: z.string() }).nullable(),
    replayed: z.boolean(),
  }),
]);

export function registerOrderRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/sales/my-shop/get-cart',
    {
      access: access.agents,
      summary: 'The cart priced for the buyer, with problems and the minimum order',
      response: cartView,
    },
    (request) => getCart(deps, contextOf(request)),
  );
  r.post(
    '/api/sales/my-shop/add-cart',
    {
      access: access.agents,
      summary: 'Add a product (variant), package or combo with its picks',
      body: addCartInput,
      response: cartView,
      message: 'cart.added',
    },
    (request) => addToCart(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/sales/my-shop/update-cart',
    {
      access: access.agents,
      summary: 'Change the quantity of a cart line',
      body: updateCartInput,
      response: cartView,
      message: 'cart.updated',
    },
    (request) => updateCartLine(deps, contextOf(request), request.body.id, request.body.quantity),
  );
  r.delete(
    '/api/sales/my-shop/remove-cart/:id',
    {
      access: access.agents,
      summary: 'Remove a cart line',
      params: idParams,
      response: cartView,
      message: 'cart.removed',
    },
    (request) => removeCartLine(deps, contextOf(request), request.params.id),
  );
  r.get(
    '/api/sales/payment-method',
    {
      access: access.agents,
      summary: 'Payment methods with admin fee, bank details and wallet balance',
      response: paymentMethodList,
    },
    (request) => paymentMethods(deps, contextOf(request)),
  );
  r.post(
    '/api/sales/checkout',
    {
      access: access.agents,
      summary: 'Place the order from the cart (header Idempotency-Key), or preview its totals (dryRun)',
      document: {
        idempotencyKey: 'optional',
        description: 'The `Idempotency-Key` header is required unless `dryRun` is true.',
      },
      body: checkoutInput,
      response: checkoutResult,
      message: (_, request) => (request.body.dryRun ? undefined : 'order.placed'),
    },
    async (request) => {
      const ctx = contextOf(request);
      if (request.body.dryRun) return previewCheckout(deps, ctx, request.body);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest('order.idempotencyKey');
      return checkout(deps, ctx, request.body, key);
    },
  );
  r.post(
    '/api/sales/upload-receipt/:id',
    {
      access: access.agents,
      summary: 'Upload the bank-transfer receipt of an unpaid order (JPEG/PNG, at most 10 MB; multipart "file")',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: myOrderView,
      message: (order, request) => ({
        key: 'order.receiptSaved',
        params: { seller: sellerDisplayName(contextOf(request), order.seller) },
      }),
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      return uploadReceipt(deps, contextOf(request), request.params.id, content);
    },
  );
  r.get(
    '/api/sales/my-orders',
    {
      access: access.agents,
      summary: 'The orders the agent bought or placed, by tab, with counts',
      query: myOrdersQuery,
      response: myOrdersPage,
    },
    (request) => listMyOrders(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/sales/my-orders/:id',
    {
      access: access.agents,
      summary: "One of the agent's orders with its lines, receipt, timeline and the seller's bank account",
      params: idParams,
      response: myOrderView,
    },
    (request) => getMyOrder(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/sales/my-orders/:id/pay',
    {
      access: access.agents,
      summary: 'Pay an unpaid order again: online (answers the gateway redirect) or from the wallet',
      params: idParams,
      body: payOrderInput,
      response: z.object({
        order: myOrderView,
        payment: z.object({ paymentId: z.string(), redirectUrl: z.string() }).nullable(),
      }),
    },
    (request) => payMyOrder(deps, contextOf(request), request.params.id, request.body),
  );
  r.post(
    '/api/sales/my-orders/:id/cancel',
    {
      access: access.agents,
      summary: 'Cancel an unpaid order (stock and voucher released)',
      params: idParams,
      response: myOrderView,
      message: 'order.cancelled',
    },
    (request) => cancelMyOrder(deps, contextOf(request), request.params.id),
  );
}
