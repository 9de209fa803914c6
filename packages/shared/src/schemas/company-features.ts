import { z } from 'zod';
import { text } from './text.js';

/** The on/off switches of spec §3 "Company features" and the §6 feature controls (company-features get, store). */
export const FEATURE_SWITCHES = [
  'selfPickup',
  'showHidePreorder',
  'manualReceipt',
  'firstOrder',
  'firstOrderPackage',
  'ejenstoreStatus',
  'eKoopStatus',
  'goAffiliateStatus',
  'zeroriseOverriding',
  'cp58Feature',
  'showAmountSnR',
  'incomeStatement',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

const switches = <T extends z.ZodType>(kind: T) =>
  z.object(Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, kind])) as Record<FeatureSwitch, T>);
export const featureSwitches = switches(z.boolean());
export const featureSwitchesInput = switches(z.boolean().optional());

/** The longest agent inactivity period HQ may choose, in months. */
export const MAX_INACTIVE_MONTHS = 24;
const levelIds = z
  .array(text({ max: 64 }))
  .max(50, 'validation.tooMany')
  .transform((ids) => [...new Set(ids)]);

/** Spec §7 company-network (get, store): the network rules HQ chooses (docs/decisions.md "Control features"). */
export const companyNetwork = z.object({
  /** "Ordering level": agents of these levels hold stock and sell to their downline. */
  orderingLevelIds: z.array(z.string()),
  /** spec "orderCompany": every order is sold by HQ (the ordering levels are kept but not used). */
  orderCompany: z.boolean(),
  /** spec "allLevelStatus": agents of every level may recruit; off: only those of `level`. */
  allLevelStatus: z.boolean(),
  /** spec "level": the levels whose agents may recruit when `allLevelStatus` is off. */
  level: z.array(z.string()),
  /** spec "allLevel": invite links into the agent's own level and every level below; off: the entry level only. */
  allLevel: z.boolean(),
  /** spec "inactiveLimit": months without a counted order after which an agent is inactive. */
  inactiveLimit: z.number(),
});
export type CompanyNetwork = z.infer<typeof companyNetwork>;
export const companyNetworkInput = z.object({
  orderingLevelIds: levelIds.optional(),
  orderCompany: z.boolean().optional(),
  allLevelStatus: z.boolean().optional(),
  level: levelIds.optional(),
  allLevel: z.boolean().optional(),
  inactiveLimit: z
    .number({ error: 'validation.number' })
    .int('validation.wholeNumber')
    .min(1, 'validation.min1')
    .max(MAX_INACTIVE_MONTHS, 'network.inactiveTooLong')
    .optional(),
});
