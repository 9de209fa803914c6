import { z } from 'zod';
import { multilineText, text } from './text.js';

const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();
const callingCode = text({ max: 5 }).regex(/^\+\d{1,4}$/, 'validation.phoneCode');
const phoneNumber = text({ max: 14 }).regex(/^\d{6,14}$/, 'validation.phone');

/**
 * The company's helpline (spec §2 "/helpline"): e-mail, phone and WhatsApp (each with its calling code) and the
 * opening hours as text. Every value is optional; '' clears it.
 */
export const helplineInput = z
  .object({
    email: text({ max: 254 })
      .toLowerCase()
      .pipe(z.union([z.literal(''), z.email('validation.email')]))
      .optional(),
    phoneCode: optional(callingCode),
    phone: optional(phoneNumber),
    whatsappCode: optional(callingCode),
    whatsapp: optional(phoneNumber),
    hours: optional(multilineText(500)),
  })
  .superRefine((value, context) => {
    if (value.phone && !value.phoneCode)
      context.addIssue({ code: 'custom', path: ['phoneCode'], message: 'validation.required' });
    if (value.whatsapp && !value.whatsappCode)
      context.addIssue({ code: 'custom', path: ['whatsappCode'], message: 'validation.required' });
  });
export type HelplineInput = z.input<typeof helplineInput>;

export const helpline = z.object({
  email: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phone: z.string().nullable(),
  whatsappCode: z.string().nullable(),
  whatsapp: z.string().nullable(),
  hours: z.string().nullable(),
});
export type Helpline = z.infer<typeof helpline>;
