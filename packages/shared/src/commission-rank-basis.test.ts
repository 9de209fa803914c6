import { describe, expect, it } from 'vitest';
import { closeMonth, type MonthlyRank } from './commission-monthly.js';

const MONTH = '2026-10-01';
const silver: MonthlyRank = {
  id: 'silver',
  name: 'Silver',
  personalSales: 1_000,
  totalPersonalGroupSales: 0,
  sideGroupSales: 50,
  commissionBasisPoints: 500,
  personalLevelBasisPoints: 200,
  isLeadership: false,
};
/** A: 900 sen in 1,500 units, legs B (60 units, 0.40) and C (55 units, 0.30). */
const tree = [
  { id: 'a', name: 'A', uplineId: null, ps: 900, psUnits: 1_500, gs: 70, gsUnits: 115, leadershipBasisPoints: 0 },
  { id: 'b', name: 'B', uplineId: 'a', ps: 40, psUnits: 60, gs: 0, gsUnits: 0, leadershipBasisPoints: 0 },
  { id: 'c', name: 'C', uplineId: 'a', ps: 30, psUnits: 55, gs: 0, gsUnits: 0, leadershipBasisPoints: 0 },
];

describe('closeMonth: the rank basis', () => {
  it('units: ranks on PS, TPGS and side group sales in units, pays on amounts', () => {
    const result = closeMonth(MONTH, tree, [silver], new Set(), 'unit');
    expect(result.ranks.find((rank) => rank.agentId === 'a')).toEqual({
      agentId: 'a',
      rankId: 'silver',
      ps: 900,
      tpgs: 970,
      sideGroupSales: 30,
    });
    const rankedOn = { basis: 'unit', ps: 1_500, tpgs: 1_615, sideGroupSales: 55 };
    expect(result.entries.map(({ type, amount, inputs }) => ({ type, amount, inputs }))).toEqual([
      {
        type: 'personal_level',
        amount: 18,
        inputs: { kind: 'percent', base: 900, basisPoints: 200, baseLabel: 'ps', rankName: 'Silver', rankedOn },
      },
      {
        type: 'performance',
        amount: 49, // 5% × 9.70 = 0.485
        inputs: {
          kind: 'performance',
          basisPoints: 500,
          tpgs: 970,
          rankName: 'Silver',
          legs: expect.any(Array),
          rankedOn,
        },
      },
    ]);
  });

  it('amount: the same month ranks nobody (PS 9.00 < 10.00, side group 0.30 < 0.50)', () => {
    expect(closeMonth(MONTH, tree, [silver], new Set(), 'amount').ranks.every((rank) => rank.rankId === null)).toBe(
      true,
    );
    expect(closeMonth(MONTH, tree, [silver]).entries).toEqual([]);
  });

  it('units absent count as 0 units', () => {
    const withoutUnits = tree.map(({ psUnits: _ps, gsUnits: _gs, ...agent }) => agent);
    expect(closeMonth(MONTH, withoutUnits, [silver], new Set(), 'unit').entries).toEqual([]);
  });
});
