import { achievedRank, type CommissionInputs, type CommissionType } from './commission.js';
import type { MonthlyEntryDraft, MonthlyRank, MonthlyRankResult } from './commission-monthly.js';
import { type RankBasis, type RankedOn, rankFiguresOf } from './commission-rank-basis.js';
import { percentOf } from './pricing.js';

/**
 * A month's inputs as the close loads them (issue 24, "the close at ten times the size"): one slot per agent with
 * sales in the month, its figures in typed arrays, its upline and level as they stood at the end of the month.
 */
export type MonthInputs = {
  /** YYYY-MM-01. */
  month: string;
  ids: string[];
  names: string[];
  /** The slot of each agent's upline, or -1: the agent heads a tree of its own here. */
  parent: Int32Array;
  ps: Float64Array;
  gs: Float64Array;
  psUnits: Float64Array;
  gsUnits: Float64Array;
  /** The slot in `levelIds` of each agent's level, or -1: none. */
  level: Int32Array;
  levelIds: string[];
};

/** The plan's monthly part, as `planForMonth` reads it (ranks lowest first). */
export type MonthRules = {
  ranks: readonly MonthlyRank[];
  off: ReadonlySet<CommissionType>;
  rankBasis: RankBasis;
  leadershipByLevel: ReadonlyMap<string, number>;
};

/**
 * The month computed, per agent slot: its rank (index into the plan's ranks, or -1), figures, and the amount of each
 * monthly entry (0: no entry). A leadership entry is paid to the upline of the leg it is on, so it is kept on the
 * leg's slot. `order` is the post-order the agents were computed in (legs before their upline).
 */
export type MonthComputed = {
  inputs: MonthInputs;
  rules: MonthRules;
  order: Int32Array;
  /** Each agent's direct legs, ascending by id: `legs[legStart[i] .. legStart[i + 1])`. */
  legStart: Int32Array;
  legs: Int32Array;
  rank: Int32Array;
  tpgs: Float64Array;
  sideGroupSales: Float64Array;
  sideGroupSalesUnits: Float64Array;
  /** The performance bonus paid within the agent's subtree, itself included (what its upline deducts). */
  covered: Float64Array;
  personalLevel: Float64Array;
  performance: Float64Array;
  leadershipOnLeg: Float64Array;
};

export const MONTHLY_KINDS = ['personal_level', 'performance', 'leadership'] as const;
export type MonthlyKind = (typeof MONTHLY_KINDS)[number];

/** The children of each slot, ascending by id (the same entries whatever order the agents came in). */
function legsOf(inputs: MonthInputs) {
  const count = inputs.ids.length;
  const parent = inputs.parent;
  const legStart = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) {
    const upline = parent[i] as number;
    if (upline >= 0) legStart[upline + 1] = (legStart[upline + 1] as number) + 1;
  }
  for (let i = 0; i < count; i++) legStart[i + 1] = (legStart[i + 1] as number) + (legStart[i] as number);
  const next = legStart.slice(0, count);
  const legs = new Int32Array(legStart[count] as number);
  for (let i = 0; i < count; i++) {
    const upline = parent[i] as number;
    if (upline < 0) continue;
    legs[next[upline] as number] = i;
    next[upline] = (next[upline] as number) + 1;
  }
  const ids = inputs.ids as readonly string[];
  const byId = (x: number, y: number) => {
    const a = ids[x] as string;
    const b = ids[y] as string;
    return a < b ? -1 : a > b ? 1 : 0;
  };
  // Slots loaded in id order fill each agent's legs already sorted: check, and sort only where they are not.
  for (let i = 0; i < count; i++) {
    const from = legStart[i] as number;
    const to = legStart[i + 1] as number;
    for (let k = from + 1; k < to; k++)
      if (byId(legs[k - 1] as number, legs[k] as number) > 0) {
        legs.subarray(from, to).sort(byId);
        break;
      }
  }
  return { legStart, legs };
}

