import { COMMISSION_TYPES, DEFAULT_AFFILIATE_WINDOW_DAYS, MAX_BOOKING_MINUTES } from '@niaga/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyFeatures, companies } from './company.tables.js';

/** Months without a counted order after which an agent is inactive, unless the company chose otherwise. */
export const DEFAULT_INACTIVE_MONTHS = 3;

/**
 * The one reader of `companies.features`: every switch with its default filled in. Every module reads a
 * company's features through `featuresOf` / `resolveFeatures`, so a default is decided here and nowhere else.
 */
export function resolveFeatures(stored: CompanyFeatures | null | undefined) {
  const f = stored ?? {};
  const orderingLevelIds = f.orderingLevelIds ?? [];
  return {
    // Checkout (spec §6): booking time, first-order payment time, MOQ basis, payment methods.
    selfPickup: f.selfPickup ?? false,
    showHidePreorder: f.showHidePreorder !== false,
    manualReceipt: f.manualReceipt !== false,
    moq: f.moq ?? ('unit' as const),
    bookingTime: Math.min(f.bookingTime || MAX_BOOKING_MINUTES, MAX_BOOKING_MINUTES),
    firstOrderPayMinutes: f.firstOrderPayMinutes ?? null,
    adminFees: { manual: 0, wallet: 0, online: 0, ...f.adminFees },
    taxBasisPoints: f.taxBasisPoints ?? 0,
    taxIncluded: f.taxIncluded ?? false,
    sstNumber: f.sstNumber ?? null,
    bank: f.bank ?? null,
    // First orders (decisions.md "Control features").
    firstOrder: f.firstOrder !== false,
    firstOrderPackage: f.firstOrderPackage ?? false,
    // Stores: the agent's ejen-store, e-koop, go-affiliate.
    ejenstoreStatus: f.ejenstoreStatus ?? false,
    eKoopStatus: f.eKoopStatus ?? false,
    goAffiliateStatus: f.goAffiliateStatus ?? false,
    affiliateWindowDays: f.affiliateWindowDays ?? DEFAULT_AFFILIATE_WINDOW_DAYS,
    // Network (GET /api/setup/company-network).
    orderingLevelIds,
    orderCompany: f.orderCompany ?? false,
    /** The levels whose agents hold stock and sell to their downline: none when only HQ sells. */
    sellingLevelIds: f.orderCompany ? [] : orderingLevelIds,
    allLevel: f.allLevel !== false,
    allLevelStatus: f.allLevelStatus !== false,
    level: f.level ?? [],
    inactiveLimit: f.inactiveLimit ?? DEFAULT_INACTIVE_MONTHS,
    // Commission and statements.
    commissionOff: COMMISSION_TYPES.filter((type) => f.commissionOff?.includes(type)),
    zeroriseOverriding: f.zeroriseOverriding ?? false,
    minPayout: f.minPayout ?? 0,
    incomeStatement: f.incomeStatement !== false,
    cp58Feature: f.cp58Feature ?? false,
    commissionAutoCloseDay: f.commissionAutoCloseDay ?? null,
    showAmountSnR: f.showAmountSnR !== false,
    // Points.
    pointsExpiry: f.pointsExpiry ?? false,
    pointsCycle: f.pointsCycle ?? ('monthly' as const),
    pointsExpirySince: f.pointsExpirySince ?? null,
  };
}

export type Features = ReturnType<typeof resolveFeatures>;

/** A company's features with their defaults. */
export async function featuresOf(executor: Executor, companyId: string): Promise<Features> {
  const [row] = await executor
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, companyId));
  return resolveFeatures(row?.features);
}

/** Merges the given features into the stored ones (`undefined` values are left out; the others are kept). */
export async function patchFeatures(executor: Executor, companyId: string, patch: CompanyFeatures) {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  await executor
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(defined)}::jsonb` })
    .where(eq(companies.id, companyId));
}

/** The features of the request's company, as its session lookup read them (no query). */
export const callerFeatures = (ctx: { user: { facts: { features: Record<string, unknown> } } }) =>
  resolveFeatures(ctx.user.facts.features as CompanyFeatures);

/** What the shop and the cart offer by the company's switches: first-order packages and preorders. */
export const offerTerms = (features: Features) => ({
  firstOrderPackages: features.firstOrderPackage,
  preorder: features.showHidePreorder,
});
export type OfferTerms = ReturnType<typeof offerTerms>;
