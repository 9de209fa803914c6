import { z } from 'zod';
import { AGENT_STATUSES } from '../agents.js';
import { LANGUAGES } from '../constants.js';
import { PERMISSIONS, ROLES } from '../permissions.js';
import { addressFields, addressViewFields, emailSchema, optionalText, requiredText } from './common.js';
import { text } from './text.js';

export const GENDERS = ['male', 'female'] as const;

/** Spec §3 "Account detail" as answered by the API. */
export const accountSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  identityNo: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  tin: z.string().nullable(),
  rocNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  ...addressViewFields,
});

export const userDetail = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  status: z.enum(AGENT_STATUSES),
  language: z.enum(LANGUAGES),
  emailVerified: z.boolean(),
  profileCompleted: z.boolean(),
  level: z.object({ id: z.string(), name: z.string(), rankNumber: z.number() }).nullable(),
  company: z.object({ id: z.string(), name: z.string(), currency: z.enum(['MYR', 'IDR']), timeZone: z.string() }),
  subscription: z.object({
    disallow_login: z.boolean(),
    /** Locked, yet HQ: it may still reach the subscription pages to pay (domain-rules "Subscription"). */
    pay_to_unlock: z.boolean(),
    status: z.string().nullable(),
    dueDate: z.string().nullable(),
  }),
  control: z.object({
    first_order_package: z.boolean(),
    go_affiliate_status: z.boolean(),
    ejen_store_status: z.boolean(),
    e_koop_status: z.boolean(),
    cp58_feature: z.boolean(),
  }),
  account: accountSchema,
  username: z.string().nullable(),
  photoUrl: z.string().nullable(),
  bank: z
    .object({
      bankCountry: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      accountIdentity: z.string().optional(),
    })
    .nullable(),
  social: z.record(z.string(), z.string()),
});
export type UserDetail = z.infer<typeof userDetail>;

/** The person fields shared by the account-detail form and agent registration (spec §3 "Account detail"). */
export const personFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  phoneCode: text({ max: 5 }).regex(/^\+\d{1,4}$/, 'validation.phoneCode'),
  phoneNumber: text({ max: 14 }).regex(/^\d{6,14}$/, 'validation.phone'),
  identityNo: optionalText(30),
  birthDate: z.iso.date('validation.date').optional(),
  gender: z.enum(GENDERS, 'validation.invalid').optional(),
  rocNumber: optionalText(30),
  companyName: optionalText(200),
  ...addressFields,
};

/** First-login profile set-up and the account-detail form. */
export const accountDetailRequest = z.object({ ...personFields, tin: optionalText(20) });
export type AccountDetailRequest = z.input<typeof accountDetailRequest>;

export const languageRequest = z.object({ lang: z.enum(LANGUAGES, 'validation.invalid') });

export const staffInviteRequest = z.object({
  email: emailSchema,
  name: requiredText(100),
  permissions: z.array(z.enum(PERMISSIONS, 'validation.invalid')),
});
export const staffPermissionsRequest = z.object({ permissions: z.array(z.enum(PERMISSIONS, 'validation.invalid')) });

export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