/** Legs before their upline, without recursion (a tree may be thousands deep); the tops in reverse input order. */
function postOrder(parent: Int32Array, legStart: Int32Array, legs: Int32Array) {
  const count = parent.length;
  const order = new Int32Array(count);
  // A slot pushed as ~slot is expanded: its legs are done.
  const stack = new Int32Array(2 * count + 1);
  let top = 0;
  let done = 0;
  for (let i = 0; i < count; i++) if ((parent[i] as number) < 0) stack[top++] = i;
  while (top > 0) {
    const slot = stack[--top] as number;
    if (slot < 0) {
      order[done++] = ~slot;
      continue;
    }
    stack[top++] = ~slot;
    for (let k = legStart[slot] as number; k < (legStart[slot + 1] as number); k++) stack[top++] = legs[k] as number;
  }
  return order.subarray(0, done);
}

/**
 * domain-rules "Commissions" 6-9 for one month over typed arrays: the same rules as `closeMonth` (which is this
 * function over objects), for a million agents in a few hundred milliseconds and a few dozen bytes per agent.
 */
export function computeMonth(inputs: MonthInputs, rules: MonthRules): MonthComputed {
  const count = inputs.ids.length;
  const { parent, ps, gs, psUnits, gsUnits } = inputs;
  const { legStart, legs } = legsOf(inputs);
  const order = postOrder(parent, legStart, legs);
  const ranks = rules.ranks;
  const leadershipOfLevel = inputs.levelIds.map((id) => rules.leadershipByLevel.get(id) ?? 0);
  const performanceOff = rules.off.has('performance');
  const rank = new Int32Array(count).fill(-1);
  const tpgs = new Float64Array(count);
  const tpgsUnits = new Float64Array(count);
  const sideGroupSales = new Float64Array(count);
  const sideGroupSalesUnits = new Float64Array(count);
  const covered = new Float64Array(count);
  const personalLevel = new Float64Array(count);
  const performance = new Float64Array(count);
  const leadershipOnLeg = new Float64Array(count);
  const rankIndex = new Map(ranks.map((r, index) => [r, index]));
  for (let i = 0; i < count; i++) {
    tpgs[i] = (ps[i] as number) + (gs[i] as number);
    tpgsUnits[i] = (psUnits[i] as number) + (gsUnits[i] as number);
  }

  for (const i of order) {
    let sum = 0;
    let max = Number.NEGATIVE_INFINITY;
    let sumUnits = 0;
    let maxUnits = Number.NEGATIVE_INFINITY;
    let legsPaid = 0;
    const from = legStart[i] as number;
    const to = legStart[i + 1] as number;
    for (let k = from; k < to; k++) {
      const leg = legs[k] as number;
      sum += tpgs[leg] as number;
      max = Math.max(max, tpgs[leg] as number);
      sumUnits += tpgsUnits[leg] as number;
      maxUnits = Math.max(maxUnits, tpgsUnits[leg] as number);
      legsPaid += covered[leg] as number;
    }
    sideGroupSales[i] = to > from ? sum - max : 0;
    sideGroupSalesUnits[i] = to > from ? sumUnits - maxUnits : 0;
    const achieved = achievedRank(rankedOnOf(i, rules.rankBasis), ranks);
    if (!achieved) {
      covered[i] = legsPaid;
      continue;
    }
    rank[i] = rankIndex.get(achieved) as number;
    if ((ps[i] as number) > 0) personalLevel[i] = percentOf(ps[i] as number, achieved.personalLevelBasisPoints);
    const basisPoints = achieved.commissionBasisPoints;
    let deductions = 0;
    for (let k = from; k < to; k++) deductions += deductionOf(legs[k] as number, basisPoints);
    const gross = (tpgs[i] as number) > 0 ? percentOf(tpgs[i] as number, basisPoints) : 0;
    performance[i] = Math.max(0, gross - deductions);
    covered[i] = legsPaid + (performanceOff ? 0 : (performance[i] as number));

    const leadership = inputs.level[i] as number;
    const leadershipBasisPoints = leadership >= 0 ? (leadershipOfLevel[leadership] as number) : 0;
    if (achieved.isLeadership && leadershipBasisPoints > 0)
      for (let k = from; k < to; k++) {
        const leg = legs[k] as number;
        const legRank = rank[leg] as number;
        if (legRank >= 0 && ranks[legRank]?.isLeadership && (tpgs[leg] as number) > 0)
          leadershipOnLeg[leg] = percentOf(tpgs[leg] as number, leadershipBasisPoints);
      }
  }
  return {
    inputs,
    rules,
    order,
    legStart,
    legs,
    rank,
    tpgs,
    sideGroupSales,
    sideGroupSalesUnits,
    covered,
    personalLevel,
    performance,
    leadershipOnLeg,
  };

  function rankedOnOf(i: number, basis: RankBasis) {
    return rankFiguresOf(
      {
        ps: ps[i] as number,
        psUnits: psUnits[i] as number,
        tpgs: tpgs[i] as number,
        tpgsUnits: tpgsUnits[i] as number,
        sideGroupSales: sideGroupSales[i] as number,
        sideGroupSalesUnits: sideGroupSalesUnits[i] as number,
      },
      basis,
    );
  }

  function deductionOf(leg: number, basisPoints: number) {
    const cap = percentOf(Math.max(tpgs[leg] as number, 0), basisPoints);
    return Math.max(0, Math.min(cap, covered[leg] as number));
  }
}

