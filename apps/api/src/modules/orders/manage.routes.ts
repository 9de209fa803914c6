import {
  bulkApproveInput,
  bulkOutcome,
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
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema, sendSerialised } from '../../platform/envelope.js';
import { act, bulkApprove, managedOrdersPageJson, managedOrderView, saveRemark } from './manage.service.js';
import {
  approve,
  cancel,
  markDelivered,
  markPickedUp,
  refund,
  reject,
  setTracking,
  updatePickup,
} from './transitions.js';

// Spec §6: "manage orders" for every order action, "approve manual payment" for receipts. Agents that hold
// stock manage the orders they sell (the service scopes them).
const MANAGERS: RouteAccess = { roles: ['hq', 'staff', 'agent'], permission: 'manage_orders' };
const APPROVERS: RouteAccess = { roles: ['hq', 'staff', 'agent'], permission: 'approve_manual_payment' };
const tags = ['order management'];
const idParams = z.object({ id: text({ max: 64 }) });
const view = okSchema(manageOrderView);

export function registerManageOrderRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/orders',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Orders by tab with filters, search and counts',
        querystring: manageOrdersQuery,
        response: okSchema(manageOrdersPage),
      },
    },
    async (request, reply) =>
      sendSerialised(reply, await managedOrdersPageJson(deps, contextOf(request), request.query), request.language),
  );
  app.post(
    '/api/orders/bulk-approve',
    {
      config: { access: APPROVERS },
      schema: {
        tags,
        summary: 'Approve many orders; each outcome is reported',
        body: bulkApproveInput,
        response: okSchema(bulkOutcome),
      },
    },
    async (request) => ok(await bulkApprove(deps, contextOf(request), request.body.ids), request.language),
  );
  app.get(
    '/api/orders/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'One order with its receipt, timeline and allowed actions',
        params: idParams,
        response: view,
      },
    },
    async (request) => ok(await managedOrderView(deps.db, contextOf(request), request.params.id), request.language),
  );

  const action = <B extends z.ZodType>(
    path: string,
    access: RouteAccess,
    summary: string,
    body: B,
    messageKey: Parameters<typeof ok>[2],
    run: (id: string, input: z.output<B>) => Parameters<typeof act>[3],
  ) =>
    app.post(
      `/api/orders/:id/${path}`,
      { config: { access }, schema: { tags, summary, params: idParams, body, response: view } },
      async (request) => {
        const id = (request.params as { id: string }).id;
        const input = request.body as z.output<B>;
        return ok(await act(deps, contextOf(request), id, run(id, input)), request.language, messageKey);
      },
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
  app.post(
    '/api/orders/:id/remark',
    {
      config: { access: MANAGERS },
      schema: { tags, summary: 'HQ remark on the order', params: idParams, body: remarkInput, response: view },
    },
    async (request) =>
      ok(
        await saveRemark(deps, contextOf(request), request.params.id, request.body.remark),
        request.language,
        'order.remarkSaved',
      ),
  );
}
