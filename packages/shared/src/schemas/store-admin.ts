import { z } from 'zod';
import { emailSchema } from './common.js';
import { bankDetailRequest, bankDetailView } from './network.js';
import { listQuery, page } from './numbers.js';
import { reportPeriod } from './report-period.js';
import { STORE_KINDS, STORE_STATUSES, storeSlug } from './stores.js';
import { idText, multilineText, optionalText, requiredText, text } from './text.js';

/** An uploaded image's URL (from the store's image upload call); the service accepts only the company's own uploads. */
const imageUrl = text({ max: 500 });
const phone = text({ max: 30 }).regex(/^\+?[0-9 -]{6,30}$/, 'validation.phone');

/** Registering an agent's store of one kind (issue 22): terms, name, slug, contact, logo; e-koop names its school. */
export const storeRegistrationInput = z.object({
  acceptTerms: z.literal(true, 'validation.acceptTerms'),
  name: requiredText(100),
  slug: storeSlug,
  contactPhone: phone,
  contactEmail: emailSchema,
  description: multilineText(1000).optional(),
  logoUrl: imageUrl.nullable().optional(),
  /** E-koop only (required there). */
  schoolName: optionalText(150),
});
export type StoreRegistrationInput = z.input<typeof storeRegistrationInput>;

/** The store's account: the bank its payouts go to and its contact details. */
export const storeAccountInput = z.object({
  bank: bankDetailRequest,
  contactPhone: phone,
  contactEmail: emailSchema,
  name: requiredText(100),
  description: multilineText(1000).optional(),
  logoUrl: imageUrl.nullable().optional(),
  schoolName: optionalText(150),
});
export type StoreAccountInput = z.input<typeof storeAccountInput>;

export const storeDelivery = z.object({
  shipping: z.boolean(),
  pickup: z.boolean(),
  pickupAddress: multilineText(500).nullable(),
});

/** The store's set-up: the products it lists (in order), its opening hours and how it hands orders over. */
export const storeSetupInput = z.object({
  productIds: z.array(idText()).max(500),
  openingHours: multilineText(300).nullable(),
  delivery: storeDelivery,
});
export type StoreSetupInput = z.input<typeof storeSetupInput>;

export const storeView = z.object({
  id: z.string(),
  kind: z.enum(STORE_KINDS),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  schoolName: z.string().nullable(),
  status: z.enum(STORE_STATUSES),
  bank: bankDetailView.nullable(),
  delivery: z.object({ shipping: z.boolean(), pickup: z.boolean(), pickupAddress: z.string().nullable() }),
  openingHours: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
export type StoreView = z.infer<typeof storeView>;

/** The agent's own store of a kind, or null, and whether it may register one (e-koop: a stock-holding level). */
export const ownStore = z.object({
  store: storeView.nullable(),
  mayRegister: z.boolean(),
});
export type OwnStore = z.infer<typeof ownStore>;

export const storeSetupProduct = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  coverImage: z.string().nullable(),
  storePrice: z.number(),
  listed: z.boolean(),
});
export type StoreSetupProduct = z.infer<typeof storeSetupProduct>;

/** The set-up page: the store's settings and every published product with a store price (listed or not). */
export const storeSetupView = z.object({
  openingHours: z.string().nullable(),
  delivery: storeView.shape.delivery,
  products: z.array(storeSetupProduct),
});
export type StoreSetupView = z.infer<typeof storeSetupView>;

export const storeSummaryQuery = reportPeriod;
export const storeSummary = z.object({
  visits: z.number(),
  orders: z.number(),
  sales: z.number(),
  /** The agent's commission entries from the store's orders, by type (affiliate, store_profit, …), in sen. */
  commission: z.number(),
  commissionByType: z.record(z.string(), z.number()),
  /** Go-affiliate: counted link clicks in the period (orders beside them make the funnel). */
  clicks: z.number().nullable(),
  latestOrders: z.array(
    z.object({ id: z.string(), referenceNo: z.string(), createdAt: z.string(), status: z.string(), total: z.number() }),
  ),
});
export type StoreSummary = z.infer<typeof storeSummary>;

/** Spec §3 "E-koop banner": title, description, image, url. */
export const ekoopBannerInput = z.object({
  title: requiredText(150),
  description: multilineText(500).optional(),
  imageUrl: text({ max: 500, min: 1 }),
  url: text({ max: 500 })
    .regex(/^(https?:\/\/|\/)\S*$/, 'validation.invalid')
    .optional(),
});
export type EkoopBannerInput = z.input<typeof ekoopBannerInput>;
export const ekoopBannerView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type EkoopBannerView = z.infer<typeof ekoopBannerView>;
export const ekoopBannerList = z.object({ items: z.array(ekoopBannerView) });

// HQ's store area (spec "setup/company-store").
export const companyStoreQuery = listQuery.extend({
  kind: z.enum(STORE_KINDS).optional(),
  status: z.enum(STORE_STATUSES).optional(),
});
export type CompanyStoreQuery = z.input<typeof companyStoreQuery>;
export const companyStoreRow = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(STORE_KINDS),
  name: z.string(),
  status: z.enum(STORE_STATUSES),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  schoolName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  products: z.number(),
  createdAt: z.string(),
});
export type CompanyStoreRow = z.infer<typeof companyStoreRow>;
export const companyStorePage = page(companyStoreRow);

export const STORE_ACTIONS = ['approve', 'suspend', 'reactivate'] as const;
export type StoreAction = (typeof STORE_ACTIONS)[number];
export const storeSlugPath = z.object({ slug: text({ max: 40, min: 1 }) });
export const storeBulkInput = z.object({
  action: z.enum(STORE_ACTIONS),
  slugs: z
    .array(text({ max: 40, min: 1 }))
    .min(1)
    .max(100),
});
export const storeBulkResult = z.object({
  done: z.array(z.string()),
  refused: z.array(z.object({ slug: z.string(), reason: z.string() })),
});

/** The customer database: each customer of each store with its counted orders and their total. */
export const storeCustomerFilters = z.object({
  kind: z.enum(STORE_KINDS).optional(),
  storeSlug: text({ max: 40 }).optional(),
  q: text({ max: 100 }).optional(),
});
export const storeCustomerQuery = listQuery.extend(storeCustomerFilters.shape);
export type StoreCustomerQuery = z.input<typeof storeCustomerQuery>;
export const storeCustomerRow = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  storeSlug: z.string(),
  storeName: z.string(),
  kind: z.enum(STORE_KINDS),
  orders: z.number(),
  total: z.number(),
  lastOrderAt: z.string(),
});
export type StoreCustomerRow = z.infer<typeof storeCustomerRow>;
export const storeCustomerPage = page(storeCustomerRow);
