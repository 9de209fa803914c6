import {
  type CompanyFeatureSwitches,
  type companyFeaturesInput,
  fromBasisPoints,
  MAX_BOOKING_MINUTES,
  type ScoreRankingFeatures,
  toBasisPoints,
} from '@niaga/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { levels } from '../users/users.tables.js';
import { featuresOf } from './company.repo.js';
import { companies } from './company.tables.js';

export async function getCompanyFeatures(deps: AppDeps, ctx: RequestContext): Promise<CompanyFeatureSwitches> {
  const features = await featuresOf(deps.db, ctx.companyId);
  return {
    selfPickup: features.selfPickup ?? false,
    showHidePreorder: features.showHidePreorder ?? false,
    orderingLevelIds: features.orderingLevelIds ?? [],
    bookingTime: features.bookingTime || MAX_BOOKING_MINUTES,
    firstOrderPayMinutes: features.firstOrderPayMinutes ?? null,
    moq: features.moq ?? 'unit',
    manualReceipt: features.manualReceipt !== false,
    adminFees: { manual: 0, wallet: 0, online: 0, ...features.adminFees },
    taxPercent: fromBasisPoints(features.taxBasisPoints ?? 0),
    bank: features.bank ?? null,
  };
}

/** Merges the given switches into the stored ones; features this screen does not know are kept. */
export async function storeCompanyFeatures(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof companyFeaturesInput>,
) {
  const levelIds = [...new Set(input.orderingLevelIds ?? [])];
  if (levelIds.length > 0) {
    const known = await deps.db
      .select({ id: levels.id })
      .from(levels)
      .where(and(eq(levels.companyId, ctx.companyId), inArray(levels.id, levelIds)));
    const index = (input.orderingLevelIds ?? []).findIndex((id) => !known.some((row) => row.id === id));
    if (index >= 0)
      throw badRequest('features.levelUnknown', { [`orderingLevelIds.${index}`]: 'features.levelUnknown' });
  }
  const { taxPercent, ...rest } = input;
  const stored = {
    ...rest,
    orderingLevelIds: input.orderingLevelIds && levelIds,
    taxBasisPoints: taxPercent === undefined ? undefined : toBasisPoints(taxPercent),
  };
  const patch = Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
  await deps.db
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(companies.id, ctx.companyId));
  return getCompanyFeatures(deps, ctx);
}

/** Spec "showAmountSnR": agents see other agents' amounts in the score ranking (default on); off, positions only. */
export async function getScoreRankingFeatures(deps: AppDeps, ctx: RequestContext): Promise<ScoreRankingFeatures> {
  return { showAmountSnR: (await featuresOf(deps.db, ctx.companyId)).showAmountSnR !== false };
}

export async function storeScoreRankingFeatures(deps: AppDeps, ctx: RequestContext, input: ScoreRankingFeatures) {
  await deps.db
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(input)}::jsonb` })
    .where(eq(companies.id, ctx.companyId));
  return getScoreRankingFeatures(deps, ctx);
}
