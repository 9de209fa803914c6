import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { checkBands } from '../pricing.js';
import { requiredText } from './common.js';
import { listQuery, moneySchema, page, pageSize, percentSchema, unitsSchema } from './numbers.js';
import { idText, multilineText, text } from './text.js';

export const PUBLISH_STATUSES = ['published', 'scheduled', 'suspended'] as const;

export const categoryInput = z.object({
  name: requiredText(80),
  imageUrl: text({ max: 500 }).nullable().optional(),
});
export const category = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  itemCount: z.number(),
});
export type Category = z.infer<typeof category>;
export const categoryListQuery = listQuery.extend({
  limit: pageSize(LIMITS.categoryPageSize),
});

const wholeQuantity = z.number({ error: 'validation.number' }).int('validation.wholeNumber').min(1, 'validation.min1');
export const priceBandInput = z.object({ minQty: wholeQuantity, maxQty: wholeQuantity, price: moneySchema });

/** Per-unit commission amounts of a product for one level (sen), read by the commission engine. */
export const productCommissions = z.object({
  personalLevel: moneySchema.default(0),
  overriding: moneySchema.default(0),
  leadership: moneySchema.default(0),
  introducerBonus: moneySchema.default(0),
  affiliate: moneySchema.default(0),
  salesProfit: moneySchema.default(0),
});

/** A level that may buy the product: its price, rank discount, quantity bands and commissions. */
export const productLevelInput = z.object({
  levelId: idText(),
  price: moneySchema,
  rankDiscount: percentSchema.default(0),
  bands: z.array(priceBandInput).max(10, 'validation.tooMany').default([]),
  commissions: productCommissions.default({
    personalLevel: 0,
    overriding: 0,
    leadership: 0,
    introducerBonus: 0,
    affiliate: 0,
    salesProfit: 0,
  }),
});

export const variantInput = z.object({
  id: text({ max: 64 }).optional(),
  sku: requiredText(60),
  options: z.array(requiredText(40)).min(1, 'validation.required').max(3, 'validation.tooMany'),
  imageUrl: text({ max: 500 }).nullable().optional(),
});

export const productInput = z
  .object({
    name: requiredText(200),
    sku: requiredText(60),
    description: multilineText(5000).optional(),
    categoryId: text({ max: 64 }).nullable().optional(),
    /** The company branch the product belongs to (one of GET /api/setup/branch). */
    branchId: text({ max: 64 }).nullable().optional(),
    retailPrice: moneySchema,
    storePrice: moneySchema.default(0),
    points: unitsSchema.default(0),
    discount: percentSchema.default(0),
    weight: unitsSchema,
    length: unitsSchema.default(0),
    width: unitsSchema.default(0),
    height: unitsSchema.default(0),
    coverImage: text({ max: 500 }).nullable().optional(),
    images: z
      .array(text({ max: 500 }))
      .max(LIMITS.extraProductImages, 'validation.maxImages')
      .default([]),
    status: z.enum(PUBLISH_STATUSES, 'validation.invalid').default('published'),
    publishAt: z.iso.datetime({ offset: true, error: 'validation.date' }).nullable().optional(),
    firstOrderOnly: z.boolean().default(false),
    preorder: z.boolean().default(false),
    preorderLimit: unitsSchema.nullable().optional(),
    ratingEnabled: z.boolean().default(false),
    levels: z.array(productLevelInput).max(30, 'validation.tooMany').default([]),
    variants: z.array(variantInput).max(100, 'validation.tooMany').default([]),
  })
  .superRefine((product, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (product.status === 'scheduled' && !product.publishAt) issue(['publishAt'], 'validation.required');
    if (product.preorder && product.preorderLimit == null) issue(['preorderLimit'], 'validation.required');
    const levels = new Set<string>();
    product.levels.forEach((level, index) => {
      if (levels.has(level.levelId)) issue(['levels', index, 'levelId'], 'validation.duplicate');
      levels.add(level.levelId);
      for (const problem of checkBands(level.bands))
        issue(['levels', index, 'bands', problem.index, 'minQty'], problem.key);
    });
    const skus = new Set([product.sku.toLowerCase()]);
    const optionSets = new Set<string>();
    product.variants.forEach((variant, index) => {
      const sku = variant.sku.toLowerCase();
      if (skus.has(sku)) issue(['variants', index, 'sku'], 'validation.duplicate');
      skus.add(sku);
      const options = variant.options.map((option) => option.toLowerCase()).join('\u0000');
      if (optionSets.has(options)) issue(['variants', index, 'options'], 'validation.duplicate');
      optionSets.add(options);
    });
  });
export type ProductInput = z.input<typeof productInput>;

export const product = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  description: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  branchId: z.string().nullable(),
  retailPrice: z.number(),
  storePrice: z.number(),
  points: z.number(),
  discount: z.number(),
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  coverImage: z.string().nullable(),
  images: z.array(z.string()),
  status: z.enum(PUBLISH_STATUSES),
  publishAt: z.string().nullable(),
  firstOrderOnly: z.boolean(),
  preorder: z.boolean(),
  preorderLimit: z.number().nullable(),
  ratingEnabled: z.boolean(),
  levels: z.array(
    z.object({
      levelId: z.string(),
      price: z.number(),
      rankDiscount: z.number(),
      bands: z.array(z.object({ minQty: z.number(), maxQty: z.number(), price: z.number() })),
      commissions: z.object({
        personalLevel: z.number(),
        overriding: z.number(),
        leadership: z.number(),
        introducerBonus: z.number(),
        affiliate: z.number(),
        salesProfit: z.number(),
      }),
    }),
  ),
  variants: z.array(
    z.object({ id: z.string(), sku: z.string(), options: z.array(z.string()), imageUrl: z.string().nullable() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

export const productListQuery = listQuery.extend({
  categoryId: text({ max: 64 }).optional(),
  status: z.enum(PUBLISH_STATUSES).optional(),
});
export const productRow = product
  .pick({
    id: true,
    name: true,
    sku: true,
    category: true,
    retailPrice: true,
    status: true,
    publishAt: true,
    coverImage: true,
    firstOrderOnly: true,
    preorder: true,
  })
  .extend({ variantCount: z.number() });
export const productPage = page(productRow);
export const productStatusRequest = z.object({ status: z.enum(['published', 'suspended'], 'validation.invalid') });
