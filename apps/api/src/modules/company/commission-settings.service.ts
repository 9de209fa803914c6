import { COMMISSION_TYPES, type CommissionSettings, type commissionSettingsInput } from '@niaga/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { featuresOf } from './company.repo.js';
import { companies } from './company.tables.js';

/** The commission part of the company's features, with the defaults filled in. */
export async function getCommissionSettings(deps: AppDeps, ctx: RequestContext): Promise<CommissionSettings> {
  const features = await featuresOf(deps.db, ctx.companyId);
  return {
    commissionOff: COMMISSION_TYPES.filter((type) => features.commissionOff?.includes(type)),
    zeroriseOverriding: features.zeroriseOverriding ?? false,
    minPayout: features.minPayout ?? 0,
    incomeStatement: features.incomeStatement !== false,
    cp58Feature: features.cp58Feature ?? false,
  };
}

/** Merges the given settings into `companies.features` (the other features are kept, like storeCompanyFeatures). */
export async function storeCommissionSettings(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof commissionSettingsInput>,
): Promise<CommissionSettings> {
  const patch = Object.fromEntries(
    Object.entries({
      ...input,
      commissionOff: input.commissionOff && COMMISSION_TYPES.filter((type) => input.commissionOff?.includes(type)),
    }).filter(([, value]) => value !== undefined),
  );
  await deps.db
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(companies.id, ctx.companyId));
  return getCommissionSettings(deps, ctx);
}
