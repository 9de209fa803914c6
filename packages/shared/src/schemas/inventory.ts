import { z } from 'zod';
import { flagRepeatedItems } from './common.js';
import { listQuery, page, searchText } from './numbers.js';
import { idText, multilineText, text } from './text.js';

export const STOCK_UPDATE_TYPES = ['in', 'out', 'return'] as const;
export const MOVEMENT_KINDS = ['in', 'out', 'return', 'reversal', 'sale', 'order_return'] as const;

/** Spec §5 inventory update: direction chosen, amount > 0, reason required (a return also needs its reason). */
export const stockUpdateInput = z
  .object({
    storeId: text({ max: 64 }).optional(),
    type: z.enum(STOCK_UPDATE_TYPES, { error: 'inventory.directionRequired' }),
    reason: text({ max: 300, min: 1, multiline: true, required: 'inventory.reasonRequired' }),
    returnReason: multilineText(300).optional(),
    items: z
      .array(
        z.object({
          productId: idText(),
          variantId: text({ max: 64 }).optional(),
          amount: z
            .number({ error: 'inventory.amountPositive' })
            .int('validation.wholeNumber')
            .min(1, 'inventory.amountPositive')
            .max(1_000_000, 'validation.tooLarge'),
        }),
      )
      .min(1, 'validation.required')
      .max(100, 'validation.tooMany'),
  })
  .superRefine((value, issue) => {
    if (value.type === 'return' && !value.returnReason)
      issue.addIssue({ code: 'custom', path: ['returnReason'], message: 'inventory.returnReasonRequired' });
    flagRepeatedItems(value.items, issue, 'inventory.duplicateItem');
  });
export type StockUpdateInput = z.input<typeof stockUpdateInput>;

export const stockStore = z.object({
  id: z.string(),
  kind: z.enum(['branch', 'agent']),
  name: z.string(),
  writable: z.boolean(),
});
export type StockStore = z.infer<typeof stockStore>;

export const inventoryListQuery = listQuery.extend({
  storeId: text({ max: 64 }).optional(),
  categoryId: text({ max: 64 }).optional(),
  indicator: z.enum(['green', 'amber', 'red']).optional(),
});

export const inventoryRow = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  sku: z.string(),
  options: z.array(z.string()),
  coverImage: z.string().nullable(),
  category: z.string().nullable(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  peakOnHand: z.number(),
  indicator: z.enum(['green', 'amber', 'red']),
});
export type InventoryRow = z.infer<typeof inventoryRow>;
export const inventoryPage = page(inventoryRow).extend({ store: stockStore });

export const inventorySelectQuery = z.object({
  storeId: text({ max: 64 }).optional(),
  q: searchText,
});
export const inventoryOption = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  label: z.string(),
  sku: z.string(),
  available: z.number(),
});

export const historyQuery = listQuery.extend({
  storeId: text({ max: 64 }).optional(),
  productId: text({ max: 64 }).optional(),
  type: z.enum(MOVEMENT_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const stockMovement = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  sku: z.string(),
  options: z.array(z.string()),
  qtyIn: z.number(),
  qtyOut: z.number(),
  invType: z.enum(MOVEMENT_KINDS),
  invDesc: z.string(),
  returnReason: z.string().nullable(),
  orderId: z.string().nullable(),
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  reversible: z.boolean(),
  onHandAfter: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;
export const historyPage = page(stockMovement).extend({ store: stockStore });
