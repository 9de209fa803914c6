import { achievedRank, type CommissionInputs, type CommissionType } from './commission.js';
import type {
  MonthClose,
  MonthlyAgent,
  MonthlyEntryDraft,
  MonthlyRank,
  MonthlyRankResult,
} from './commission-monthly.js';
import { type RankBasis, type RankedOn, rankFiguresOf } from './commission-rank-basis.js';
import { percentOf } from './pricing.js';

/**
 * The month close as it was written over objects before the typed-array `computeMonth` (issue 24): kept only as the
 * oracle of the property test that the two agree (`commission-month-arrays.test.ts`). Not exported from the package.
 */
type Node = MonthlyAgent & {
  psUnits: number;
  tpgs: number;
  tpgsUnits: number;
  legs: Node[];
  rank: MonthlyRank | null;
  covered: number;
};

/**
 * domain-rules "Commissions" 6-9 for one month: each agent's rank, personal-level commission, performance bonus and
 * leadership, from the month's PS and GS of every agent that has any (uplines of a buyer always do).
 *
 * The performance bonus is a differential: an agent earns `rank% × TPGS` less, per direct leg, what that leg has
 * already been paid as performance bonus (capped at `rank% × leg TPGS`, so each leg term is at least 0). Where the
 * leg's top holds the leg's highest rank this is exactly `rank% × TPGS − Σ leg top's rank% × leg TPGS`; where a
 * higher rank sits deeper in a leg, it still never pays twice for the same sales.
 */
export function closeMonthReference(
  month: string,
  agents: readonly MonthlyAgent[],
  ranksLowestFirst: readonly MonthlyRank[],
  off: ReadonlySet<CommissionType> = new Set(),
  rankBasis: RankBasis = 'amount',
): MonthClose {
  const nodes = new Map<string, Node>();
  for (const agent of agents)
    nodes.set(agent.id, {
      ...agent,
      psUnits: agent.psUnits ?? 0,
      tpgs: agent.ps + agent.gs,
      tpgsUnits: (agent.psUnits ?? 0) + (agent.gsUnits ?? 0),
      legs: [],
      rank: null,
      covered: 0,
    });
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const upline = node.uplineId === null ? undefined : nodes.get(node.uplineId);
    if (upline) upline.legs.push(node);
    else roots.push(node);
  }
  // The same entries whatever order the agents came in (a second close compares equal).
  for (const node of nodes.values()) node.legs.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));

  const ranks: MonthlyRankResult[] = [];
  const entries: MonthlyEntryDraft[] = [];
  const entry = (node: Node, type: MonthlyEntryDraft['type'], amount: number, inputs: CommissionInputs, leg?: Node) => {
    if (amount <= 0 || off.has(type)) return;
    const key = `${month}:${type}:${node.id}${leg ? `:${leg.id}` : ''}`;
    entries.push({ beneficiaryId: node.id, type, amount, key, sourceAgentId: leg?.id ?? node.id, inputs });
  };

  // Legs before their upline (the bonus needs what each leg was paid): an explicit post-order, no recursion,
  // since a tree may be thousands deep.
  for (const node of postOrder(roots)) {
    const sideGroupSales = sideOf(node.legs.map((leg) => leg.tpgs));
    const sideGroupSalesUnits = sideOf(node.legs.map((leg) => leg.tpgsUnits));
    const rankedOn: RankedOn = {
      basis: rankBasis,
      ...rankFiguresOf({ ...node, sideGroupSales, sideGroupSalesUnits }, rankBasis),
    };
    node.rank = achievedRank(rankedOn, ranksLowestFirst);
    ranks.push({ agentId: node.id, rankId: node.rank?.id ?? null, ps: node.ps, tpgs: node.tpgs, sideGroupSales });
    const legsPaid = node.legs.reduce((sum, leg) => sum + leg.covered, 0);
    if (!node.rank) {
      node.covered = legsPaid;
      continue;
    }
    const { personalLevelBasisPoints, commissionBasisPoints } = node.rank;
    if (node.ps > 0)
      entry(node, 'personal_level', percentOf(node.ps, personalLevelBasisPoints), {
        kind: 'percent',
        base: node.ps,
        basisPoints: personalLevelBasisPoints,
        baseLabel: 'ps',
        rankName: node.rank.name,
        rankedOn,
      });

    const performance = performanceOf(node, commissionBasisPoints, node.rank.name, rankedOn);
    node.covered = legsPaid + (off.has('performance') ? 0 : performance.amount);
    entry(node, 'performance', performance.amount, performance.inputs);

    if (node.rank.isLeadership && node.leadershipBasisPoints > 0)
      for (const leg of node.legs)
        if (leg.rank?.isLeadership && leg.tpgs > 0)
          entry(
            node,
            'leadership',
            percentOf(leg.tpgs, node.leadershipBasisPoints),
            {
              kind: 'percent',
              base: leg.tpgs,
              basisPoints: node.leadershipBasisPoints,
              baseLabel: 'legTpgs',
              rankName: node.rank.name,
              legRankName: leg.rank.name,
            },
            leg,
          );
  }
  return { ranks, entries };
}

/** domain-rules "Sales figures": the TPGS of all direct legs except the largest one. */
const sideOf = (legTotals: number[]) =>
  legTotals.reduce((sum, value) => sum + value, 0) - (legTotals.length > 0 ? Math.max(...legTotals) : 0);

function performanceOf(node: Node, basisPoints: number, rankName: string, rankedOn: RankedOn) {
  const legs = node.legs.map((leg) => {
    const cap = percentOf(Math.max(leg.tpgs, 0), basisPoints);
    return {
      agentId: leg.id,
      agentName: leg.name,
      basisPoints: leg.rank?.commissionBasisPoints ?? 0,
      rankName: leg.rank?.name ?? null,
      tpgs: leg.tpgs,
      paid: leg.covered,
      cap,
      deduction: Math.max(0, Math.min(cap, leg.covered)),
    };
  });
  const gross = node.tpgs > 0 ? percentOf(node.tpgs, basisPoints) : 0;
  const amount = Math.max(0, gross - legs.reduce((sum, leg) => sum + leg.deduction, 0));
  const inputs: CommissionInputs = {
    kind: 'performance',
    basisPoints,
    tpgs: node.tpgs,
    rankName,
    legs,
    rankedOn,
  };
  return { amount, inputs };
}

function* postOrder(roots: readonly Node[]): Generator<Node> {
  const stack: Array<{ node: Node; expanded: boolean }> = roots.map((node) => ({ node, expanded: false }));
  while (stack.length > 0) {
    const top = stack.pop() as { node: Node; expanded: boolean };
    if (top.expanded) {
      yield top.node;
      continue;
    }
    stack.push({ node: top.node, expanded: true });
    for (const leg of top.node.legs) stack.push({ node: leg, expanded: false });
  }
}
