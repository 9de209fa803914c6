import { z } from 'zod';
import { text } from './text.js';

/** Money in minor units (sen): a non-negative whole number. */
export const moneySchema = z
  .number({ error: 'validation.number' })
  .int('validation.wholeNumber')
  .min(0, 'validation.notNegative')
  .max(100_000_000_000, 'validation.tooLarge');

/** A count of units: a non-negative whole number. */
export const unitsSchema = z
  .number({ error: 'validation.number' })
  .int('validation.wholeNumber')
  .min(0, 'validation.notNegative')
  .max(10_000_000, 'validation.tooLarge');

/** A percentage 0–100 with at most 2 decimals (stored as basis points). */
export const percentSchema = z
  .number({ error: 'validation.number' })
  .min(0, 'validation.notNegative')
  .max(100, 'validation.percentMax')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation.twoDecimals');

export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const fromBasisPoints = (basisPoints: number) => basisPoints / 100;

/** A list query's page number (from 1). */
export const pageNumber = z.coerce.number().int().min(1).default(1);
/** A list query's page size: 1 to 100, `size` when left out. */
export const pageSize = (size = 20) => z.coerce.number().int().min(1).max(100).default(size);
/** A list query's search words. */
export const searchText = text({ max: 100 }).optional();

/** Page, limit, search and sort of every list (design.md "Lists"). */
export const listQuery = z.object({
  page: pageNumber,
  limit: pageSize(),
  q: searchText,
  sort: text({ max: 40 }).optional(),
});

/** One page of a list: its items, how many match in all, and the page asked. Extend it with a list's own figures. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), limit: z.number() });
