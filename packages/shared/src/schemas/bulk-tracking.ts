import { z } from 'zod';
import { text } from './text.js';

/** Bulk tracking (issue 7): a CSV or .xlsx of order + tracking number + courier, previewed then applied. */
export const BULK_TRACKING_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 1_000,
  /** The same bounds as the single tracking call (`trackingInput`). */
  trackingMin: 3,
  trackingMax: 60,
  courierMax: 60,
  orderMax: 64,
} as const;

/** The header row of the template the web offers (any of the names below is read too). */
export const BULK_TRACKING_TEMPLATE_HEADER = ['order', 'tracking number', 'courier'] as const;

/**
 * Header names read for each column, compared lower-cased without spaces, dots, underscores or dashes
 * (English, Malay and Indonesian).
 */
export const BULK_TRACKING_HEADERS = {
  order: [
    'order',
    'orderid',
    'orderno',
    'ordernumber',
    'orderreference',
    'reference',
    'referenceno',
    'referencenumber',
    'ref',
    'refno',
    'pesanan',
    'idpesanan',
    'nopesanan',
    'nomorpesanan',
    'nomborpesanan',
    'rujukan',
    'norujukan',
    'nomborrujukan',
    'nomorreferensi',
    'referensi',
  ],
  trackingNumber: [
    'tracking',
    'trackingnumber',
    'trackingno',
    'trackingid',
    'trackingcode',
    'awb',
    'awbno',
    'consignmentno',
    'consignmentnumber',
    'penjejakan',
    'nopenjejakan',
    'nomborpenjejakan',
    'nomborjejak',
    'resi',
    'noresi',
    'nomorresi',
    'nomorpelacakan',
    'pelacakan',
  ],
  courier: ['courier', 'couriername', 'kurier', 'namakurier', 'kurir', 'namakurir', 'ekspedisi', 'carrier'],
} as const satisfies Record<string, readonly string[]>;

/** One line of the file as read (cells trimmed); `row` is the sheet's row number (the header is row 1). */
export const bulkTrackingLine = z.object({
  row: z.number().int().min(1),
  order: text({ max: 200 }),
  trackingNumber: text({ max: 200 }),
  courier: text({ max: 200 }),
});
export type BulkTrackingLine = z.infer<typeof bulkTrackingLine>;

/** `POST /api/orders/bulk-tracking/apply` as JSON: the rows the preview answered (or typed ones). */
export const bulkTrackingApplyInput = z.object({
  rows: z
    .array(bulkTrackingLine)
    .min(1, 'bulkTracking.noRows')
    .max(BULK_TRACKING_LIMITS.maxRows, 'bulkTracking.tooManyRows'),
});
export type BulkTrackingApplyInput = z.infer<typeof bulkTrackingApplyInput>;

export const bulkTrackingRow = z.object({
  row: z.number(),
  order: z.string(),
  trackingNumber: z.string(),
  courier: z.string(),
  /** The order found (its id), or null. */
  orderId: z.string().nullable(),
  referenceNo: z.string().nullable(),
  /** The courier name the order will keep: the file's, else the one chosen at checkout. */
  courierName: z.string().nullable(),
  ok: z.boolean(),
  /** Why the row is refused, in the caller's language; null when ok. */
  reason: z.string().nullable(),
});
export type BulkTrackingRow = z.infer<typeof bulkTrackingRow>;

export const bulkTrackingPreview = z.object({
  rows: z.array(bulkTrackingRow),
  counts: z.object({ total: z.number(), ok: z.number(), refused: z.number() }),
  /** Apply was done (only on `apply`): every row's order is now `shipping`. */
  applied: z.boolean(),
});
export type BulkTrackingPreview = z.infer<typeof bulkTrackingPreview>;
