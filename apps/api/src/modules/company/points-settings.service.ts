import { dayIn, type PointsSettings, type pointsSettingsInput } from '@niaga/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { featuresOf } from './company.repo.js';
import { type CompanyFeatures, companies } from './company.tables.js';

/** The points part of the company's features (domain-rules "Points and rewards"): expiry off, monthly by default. */
export async function getPointsSettings(deps: AppDeps, ctx: RequestContext): Promise<PointsSettings> {
  const features = await featuresOf(deps.db, ctx.companyId);
  return {
    pointsExpiry: features.pointsExpiry ?? false,
    pointsCycle: features.pointsCycle ?? 'monthly',
    since: features.pointsExpiry ? (features.pointsExpirySince ?? null) : null,
  };
}

/**
 * Saves the setting into `companies.features` (the other features are kept). Switching expiry on records the day,
 * so points earned before it are treated as earned in that day's cycle and none expire at once.
 */
export async function storePointsSettings(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof pointsSettingsInput>,
): Promise<PointsSettings> {
  const current = await featuresOf(deps.db, ctx.companyId);
  const switchedOn = input.pointsExpiry && !current.pointsExpiry;
  const patch: CompanyFeatures = {
    pointsExpiry: input.pointsExpiry,
    pointsCycle: input.pointsCycle,
    ...(switchedOn ? { pointsExpirySince: dayIn(ctx.user.company.timeZone, ctx.now) } : {}),
  };
  await deps.db
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(companies.id, ctx.companyId));
  return getPointsSettings(deps, ctx);
}
