import { z } from 'zod';
import { text } from './text.js';

/**
 * The three store kinds of issue 22 (spec §1 control object): the agent's online store, the affiliate store
 * and the cooperative (school) store. `path` is the segment of the agent's pages (/ejen-store/register …).
 */
export const STORE_KINDS = ['ejen_store', 'go_affiliate', 'e_koop'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export const STORE_KIND_PATHS = {
  ejen_store: 'ejen-store',
  go_affiliate: 'go-affiliate',
  e_koop: 'e-koop',
} as const satisfies Record<StoreKind, string>;

/** The company feature that switches each kind on (`companies.features`, read through `resolveFeatures`). */
export const STORE_KIND_FEATURES = {
  ejen_store: 'ejenstoreStatus',
  go_affiliate: 'goAffiliateStatus',
  e_koop: 'eKoopStatus',
} as const satisfies Record<StoreKind, string>;

/** pending (registered, waiting for HQ) → active (approved) ⇄ suspended (by HQ). */
export const STORE_STATUSES = ['pending', 'active', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** Why a storefront answers its closed page instead of its shop (never a 500, issue 22 "Rules"). */
export const STORE_CLOSED_REASONS = ['pending', 'suspended', 'kindOff'] as const;
export type StoreClosedReason = (typeof STORE_CLOSED_REASONS)[number];

/**
 * Slugs a store may not take: words of the storefront's own paths and words that would mislead a customer.
 * Compared after lower-casing.
 */
export const RESERVED_STORE_SLUGS = [
  'admin',
  'api',
  'app',
  'assets',
  'account',
  'accounts',
  'cart',
  'checkout',
  'login',
  'logout',
  'register',
  'signup',
  'sign-up',
  'track',
  'tracking',
  'order',
  'orders',
  'pay',
  'payment',
  'payments',
  'help',
  'support',
  'hq',
  'official',
  'niaga',
  'store',
  'stores',
  'shop',
  'search',
  'static',
  'www',
  'mail',
  'root',
  'system',
  'customer',
  'customers',
  'product',
  'products',
  'p',
  's',
  'ref',
  'affiliate',
  'go-affiliate',
  'ejen-store',
  'e-koop',
  'ekoop',
  'null',
  'undefined',
] as const;

export const STORE_SLUG_MIN = 3;
export const STORE_SLUG_MAX = 40;
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * A store's slug as typed at registration: lower-cased, 3–40 letters, digits and single hyphens inside,
 * not reserved. Unique per company (checked by the service: `stores.slugTaken`).
 */
export const storeSlug = text({ max: STORE_SLUG_MAX, min: 1 })
  .transform((value) => value.toLowerCase())
  .refine((value) => value.length >= STORE_SLUG_MIN, 'stores.slugTooShort')
  .refine((value) => SLUG_PATTERN.test(value) && !value.includes('--'), 'stores.slugFormat')
  .refine((value) => !(RESERVED_STORE_SLUGS as readonly string[]).includes(value), 'stores.slugReserved');

/** A slug in a storefront path or query: the same characters, no reserved check (an unknown slug is a 404). */
export const storeSlugParam = z.object({ slug: text({ max: STORE_SLUG_MAX, min: 1 }) });

/** What every storefront page needs first: the store, or why it is closed (`GET /api/storefront/{slug}`). */
export const storefrontInfo = z.object({
  slug: z.string(),
  kind: z.enum(STORE_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The school of an e-koop store. */
  schoolName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  delivery: z.object({ shipping: z.boolean(), pickup: z.boolean(), pickupAddress: z.string().nullable() }),
  openingHours: z.string().nullable(),
  currency: z.enum(['MYR', 'IDR']),
  closed: z.enum(STORE_CLOSED_REASONS).nullable(),
});
export type StorefrontInfo = z.infer<typeof storefrontInfo>;

/** The attribution cookie of go-affiliate links (issue 22): holds the id of the counted click. */
export const AFFILIATE_COOKIE = 'niaga_ref';
/** A visitor's random id, so repeated clicks of one visitor count once per window. */
export const VISITOR_COOKIE = 'niaga_visitor';
export const DEFAULT_AFFILIATE_WINDOW_DAYS = 30;
