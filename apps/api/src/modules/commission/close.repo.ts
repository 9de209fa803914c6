import type { MonthlyRank } from '@niaga/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { commissionRanks } from '../network/network.tables.js';

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

/** The month's status as stored (undefined: never closed nor opened). */
export async function periodStatus(executor: Executor, companyId: string, month: string) {
  const result = await executor.execute(sql`
    select status from commission_periods where company_id = ${companyId} and month = ${month}::date`);
  return rowsOf<{ status: 'open' | 'closed' }>(result)[0]?.status;
}

/**
 * Months with sales and whether each is closed, oldest first. The months with sales are found by skipping through
 * the (company, month) index, one probe per month, not by reading a million rows of each.
 */
export async function monthsOf(executor: Executor, companyId: string) {
  const result = await executor.execute(sql`
    with recursive sales_months(month) as (
      (select month from agent_monthly_sales where company_id = ${companyId} order by month limit 1)
      union all
      select (select s.month from agent_monthly_sales s
        where s.company_id = ${companyId} and s.month > sales_months.month order by s.month limit 1)
      from sales_months where sales_months.month is not null
    )
    select m.month::text as month, p.status, p.closed_at, p.closed_by_name
    from (
      select month from sales_months where month is not null
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
