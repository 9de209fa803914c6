import { describe, expect, it } from 'vitest';
import { commissionFormula } from './commission.js';
import { type ClawbackDraft, clawbackExplanation, clawbacksOf, withOrderSales } from './commission-clawback.js';
import { closeMonth, type MonthlyAgent, type MonthlyEntryDraft, type MonthlyRank } from './commission-monthly.js';
import { random } from './test-random.js';

const MONTH = '2026-10-01';
type Order = { id: string; agentId: string; amount: number };

/** A random month: a forest of agents, each with a few orders (PS is their sum; GS the PS of everyone below). */
function randomMonth(seed: number) {
  const rng = random(seed);
  const count = rng.int(1, 40);
  const orders: Order[] = [];
  const agents: MonthlyAgent[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = `a${index}`;
    const uplineId = index === 0 || rng.next() < 0.1 ? null : `a${rng.int(0, index - 1)}`;
    // Uplines of a buyer always have a row, so an agent without orders is still in the month.
    for (let n = rng.int(0, 3); n > 0; n -= 1)
      orders.push({ id: `o${orders.length}`, agentId: id, amount: rng.int(1, 300_000) });
    agents.push({ id, name: id, uplineId, ps: 0, gs: 0, leadershipBasisPoints: rng.int(0, 300) });
  }
  const ranks: MonthlyRank[] = Array.from({ length: rng.int(1, 5) }, (_, index) => ({
    id: `r${index}`,
    name: `r${index}`,
    personalSales: rng.int(0, 200_000),
    totalPersonalGroupSales: rng.int(0, 1_000_000),
    sideGroupSales: rng.int(0, 100_000),
    commissionBasisPoints: rng.int(0, 2_000),
    personalLevelBasisPoints: rng.int(0, 500),
    isLeadership: rng.next() < 0.4,
  }));
  return { rng, agents, orders, ranks };
}

/** The month's figures from its counted orders, as the order crediting keeps them. */
function figuresOf(agents: readonly MonthlyAgent[], orders: readonly Order[]): MonthlyAgent[] {
  const byId = new Map(agents.map((agent) => [agent.id, { ...agent, ps: 0, gs: 0 }]));
  for (const order of orders) {
    const buyer = byId.get(order.agentId)!;
    buyer.ps += order.amount;
    for (let up = buyer.uplineId ? byId.get(buyer.uplineId) : undefined; up; ) {
      up.gs += order.amount;
      up = up.uplineId ? byId.get(up.uplineId) : undefined;
    }
  }
  return [...byId.values()];
}

const byKey = (entries: ReadonlyArray<{ key: string; amount: number }>) =>
  new Map(entries.filter((entry) => entry.amount !== 0).map((entry) => [entry.key, entry.amount]));

/** What the month carries per monthly key: its close plus the clawbacks posted for it. */
function carried(close: readonly MonthlyEntryDraft[], clawbacks: readonly ClawbackDraft[]) {
  const totals = new Map(close.map((entry) => [entry.key, entry.amount]));
  for (const claw of clawbacks) totals.set(claw.inputs.entryKey, (totals.get(claw.inputs.entryKey) ?? 0) + claw.amount);
  return new Map([...totals].filter(([, amount]) => amount !== 0));
}

/** A refund of `order` from a closed month whose figures are `remaining` without it: its clawbacks. */
function refund(
  order: Order,
  remaining: Order[],
  agents: MonthlyAgent[],
  ranks: MonthlyRank[],
  posted: Map<string, number>,
) {
  const without = figuresOf(agents, remaining);
  const before = closeMonth(MONTH, withOrderSales(without, order.agentId, order.amount), ranks).entries;
  const after = closeMonth(MONTH, without, ranks).entries;
  return clawbacksOf(MONTH, { id: order.id, ref: order.id.toUpperCase() }, before, after, posted);
}

