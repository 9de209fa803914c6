import { COMMISSION_TYPES, type CommissionSettings, type commissionSettingsInput } from '@niaga/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { featuresOf, patchFeatures } from './features.js';

/** The commission part of the company's features, with the defaults filled in. */
export async function getCommissionSettings(deps: AppDeps, ctx: RequestContext): Promise<CommissionSettings> {
  const { commissionOff, zeroriseOverriding, minPayout, incomeStatement, cp58Feature } = await featuresOf(
    deps.db,
    ctx.companyId,
  );
  return { commissionOff, zeroriseOverriding, minPayout, incomeStatement, cp58Feature };
}

/** Merges the given settings into `companies.features` (the other features are kept, like storeCompanyFeatures). */
export async function storeCommissionSettings(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof commissionSettingsInput>,
): Promise<CommissionSettings> {
  await patchFeatures(deps.db, ctx.companyId, {
    ...input,
    commissionOff: input.commissionOff && COMMISSION_TYPES.filter((type) => input.commissionOff?.includes(type)),
  });
  return getCommissionSettings(deps, ctx);
}
