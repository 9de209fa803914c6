import {
  bulkApproveInput,
  bulkOutcome,
  type MessageKey,
  manageOrdersPage,
  manageOrdersQuery,
  manageOrderView,
  noteInput,
  pickupInput,
  refundInput,
  remarkInput,
  text,
  trackingInput,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { okSchema, sendSerialised } from '../../platform/envelope.js';
import { routes } from '../../platform/route.js';
import { approve, markDelivered, markPickedUp, reject, setTracking, updatePickup } from './approve-ship.js';
import { cancel, refund } from './cancel-refund.js';
import { act, bulkApprove, managedOrdersPageJson, managedOrderView, saveRemark } from './manage.service.js';

// Spec §6: "manage orders" for every order action, "approve manual payment" for receipts. Agents that hold
// stock manage the orders they sell (the service scopes them).
const MANAGERS = access.teamWith('manage_orders');
const APPROVERS = access.teamWith('approve_manual_payment');
const tags = ['order management'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerManageOrderRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.custom(
    'GET',
    '/api/orders',
    {
      access: MANAGERS,
      summary: 'Orders by tab with filters, search and counts',
      query: manageOrdersQuery,
      responses: okSchema(manageOrdersPage),
    },
    async (request, reply) =>
      sendSerialised(reply, await managedOrdersPageJson(deps, contextOf(request), request.query), request.language),
  );
  r.post(
    '/api/orders/bulk-approve',
    {
      access: APPROVERS,
      summary: 'Approve many orders; each outcome is reported',
      body: bulkApproveInput,
      response: bulkOutcome,
    },
    (request) => bulkApprove(deps, contextOf(request), request.body.ids),
  );
  r.get(
    '/api/orders/:id',
    {
      access: MANAGERS,
      summary: 'One order with its receipt, timeline and allowed actions',
      params: idParams,
      response: manageOrderView,
    },
    (request) => managedOrderView(deps.db, contextOf(request), request.params.id),
  );

  const action = <B extends z.ZodType>(
    path: string,
    access: RouteAccess,
    summary: string,
    body: B,
    message: MessageKey,
    run: (id: string, input: z.output<B>) => Parameters<typeof act>[3],
  ) =>
    r.post(
      `/api/orders/:id/${path}`,
      { access, summary, params: idParams, body, response: manageOrderView, message },
      // A generic body schema: the request's type cannot be worked out from it, so it is named.
      (request) =>
        act(deps, contextOf(request), request.params.id, run(request.params.id, request.body as z.output<B>)),
    );
  const empty = z.object({}).default({});
  action(
    'approve',
    APPROVERS,
    'Approve the transfer receipt (to ship)',
    noteInput,
    'order.approved',
    (id, input) => (tx, actor) => approve(tx, actor, id, input.note),
  );
  action(
    'reject',
    APPROVERS,
    'Reject the receipt (unpaid again)',
    noteInput,
    'order.rejected',
    (id, input) => (tx, actor) => reject(tx, actor, id, input.note),
  );
  action(
    'cancel',
    MANAGERS,
    'Cancel an unpaid order (stock released)',
    noteInput,
    'order.cancelled',
    (id, input) => (tx, actor) => cancel(tx, actor, id, input.note),
  );
  action(
    'tracking',
    MANAGERS,
    'Set the tracking number (shipping)',
    trackingInput,
    'order.trackingSaved',
    (id, input) => (tx, actor) => setTracking(tx, actor, id, input),
  );
  action(
    'delivered',
    MANAGERS,
    'Mark delivered (completed)',
    empty,
    'order.completed',
    (id) => (tx, actor) => markDelivered(tx, actor, id),
  );
  action(
    'pickup',
    MANAGERS,
    'Change the pickup location and time',
    pickupInput,
    'order.pickupSaved',
    (id, input) => (tx, actor) => updatePickup(tx, actor, id, input),
  );
  action(
    'picked-up',
    MANAGERS,
    'Mark a self-pickup order collected (completed)',
    empty,
    'order.completed',
    (id) => (tx, actor) => markPickedUp(tx, actor, id),
  );
  action(
    'refund',
    MANAGERS,
    'Refund a paid order (stock back, money back, counts reversed)',
    refundInput,
    'order.refunded',
    (id, input) => (tx, actor) => refund(tx, actor, id, input),
  );
  r.post(
    '/api/orders/:id/remark',
    {
      access: MANAGERS,
      summary: 'HQ remark on the order',
      params: idParams,
      body: remarkInput,
      response: manageOrderView,
      message: 'order.remarkSaved',
    },
    (request) => saveRemark(deps, contextOf(request), request.params.id, request.body.remark),
  );
}
