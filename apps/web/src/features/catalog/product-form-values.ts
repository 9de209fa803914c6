import { toNestErrors } from '@hookform/resolvers';
import { type Level, type Product, type PUBLISH_STATUSES, productInput } from '@niaga/shared';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';

export const COMMISSION_KEYS = [
  'personalLevel',
  'overriding',
  'leadership',
  'introducerBonus',
  'affiliate',
  'salesProfit',
] as const;
type CommissionKey = (typeof COMMISSION_KEYS)[number];

export type BandRow = { minQty?: number; maxQty?: number; price?: number };
/** One row per company level; an empty price means the product is not offered to that level. */
export type LevelRow = {
  levelId: string;
  levelName: string;
  price?: number;
  rankDiscount?: number;
  bands: BandRow[];
  commissions: Partial<Record<CommissionKey, number>>;
};
export type VariantRow = { id?: string; sku: string; options: string[]; imageUrl: string | null };

/** The product form: money in sen, percentages 0–100, publishAt as Kuala Lumpur wall-clock "YYYY-MM-DDTHH:mm". */
export type ProductFormValues = {
  name: string;
  sku: string;
  description: string;
  categoryId: string | null;
  branchId: string | null;
  retailPrice?: number;
  storePrice?: number;
  points?: number;
  discount?: number;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  coverImage: string | null;
  images: string[];
  status: (typeof PUBLISH_STATUSES)[number];
  publishAt: string;
  firstOrderOnly: boolean;
  preorder: boolean;
  preorderLimit?: number;
  ratingEnabled: boolean;
  levels: LevelRow[];
  variants: VariantRow[];
};
export type ProductRequest = z.output<typeof productInput>;

// Kuala Lumpur has kept UTC+8 without daylight saving since 1982: a fixed offset is exact.
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
export const toKlLocal = (iso: string) => new Date(Date.parse(iso) + KL_OFFSET_MS).toISOString().slice(0, 16);
const fromKlLocal = (local: string) => (local ? `${local}:00+08:00` : null);

export function blankProduct(levels: readonly Level[]): ProductFormValues {
  return {
    name: '',
    sku: '',
    description: '',
    categoryId: null,
    branchId: null,
    coverImage: null,
    images: [],
    status: 'published',
    publishAt: '',
    firstOrderOnly: false,
    preorder: false,
    ratingEnabled: false,
    levels: levels.map((level) => ({ levelId: level.id, levelName: level.levelName, bands: [], commissions: {} })),
    variants: [],
  };
}

export function toFormValues(product: Product, levels: readonly Level[]): ProductFormValues {
  const saved = new Map(product.levels.map((level) => [level.levelId, level]));
  return {
    ...blankProduct(levels),
    ...product,
    description: product.description ?? '',
    categoryId: product.category?.id ?? null,
    branchId: product.branchId,
    publishAt: product.publishAt ? toKlLocal(product.publishAt) : '',
    preorderLimit: product.preorderLimit ?? undefined,
    levels: levels.map((level) => {
      const row = saved.get(level.id);
      return { levelId: level.id, levelName: level.levelName, bands: [], commissions: {}, ...row };
    }),
  };
}

/** The API body, and for each of its levels the index of the form row it came from. */
export function toRequest(values: ProductFormValues) {
  const offered = values.levels.flatMap((level, index) => (level.price === undefined ? [] : [{ level, index }]));
  const body = {
    ...values,
    description: values.description || undefined,
    branchId: values.branchId || null,
    publishAt: values.status === 'scheduled' ? fromKlLocal(values.publishAt) : null,
    preorderLimit: values.preorder ? values.preorderLimit : null,
    levels: offered.map(({ level: { levelName: _name, ...level } }) => level),
  };
  return { body, levelRows: offered.map(({ index }) => index) };
}

/** An API field path ("levels.1.bands.0.minQty") as the form's path: level rows differ, options are one field. */
export function toFormPath(path: readonly PropertyKey[], levelRows: readonly number[]): string {
  const parts = path.map(String);
  if (parts[0] === 'levels' && parts[1] !== undefined) parts[1] = String(levelRows[Number(parts[1])] ?? parts[1]);
  if (parts[0] === 'variants' && parts[2] === 'options') parts.length = 3;
  if (parts[0] === 'images' && parts.length > 1) parts.length = 1;
  return parts.join('.');
}

/** Validates with the shared productInput schema, placing each message on the form row it belongs to. */
export const productResolver: Resolver<ProductFormValues, unknown, ProductRequest> = async (
  values,
  _context,
  options,
) => {
  const { body, levelRows } = toRequest(values);
  const parsed = productInput.safeParse(body);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const path = toFormPath(issue.path, levelRows);
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** The server's per-field messages keyed by form path. */
export function serverFieldErrors(error: unknown, levelRows: readonly number[]): [string, string][] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors).map(([key, message]) => [toFormPath(key.split('.'), levelRows), message]);
}
