import { z } from 'zod';
import { page, pageNumber, pageSize } from './numbers.js';
import { reportPeriod } from './report-period.js';
import { idText, text } from './text.js';

/** Spec §5/§9: the product sales report compares at most 10 products at once. */
export const MAX_REPORT_PRODUCTS = 10;

const paged = <S extends readonly [string, ...string[]]>(sorts: S, fallback: S[number]) => ({
  page: pageNumber,
  limit: pageSize(),
  sort: z.enum(sorts).default(fallback),
});

// ---- Inventory: each stock item per store (an HQ branch or a stock-holding agent), and its movements in the period.

export const inventoryReportFilters = reportPeriod.extend({
  /** One store: a branch or an agent; none: every store. */
  storeId: idText().optional(),
  storeKind: z.enum(['branch', 'agent']).optional(),
  productId: idText().optional(),
  q: text({ max: 100 }).optional(),
});
export const INVENTORY_REPORT_SORTS = [
  'name',
  '-name',
  '-onHand',
  'onHand',
  '-available',
  'available',
  '-sold',
] as const;
export const inventoryReportListQuery = inventoryReportFilters.extend(paged(INVENTORY_REPORT_SORTS, 'name'));
export type InventoryReportListQuery = z.input<typeof inventoryReportListQuery>;

/** Movements in the period by kind (the stock ledger's `inv_type`), in units. */
export const movementTotals = z.object({
  in: z.number(),
  out: z.number(),
  return: z.number(),
  reversal: z.number(),
  sale: z.number(),
  orderReturn: z.number(),
});
export type MovementTotals = z.infer<typeof movementTotals>;

export const inventoryReportSummary = z.object({
  stores: z.number(),
  items: z.number(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  movements: movementTotals,
  byStoreKind: z.array(
    z.object({ kind: z.enum(['branch', 'agent']), stores: z.number(), onHand: z.number(), available: z.number() }),
  ),
});
export type InventoryReportSummary = z.infer<typeof inventoryReportSummary>;

export const inventoryReportRow = z.object({
  storeId: z.string(),
  storeKind: z.enum(['branch', 'agent']),
  storeName: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  options: z.array(z.string()),
  sku: z.string().nullable(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  movements: movementTotals,
});
export type InventoryReportRow = z.infer<typeof inventoryReportRow>;
export const inventoryReportPage = page(inventoryReportRow);
export type InventoryReportPage = z.infer<typeof inventoryReportPage>;

// ---- Product sales: units and sales of counted orders' lines in the period.

/** Comma-separated product ids, at most 10 (refused with `report.tooManyProducts`, not cut). */
export const reportProductIds = text({ max: 2_000 })
  .optional()
  .transform((value) => (value ? [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean) : []))
  .refine((ids) => ids.length <= MAX_REPORT_PRODUCTS, { message: 'report.tooManyProducts' });

export const productSalesFilters = reportPeriod.extend({
  productIds: reportProductIds,
  branchId: idText().optional(),
  agentId: idText().optional(),
  levelId: idText().optional(),
  state: text({ max: 100 }).optional(),
});
export type ProductSalesFilters = z.input<typeof productSalesFilters>;
export const PRODUCT_SALES_SORTS = ['-sales', 'sales', '-units', 'units', 'name', '-name'] as const;
export const productSalesListQuery = productSalesFilters.extend(paged(PRODUCT_SALES_SORTS, '-sales'));
export type ProductSalesListQuery = z.input<typeof productSalesListQuery>;

/** GET /api/product-sales/products: the products to choose from (search by name or SKU). */
export const productSalesChoiceQuery = z.object({ q: text({ max: 100 }).optional() });
export const productSalesChoices = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), sku: z.string().nullable() })),
  max: z.number(),
});

export const productSalesRow = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  sku: z.string().nullable(),
  orders: z.number(),
  units: z.number(),
  /** Sen: the lines' totals (after line discounts). */
  sales: z.number(),
});
export type ProductSalesRow = z.infer<typeof productSalesRow>;
export const productSalesPage = page(productSalesRow);
export type ProductSalesPage = z.infer<typeof productSalesPage>;

export const agentProductSalesRow = productSalesRow.extend({
  agentId: z.string(),
  agentName: z.string(),
  levelName: z.string().nullable(),
  state: z.string().nullable(),
});
export type AgentProductSalesRow = z.infer<typeof agentProductSalesRow>;
export const agentProductSalesPage = page(agentProductSalesRow);
export type AgentProductSalesPage = z.infer<typeof agentProductSalesPage>;

// ---- Customer database: users with role `customer` (they buy from stores, a later issue) and their orders.

export const customerReportFilters = reportPeriod.extend({
  q: text({ max: 100 }).optional(),
  state: text({ max: 100 }).optional(),
});
export const CUSTOMER_REPORT_SORTS = ['-purchases', 'purchases', '-orders', 'name', '-name', '-joinedAt'] as const;
export const customerReportListQuery = customerReportFilters.extend(paged(CUSTOMER_REPORT_SORTS, '-purchases'));
export type CustomerReportListQuery = z.input<typeof customerReportListQuery>;
export const customerReportSummary = z.object({
  customers: z.number(),
  joined: z.number(),
  buying: z.number(),
  orders: z.number(),
  purchases: z.number(),
});
export type CustomerReportSummary = z.infer<typeof customerReportSummary>;
export const customerReportRow = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  joinedAt: z.string(),
  orders: z.number(),
  purchases: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerReportRow = z.infer<typeof customerReportRow>;
export const customerReportPage = page(customerReportRow);
export type CustomerReportPage = z.infer<typeof customerReportPage>;
export type ProductSalesChoices = z.infer<typeof productSalesChoices>;
