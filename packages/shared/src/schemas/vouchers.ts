import { z } from 'zod';
import { requiredText } from './common.js';
import { listQuery, moneySchema, page, percentSchema, unitsSchema } from './numbers.js';
import { text } from './text.js';

export const VOUCHER_TYPES = ['amount', 'percentage'] as const;
export const VOUCHER_TABS = ['all', 'ongoing', 'upcoming', 'expired'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

const atLeastOne = unitsSchema.min(1, 'validation.min1');

/**
 * Spec §3 Voucher. `voucherDisc` is sen off for `amount` and a percentage (0–100, 2 decimals) for
 * `percentage`. Dates are calendar days in the company's time zone; both the start and the stop day count.
 */
export const voucherInput = z
  .object({
    id: text({ max: 64 }).optional(),
    voucherName: requiredText(200),
    voucherType: z.enum(VOUCHER_TYPES, { error: 'validation.required' }),
    voucherCode: requiredText(40).regex(/^[A-Za-z0-9_-]+$/, 'voucher.codeFormat'),
    voucherQuota: atLeastOne,
    voucherStartDate: z.iso.date('validation.date'),
    voucherStopDate: z.iso.date('validation.date'),
    voucherDisc: z.number({ error: 'validation.number' }).min(0, 'validation.notNegative'),
    voucherMinPurchase: moneySchema.default(0),
    voucherUsgLimit: atLeastOne,
    freeShipping: z.boolean().default(false),
    firstOrder: z.boolean().default(false),
    package: text({ max: 64 }).nullable().optional(),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const disc = (value.voucherType === 'percentage' ? percentSchema : moneySchema).safeParse(value.voucherDisc);
    if (!disc.success) issue('voucherDisc', disc.error.issues[0]?.message ?? 'validation.invalid');
    else if (value.voucherDisc === 0 && !value.freeShipping) issue('voucherDisc', 'voucher.noBenefit');
    if (value.voucherStopDate < value.voucherStartDate) issue('voucherStopDate', 'validation.dateOrder');
    if (value.voucherUsgLimit > value.voucherQuota) issue('voucherUsgLimit', 'voucher.limitAboveQuota');
  });
export type VoucherInput = z.input<typeof voucherInput>;

export const voucherView = z.object({
  id: z.string(),
  voucherName: z.string(),
  voucherType: z.enum(VOUCHER_TYPES),
  voucherCode: z.string(),
  voucherQuota: z.number(),
  voucherStartDate: z.string(),
  voucherStopDate: z.string(),
  voucherDisc: z.number(),
  voucherMinPurchase: z.number(),
  voucherUsgLimit: z.number(),
  freeShipping: z.boolean(),
  firstOrder: z.boolean(),
  package: z.string().nullable(),
  packageName: z.string().nullable(),
  status: z.enum(['ongoing', 'upcoming', 'expired']),
  usageCount: z.number(),
  /** How many times the voucher may be used in total (its quota). */
  totalUsableLimit: z.number(),
});
export type VoucherView = z.infer<typeof voucherView>;

export const voucherListQuery = listQuery.extend({ tab: z.enum(VOUCHER_TABS).default('all') });
export type VoucherListQuery = z.input<typeof voucherListQuery>;
export const voucherPage = page(voucherView);

export const voucherHistoryQuery = listQuery.extend({ voucherId: text({ max: 64 }).optional() });
export const voucherUseView = z.object({
  id: z.string(),
  voucherId: z.string(),
  voucherCode: z.string(),
  voucherName: z.string(),
  buyerId: z.string(),
  buyerName: z.string().nullable(),
  orderId: z.string(),
  discount: z.number(),
  createdAt: z.string(),
  releasedAt: z.string().nullable(),
});
export type VoucherUseView = z.infer<typeof voucherUseView>;
export const voucherUsePage = page(voucherUseView);

const idList = text({ max: 2000, trim: false })
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []));

/** The cart facts a buyer sends to learn what a code would give: money in sen, lines and packages comma-separated. */
export const voucherCheckQuery = z
  .object({
    code: requiredText(40),
    subtotal: z.coerce.number({ error: 'validation.number' }).pipe(moneySchema),
    shipping: z.coerce.number({ error: 'validation.number' }).pipe(moneySchema).default(0),
    lines: text({ max: 4000, trim: false })
      .regex(/^\d+(,\d+)*$/, 'validation.invalid')
      .optional()
      .transform((value) => (value ? value.split(',').map(Number) : [])),
    packageIds: idList,
  })
  .superRefine((value, context) => {
    // Zod runs this even when `lines` itself was refused; it then holds the raw string, not the parsed numbers.
    if (!Array.isArray(value.lines)) return;
    const sum = value.lines.reduce((total, line) => total + line, 0);
    if (value.lines.length > 0 && sum !== value.subtotal)
      context.addIssue({ code: 'custom', path: ['lines'], message: 'voucher.linesMismatch' });
  });

export const voucherCheckResult = z.object({
  voucherId: z.string(),
  voucherCode: z.string(),
  voucherName: z.string(),
  voucherType: z.enum(VOUCHER_TYPES),
  discount: z.number(),
  freeShipping: z.boolean(),
  shippingDiscount: z.number(),
});
export type VoucherCheckResult = z.infer<typeof voucherCheckResult>;
