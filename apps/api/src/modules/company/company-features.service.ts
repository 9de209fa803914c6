import {
  type CompanyFeatureSwitches,
  type CompanyNetwork,
  type companyFeaturesInput,
  type companyNetworkInput,
  FEATURE_SWITCHES,
} from '@niaga/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { levels } from '../users/users.tables.js';
import { featuresOf, patchFeatures } from './features.js';

/** Every switch of the company-features screen set, with the checkout settings. */
export async function getCompanyFeatures(deps: AppDeps, ctx: RequestContext): Promise<CompanyFeatureSwitches> {
  const features = await featuresOf(deps.db, ctx.companyId);
  return {
    ...(Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, features[name]])) as Record<
      (typeof FEATURE_SWITCHES)[number],
      boolean
    >),
    bookingTime: features.bookingTime,
    firstOrderPayMinutes: features.firstOrderPayMinutes,
    moq: features.moq,
    adminFees: features.adminFees,
    bank: features.bank,
  };
}

/** Merges the given switches into the stored ones; features this screen does not know are kept. */
export async function storeCompanyFeatures(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof companyFeaturesInput>,
) {
  await patchFeatures(deps.db, ctx.companyId, input);
  return getCompanyFeatures(deps, ctx);
}

export async function getCompanyNetwork(deps: AppDeps, ctx: RequestContext): Promise<CompanyNetwork> {
  const { orderingLevelIds, orderCompany, allLevelStatus, level, allLevel, inactiveLimit } = await featuresOf(
    deps.db,
    ctx.companyId,
  );
  return { orderingLevelIds, orderCompany, allLevelStatus, level, allLevel, inactiveLimit };
}

/** Merges the given network rules into the company's features; every level named must be one of the company's. */
export async function storeCompanyNetwork(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof companyNetworkInput>,
) {
  await assertLevelsKnown(deps, ctx, 'orderingLevelIds', input.orderingLevelIds);
  await assertLevelsKnown(deps, ctx, 'level', input.level);
  await patchFeatures(deps.db, ctx.companyId, input);
  return getCompanyNetwork(deps, ctx);
}

async function assertLevelsKnown(deps: AppDeps, ctx: RequestContext, field: string, ids: string[] | undefined) {
  if (!ids?.length) return;
  const rows = await deps.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), inArray(levels.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw badRequest('features.levelUnknown', { [`${field}.${index}`]: 'features.levelUnknown' });
}
