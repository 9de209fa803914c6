import { z } from 'zod';

/** Validation messages are message keys; the API and the web translate them (see messages/). */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.email'));

export const requiredText = (max = 200) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const optionalText = (max = 200) => z.string().trim().max(max, 'validation.tooLong').optional();

/** Address lines of spec §3 (account detail, customer address, company). */
export const addressFields = {
  address1: optionalText(200),
  address2: optionalText(200),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'validation.postcode')
    .optional()
    .or(z.literal('')),
  city: optionalText(100),
  state: optionalText(100),
  country: z.string().trim().length(2, 'validation.invalid').default('MY'),
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
