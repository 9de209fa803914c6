import { describe, expect, it } from 'vitest';
import type { CommissionType } from './commission.js';
import { computeMonth, entryInputsOf, monthlyEntrySlots } from './commission-month-arrays.js';
import { entryInputsJson } from './commission-month-json.js';
import { closeMonth, type MonthlyAgent, type MonthlyRank, monthInputsOf } from './commission-monthly.js';
import { closeMonthReference } from './commission-monthly-reference.js';
import type { RankBasis } from './commission-rank-basis.js';
import { random } from './test-random.js';

const MONTH = '2026-10-01';
const TYPES: CommissionType[] = ['personal_level', 'performance', 'leadership'];

/** A random month: a forest (some uplines outside the month, ids out of order), random ranks and switches. */
function randomMonth(seed: number) {
  const rng = random(seed);
  const count = rng.int(1, 60);
  const agents: MonthlyAgent[] = [];
  for (let index = 0; index < count; index += 1) {
    const upline = index === 0 || rng.next() < 0.1 ? null : `a${(rng.int(0, index - 1) * 7919) % 1000}`;
    agents.push({
      id: `a${(index * 7919) % 1000}`,
      name: `Agent ${index}`,
      uplineId: rng.next() < 0.05 ? 'someone-outside' : upline,
      ps: rng.int(0, 3) === 0 ? 0 : rng.int(1, 300_000),
      gs: rng.int(0, 2_000_000),
      psUnits: rng.int(0, 40),
      gsUnits: rng.int(0, 400),
      leadershipBasisPoints: rng.int(0, 2) * 100,
    });
  }
  const ranks: MonthlyRank[] = Array.from({ length: rng.int(1, 5) }, (_, index) => ({
    id: `r${index}`,
    name: `Rank ${index}`,
    personalSales: rng.int(0, 200_000),
    totalPersonalGroupSales: rng.int(0, 1_000_000),
    sideGroupSales: rng.int(0, 300_000),
    commissionBasisPoints: rng.int(0, 1500),
    personalLevelBasisPoints: rng.int(0, 500),
    isLeadership: rng.next() < 0.5,
  }));
  const off = new Set(TYPES.filter(() => rng.next() < 0.2));
  const basis: RankBasis = rng.next() < 0.5 ? 'amount' : 'unit';
  return { agents: rng.next() < 0.3 ? agents.reverse() : agents, ranks, off, basis };
}

describe('computeMonth (typed arrays) against the month close over objects', () => {
  it('gives the same ranks and entries, in the same order, on 500 random trees', () => {
    let entries = 0;
    for (let seed = 1; seed <= 500; seed += 1) {
      const { agents, ranks, off, basis } = randomMonth(seed);
      const fast = closeMonth(MONTH, agents, ranks, off, basis);
      expect(fast, `seed ${seed}`).toEqual(closeMonthReference(MONTH, agents, ranks, off, basis));
      entries += fast.entries.length;
    }
    // The trees are not trivial: they pay.
    expect(entries).toBeGreaterThan(1000);
  });
});

describe('entryInputsJson', () => {
  it('writes exactly what JSON.stringify writes of the entry inputs, on 200 random trees', () => {
    let compared = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      const { agents, ranks, off, basis } = randomMonth(seed);
      const inputs = monthInputsOf(MONTH, agents);
      const leadershipByLevel = new Map(inputs.levelIds.map((id) => [id, Number(id)]));
      const computed = computeMonth(inputs, { ranks, off, rankBasis: basis, leadershipByLevel });
      for (const [kind, slot] of monthlyEntrySlots(computed)) {
        expect(entryInputsJson(computed, kind, slot), `seed ${seed}`).toBe(
          JSON.stringify(entryInputsOf(computed, kind, slot)),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
