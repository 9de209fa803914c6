import { z } from 'zod';
import { addressFields, addressViewFields, requiredText } from './common.js';
import { text } from './text.js';

/**
 * Spec §3 "Company" (`/company`, `setup/company` get and store): the registered business printed on invoices,
 * packing lists, shipping labels and CP58 statements. Optional values may be sent as '' (the form clears a field).
 */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/** SSM registration: the 12-digit number of 2019 on, or the older "1234567-X" / "SA0123456-A" forms. */
const companyRoc = text({ max: 30 })
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9\-/() ]{2,29}$/, 'companyProfile.rocFormat');

/** LHDN TIN (e.g. C2584563200, IG21136425010) or an Indonesian NPWP (15/16 digits, dots and dashes allowed). */
const tin = text({ max: 25 })
  .toUpperCase()
  .regex(/^[A-Z]{0,2}[0-9][0-9.-]{5,22}$/, 'companyProfile.tinFormat');

export const companyProfileInput = z
  .object({
    name: requiredText(200),
    companyRoc: optional(companyRoc),
    tin: optional(tin),
    /** MSIC 2008, five digits; the description comes from the reference table. */
    msicCode: optional(text({ max: 5 }).regex(/^\d{5}$/, 'companyProfile.msicFormat')),
    ...addressFields,
    address1: requiredText(200),
    postcode: requiredText(10).describe('5 digits when `country` is MY or ID (400 otherwise)'),
    city: requiredText(100),
    state: requiredText(100),
    phoneCode: optional(text({ max: 5 }).regex(/^\+\d{1,4}$/, 'validation.phoneCode')),
    phone: optional(text({ max: 14 }).regex(/^\d{6,14}$/, 'validation.phone')),
    email: text({ max: 254 })
      .toLowerCase()
      .pipe(z.union([z.literal(''), z.email('validation.email')]))
      .optional(),
  })
  .superRefine((value, context) => {
    if ((value.country === 'MY' || value.country === 'ID') && !/^\d{5}$/.test(value.postcode))
      context.addIssue({ code: 'custom', path: ['postcode'], message: 'validation.postcode' });
    if (value.phone && !value.phoneCode)
      context.addIssue({ code: 'custom', path: ['phoneCode'], message: 'validation.required' });
  });
export type CompanyProfileInput = z.input<typeof companyProfileInput>;

export const companyProfile = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  companyRoc: z.string().nullable(),
  tin: z.string().nullable(),
  msicCode: z.string().nullable(),
  msicDescription: z.string().nullable(),
  ...addressViewFields,
  phoneCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;
