import type { CommissionInputs, CommissionType, RankThresholds } from './commission.js';
import {
  computeMonth,
  entryDraftOf,
  type MonthInputs,
  monthlyEntrySlots,
  rankResultOf,
} from './commission-month-arrays.js';
import type { RankBasis } from './commission-rank-basis.js';

/** An agent with sales in the month being closed (sen): its own PS and the GS below it. */
export type MonthlyAgent = {
  id: string;
  name: string;
  /** Null, or an id outside the month's agents: the agent heads a tree of its own here. */
  uplineId: string | null;
  ps: number;
  gs: number;
  /** The same sales in units, read when the company counts rank thresholds in units (`RankBasis`); absent: 0. */
  psUnits?: number;
  gsUnits?: number;
  /** Its level's `leadership` percentage (basis points). */
  leadershipBasisPoints: number;
};

/** A commission rank (spec §3) as the month close reads it; thresholds in sen, percentages in basis points. */
export type MonthlyRank = RankThresholds & {
  name: string;
  commissionBasisPoints: number;
  personalLevelBasisPoints: number;
  isLeadership: boolean;
};

export type MonthlyRankResult = {
  agentId: string;
  rankId: string | null;
  ps: number;
  tpgs: number;
  sideGroupSales: number;
};

export type MonthlyEntryDraft = {
  beneficiaryId: string;
  type: Extract<CommissionType, 'personal_level' | 'performance' | 'leadership'>;
  amount: number;
  /** Unique per company: `<month>:<type>:<agent>` (leadership: `…:<leg top>`), so a second close adds nothing. */
  key: string;
  /** Whose sales earned it: the agent itself, or the leg top of a leadership entry. */
  sourceAgentId: string;
  inputs: CommissionInputs;
};

export type MonthClose = { ranks: MonthlyRankResult[]; entries: MonthlyEntryDraft[] };

/**
 * domain-rules "Commissions" 6-9 for one month: each agent's rank, personal-level commission, performance bonus and
 * leadership, from the month's PS and GS of every agent that has any (uplines of a buyer always do).
 *
 * The performance bonus is a differential: an agent earns `rank% × TPGS` less, per direct leg, what that leg has
 * already been paid as performance bonus (capped at `rank% × leg TPGS`, so each leg term is at least 0). Where the
 * leg's top holds the leg's highest rank this is exactly `rank% × TPGS − Σ leg top's rank% × leg TPGS`; where a
 * higher rank sits deeper in a leg, it still never pays twice for the same sales.
 *
 * The rules live in `computeMonth` (typed arrays, what the close runs at a million agents); this is it over objects.
 */
export function closeMonth(
  month: string,
  agents: readonly MonthlyAgent[],
  ranksLowestFirst: readonly MonthlyRank[],
  off: ReadonlySet<CommissionType> = new Set(),
  rankBasis: RankBasis = 'amount',
): MonthClose {
  const inputs = monthInputsOf(month, agents);
  // The objects carry their leadership percentage, not a level: each percentage is a "level" of its own.
  const leadershipByLevel = new Map(inputs.levelIds.map((id) => [id, Number(id)]));
  const computed = computeMonth(inputs, { ranks: ranksLowestFirst, off, rankBasis, leadershipByLevel });
  const ranks: MonthlyRankResult[] = [];
  for (const slot of computed.order) ranks.push(rankResultOf(computed, slot));
  const entries: MonthlyEntryDraft[] = [];
  for (const [kind, slot] of monthlyEntrySlots(computed)) entries.push(entryDraftOf(computed, kind, slot));
  return { ranks, entries };
}

/** `MonthlyAgent`s as typed-array inputs (an agent listed twice: its last row, as a map of them would keep). */
export function monthInputsOf(month: string, agents: readonly MonthlyAgent[]): MonthInputs {
  const unique = [...new Map(agents.map((agent) => [agent.id, agent])).values()];
  const slots = new Map(unique.map((agent, slot) => [agent.id, slot]));
  const levelIds = [...new Set(unique.map((agent) => String(agent.leadershipBasisPoints)))];
  const levelSlot = new Map(levelIds.map((id, slot) => [id, slot]));
  return {
    month,
    ids: unique.map((agent) => agent.id),
    names: unique.map((agent) => agent.name),
    parent: Int32Array.from(unique, (agent) => (agent.uplineId === null ? -1 : (slots.get(agent.uplineId) ?? -1))),
    ps: Float64Array.from(unique, (agent) => agent.ps),
    gs: Float64Array.from(unique, (agent) => agent.gs),
    psUnits: Float64Array.from(unique, (agent) => agent.psUnits ?? 0),
    gsUnits: Float64Array.from(unique, (agent) => agent.gsUnits ?? 0),
    level: Int32Array.from(unique, (agent) => levelSlot.get(String(agent.leadershipBasisPoints)) as number),
    levelIds,
  };
}
