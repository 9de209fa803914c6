import {
  entryAmount,
  entryDraftOf,
  MONTHLY_KINDS,
  type MonthComputed,
  type MonthInputs,
  rankResultOf,
} from './commission-month-arrays.js';
import type { MonthlyEntryDraft, MonthlyRankResult } from './commission-monthly.js';

/**
 * The month's inputs with one order's sales put back (`withOrderSales` over typed arrays): its amount on the
 * agent's PS and on the GS of every upline of the month's tree. The agent not in the month: the inputs as they are.
 */
export function withOrderInputs(inputs: MonthInputs, agentId: string, amount: number, units = 0): MonthInputs {
  const agent = inputs.ids.indexOf(agentId);
  if (agent < 0) return inputs;
  const copy = {
    ...inputs,
    ps: inputs.ps.slice(),
    gs: inputs.gs.slice(),
    psUnits: inputs.psUnits.slice(),
    gsUnits: inputs.gsUnits.slice(),
  };
  copy.ps[agent] = (copy.ps[agent] as number) + amount;
  copy.psUnits[agent] = (copy.psUnits[agent] as number) + units;
  const seen = new Set([agent]);
  for (let upline = inputs.parent[agent] as number; upline >= 0 && !seen.has(upline); ) {
    seen.add(upline);
    copy.gs[upline] = (copy.gs[upline] as number) + amount;
    copy.gsUnits[upline] = (copy.gsUnits[upline] as number) + units;
    upline = inputs.parent[upline] as number;
  }
  return copy;
}

/**
 * The monthly entries whose amount differs between two computes of the same month (same agents and tree), as
 * drafts of each side: all `clawbacksOf` needs, built for the few entries a refund moves, not for the month.
 */
export function changedEntries(before: MonthComputed, after: MonthComputed) {
  const was: MonthlyEntryDraft[] = [];
  const now: MonthlyEntryDraft[] = [];
  for (let slot = 0; slot < before.inputs.ids.length; slot++)
    for (const kind of MONTHLY_KINDS) {
      const old = entryAmount(before, kind, slot);
      const current = entryAmount(after, kind, slot);
      if (old === current) continue;
      if (old > 0) was.push(entryDraftOf(before, kind, slot));
      if (current > 0) now.push(entryDraftOf(after, kind, slot));
    }
  return { before: was, after: now };
}

/** The ranks (with their figures) that differ between two computes of the same month, as the second has them. */
export function changedRanks(before: MonthComputed, after: MonthComputed): MonthlyRankResult[] {
  const changed: MonthlyRankResult[] = [];
  for (let slot = 0; slot < before.inputs.ids.length; slot++)
    if (
      before.rank[slot] !== after.rank[slot] ||
      before.inputs.ps[slot] !== after.inputs.ps[slot] ||
      before.tpgs[slot] !== after.tpgs[slot] ||
      before.sideGroupSales[slot] !== after.sideGroupSales[slot]
    )
      changed.push(rankResultOf(after, slot));
  return changed;
}
