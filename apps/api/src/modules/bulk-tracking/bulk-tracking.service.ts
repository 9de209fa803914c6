import {
  BULK_TRACKING_HEADERS,
  BULK_TRACKING_LIMITS,
  type BulkTrackingLine,
  type BulkTrackingPreview,
  type BulkTrackingRow,
  type Language,
  type MessageKey,
  SINGLE_LINE,
  translate,
} from '@niaga/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { setTracking } from '../orders/approve-ship.js';
import { actorFrom } from '../orders/order-moves.js';
import { orders } from '../orders/orders.tables.js';
import { readSheet, type SheetRow } from './sheet.js';

const LIMITS = BULK_TRACKING_LIMITS;
type Column = keyof typeof BULK_TRACKING_HEADERS;

const fileError = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(400, key, 'VALIDATION', { file: key }, undefined, params);

/** Header names compare lower-cased without spaces, dots, underscores, dashes, `#` or brackets. */
export const headerKey = (name: string) => name.toLowerCase().replace(/[\s._\-#/()[\]:]+/g, '');

/** Which cell holds which column, from the header row; 400 naming the columns that are missing. */
function columnsOf(header: SheetRow): Record<Column, number> {
  const found: Partial<Record<Column, number>> = {};
  header.cells.forEach((cell, index) => {
    const key = headerKey(cell);
    for (const column of Object.keys(BULK_TRACKING_HEADERS) as Column[]) {
      if (found[column] === undefined && (BULK_TRACKING_HEADERS[column] as readonly string[]).includes(key)) {
        found[column] = index;
      }
    }
  });
  const missing = (['order', 'trackingNumber'] as const).filter((column) => found[column] === undefined);
  if (missing.length > 0) {
    const names = { order: '"order"', trackingNumber: '"tracking number"' };
    throw fileError('bulkTracking.missingColumns', { columns: missing.map((column) => names[column]).join(', ') });
  }
  return { order: found.order!, trackingNumber: found.trackingNumber!, courier: found.courier ?? -1 };
}

/** The file's lines below its header (the first non-empty row); 400 for no rows or more than 1,000. */
export async function readLines(content: Buffer): Promise<BulkTrackingLine[]> {
  const rows = await readSheet(content, LIMITS.maxRows + 2);
  const [header, ...body] = rows;
  if (!header) throw fileError('bulkTracking.noRows');
  const columns = columnsOf(header);
  if (body.length === 0) throw fileError('bulkTracking.noRows');
  if (body.length > LIMITS.maxRows) throw fileError('bulkTracking.tooManyRows', { max: LIMITS.maxRows });
  const cell = (row: SheetRow, index: number) => (index < 0 ? '' : (row.cells[index] ?? '').trim().slice(0, 200));
  return body.map((row) => ({
    row: row.row,
    order: cell(row, columns.order),
    trackingNumber: cell(row, columns.trackingNumber),
    courier: cell(row, columns.courier),
  }));
}

type FoundOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'referenceNo' | 'status' | 'delivery' | 'trackingNumber' | 'courierName'
>;
/** Whose orders a caller may track: HQ and staff every order of the company, an agent those it sells. */
type Scope = { companyId: string; sellerStoreId: string | null };
const scopeOf = (ctx: RequestContext): Scope => ({
  companyId: ctx.companyId,
  sellerStoreId: ctx.user.role === 'agent' ? ctx.user.id : null,
});

/**
 * The orders the lines name, by id or reference number (references compare upper-cased). An agent finds only
 * the orders it sells (`lockManagedOrder`'s scope); another's order reads as unknown.
 */
async function findOrders(executor: Executor, scope: Scope, lines: BulkTrackingLine[], lock: boolean) {
  const values = [
    ...new Set(lines.map((line) => line.order).filter((value) => value !== '' && SINGLE_LINE.test(value))),
  ];
  if (values.length === 0) return [];
  const references = [...new Set(values.map((value) => value.toUpperCase()))];
  const query = executor
    .select({
      id: orders.id,
      referenceNo: orders.referenceNo,
      status: orders.status,
      delivery: orders.delivery,
      trackingNumber: orders.trackingNumber,
      courierName: orders.courierName,
    })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, scope.companyId),
        scope.sellerStoreId ? eq(orders.sellerStoreId, scope.sellerStoreId) : undefined,
        or(inArray(orders.id, values), inArray(orders.referenceNo, references)),
      ),
    )
    .orderBy(asc(orders.id));
  // Locked in id order, so two applies touching the same orders queue instead of deadlocking.
  return lock ? await query.for('update') : await query;
}

