import { describe, expect, it } from 'vitest';
import { commissionFormula } from './commission.js';
import { closeMonth, type MonthlyAgent, type MonthlyRank } from './commission-monthly.js';
import { random } from './test-random.js';

const MONTH = '2026-10-01';
const rank = (id: string, over: Partial<MonthlyRank> = {}): MonthlyRank => ({
  id,
  name: id,
  personalSales: 0,
  totalPersonalGroupSales: 0,
  sideGroupSales: 0,
  commissionBasisPoints: 0,
  personalLevelBasisPoints: 0,
  isLeadership: false,
  ...over,
});
const agent = (id: string, uplineId: string | null, ps: number, gs: number, leadershipBasisPoints = 0) => ({
  id,
  name: id.toUpperCase(),
  uplineId,
  ps,
  gs,
  leadershipBasisPoints,
});
const amountOf = (result: ReturnType<typeof closeMonth>, type: string, agentId: string) =>
  result.entries.filter((e) => e.type === type && e.beneficiaryId === agentId).reduce((sum, e) => sum + e.amount, 0);
/** The performance bonus of each agent of `tree` when MONTH closes, by agent id. */
const performanceBonuses = (tree: MonthlyAgent[], ranks: MonthlyRank[]) => {
  const result = closeMonth(MONTH, tree, ranks);
  return Object.fromEntries(tree.map(({ id }) => [id, amountOf(result, 'performance', id)]));
};

describe('closeMonth: ranks', () => {
  const ranks = [
    rank('silver', { personalSales: 10_000, personalLevelBasisPoints: 200 }),
    rank('gold', { personalSales: 10_000, totalPersonalGroupSales: 100_000, personalLevelBasisPoints: 300 }),
    rank('diamond', { personalSales: 10_000, totalPersonalGroupSales: 100_000, sideGroupSales: 40_000 }),
  ];

  it('gives the highest rank whose PS, TPGS and side group sales are all met', () => {
    // A: PS 20,000; legs B (TPGS 60,000) and C (TPGS 30,000): TPGS 110,000, side group sales 30,000.
    const result = closeMonth(
      MONTH,
      [agent('a', null, 20_000, 90_000), agent('b', 'a', 60_000, 0), agent('c', 'a', 30_000, 0)],
      ranks,
    );
    expect(result.ranks.find((r) => r.agentId === 'a')).toEqual({
      agentId: 'a',
      rankId: 'gold',
      ps: 20_000,
      tpgs: 110_000,
      sideGroupSales: 30_000,
    });
    expect(result.ranks.find((r) => r.agentId === 'b')?.rankId).toBe('silver');
    expect(result.ranks.find((r) => r.agentId === 'c')?.rankId).toBe('silver');
  });

  it('leaves an agent that meets no rank without one and pays it nothing', () => {
    const result = closeMonth(MONTH, [agent('a', null, 5_000, 0)], ranks);
    expect(result.ranks).toEqual([{ agentId: 'a', rankId: null, ps: 5_000, tpgs: 5_000, sideGroupSales: 0 }]);
    expect(result.entries).toEqual([]);
  });

  it('pays personal-level commission as rank % × PS, half-up to the sen', () => {
    // 2% of 10,025 sen = 200.5 → 201.
    const result = closeMonth(MONTH, [agent('a', null, 10_025, 0)], ranks);
    const [entry] = result.entries;
    expect(entry).toMatchObject({
      beneficiaryId: 'a',
      type: 'personal_level',
      amount: 201,
      key: `${MONTH}:personal_level:a`,
      sourceAgentId: 'a',
      inputs: { kind: 'percent', base: 10_025, basisPoints: 200, baseLabel: 'ps', rankName: 'silver' },
    });
    expect(commissionFormula(entry!.inputs, entry!.amount)).toBe('100.25 × 2% = 2.01');
  });
});

