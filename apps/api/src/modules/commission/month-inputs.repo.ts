import type { MonthInputs } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Agents per answered row: each row carries one page of the month as texts, so a million agents are 10 rows. */
const PAGE = 100_000;

/** Each column of a page as one text, split here: far cheaper than a million array elements parsed one by one. */
type Page = Record<'slots' | 'ids' | 'names' | 'parents' | 'levels' | 'ps' | 'gs' | 'ps_units' | 'gs_units', string>;

/** Between ids and names in a page's text: the unit separator, which no safe text holds. */
const SEPARATOR = '\x1f';

/** The instant a month (YYYY-MM-01) ends in the company's time zone: the tree "as it stood" is the tree then. */
export async function monthEndOf(executor: Executor, companyId: string, period: string): Promise<Date> {
  const result = await executor.execute(sql`
    select ((${period}::date + interval '1 month')::timestamp at time zone c.time_zone) as at
    from companies c where c.id = ${companyId}`);
  return new Date(rowsOf<{ at: Date | string }>(result)[0]?.at as string);
}

/**
 * What a month's close computes on (issue 24): one slot per agent with sales in the month (`agent_monthly_sales`),
 * its upline and level as they stood at `asOf` (the latest `network_placements` row before it; an agent placed
 * only later is a top without a level here), its upline as a slot. PostgreSQL joins the slots; the answer is a
 * few rows of arrays, read straight into typed arrays (the same SQL on PGlite).
 */
export async function loadMonthInputs(
  executor: Executor,
  companyId: string,
  period: string,
  asOf: Date,
): Promise<MonthInputs> {
  // Sorts and hashes of a million rows in memory, not on disk; no JIT (its compiling cost more than it saved).
  await executor.execute(sql`set local work_mem = '128MB'`);
  await executor.execute(sql`set local jit = off`);
  // Hash joins on a million rows (the planner, blind on the CTE, would sort them for merge joins), in one process:
  // parallel workers would each build the same hash of the placements.
  await executor.execute(sql`set local enable_mergejoin = off`);
  await executor.execute(sql`set local max_parallel_workers_per_gather = 0`);
  const levelRows = rowsOf<{ id: string }>(
    await executor.execute(sql`select id from levels where company_id = ${companyId} order by id`),
  );
  const at = asOf.toISOString();
  const result = await executor.execute(sql`
    with month as materialized (
      select s.agent_id, s.ps_amount, s.gs_amount, s.ps_units, s.gs_units, (row_number() over ())::int - 1 as slot
      from agent_monthly_sales s where s.company_id = ${companyId} and s.month = ${period}::date
    ), placed as (
      select p.agent_id, p.upline_id, p.level_id from network_placements p
      where p.company_id = ${companyId} and p.valid_from < ${at}::timestamptz
        and not exists (select 1 from network_placements later
          where later.company_id = ${companyId} and later.agent_id = p.agent_id
            and later.valid_from > p.valid_from and later.valid_from < ${at}::timestamptz)
    ), level_slots as (
      select id, (row_number() over (order by id))::int - 1 as slot from levels where company_id = ${companyId}
    )
    select m.slot / ${PAGE} as page,
      string_agg(m.slot::text, ',') as slots,
      string_agg(m.agent_id, ${SEPARATOR}) as ids,
      string_agg(coalesce(u.name, ''), ${SEPARATOR}) as names,
      string_agg(coalesce(up.slot, -1)::text, ',') as parents,
      string_agg(coalesce(l.slot, -1)::text, ',') as levels,
      string_agg(m.ps_amount::text, ',') as ps,
      string_agg(m.gs_amount::text, ',') as gs,
      string_agg(m.ps_units::text, ',') as ps_units,
      string_agg(m.gs_units::text, ',') as gs_units
    from month m
    join users u on u.company_id = ${companyId} and u.id = m.agent_id
    left join placed on placed.agent_id = m.agent_id
    left join month up on up.agent_id = placed.upline_id
    left join level_slots l on l.id = placed.level_id
    group by 1`);
  const pages = rowsOf<Page>(result);
  const count = pages.reduce((sum, page) => sum + page.slots.split(',').length, 0);
  const inputs: MonthInputs = {
    month: period,
    ids: new Array(count),
    names: new Array(count),
    parent: new Int32Array(count),
    ps: new Float64Array(count),
    gs: new Float64Array(count),
    psUnits: new Float64Array(count),
    gsUnits: new Float64Array(count),
    level: new Int32Array(count),
    levelIds: levelRows.map((row) => row.id),
  };
  for (let index = 0; index < pages.length; index++) {
    const page = pages[index] as Page;
    const slots = new Int32Array(page.slots.length === 0 ? 0 : countOf(page.slots, ','));
    readNumbers(page.slots, slots, null);
    const ids = page.ids.split(SEPARATOR);
    const names = page.names.split(SEPARATOR);
    // Each value in its slot (an aggregate's order is its own).
    for (let k = 0; k < slots.length; k++) {
      inputs.ids[slots[k] as number] = ids[k] as string;
      inputs.names[slots[k] as number] = names[k] as string;
    }
    readNumbers(page.parents, inputs.parent, slots);
    readNumbers(page.levels, inputs.level, slots);
    readNumbers(page.ps, inputs.ps, slots);
    readNumbers(page.gs, inputs.gs, slots);
    readNumbers(page.ps_units, inputs.psUnits, slots);
    readNumbers(page.gs_units, inputs.gsUnits, slots);
    // Each page's text goes as soon as it is copied.
    pages[index] = undefined as unknown as Page;
  }
  return inputs;
}

const countOf = (text: string, separator: string) => {
  let count = 1;
  for (let at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, at + 1)) count++;
  return count;
};

/**
 * The comma-separated numbers of `text` into `target` at `slots[k]` (or at k): one short-lived string per value,
 * not an array of a hundred thousand of them per column (which a million agents made the close's peak memory).
 */
function readNumbers(text: string, target: Int32Array | Float64Array, slots: Int32Array | null) {
  let start = 0;
  for (let k = 0; start <= text.length; k++) {
    const end = text.indexOf(',', start);
    const stop = end < 0 ? text.length : end;
    target[slots ? (slots[k] as number) : k] = Number(text.slice(start, stop));
    start = stop + 1;
  }
}
