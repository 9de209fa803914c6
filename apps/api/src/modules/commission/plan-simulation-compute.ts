import {
  computeMonth,
  entryDraftOf,
  type MonthClose,
  type MonthlyEntryDraft,
  type MonthlyRankResult,
  monthlyEntrySlots,
  rankResultOf,
} from '@niaga/shared';
import type { Executor } from '../../db/client.js';
import { loadMonthInputs, monthEndOf } from './month-inputs.repo.js';
import type { MonthPlan } from './plan-for-month.js';

/**
 * The month's close computed with `plan`, writing nothing: the same load (the tree as it stood at the month's end)
 * and compute the close runs (close.ts), so a simulation of the plan that was paid equals what was paid.
 */
export async function computeMonthWith(
  executor: Executor,
  companyId: string,
  period: string,
  plan: MonthPlan,
): Promise<{ agents: Array<{ id: string; name: string; ps: number }>; result: MonthClose }> {
  const inputs = await loadMonthInputs(executor, companyId, period, await monthEndOf(executor, companyId, period));
  const computed = computeMonth(inputs, plan);
  const ranks: MonthlyRankResult[] = [];
  for (const slot of computed.order) ranks.push(rankResultOf(computed, slot));
  const entries: MonthlyEntryDraft[] = [];
  for (const [kind, slot] of monthlyEntrySlots(computed)) entries.push(entryDraftOf(computed, kind, slot));
  const agents = inputs.ids.map((id, slot) => ({ id, name: inputs.names[slot] ?? '', ps: inputs.ps[slot] ?? 0 }));
  return { agents, result: { ranks, entries } };
}
