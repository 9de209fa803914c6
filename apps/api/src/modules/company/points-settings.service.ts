import { dayIn, type PointsSettings, type pointsSettingsInput } from '@niaga/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import type { CompanyFeatures } from './company.tables.js';
import { featuresOf, patchFeatures } from './features.js';

/** The points part of the company's features (domain-rules "Points and rewards"): expiry off, monthly by default. */
export async function getPointsSettings(deps: AppDeps, ctx: RequestContext): Promise<PointsSettings> {
  const features = await featuresOf(deps.db, ctx.companyId);
  return {
    pointsExpiry: features.pointsExpiry,
    pointsCycle: features.pointsCycle,
    since: features.pointsExpiry ? features.pointsExpirySince : null,
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
  await patchFeatures(deps.db, ctx.companyId, patch);
  return getPointsSettings(deps, ctx);
}
