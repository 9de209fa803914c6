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

/** The lines of a delivery address as the API answers them (an address-book entry, an order's receiver). */
export const deliveryAddressViewFields = {
  address1: z.string(),
  address2: z.string().nullable(),
  postCode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
};

/** Flags (at `items.N.productId`) each item whose product and variant an earlier item of the list has already. */
export function flagRepeatedItems(
  items: ReadonlyArray<{ productId: string; variantId?: string | null | undefined }>,
  context: { addIssue: (issue: { code: 'custom'; path: Array<string | number>; message: string }) => void },
  message: string,
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = `${item.productId}/${item.variantId ?? ''}`;
    if (seen.has(key)) context.addIssue({ code: 'custom', path: ['items', index, 'productId'], message });
    seen.add(key);
  });
}

export const metaSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Every response: `{ meta: { code, message }, data }` (design.md "API conventions"). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ meta: metaSchema, data });

export type Meta = z.infer<typeof metaSchema>;
export type Envelope<T> = { meta: Meta; data: T };
