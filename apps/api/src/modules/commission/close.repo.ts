import type { MonthlyAgent, MonthlyEntryDraft, MonthlyRank, MonthlyRankResult } from '@niaga/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import { commissionRanks } from '../network/network.tables.js';

/** Rows per insert: the close writes through `jsonb_to_recordset`, one parameter per batch. */
const BATCH = 5_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The company's commission ranks, lowest first (HQ's order). */
export async function ranksOf(executor: Executor, companyId: string): Promise<MonthlyRank[]> {
  const rows = await executor
    .select()
    .from(commissionRanks)
    .where(eq(commissionRanks.companyId, companyId))
    .orderBy(asc(commissionRanks.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    personalSales: row.personalSales,
    totalPersonalGroupSales: row.totalPersonalGroupSales,
    sideGroupSales: row.sideGroupSales,
    commissionBasisPoints: row.commissionBasisPoints,
    personalLevelBasisPoints: row.personalLevelBasisPoints,
    isLeadership: row.isLeadership,
  }));
}

/**
 * Every agent with sales in the month (PS and GS as the order crediting kept them; an upline of a buyer always has
 * a row), with its upline and its level's leadership % in the month's plan. One row per agent, not per order line.
 */
export async function monthlyAgents(
  executor: Executor,
  companyId: string,
  month: string,
  leadershipByLevel: Map<string, number>,
): Promise<MonthlyAgent[]> {
  const result = await executor.execute(sql`
    select u.id, u.name, u.upline_id, u.level_id, s.ps_amount::float8 as ps, s.gs_amount::float8 as gs,
      s.ps_units, s.gs_units
    from agent_monthly_sales s
    join users u on u.company_id = s.company_id and u.id = s.agent_id
    where s.company_id = ${companyId} and s.month = ${month}`);
  return rowsOf<{
    id: string;
    name: string;
    upline_id: string | null;
    ps: number;
    gs: number;
    ps_units: number;
    gs_units: number;
    level_id: string | null;
  }>(result).map((row) => ({
    id: row.id,
    name: row.name,
    uplineId: row.upline_id,
    ps: Number(row.ps),
    gs: Number(row.gs),
    psUnits: Number(row.ps_units),
    gsUnits: Number(row.gs_units),
    leadershipBasisPoints: (row.level_id && leadershipByLevel.get(row.level_id)) || 0,
  }));
}

/** Writes the month's ranks; a rank already written for an agent (a second close) is kept. */
export async function insertRanks(executor: Executor, companyId: string, month: string, ranks: MonthlyRankResult[]) {
  for (let start = 0; start < ranks.length; start += BATCH) {
    const batch = ranks.slice(start, start + BATCH).map((rank) => ({
      agent_id: rank.agentId,
      rank_id: rank.rankId,
      ps: rank.ps,
      tpgs: rank.tpgs,
      side_group_sales: rank.sideGroupSales,
    }));
    await executor.execute(sql`
      insert into commission_agent_ranks (company_id, month, agent_id, rank_id, ps, tpgs, side_group_sales)
      select ${companyId}, ${month}::date, x.agent_id, x.rank_id, x.ps, x.tpgs, x.side_group_sales
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(agent_id text, rank_id text, ps bigint, tpgs bigint, side_group_sales bigint)
      on conflict do nothing`);
  }
}

/** Writes the month's entries, payable at once (their month is the one closing); answers how many were new. */
export async function insertMonthlyEntries(
  executor: Executor,
  companyId: string,
  month: string,
  entries: MonthlyEntryDraft[],
): Promise<number> {
  let written = 0;
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH).map((entry) => ({
      id: newId(),
      key: entry.key,
      beneficiary_id: entry.beneficiaryId,
      type: entry.type,
      amount: entry.amount,
      source_agent_id: entry.sourceAgentId,
      inputs: entry.inputs,
    }));
    const result = await executor.execute(sql`
      with written as (
        insert into commission_entries
          (company_id, id, key, beneficiary_id, type, amount, period, source_agent_id, status, inputs)
        select ${companyId}, x.id, x.key, x.beneficiary_id, x.type, x.amount, ${month}::date, x.source_agent_id,
          'pending', x.inputs
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as x(id text, key text, beneficiary_id text, type text, amount bigint, source_agent_id text, inputs jsonb)
        on conflict (company_id, key) do nothing
        returning 1
      )
      select count(*)::int as written from written`);
    written += Number(rowsOf<{ written: number }>(result)[0]?.written ?? 0);
  }
  return written;
}

/** Months with sales and whether each is closed, oldest first. */
export async function monthsOf(executor: Executor, companyId: string) {
  const result = await executor.execute(sql`
    select m.month::text as month, p.status, p.closed_at, p.closed_by_name
    from (
      select month from agent_monthly_sales where company_id = ${companyId} group by month
      union
      select month from commission_periods where company_id = ${companyId}
    ) m
    left join commission_periods p on p.company_id = ${companyId} and p.month = m.month
    order by m.month`);
  return rowsOf<{
    month: string;
    status: 'open' | 'closed' | null;
    closed_at: Date | string | null;
    closed_by_name: string | null;
  }>(result).map((row) => ({
    month: row.month,
    status: row.status ?? ('open' as const),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    closedByName: row.closed_by_name,
  }));
}

/** Marks the month closed (the first close's time and name stay). */
export async function markClosed(
  executor: Executor,
  companyId: string,
  month: string,
  at: Date,
  byName: string | null,
) {
  await executor.execute(sql`
    insert into commission_periods (company_id, month, status, closed_at, closed_by_name)
    values (${companyId}, ${month}::date, 'closed', ${at.toISOString()}::timestamptz, ${byName})
    on conflict (company_id, month) do update
      set status = 'closed', closed_at = excluded.closed_at, closed_by_name = excluded.closed_by_name
      where commission_periods.status <> 'closed'`);
}

/** One close at a time per company: closes of two months (or the job and the button) queue instead of racing. */
export async function lockCompanyClose(executor: Executor, companyId: string) {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`commission-close:${companyId}`}))`);
}

export async function companyCloseFacts(executor: Executor, companyId: string) {
  const result = await executor.execute(sql`
    select time_zone, coalesce(features->'commissionOff', '[]'::jsonb) as off,
      features ? 'commissionAutoCloseDay' as auto_close_set, features->'commissionAutoCloseDay' as auto_close_day
    from companies where id = ${companyId}`);
  const [row] = rowsOf<{ time_zone: string; off: string[]; auto_close_set: boolean; auto_close_day: number | null }>(
    result,
  );
  return {
    timeZone: row?.time_zone ?? 'Asia/Kuala_Lumpur',
    off: row?.off ?? [],
    // Unset: the job closes a month on the 1st of the next.
    autoCloseDay: row?.auto_close_set ? row.auto_close_day : 1,
  };
}

export async function storeAutoCloseDay(executor: Executor, companyId: string, day: number | null) {
  await executor.execute(sql`
    update companies set features = features || jsonb_build_object('commissionAutoCloseDay', ${day}::int)
    where id = ${companyId}`);
}

export const companyIds = async (executor: Executor) =>
  rowsOf<{ id: string }>(await executor.execute(sql`select id from companies order by id`)).map((row) => row.id);