/** Why an order found cannot take a tracking number now, or null. */
function orderProblem(order: FoundOrder): { key: MessageKey; params?: Record<string, string> } | null {
  if (order.delivery === 'pickup') return { key: 'bulkTracking.row.pickup' };
  switch (order.status) {
    case 'to_ship':
      return null;
    case 'unpaid':
    case 'payment_process':
    case 'pending_approval':
      return { key: 'bulkTracking.row.notPaid' };
    case 'shipping':
      return { key: 'bulkTracking.row.shipped', params: { tracking: order.trackingNumber ?? '-' } };
    case 'completed':
      return { key: 'bulkTracking.row.completed' };
    case 'cancelled':
    case 'booking_over':
      return { key: 'bulkTracking.row.cancelled' };
    case 'refund':
      return { key: 'bulkTracking.row.refunded' };
    default:
      return { key: 'bulkTracking.row.notToShip' };
  }
}

/** Checks every line against the company's orders: each row ok, or refused with the first reason. */
async function checkLines(
  executor: Executor,
  scope: Scope,
  language: Language,
  lines: BulkTrackingLine[],
  lock: boolean,
): Promise<BulkTrackingPreview> {
  const found = await findOrders(executor, scope, lines, lock);
  const byId = new Map(found.map((order) => [order.id, order]));
  const byReference = new Map(found.map((order) => [order.referenceNo, order]));
  const orderOf = (line: BulkTrackingLine) =>
    line.order === '' ? undefined : (byId.get(line.order) ?? byReference.get(line.order.toUpperCase()));
  const rowsOfOrder = new Map<string, number[]>();
  for (const line of lines) {
    const order = orderOf(line);
    if (order) rowsOfOrder.set(order.id, [...(rowsOfOrder.get(order.id) ?? []), line.row]);
  }

  const rows: BulkTrackingRow[] = lines.map((line) => {
    const order = orderOf(line);
    const problem = ((): { key: MessageKey; params?: Record<string, string | number> } | null => {
      if (![line.order, line.trackingNumber, line.courier].every((cell) => SINGLE_LINE.test(cell)))
        return { key: 'validation.controlCharacters' };
      if (line.order === '') return { key: 'bulkTracking.row.missingOrder' };
      if (line.trackingNumber === '') return { key: 'bulkTracking.row.missingTracking' };
      if (line.trackingNumber.length < LIMITS.trackingMin)
        return { key: 'bulkTracking.row.trackingShort', params: { min: LIMITS.trackingMin } };
      if (line.trackingNumber.length > LIMITS.trackingMax)
        return { key: 'bulkTracking.row.trackingLong', params: { max: LIMITS.trackingMax } };
      if (line.courier.length > LIMITS.courierMax)
        return { key: 'bulkTracking.row.courierLong', params: { max: LIMITS.courierMax } };
      if (!order) return { key: 'bulkTracking.row.unknownOrder' };
      const sameOrder = rowsOfOrder.get(order.id) ?? [];
      if (sameOrder.length > 1) return { key: 'bulkTracking.row.duplicate', params: { rows: sameOrder.join(', ') } };
      return orderProblem(order);
    })();
    return {
      ...line,
      orderId: order?.id ?? null,
      referenceNo: order?.referenceNo ?? null,
      courierName: line.courier || order?.courierName || null,
      ok: problem === null,
      reason: problem ? translate(language, problem.key, problem.params) : null,
    };
  });
  const okCount = rows.filter((row) => row.ok).length;
  return { rows, counts: { total: rows.length, ok: okCount, refused: rows.length - okCount }, applied: false };
}

export async function previewTracking(
  deps: AppDeps,
  ctx: RequestContext,
  lines: BulkTrackingLine[],
): Promise<BulkTrackingPreview> {
  return checkLines(deps.db, scopeOf(ctx), ctx.language, lines, false);
}

/** Some rows cannot be applied: nothing was written; the route answers 422 with the checked rows. */
export class BulkTrackingRefused extends Error {
  constructor(readonly preview: BulkTrackingPreview) {
    super('bulk tracking refused');
  }
}

/**
 * One transaction: lock the orders, check every row again, then `setTracking` each. Any refused row (found
 * now, or refused by `setTracking` itself) rolls everything back and throws `BulkTrackingRefused`.
 */
export async function applyTracking(
  deps: AppDeps,
  ctx: RequestContext,
  lines: BulkTrackingLine[],
): Promise<BulkTrackingPreview> {
  const actor = actorFrom(ctx);
  return deps.db.transaction(async (tx) => {
    const checked = await checkLines(tx, scopeOf(ctx), ctx.language, lines, true);
    if (checked.counts.refused > 0) throw new BulkTrackingRefused(checked);
    for (const [index, row] of checked.rows.entries()) {
      try {
        await setTracking(tx, actor, row.orderId!, {
          trackingNumber: row.trackingNumber,
          ...(row.courier ? { courierName: row.courier } : {}),
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        const rows = checked.rows.map((other, at) =>
          at === index
            ? { ...other, ok: false, reason: translate(ctx.language, error.messageKey, error.params) }
            : other,
        );
        throw new BulkTrackingRefused({
          rows,
          counts: { total: rows.length, ok: rows.length - 1, refused: 1 },
          applied: false,
        });
      }
    }
    return { ...checked, applied: true };
  });
}
