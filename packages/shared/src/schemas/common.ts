import { z } from 'zod';
import { optionalText, SINGLE_LINE, text } from './text.js';

export { optionalText, requiredText } from './text.js';

/** Validation messages are message keys; the API and the web translate them (see messages/). */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .regex(SINGLE_LINE, 'validation.controlCharacters')
  .pipe(z.email('validation.email'));

/** Address lines of spec §3 (account detail, customer address, company). */
export const addressFields = {
  address1: optionalText(200),
  address2: optionalText(200),
  postcode: text({ max: 5 })
    .regex(/^(\d{5})?$/, 'validation.postcode')
    .optional(),
  city: optionalText(100),
  state: optionalText(100),
  country: text({ max: 2 }).length(2, 'validation.invalid').default('MY'),
};

/** The address lines of `addressFields` as the API answers them (null: not given). */
export const addressViewFields = {
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
};

export const metaSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Every response: `{ meta: { code, message }, data }` (design.md "API conventions"). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ meta: metaSchema, data });

export type Meta = z.infer<typeof metaSchema>;
export type Envelope<T> = { meta: Meta; data: T };
