import {
  computeMonth,
  entryAmount,
  MONTHLY_KINDS,
  type MonthComputed,
  type MonthlyKind,
  monthlyEntrySlots,
} from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loadMonthInputs, monthEndOf } from './month-inputs.repo.js';
import type { MonthPlan } from './plan-for-month.js';
import type { SimulatedEntry } from './plan-versions.tables.js';

/** Between ids in an aggregated text: the unit separator, which no id holds. */
const SEPARATOR = '\x1f';

/** A month computed under a plan beside what its close paid, per agent slot (typed arrays, as the close keeps them). */
export type MonthSimulation = {
  computed: MonthComputed;
  /** What each agent would be paid under the plan, and what the close paid it (sen). */
  simulated: Float64Array;
  paid: Float64Array;
  /** The rank id the close gave each agent (null: none). */
  paidRankIds: Array<string | null>;
  totals: Record<MonthlyKind, { paid: number; simulated: number }>;
};

/**
 * The month's close computed with `plan`, writing nothing: the same load (the tree as it stood at the month's end)
 * and compute the close runs (close.ts), so a simulation of the plan that was paid equals what was paid. What was
 * paid comes back summed per agent in SQL, not entry by entry.
 */
export async function simulateMonth(
  executor: Executor,
  companyId: string,
  period: string,
  plan: MonthPlan,
): Promise<MonthSimulation> {
  const inputs = await loadMonthInputs(executor, companyId, period, await monthEndOf(executor, companyId, period));
  const computed = computeMonth(inputs, plan);
  const count = inputs.ids.length;
  const slotOf = new Map(inputs.ids.map((id, slot) => [id, slot]));
  const totals = Object.fromEntries(
    MONTHLY_KINDS.map((kind) => [kind, { paid: 0, simulated: 0 }]),
  ) as MonthSimulation['totals'];
  const simulated = new Float64Array(count);
  for (const [kind, slot] of monthlyEntrySlots(computed)) {
    const amount = entryAmount(computed, kind, slot);
    const beneficiary = kind === 'leadership' ? (inputs.parent[slot] as number) : slot;
    simulated[beneficiary] = (simulated[beneficiary] as number) + amount;
    totals[kind].simulated += amount;
  }
  const paid = new Float64Array(count);
  for (const row of await paidByAgent(executor, companyId, period)) {
    const ids = row.ids.split(SEPARATOR);
    const amounts = row.amounts.split(',');
    for (let k = 0; k < ids.length; k++) {
      const slot = slotOf.get(ids[k] as string);
      if (slot !== undefined) paid[slot] = Number(amounts[k]);
    }
  }
  for (const row of await paidByType(executor, companyId, period)) totals[row.type].paid = Number(row.amount);
  const paidRankIds = new Array<string | null>(count).fill(null);
  for (const row of await paidRanks(executor, companyId, period))
    for (const id of row.ids.split(SEPARATOR)) {
      const slot = slotOf.get(id);
      if (slot !== undefined) paidRankIds[slot] = row.rank_id;
    }
  return { computed, simulated, paid, paidRankIds, totals };
}

/** What the month's close paid (its monthly entries, key `<month>:<type>:…`, not clawbacks posted in it). */
const closePaid = (companyId: string, period: string) => sql`
  commission_entries where company_id = ${companyId} and period = ${period}::date and key like ${`${period}:%`}
    and type in ('personal_level', 'performance', 'leadership')`;

/** Each agent's paid total, a few rows of texts (ids, amounts) rather than a row per agent. */
async function paidByAgent(executor: Executor, companyId: string, period: string) {
  return rowsOf<{ ids: string; amounts: string }>(
    await executor.execute(sql`
      select string_agg(beneficiary_id, ${SEPARATOR}) as ids, string_agg(amount::text, ',') as amounts
      from (select beneficiary_id, sum(amount) as amount, (row_number() over ()) / 100000 as page
        from ${closePaid(companyId, period)} group by beneficiary_id) paid
      group by page`),
  );
}

async function paidByType(executor: Executor, companyId: string, period: string) {
  return rowsOf<{ type: MonthlyKind; amount: string }>(
    await executor.execute(
      sql`select type, sum(amount)::text as amount from ${closePaid(companyId, period)} group by type`,
    ),
  );
}

async function paidRanks(executor: Executor, companyId: string, period: string) {
  return rowsOf<{ rank_id: string; ids: string }>(
    await executor.execute(sql`
      select rank_id, string_agg(agent_id, ${SEPARATOR}) as ids from commission_agent_ranks
      where company_id = ${companyId} and month = ${period}::date and rank_id is not null group by rank_id`),
  );
}

/** An agent's simulated entries (the drill-down), as the close would write them for it. */
export function simulatedEntriesOf(computed: MonthComputed, slot: number): SimulatedEntry[] {
  const entries: SimulatedEntry[] = [];
  for (const [kind, source] of monthlyEntrySlots(computed, [slot]))
    entries.push({
      type: kind,
      sourceAgentId: computed.inputs.ids[source] as string,
      amount: entryAmount(computed, kind, source),
    });
  return entries;
}
