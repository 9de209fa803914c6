import { z } from 'zod';
import { VALIDITY_TABS } from '../bundles.js';
import { flagRepeatedItems, requiredText } from './common.js';
import { listQuery, moneySchema, page, unitsSchema } from './numbers.js';
import { idText, multilineText, text } from './text.js';

const quantity = z.number({ error: 'validation.number' }).int('validation.wholeNumber').min(1, 'validation.min1');

/** Spec §3 Package: a fixed set of products at one price, valid between two dates. */
export const packageInput = z
  .object({
    name: requiredText(200),
    code: requiredText(40),
    price: moneySchema,
    validFrom: z.iso.date('validation.date'),
    validTo: z.iso.date('validation.date').nullable().optional(),
    firstOrderOnly: z.boolean().default(false),
    suspended: z.boolean().default(false),
    coverImage: text({ max: 500 }).nullable().optional(),
    items: z
      .array(
        z.object({
          productId: idText(),
          variantId: text({ max: 64 }).nullable().optional(),
          quantity,
        }),
      )
      .min(1, 'validation.required')
      .max(50, 'validation.tooMany'),
  })
  .superRefine((value, context) => {
    if (value.validTo && value.validTo < value.validFrom)
      context.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.dateOrder' });
    flagRepeatedItems(value.items, context, 'validation.duplicate');
  });
export type PackageInput = z.input<typeof packageInput>;

export const packageView = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  price: z.number(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  validity: z.enum(VALIDITY_TABS),
  firstOrderOnly: z.boolean(),
  suspended: z.boolean(),
  coverImage: z.string().nullable(),
  sold: z.number(),
  items: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      variantId: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
});
export type PackageView = z.infer<typeof packageView>;

export const bundleListQuery = listQuery.extend({ tab: z.enum(VALIDITY_TABS).optional() });
export const packagePage = page(packageView);

/** Spec §3 Combo: the buyer picks exactly `requiredQuantity` units among the combo's products. */
export const comboInput = z.object({
  name: requiredText(200),
  code: requiredText(40),
  requiredQuantity: quantity,
  price: moneySchema,
  firstOrderOnly: z.boolean().default(false),
  suspended: z.boolean().default(false),
  coverImage: text({ max: 500 }).nullable().optional(),
  description: multilineText(2000).optional(),
  products: z
    .array(z.object({ productId: idText(), minQuantity: unitsSchema.default(0) }))
    .min(1, 'validation.required')
    .max(100, 'validation.tooMany'),
});
export type ComboInput = z.input<typeof comboInput>;

export const comboView = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  requiredQuantity: z.number(),
  price: z.number(),
  firstOrderOnly: z.boolean(),
  suspended: z.boolean(),
  coverImage: z.string().nullable(),
  description: z.string().nullable(),
  products: z.array(z.object({ productId: z.string(), productName: z.string(), minQuantity: z.number() })),
});
export type ComboView = z.infer<typeof comboView>;
export const comboPage = page(comboView);