describe('closeMonth: performance bonus (a differential)', () => {
  it('is rank % × TPGS − Σ leg top rank % × leg TPGS when each leg top holds its leg’s highest rank', () => {
    // A 10% (PS 20,000); leg B 6% (TPGS 100,000); leg C no rank (TPGS 50,000).
    const six = rank('six', { personalSales: 60_000, commissionBasisPoints: 600 });
    const ten = rank('ten', { personalSales: 20_000, totalPersonalGroupSales: 150_000, commissionBasisPoints: 1_000 });
    const tree = [agent('a', null, 20_000, 150_000), agent('b', 'a', 100_000, 0), agent('c', 'a', 50_000, 0)];
    // a: 10% × 170,000 − 6% × 100,000 − 0 = 11,000.
    expect(performanceBonuses(tree, [six, ten])).toEqual({ a: 11_000, b: 6_000, c: 0 });
    const entry = closeMonth(MONTH, tree, [six, ten]).entries.find(
      (e) => e.type === 'performance' && e.beneficiaryId === 'a',
    );
    expect(entry && commissionFormula(entry.inputs, entry.amount)).toBe('10% × 1,700.00 − 60.00 = 110.00');
  });

  it('never pays a leg term below 0: a leg paid at a higher rate deducts only the upline’s own rate', () => {
    // A 6% over leg B 10% (TPGS 100,000): A earns 6% of its own PS only.
    const six = rank('six', { totalPersonalGroupSales: 150_000, commissionBasisPoints: 600 });
    const ten = rank('ten', { personalSales: 100_000, totalPersonalGroupSales: 100_000, commissionBasisPoints: 1_000 });
    const result = closeMonth(MONTH, [agent('a', null, 50_000, 100_000), agent('b', 'a', 100_000, 0)], [six, ten]);
    expect(amountOf(result, 'performance', 'b')).toBe(10_000);
    expect(amountOf(result, 'performance', 'a')).toBe(3_000);
  });

  it('does not pay twice when a higher rank sits below an unranked leg top', () => {
    // A 10% → B (no rank) → C 8% (PS 100,000): C earns 8,000; A earns 10% of its own PS and the 2% left on C's.
    const eight = rank('eight', { personalSales: 90_000, commissionBasisPoints: 800 });
    const ten = rank('ten', { totalPersonalGroupSales: 105_000, commissionBasisPoints: 1_000 });
    const tree = [agent('a', null, 10_000, 100_000), agent('b', 'a', 0, 100_000), agent('c', 'b', 100_000, 0)];
    expect(performanceBonuses(tree, [eight, ten])).toEqual({ a: 3_000, b: 0, c: 8_000 });
  });

  it('keeps every input of each leg term: the leg top’s rank, what the leg was paid, the cap and the smaller', () => {
    // A 10% → B (no rank, TPGS 100,000; its leg C 8% was paid 8,000) and D 6% (TPGS 20,000, paid 1,200).
    const six = rank('six', { personalSales: 20_000, commissionBasisPoints: 600 });
    const eight = rank('eight', { personalSales: 90_000, commissionBasisPoints: 800 });
    const ten = rank('ten', { totalPersonalGroupSales: 125_000, commissionBasisPoints: 1_000 });
    const tree = [
      agent('a', null, 10_000, 120_000),
      agent('b', 'a', 0, 100_000),
      agent('c', 'b', 100_000, 0),
      agent('d', 'a', 20_000, 0),
    ];
    const entry = closeMonth(MONTH, tree, [six, eight, ten]).entries.find(
      (e) => e.type === 'performance' && e.beneficiaryId === 'a',
    );
    expect(entry?.inputs).toEqual({
      kind: 'performance',
      basisPoints: 1_000,
      tpgs: 130_000,
      rankName: 'ten',
      legs: [
        // Leg B: paid 8,000 (C's bonus), cap 10% × 100,000 = 10,000 → deducts 8,000.
        {
          agentId: 'b',
          agentName: 'B',
          basisPoints: 0,
          rankName: null,
          tpgs: 100_000,
          paid: 8_000,
          cap: 10_000,
          deduction: 8_000,
        },
        // Leg D: paid 1,200, cap 2,000 → deducts 1,200.
        {
          agentId: 'd',
          agentName: 'D',
          basisPoints: 600,
          rankName: 'six',
          tpgs: 20_000,
          paid: 1_200,
          cap: 2_000,
          deduction: 1_200,
        },
      ],
      // The figures that ranked A (issue 24: in the company's basis, here amounts; side group = leg D).
      rankedOn: { basis: 'amount', ps: 10_000, tpgs: 130_000, sideGroupSales: 20_000 },
    });
    // 10% × 130,000 − 8,000 − 1,200 = 3,800.
    expect(entry?.amount).toBe(3_800);
  });

  it('pays nothing and deducts nothing when the company switched the performance bonus off', () => {
    const ten = rank('ten', { totalPersonalGroupSales: 1, commissionBasisPoints: 1_000 });
    const tree = [agent('a', null, 50_000, 100_000), agent('b', 'a', 100_000, 0)];
    expect(amountOf(closeMonth(MONTH, tree, [ten]), 'performance', 'a')).toBe(5_000);
    const off = closeMonth(MONTH, tree, [ten], new Set(['performance']));
    expect(off.entries.filter((e) => e.type === 'performance')).toEqual([]);
  });
});

