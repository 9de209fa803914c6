import { z } from 'zod';
import { HQ_ORDER_PAYMENT_METHODS } from '../orders.js';
import { customerAddressInput } from './addresses.js';
import { addCartInput, orderTotals, orderView } from './orders.js';
import { idText, multilineText } from './text.js';

const id = idText();

/** A product (variant) or a package with its quantity, as the cart takes them (combos are ordered in the shop). */
const hqOrderItem = z.discriminatedUnion('kind', [addCartInput.options[0], addCartInput.options[1]]);

/**
 * POST /api/orders/new (with an `Idempotency-Key` header): HQ (or staff with "manage orders") places an order
 * for an agent, through the same checkout as the agent's own. The items are priced at the agent's level; the
 * delivery goes to one of the agent's addresses (`addressId`) or a new one (`address`), or is collected at a
 * branch; the payment is what HQ received: a transfer (the receipt follows, POST /api/orders/:id/receipt),
 * cash, or the agent's wallet.
 */
export const hqOrderInput = z
  .object({
    buyerId: id,
    items: z.array(hqOrderItem).min(1, 'validation.required').max(100),
    delivery: z.enum(['shipping', 'pickup']),
    addressId: id.optional(),
    address: customerAddressInput.optional(),
    courierId: id.optional(),
    pickupBranchId: id.optional(),
    pickupTime: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
    paymentMethod: z.enum(HQ_ORDER_PAYMENT_METHODS),
    notes: multilineText(500).optional(),
    /** Only to price the order (no order is written). */
    dryRun: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.delivery === 'shipping' && !value.addressId && !value.address)
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'validation.required' });
    if (value.delivery === 'pickup' && !value.pickupBranchId)
      ctx.addIssue({ code: 'custom', path: ['pickupBranchId'], message: 'validation.required' });
    if (value.delivery === 'pickup' && !value.pickupTime)
      ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: 'validation.required' });
  });
export type HqOrderInput = z.input<typeof hqOrderInput>;

/** The dry run's answer: the lines at the agent's price, the courier chosen and the totals. */
export const hqOrderQuote = z.object({
  lines: z.array(
    z.object({
      name: z.string(),
      variantName: z.string().nullable(),
      quantity: z.number(),
      unitPrice: z.number(),
      lineTotal: z.number(),
    }),
  ),
  courierName: z.string().nullable(),
  totals: orderTotals,
});
export type HqOrderQuote = z.infer<typeof hqOrderQuote>;

export const hqOrderPlaced = z.object({ order: orderView, replayed: z.boolean() });

/** GET /api/orders/new/buyer/:id: what the form needs of the chosen agent. */
export const hqOrderBuyer = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  level: z.object({ id: z.string(), name: z.string() }),
  firstOrder: z.boolean(),
  walletBalance: z.number(),
  addresses: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      primary: z.boolean(),
    }),
  ),
});
export type HqOrderBuyer = z.infer<typeof hqOrderBuyer>;
