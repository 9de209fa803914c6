import type { RankBasis } from '@niaga/shared';
import type { Executor } from '../../db/client.js';
import { featuresOf } from '../company/features.js';

/**
 * What the company's rank thresholds are counted in: its MOQ setting (units or amount, default units), the one
 * switch domain-rules names for targets. Every place that decides a rank reads it here.
 */
export const rankBasisOf = async (executor: Executor, companyId: string): Promise<RankBasis> =>
  (await featuresOf(executor, companyId)).moq;