describe('closeMonth: leadership', () => {
  const leader = rank('leader', { isLeadership: true, totalPersonalGroupSales: 50_000 });
  const member = rank('member', { personalSales: 1 });

  it('pays the level’s leadership % of the TPGS of each direct leg whose top also holds a leadership rank', () => {
    const result = closeMonth(
      MONTH,
      [
        agent('a', null, 0, 120_000, 200),
        agent('b', 'a', 20_000, 60_000),
        agent('b1', 'b', 60_000, 0),
        agent('c', 'a', 40_000, 0),
      ],
      [member, leader],
    );
    const entries = result.entries.filter((e) => e.type === 'leadership');
    // B (TPGS 80,000) is a leader: 2% = 1,600. C (40,000) is not.
    expect(entries).toEqual([
      {
        beneficiaryId: 'a',
        type: 'leadership',
        amount: 1_600,
        key: `${MONTH}:leadership:a:b`,
        sourceAgentId: 'b',
        inputs: {
          kind: 'percent',
          base: 80_000,
          basisPoints: 200,
          baseLabel: 'legTpgs',
          rankName: 'leader',
          legRankName: 'leader',
        },
      },
    ]);
  });

  it('pays nothing when the agent’s own rank is not a leadership rank, or it is switched off', () => {
    const tree = [agent('a', null, 0, 80_000, 200), agent('b', 'a', 80_000, 0)];
    expect(closeMonth(MONTH, tree, [member]).entries.filter((e) => e.type === 'leadership')).toEqual([]);
    expect(
      closeMonth(MONTH, tree, [member, leader], new Set(['leadership'])).entries.filter((e) => e.type === 'leadership'),
    ).toEqual([]);
  });
});

describe('closeMonth: properties over random trees', () => {
  function randomMonth(seed: number) {
    const rng = random(seed);
    const count = rng.int(1, 40);
    const agents: MonthlyAgent[] = [];
    for (let index = 0; index < count; index += 1) {
      const uplineId = index === 0 || rng.next() < 0.1 ? null : `a${rng.int(0, index - 1)}`;
      agents.push(agent(`a${index}`, uplineId, rng.int(0, 5) === 0 ? 0 : rng.int(1, 500_000), 0, rng.int(0, 300)));
    }
    // GS is what the order crediting keeps: the PS of everyone below.
    const byId = new Map(agents.map((a) => [a.id, a]));
    for (const a of agents) {
      let up = a.uplineId ? byId.get(a.uplineId) : undefined;
      while (up) {
        up.gs += a.ps;
        up = up.uplineId ? byId.get(up.uplineId) : undefined;
      }
    }
    const ranks = Array.from({ length: rng.int(1, 5) }, (_, index) =>
      rank(`r${index}`, {
        personalSales: rng.int(0, 200_000),
        totalPersonalGroupSales: rng.int(0, 1_000_000),
        sideGroupSales: rng.int(0, 100_000),
        commissionBasisPoints: rng.int(0, 2_000),
        personalLevelBasisPoints: rng.int(0, 500),
        isLeadership: rng.next() < 0.4,
      }),
    );
    return { agents, ranks, byId };
  }

  it('never pays performance bonus twice for the same sales: the bonus paid on each agent’s sales is at most the highest rate above them', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const { agents, ranks, byId } = randomMonth(seed);
      const result = closeMonth(MONTH, agents, ranks);
      const rateOf = new Map(
        result.ranks.map((r) => [r.agentId, ranks.find((x) => x.id === r.rankId)?.commissionBasisPoints ?? 0]),
      );
      const paid = new Map(
        result.entries.filter((e) => e.type === 'performance').map((e) => [e.beneficiaryId, e.amount]),
      );
      // For every agent: what its whole subtree was paid ≤ Σ each member's PS × the highest rate from it up to here.
      const members = (id: string): string[] => [
        id,
        ...agents.filter((a) => a.uplineId === id).flatMap((a) => members(a.id)),
      ];
      for (const top of agents) {
        const subtree = members(top.id);
        const paidHere = subtree.reduce((sum, id) => sum + (paid.get(id) ?? 0), 0);
        let ceiling = 0;
        for (const id of subtree) {
          let best = 0;
          for (let at: string | null = id; at; at = at === top.id ? null : (byId.get(at)?.uplineId ?? null))
            best = Math.max(best, rateOf.get(at) ?? 0);
          ceiling += (byId.get(id)!.ps * best) / 10_000;
        }
        expect(paidHere, `seed ${seed} under ${top.id}`).toBeLessThanOrEqual(Math.ceil(ceiling) + subtree.length);
      }
    }
  });

  it('gives identical entries when the same month is closed twice, with unique keys and positive whole amounts', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const { agents, ranks } = randomMonth(seed);
      const first = closeMonth(MONTH, agents, ranks);
      const second = closeMonth(MONTH, [...agents].reverse(), ranks);
      const byKey = (result: typeof first) => [...result.entries].sort((x, y) => x.key.localeCompare(y.key));
      expect(byKey(second), `seed ${seed}`).toEqual(byKey(first));
      expect(new Set(first.entries.map((e) => e.key)).size).toBe(first.entries.length);
      for (const entry of first.entries) {
        expect(Number.isInteger(entry.amount)).toBe(true);
        expect(entry.amount).toBeGreaterThan(0);
      }
    }
  });
});