/** The amount of one monthly entry (0: none, or its type is switched off): `slot` is the leg for leadership. */
export function entryAmount(computed: MonthComputed, kind: MonthlyKind, slot: number): number {
  if (computed.rules.off.has(kind)) return 0;
  const amounts =
    kind === 'personal_level'
      ? computed.personalLevel
      : kind === 'performance'
        ? computed.performance
        : computed.leadershipOnLeg;
  const amount = amounts[slot] as number;
  return amount > 0 ? amount : 0;
}

/** An agent's rank result (what `commission_agent_ranks` keeps). */
export function rankResultOf(computed: MonthComputed, slot: number): MonthlyRankResult {
  const rank = computed.rank[slot] as number;
  return {
    agentId: computed.inputs.ids[slot] as string,
    rankId: rank >= 0 ? (computed.rules.ranks[rank]?.id ?? null) : null,
    ps: computed.inputs.ps[slot] as number,
    tpgs: computed.tpgs[slot] as number,
    sideGroupSales: computed.sideGroupSales[slot] as number,
  };
}

/** The key of a monthly entry: `<month>:<type>:<agent>` (leadership: `…:<leg top>`), unique per company. */
export function entryKeyOf(computed: MonthComputed, kind: MonthlyKind, slot: number): string {
  const { ids, parent, month } = computed.inputs;
  return kind === 'leadership'
    ? `${month}:${kind}:${ids[parent[slot] as number]}:${ids[slot]}`
    : `${month}:${kind}:${ids[slot]}`;
}

/** One monthly entry as the ledger keeps it, its check-calculation inputs built only now (they are the bulk). */
export function entryDraftOf(computed: MonthComputed, kind: MonthlyKind, slot: number): MonthlyEntryDraft {
  const { ids } = computed.inputs;
  const beneficiary = kind === 'leadership' ? (computed.inputs.parent[slot] as number) : slot;
  return {
    beneficiaryId: ids[beneficiary] as string,
    type: kind,
    amount: entryAmount(computed, kind, slot),
    key: entryKeyOf(computed, kind, slot),
    sourceAgentId: ids[slot] as string,
    inputs: entryInputsOf(computed, kind, slot),
  };
}

