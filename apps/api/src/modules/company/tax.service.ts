import { fromBasisPoints, type TaxSettings, type taxSettingsInput, toBasisPoints } from '@niaga/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { featuresOf, patchFeatures } from './features.js';

/** Company › Tax: the rate the checkout charges, the SST number invoices print, and whether prices include tax. */
export async function getTaxSettings(deps: AppDeps, ctx: RequestContext): Promise<TaxSettings> {
  const features = await featuresOf(deps.db, ctx.companyId);
  return {
    taxPercent: fromBasisPoints(features.taxBasisPoints),
    sstNumber: features.sstNumber,
    pricesIncludeTax: features.taxIncluded,
  };
}

/** Orders placed from now on use the new settings; placed orders keep the rate and basis they were placed with. */
export async function storeTaxSettings(deps: AppDeps, ctx: RequestContext, input: z.output<typeof taxSettingsInput>) {
  await patchFeatures(deps.db, ctx.companyId, {
    taxBasisPoints: toBasisPoints(input.taxPercent),
    taxIncluded: input.pricesIncludeTax,
    sstNumber: input.sstNumber || null,
  });
  return getTaxSettings(deps, ctx);
}
