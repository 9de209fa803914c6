import type { CommissionRank, commissionRanksRequest } from '@niaga/shared';
import type { z } from 'zod';

export type RankFormInput = z.input<typeof commissionRanksRequest>;
export type RankFormOutput = z.output<typeof commissionRanksRequest>;
type RankInput = RankFormInput['ranks'][number];
export const BENEFITS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const shownField = (key: string) => key.startsWith('ranks.');

export const blankRank = (): RankInput => ({
  commission_name: '',
  personal_sales: 0,
  total_personal_group_sales: 0,
  side_group_sales: 0,
  commission: 0,
  personal_level_commission: 0,
  is_leadership: false,
  ...Object.fromEntries(BENEFITS.map((n) => [`benefit_${n}`, ''])),
});

export function toInput(rank: CommissionRank): RankInput {
  const benefits = Object.fromEntries(BENEFITS.map((n) => [`benefit_${n}`, rank[`benefit_${n}`] ?? '']));
  return { ...rank, ...benefits } as RankInput;
}
