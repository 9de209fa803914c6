import type { CommissionPlan } from '@niaga/shared';
import { describe, expect, it } from 'vitest';
import { monthPlanOf, planChanges } from './plan-snapshot.js';

const rank = (id: string, name: string, commissionBasisPoints: number) => ({
  id,
  name,
  personalSales: 100_000,
  totalPersonalGroupSales: 0,
  sideGroupSales: 0,
  commissionBasisPoints,
  personalLevelBasisPoints: 200,
  isLeadership: false,
  benefits: [],
});
const base: CommissionPlan = {
  ranks: [rank('silver', 'Silver', 500)],
  levels: [{ id: 'L1', name: 'Stockist', helperBasisPoints: 100, recruitComm: 1_000, leadershipBasisPoints: 200 }],
  products: [
    {
      productId: 'p',
      name: 'Soap',
      levels: [
        {
          levelId: 'L1',
          commissions: {
            personalLevel: 0,
            overriding: 100,
            leadership: 0,
            introducerBonus: 0,
            affiliate: 0,
            salesProfit: 0,
          },
        },
      ],
    },
  ],
  switches: { commissionOff: [], zeroriseOverriding: false, rankBasis: 'amount' },
};

describe('plan snapshots', () => {
  it('reads a month plan from a snapshot: ranks, switches and each level leadership', () => {
    const plan = monthPlanOf({ ...base, switches: { ...base.switches, commissionOff: ['leadership'] } });
    expect(plan.ranks.map((each) => [each.id, each.commissionBasisPoints])).toEqual([['silver', 500]]);
    expect([...plan.off]).toEqual(['leadership']);
    expect(plan.rankBasis).toBe('amount');
    expect(plan.leadershipByLevel.get('L1')).toBe(200);
  });

  it('summarises what changed, field by field, and nothing for the same plan', () => {
    expect(planChanges(base, base)).toEqual([]);
    const after: CommissionPlan = {
      ranks: [rank('silver', 'Silver', 800), rank('gold', 'Gold', 1_000)],
      levels: [{ ...base.levels[0]!, recruitComm: 2_000 }],
      products: [
        {
          ...base.products[0]!,
          levels: [{ levelId: 'L1', commissions: { ...base.products[0]!.levels[0]!.commissions, overriding: 150 } }],
        },
      ],
      switches: { commissionOff: ['affiliate'], zeroriseOverriding: true, rankBasis: 'unit' },
    };
    expect(planChanges(base, after)).toEqual([
      { kind: 'rank', name: 'Silver', field: 'commissionBasisPoints', from: 500, to: 800 },
      { kind: 'rank', name: 'Gold', field: 'added', from: null, to: 'Gold' },
      { kind: 'level', name: 'Stockist', field: 'recruitComm', from: 1_000, to: 2_000 },
      { kind: 'product', name: 'Soap · Stockist', field: 'overriding', from: 100, to: 150 },
      { kind: 'switch', name: '', field: 'zeroriseOverriding', from: false, to: true },
      { kind: 'switch', name: '', field: 'rankBasis', from: 'amount', to: 'unit' },
      { kind: 'switch', name: '', field: 'commissionOff', from: '', to: 'affiliate' },
    ]);
    expect(planChanges(after, base)).toContainEqual({
      kind: 'rank',
      name: 'Gold',
      field: 'removed',
      from: 'Gold',
      to: null,
    });
  });
});
