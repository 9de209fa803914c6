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
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
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

const BUYERS: RouteAccess = { roles: ['agent'] };
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
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function registerOrderRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/sales/my-shop/get-cart',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'The cart priced for the buyer, with problems and the minimum order',
        response: okSchema(cartView),
      },
    },
    async (request) => ok(await getCart(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/sales/my-shop/add-cart',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'Add a product (variant), package or combo with its picks',
        body: addCartInput,
        response: okSchema(cartView),
      },
    },
    async (request) => ok(await addToCart(deps, contextOf(request), request.body), request.language, 'cart.added'),
  );
  app.post(
    '/api/sales/my-shop/update-cart',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'Change the quantity of a cart line',
        body: updateCartInput,
        response: okSchema(cartView),
      },
    },
    async (request) =>
      ok(
        await updateCartLine(deps, contextOf(request), request.body.id, request.body.quantity),
        request.language,
        'cart.updated',
      ),
  );
  app.delete(
    '/api/sales/my-shop/remove-cart/:id',
    {
      config: { access: BUYERS },
      schema: { tags, summary: 'Remove a cart line', params: idParams, response: okSchema(cartView) },
    },
    async (request) =>
      ok(await removeCartLine(deps, contextOf(request), request.params.id), request.language, 'cart.removed'),
  );
  app.get(
    '/api/sales/payment-method',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'Payment methods with admin fee, bank details and wallet balance',
        response: okSchema(paymentMethodList),
      },
    },
    async (request) => ok(await paymentMethods(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/sales/checkout',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'Place the order from the cart (header Idempotency-Key), or preview its totals (dryRun)',
        body: checkoutInput,
        response: okSchema(checkoutResult),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (request.body.dryRun) return ok(await previewCheckout(deps, ctx, request.body), request.language);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest('order.idempotencyKey');
      return ok(await checkout(deps, ctx, request.body, key), request.language, 'order.placed');
    },
  );
  app.post(
    '/api/sales/upload-receipt/:id',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'Upload the bank-transfer receipt of an unpaid order (JPEG/PNG, at most 10 MB; multipart "file")',
        params: idParams,
        response: okSchema(myOrderView),
      },
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      const ctx = contextOf(request);
      const order = await uploadReceipt(deps, ctx, request.params.id, content);
      return ok(order, request.language, 'order.receiptSaved', { seller: sellerDisplayName(ctx, order.seller) });
    },
  );
  app.get(
    '/api/sales/my-orders',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'The orders the agent bought or placed, by tab, with counts',
        querystring: myOrdersQuery,
        response: okSchema(myOrdersPage),
      },
    },
    async (request) => ok(await listMyOrders(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/sales/my-orders/:id',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: "One of the agent's orders with its lines, receipt, timeline and the seller's bank account",
        params: idParams,
        response: okSchema(myOrderView),
      },
    },
    async (request) => ok(await getMyOrder(deps, contextOf(request), request.params.id), request.language),
  );
  app.post(
    '/api/sales/my-orders/:id/pay',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'Pay an unpaid order again: online (answers the gateway redirect) or from the wallet',
        params: idParams,
        body: payOrderInput,
        response: okSchema(
          z.object({
            order: myOrderView,
            payment: z.object({ paymentId: z.string(), redirectUrl: z.string() }).nullable(),
          }),
        ),
      },
    },
    async (request) =>
      ok(await payMyOrder(deps, contextOf(request), request.params.id, request.body), request.language),
  );
  app.post(
    '/api/sales/my-orders/:id/cancel',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary: 'Cancel an unpaid order (stock and voucher released)',
        params: idParams,
        response: okSchema(myOrderView),
      },
    },
    async (request) =>
      ok(await cancelMyOrder(deps, contextOf(request), request.params.id), request.language, 'order.cancelled'),
  );
}
