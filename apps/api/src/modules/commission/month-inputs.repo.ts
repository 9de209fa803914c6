import type { MonthInputs } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Agents per answered row: each row carries one page of the month as arrays, so a million agents are 10 rows. */
const PAGE = 100_000;

type Page = {
  slots: number[];
  ids: string[];
  names: string[];
  parents: number[];
  levels: number[];
  ps: number[];
  gs: number[];
  ps_units: number[];
  gs_units: number[];
};

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
  const levelRows = rowsOf<{ id: string }>(
    await executor.execute(sql`select id from levels where company_id = ${companyId} order by id`),
  );
  const result = await executor.execute(sql`
    with placed as (
      select distinct on (p.agent_id) p.agent_id, p.upline_id, p.level_id from network_placements p
      where p.company_id = ${companyId} and p.valid_from < ${asOf.toISOString()}::timestamptz
      order by p.agent_id desc, p.valid_from desc
    ), month as materialized (
      select s.agent_id, s.ps_amount, s.gs_amount, s.ps_units, s.gs_units, placed.upline_id, placed.level_id,
        (row_number() over (order by s.agent_id collate "C"))::int - 1 as slot
      from agent_monthly_sales s left join placed on placed.agent_id = s.agent_id
      where s.company_id = ${companyId} and s.month = ${period}::date
    ), level_slots as (
      select id, (row_number() over (order by id))::int - 1 as slot from levels where company_id = ${companyId}
    )
    select m.slot / ${PAGE} as page,
      array_agg(m.slot) as slots,
      array_agg(m.agent_id) as ids,
      array_agg(u.name) as names,
      array_agg(coalesce(up.slot, -1)) as parents,
      array_agg(coalesce(l.slot, -1)) as levels,
      array_agg(m.ps_amount::float8) as ps,
      array_agg(m.gs_amount::float8) as gs,
      array_agg(m.ps_units::float8) as ps_units,
      array_agg(m.gs_units::float8) as gs_units
    from month m
    join users u on u.company_id = ${companyId} and u.id = m.agent_id
    left join month up on up.agent_id = m.upline_id
    left join level_slots l on l.id = m.level_id
    group by 1`);
  const pages = rowsOf<Page>(result);
  const count = pages.reduce((sum, page) => sum + page.ids.length, 0);
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
    // Each value in its slot (an aggregate's order is its own; sorting eight of them cost more than the query).
    for (let k = 0; k < page.ids.length; k++) {
      const at = Number(page.slots[k]);
      inputs.ids[at] = page.ids[k] as string;
      inputs.names[at] = page.names[k] as string;
      inputs.parent[at] = Number(page.parents[k]);
      inputs.level[at] = Number(page.levels[k]);
      inputs.ps[at] = Number(page.ps[k]);
      inputs.gs[at] = Number(page.gs[k]);
      inputs.psUnits[at] = Number(page.ps_units[k]);
      inputs.gsUnits[at] = Number(page.gs_units[k]);
    }
    // Each page's arrays go as soon as they are copied.
    pages[index] = undefined as unknown as Page;
  }
  return inputs;
}
