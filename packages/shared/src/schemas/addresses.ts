import { z } from 'zod';
import { deliveryAddressViewFields, optionalText, requiredText } from './common.js';
import { idDistrictCode, idProvinceCode, idRegencyCode } from './reference.js';
import { text } from './text.js';

/** How many live addresses one owner may keep in the address book. */
export const MAX_ADDRESSES = 50;

const idVillageCode = text({ max: 13 }).regex(/^\d{2}\.\d{2}\.\d{2}\.\d{4}$/, 'validation.reference.code');
/** An Indonesian area code, or nothing ('' counts as nothing: the form clears a level with ''). */
const areaCode = (code: z.ZodString) => z.union([z.literal(''), code]).optional();
const AREA_LEVELS = ['provinceId', 'regencyId', 'districtId', 'villageId'] as const;

/**
 * Spec §3 Customer address (create, or update the address named by `id`). Malaysia and Indonesia have
 * 5-digit postcodes; an Indonesian address names its province, regency, district and village by the codes
 * of the reference-data calls (`state` and `city` hold the province and regency names, as the profile does).
 * `primary: true` makes the address the primary one; the first address is always primary.
 */
export const customerAddressInput = z
  .object({
    id: text({ max: 64 }).optional(),
    firstName: requiredText(100),
    lastName: optionalText(100),
    addrTitle: optionalText(60),
    email: text({ max: 254 })
      .toLowerCase()
      .pipe(z.union([z.literal(''), z.email('validation.email')]))
      .optional(),
    address1: requiredText(200),
    address2: optionalText(200),
    postCode: requiredText(10).describe('5 digits when `country` is MY or ID (400 otherwise)'),
    city: requiredText(100),
    state: requiredText(100),
    country: text({ max: 2 })
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'validation.invalid')
      .default('MY'),
    phoneCode: text({ max: 5 }).regex(/^\+\d{1,4}$/, 'validation.phoneCode'),
    phoneNumber: text({ max: 14 }).regex(/^\d{6,14}$/, 'validation.phone'),
    provinceId: areaCode(idProvinceCode),
    regencyId: areaCode(idRegencyCode),
    districtId: areaCode(idDistrictCode),
    villageId: areaCode(idVillageCode),
    primary: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if ((value.country === 'MY' || value.country === 'ID') && !/^\d{5}$/.test(value.postCode))
      issue('postCode', 'validation.postcode');
    if (value.country !== 'ID') return;
    for (const level of AREA_LEVELS) if (!value[level]) issue(level, 'validation.required');
    // Each level's code starts with its parent's (32 → 32.73 → 32.73.01 → 32.73.01.1001).
    AREA_LEVELS.slice(1).forEach((level, index) => {
      const parent = value[AREA_LEVELS[index] as (typeof AREA_LEVELS)[number]];
      const code = value[level];
      if (parent && code && !code.startsWith(`${parent}.`)) issue(level, 'address.areaMismatch');
    });
  });
export type CustomerAddressInput = z.input<typeof customerAddressInput>;

/** One address of the book as the API answers it. */
export const customerAddress = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  addrTitle: z.string(),
  email: z.string().nullable(),
  ...deliveryAddressViewFields,
  phoneCode: z.string(),
  phoneNumber: z.string(),
  provinceId: z.string().nullable(),
  regencyId: z.string().nullable(),
  districtId: z.string().nullable(),
  villageId: z.string().nullable(),
  primary: z.boolean(),
  createdAt: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

/** The owner's book: the primary address first, then the newest. */
export const customerAddressList = z.object({ items: z.array(customerAddress) });

export const setPrimaryAddressInput = z.object({ id: requiredText(64) });
