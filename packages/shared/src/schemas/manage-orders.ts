import { z } from 'zod';
import { ORDER_TABS, ORDER_TYPES, PAYMENT_METHODS } from '../orders.js';
import { listQuery, page } from './numbers.js';
import { orderEventView, orderSummary, orderView } from './orders.js';
import { idText, multilineText, text } from './text.js';

const id = idText();
const tabKeys = Object.keys(ORDER_TABS) as [keyof typeof ORDER_TABS, ...(keyof typeof ORDER_TABS)[]];

/** More matches than this for a search: the list asks to narrow it (spec's not-found notice). */
export const MANAGE_SEARCH_LIMIT = 150;

/** GET /api/orders: HQ's (or a stock-holding agent's) order list. Dates are days in the company's time zone. */
export const manageOrdersQuery = listQuery.extend({
  tab: z.enum(tabKeys).default('approval'),
  dateField: z.enum(['created', 'paid', 'approved']).default('created'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  agentId: id.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** An HQ branch (the seller store). */
  branchId: id.optional(),
  /** Who sold the order: `hq` (HQ, any branch) or a stock-holding agent's id. */
  seller: id.optional(),
  type: z.enum(ORDER_TYPES).optional(),
});
export type ManageOrdersQuery = z.input<typeof manageOrdersQuery>;

export const manageOrderRow = orderSummary.extend({
  receiverName: z.string().nullable(),
  /** E-koop orders: the student the order is for (null on other orders). */
  studentName: z.string().nullable(),
  studentClass: z.string().nullable(),
});
export const manageOrdersPage = page(manageOrderRow).extend({
  counts: z.record(z.string(), z.number()),
  /** The search matched more than MANAGE_SEARCH_LIMIT orders: show the notice asking to narrow it. */
  tooMany: z.boolean(),
});
export type ManageOrdersPage = z.infer<typeof manageOrdersPage>;

/** GET /api/orders/:id: the order as HQ sees it, with the receipt, the timeline and what may be done next. */
export const manageOrderView = orderView.extend({
  receiptUrl: z.string().nullable(),
  remark: z.string().nullable(),
  invoicePrintedAt: z.string().nullable(),
  packingListPrintedAt: z.string().nullable(),
  shippingLabelPrintedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundMethod: z.enum(['wallet', 'manual']).nullable(),
  refundReference: z.string().nullable(),
  studentName: z.string().nullable(),
  parentName: z.string().nullable(),
  studentClass: z.string().nullable(),
  events: z.array(orderEventView),
  /** The actions this caller may take now (state and permission). */
  actions: z.array(z.string()),
});
export type ManageOrderView = z.infer<typeof manageOrderView>;

export const ORDER_MANAGE_ACTIONS = [
  'approve',
  'reject',
  'cancel',
  'tracking',
  'delivered',
  'pickup',
  'pickedUp',
  'refund',
] as const;
export type OrderManageAction = (typeof ORDER_MANAGE_ACTIONS)[number];

export const noteInput = z.object({ note: multilineText(500).optional() });
export const trackingInput = z.object({
  trackingNumber: text({ max: 60, min: 3 }),
  courierName: text({ max: 60 }).optional(),
});
export const pickupInput = z.object({
  pickupBranchId: id,
  pickupTime: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
});
export const refundInput = z.object({
  method: z.enum(['wallet', 'manual']),
  reference: text({ max: 100 }).optional(),
  note: multilineText(500).optional(),
});
export const remarkInput = z.object({ remark: multilineText(1000) });
export const bulkApproveInput = z.object({
  ids: z.array(id).min(1, 'orders.selectAtLeastOne').max(500, 'validation.tooMany'),
});
/** Each order's outcome of a bulk action: done, or refused with the reason (a message). */
export const bulkOutcome = z.object({
  results: z.array(
    z.object({ id: z.string(), referenceNo: z.string().nullable(), ok: z.boolean(), message: z.string().nullable() }),
  ),
  done: z.number(),
  refused: z.number(),
});
export type BulkOutcome = z.infer<typeof bulkOutcome>;
