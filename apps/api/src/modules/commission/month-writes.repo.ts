import { entryAmount, entryInputsJson, entryKeyOf, type MonthComputed, type MonthlyKind } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ascendingIds } from '../../platform/ids.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows per statement: arrays of this many values per column (the parameters stay a few megabytes). */
const BATCH = 20_000;

/** Writes the month's ranks, every agent's (a rank already written for an agent is kept). */
export async function writeRanks(executor: Executor, companyId: string, period: string, computed: MonthComputed) {
  const { ids, ps } = computed.inputs;
  const rankIds = computed.rules.ranks.map((rank) => rank.id);
  for (let start = 0; start < ids.length; start += BATCH) {
    const end = Math.min(ids.length, start + BATCH);
    const slots = Array.from({ length: end - start }, (_, k) => start + k);
    await executor.execute(sql`
      insert into commission_agent_ranks (company_id, month, agent_id, rank_id, ps, tpgs, side_group_sales)
      select ${companyId}, ${period}::date, x.agent_id, x.rank_id, x.ps, x.tpgs, x.side_group_sales
      from unnest(${sql.param(slots.map((slot) => ids[slot]))}::text[],
        ${sql.param(slots.map((slot) => rankIds[computed.rank[slot] as number] ?? null))}::text[],
        ${sql.param(slots.map((slot) => ps[slot]))}::bigint[], ${sql.param(slots.map((slot) => computed.tpgs[slot]))}::bigint[],
        ${sql.param(slots.map((slot) => computed.sideGroupSales[slot]))}::bigint[])
        as x(agent_id, rank_id, ps, tpgs, side_group_sales)
      on conflict do nothing`);
  }
}

/**
 * Every monthly entry of the month as (kind, slot), by beneficiary in slot order (an agent's personal-level,
 * performance, then its leadership per leg): the rows reach the ledger's beneficiary indexes in one sweep.
 */
function* entrySlots(computed: MonthComputed): Generator<[MonthlyKind, number]> {
  const count = computed.inputs.ids.length;
  for (let slot = 0; slot < count; slot++) {
    if (entryAmount(computed, 'personal_level', slot) > 0) yield ['personal_level', slot];
    if (entryAmount(computed, 'performance', slot) > 0) yield ['performance', slot];
    for (let k = computed.legStart[slot] as number; k < (computed.legStart[slot + 1] as number); k++)
      if (entryAmount(computed, 'leadership', computed.legs[k] as number) > 0)
        yield ['leadership', computed.legs[k] as number];
  }
}

/**
 * Writes the month's entries, payable at once (their month is the one closing); answers how many were new. Columns
 * travel as arrays and the check-calculation inputs as one JSON array per batch (`rows from` zips them). Ascending
 * ids and rows in beneficiary order: each index is written in a few places, not on a random page per row (with a
 * ledger far larger than the server's buffers, random pages made the write 3× slower).
 */
export async function writeMonthlyEntries(
  executor: Executor,
  companyId: string,
  period: string,
  computed: MonthComputed,
): Promise<number> {
  const { ids, parent } = computed.inputs;
  const nextId = ascendingIds();
  let written = 0;
  let batch: Array<[MonthlyKind, number]> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const result = await executor.execute(sql`
      with written as (
        insert into commission_entries
          (company_id, id, key, beneficiary_id, type, amount, period, source_agent_id, status, inputs)
        select ${companyId}, x.id, x.key, x.beneficiary_id, x.type, x.amount, ${period}::date,
          x.source_agent_id, 'pending', x.inputs
        from rows from (
          unnest(${sql.param(rows.map(() => nextId()))}::text[]),
          unnest(${sql.param(rows.map(([kind, slot]) => entryKeyOf(computed, kind, slot)))}::text[]),
          unnest(${sql.param(rows.map(([kind, slot]) => ids[kind === 'leadership' ? (parent[slot] as number) : slot]))}::text[]),
          unnest(${sql.param(rows.map(([kind]) => kind))}::text[]),
          unnest(${sql.param(rows.map(([kind, slot]) => entryAmount(computed, kind, slot)))}::bigint[]),
          unnest(${sql.param(rows.map(([, slot]) => ids[slot]))}::text[]),
          jsonb_array_elements(${`[${rows.map(([kind, slot]) => entryInputsJson(computed, kind, slot)).join(',')}]`}::jsonb)
        ) as x(id, key, beneficiary_id, type, amount, source_agent_id, inputs)
        on conflict (company_id, key) do nothing
        returning 1
      )
      select count(*)::int as written from written`);
    written += Number(rowsOf<{ written: number }>(result)[0]?.written ?? 0);
  };
  for (const entry of entrySlots(computed)) {
    batch.push(entry);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return written;
}