export function rankedOnOf(computed: MonthComputed, slot: number): RankedOn {
  const { inputs, rules } = computed;
  const basis = rules.rankBasis;
  return {
    basis,
    ...rankFiguresOf(
      {
        ps: inputs.ps[slot] as number,
        psUnits: inputs.psUnits[slot] as number,
        tpgs: computed.tpgs[slot] as number,
        tpgsUnits: (inputs.psUnits[slot] as number) + (inputs.gsUnits[slot] as number),
        sideGroupSales: computed.sideGroupSales[slot] as number,
        sideGroupSalesUnits: computed.sideGroupSalesUnits[slot] as number,
      },
      basis,
    ),
  };
}

export const rankOf = (computed: MonthComputed, slot: number) => {
  const rank = computed.rank[slot] as number;
  return rank >= 0 ? (computed.rules.ranks[rank] ?? null) : null;
};

export function entryInputsOf(computed: MonthComputed, kind: MonthlyKind, slot: number): CommissionInputs {
  const { inputs } = computed;
  if (kind === 'leadership') {
    const upline = inputs.parent[slot] as number;
    const level = inputs.level[upline] as number;
    return {
      kind: 'percent',
      base: computed.tpgs[slot] as number,
      basisPoints: level >= 0 ? (computed.rules.leadershipByLevel.get(inputs.levelIds[level] as string) ?? 0) : 0,
      baseLabel: 'legTpgs',
      rankName: rankOf(computed, upline)?.name as string,
      legRankName: rankOf(computed, slot)?.name as string,
    };
  }
  const rank = rankOf(computed, slot) as MonthlyRank;
  if (kind === 'personal_level')
    return {
      kind: 'percent',
      base: inputs.ps[slot] as number,
      basisPoints: rank.personalLevelBasisPoints,
      baseLabel: 'ps',
      rankName: rank.name,
      rankedOn: rankedOnOf(computed, slot),
    };
  const basisPoints = rank.commissionBasisPoints;
  const legs = [];
  for (let k = computed.legStart[slot] as number; k < (computed.legStart[slot + 1] as number); k++) {
    const leg = computed.legs[k] as number;
    const legRank = rankOf(computed, leg);
    const tpgs = computed.tpgs[leg] as number;
    const paid = computed.covered[leg] as number;
    const cap = percentOf(Math.max(tpgs, 0), basisPoints);
    legs.push({
      agentId: inputs.ids[leg] as string,
      agentName: inputs.names[leg] as string,
      basisPoints: legRank?.commissionBasisPoints ?? 0,
      rankName: legRank?.name ?? null,
      tpgs,
      paid,
      cap,
      deduction: Math.max(0, Math.min(cap, paid)),
    });
  }
  return {
    kind: 'performance',
    basisPoints,
    tpgs: computed.tpgs[slot] as number,
    rankName: rank.name,
    legs,
    rankedOn: rankedOnOf(computed, slot),
  };
}

/**
 * Every monthly entry of the month as (kind, slot) pairs, by beneficiary in the order of `beneficiaries` (its
 * personal-level, performance, then leadership per leg by id); by default the order `closeMonth` always gave them
 * (post-order).
 */
export function* monthlyEntrySlots(
  computed: MonthComputed,
  beneficiaries: Iterable<number> = computed.order,
): Generator<[MonthlyKind, number]> {
  for (const slot of beneficiaries) {
    if (entryAmount(computed, 'personal_level', slot) > 0) yield ['personal_level', slot];
    if (entryAmount(computed, 'performance', slot) > 0) yield ['performance', slot];
    for (let k = computed.legStart[slot] as number; k < (computed.legStart[slot + 1] as number); k++)
      if (entryAmount(computed, 'leadership', computed.legs[k] as number) > 0)
        yield ['leadership', computed.legs[k] as number];
  }
}

/** Slots 0 … count − 1: the order the month's agents were loaded in. */
export function* slotsInOrder(count: number): Generator<number> {
  for (let slot = 0; slot < count; slot++) yield slot;
}
