import { type MonthComputed, type MonthlyKind, rankedOnOf, rankOf } from './commission-month-arrays.js';
import { percentOf } from './pricing.js';

/**
 * `JSON.stringify(entryInputsOf(computed, kind, slot))`, written straight as text: the close writes a million of
 * them, and building each as objects first doubled the time and the garbage. A test keeps the two equal.
 */
export function entryInputsJson(computed: MonthComputed, kind: MonthlyKind, slot: number): string {
  const { inputs } = computed;
  if (kind === 'leadership') {
    const upline = inputs.parent[slot] as number;
    const level = inputs.level[upline] as number;
    const basisPoints = level >= 0 ? (computed.rules.leadershipByLevel.get(inputs.levelIds[level] as string) ?? 0) : 0;
    return `{"kind":"percent","base":${computed.tpgs[slot]},"basisPoints":${basisPoints},"baseLabel":"legTpgs"${nameField('rankName', rankOf(computed, upline)?.name)}${nameField('legRankName', rankOf(computed, slot)?.name)}}`;
  }
  const rank = rankOf(computed, slot);
  if (!rank) throw new Error(`no rank at slot ${slot}`);
  if (kind === 'personal_level')
    return `{"kind":"percent","base":${inputs.ps[slot]},"basisPoints":${rank.personalLevelBasisPoints},"baseLabel":"ps","rankName":${JSON.stringify(rank.name)},"rankedOn":${rankedOnJson(computed, slot)}}`;
  const basisPoints = rank.commissionBasisPoints;
  let legs = '';
  for (let k = computed.legStart[slot] as number; k < (computed.legStart[slot + 1] as number); k++) {
    const leg = computed.legs[k] as number;
    const legRank = rankOf(computed, leg);
    const tpgs = computed.tpgs[leg] as number;
    const paid = computed.covered[leg] as number;
    const cap = percentOf(Math.max(tpgs, 0), basisPoints);
    legs += `${legs ? ',' : ''}{"agentId":${JSON.stringify(inputs.ids[leg])},"agentName":${JSON.stringify(inputs.names[leg])},"basisPoints":${legRank?.commissionBasisPoints ?? 0},"rankName":${legRank ? JSON.stringify(legRank.name) : 'null'},"tpgs":${tpgs},"paid":${paid},"cap":${cap},"deduction":${Math.max(0, Math.min(cap, paid))}}`;
  }
  return `{"kind":"performance","basisPoints":${basisPoints},"tpgs":${computed.tpgs[slot]},"rankName":${JSON.stringify(rank.name)},"legs":[${legs}],"rankedOn":${rankedOnJson(computed, slot)}}`;
}

/** A name field as JSON.stringify writes it: left out when undefined. */
const nameField = (key: string, name: string | undefined) =>
  name === undefined ? '' : `,"${key}":${JSON.stringify(name)}`;

function rankedOnJson(computed: MonthComputed, slot: number) {
  const { basis, ps, tpgs, sideGroupSales } = rankedOnOf(computed, slot);
  return `{"basis":"${basis}","ps":${ps},"tpgs":${tpgs},"sideGroupSales":${sideGroupSales}}`;
}