describe('late-refund clawback: properties over 500 random trees', () => {
  it('leaves the closed month (close + clawbacks) equal to a close without the refunded order, also after a second refund', () => {
    let clawedBack = 0;
    for (let seed = 1; seed <= 500; seed += 1) {
      const { rng, agents, orders, ranks } = randomMonth(seed);
      if (orders.length === 0) continue;
      const close = closeMonth(MONTH, figuresOf(agents, orders), ranks).entries;

      const first = orders[rng.int(0, orders.length - 1)]!;
      const remaining = orders.filter((order) => order !== first);
      // Putting the order back gives exactly the figures the month was closed on.
      expect(withOrderSales(figuresOf(agents, remaining), first.agentId, first.amount)).toEqual(
        figuresOf(agents, orders),
      );
      const clawbacks = refund(first, remaining, agents, ranks, carried(close, []));
      expect(carried(close, clawbacks), `seed ${seed}`).toEqual(
        byKey(closeMonth(MONTH, figuresOf(agents, remaining), ranks).entries),
      );
      for (const claw of clawbacks) {
        expect(claw.amount).toBe(claw.inputs.now - claw.inputs.was);
        expect(claw.amount).not.toBe(0);
      }
      clawedBack += clawbacks.length;

      if (remaining.length === 0) continue;
      const second = remaining[rng.int(0, remaining.length - 1)]!;
      const left = remaining.filter((order) => order !== second);
      const more = refund(second, left, agents, ranks, carried(close, clawbacks));
      expect(carried(close, [...clawbacks, ...more]), `seed ${seed} second`).toEqual(
        byKey(closeMonth(MONTH, figuresOf(agents, left), ranks).entries),
      );
      // Only the second refund's own difference: "was" is what the month carried after the first.
      const afterFirst = carried(close, clawbacks);
      for (const claw of more) expect(claw.inputs.was).toBe(afterFirst.get(claw.inputs.entryKey) ?? 0);
    }
    expect(clawedBack).toBeGreaterThan(100);
  });

  it('claws back nothing when the order changes no monthly entry', () => {
    const agents: MonthlyAgent[] = [{ id: 'a', name: 'A', uplineId: null, ps: 0, gs: 0, leadershipBasisPoints: 0 }];
    const ranks: MonthlyRank[] = [];
    expect(refund({ id: 'o1', agentId: 'a', amount: 5_000 }, [], agents, ranks, new Map())).toEqual([]);
  });

  it('never takes an entry below zero when the month carried less than the recomputed difference', () => {
    const entry: MonthlyEntryDraft = {
      beneficiaryId: 'a',
      type: 'performance',
      amount: 1_000,
      key: `${MONTH}:performance:a`,
      sourceAgentId: 'a',
      inputs: { kind: 'performance', basisPoints: 1_000, tpgs: 10_000, legs: [] },
    };
    const drafts = clawbacksOf(MONTH, { id: 'o', ref: 'O' }, [entry], [], new Map([[entry.key, 400]]));
    expect(drafts.map((draft) => [draft.amount, draft.inputs.was, draft.inputs.now])).toEqual([[-400, 400, 0]]);
  });
});

describe('late-refund clawback: check calculation', () => {
  const inputs = {
    kind: 'clawback',
    month: MONTH,
    entryKey: `${MONTH}:performance:a`,
    orderId: 'o1',
    orderRef: 'INV-000042',
    was: 18_599,
    now: 17_200,
  } as const;

  it('reads as the issue asks, in en, id and ms', () => {
    expect(clawbackExplanation('en', 'performance', inputs)).toBe(
      'October 2026 performance bonus recomputed after refund of order INV-000042: was 185.99, now 172.00, difference −13.99',
    );
    expect(clawbackExplanation('id', 'performance', inputs)).toBe(
      'Bonus kinerja Oktober 2026 dihitung ulang setelah refund pesanan INV-000042: sebelumnya 185.99, sekarang 172.00, selisih −13.99',
    );
    expect(clawbackExplanation('ms', 'personal_level', inputs)).toBe(
      'Komisen tahap peribadi Oktober 2026 dikira semula selepas bayaran balik pesanan INV-000042: sebelum ini 185.99, kini 172.00, perbezaan −13.99',
    );
  });

  it('shows a rise with its sign, and the formula as now − was', () => {
    const rise = { ...inputs, was: 10_000, now: 12_500 };
    expect(clawbackExplanation('en', 'leadership', rise)).toContain('difference +25.00');
    expect(commissionFormula(inputs, -1_399)).toBe('172.00 − 185.99 = −13.99');
  });
});

describe('late-refund clawback: a company ranking on units', () => {
  const agents: MonthlyAgent[] = [
    { id: 'top', name: 'top', uplineId: null, ps: 0, gs: 0, psUnits: 0, gsUnits: 0, leadershipBasisPoints: 0 },
    { id: 'buyer', name: 'buyer', uplineId: 'top', ps: 0, gs: 0, psUnits: 0, gsUnits: 0, leadershipBasisPoints: 0 },
  ];
  const ranks: MonthlyRank[] = [
    {
      id: 'r1',
      name: 'Units rank',
      personalSales: 10,
      totalPersonalGroupSales: 10,
      sideGroupSales: 0,
      commissionBasisPoints: 1_000,
      personalLevelBasisPoints: 500,
      isLeadership: false,
    },
  ];

  it("puts the order's units back too, so the month is recomputed on the figures it was ranked on", () => {
    const restored = withOrderSales(agents, 'buyer', 5_000, 12);
    expect(restored.find((agent) => agent.id === 'buyer')).toMatchObject({ ps: 5_000, psUnits: 12 });
    expect(restored.find((agent) => agent.id === 'top')).toMatchObject({ gs: 5_000, gsUnits: 12 });
    const before = closeMonth(MONTH, restored, ranks, new Set(), 'unit');
    const after = closeMonth(MONTH, agents, ranks, new Set(), 'unit');
    // What the closed month paid: its close with the order.
    const posted = new Map(before.entries.map((entry) => [entry.key, entry.amount]));
    expect(before.ranks.find((rank) => rank.agentId === 'buyer')?.rankId).toBe('r1');
    expect(after.ranks.find((rank) => rank.agentId === 'buyer')?.rankId).toBeNull();
    const drafts = clawbacksOf(MONTH, { id: 'o1', ref: 'INV-1' }, before.entries, after.entries, posted);
    expect(drafts.some((draft: ClawbackDraft) => draft.beneficiaryId === 'buyer' && draft.amount < 0)).toBe(true);
  });
});
