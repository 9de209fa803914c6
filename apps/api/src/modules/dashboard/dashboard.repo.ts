import { ORDER_TABS, type OrderTab } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../inventory/inventory.repo.js';

/** `YYYY-MM-DD` (a day or a month's first day) as the timestamp it starts at in the company's time zone. */
const startOf = (day: string, timeZone: string) => sql`(${day}::timestamp at time zone ${timeZone})`;

/**
 * The agent's own figures in one statement: the monthly sales from `from` to `month` (both YYYY-MM-01), its team
 * size and the agents it introduced who joined since `month` began (company time zone).
 */
export async function agentFigures(
  executor: Executor,
  input: { companyId: string; agentId: string; from: string; month: string; timeZone: string },
) {
  const { companyId, agentId, from, month, timeZone } = input;
  const result = await executor.execute(sql`
    select u.downline_count::int as team_size,
      (select count(*)::int from users x
        where x.company_id = ${companyId} and x.introducer_id = ${agentId} and x.role = 'agent'
          and x.created_at >= ${startOf(month, timeZone)}) as new_recruits,
      (select coalesce(json_agg(json_build_object('month', to_char(s.month, 'YYYY-MM'),
          'ps', s.ps_amount, 'gs', s.gs_amount) order by s.month), '[]')
        from agent_monthly_sales s
        where s.company_id = ${companyId} and s.agent_id = ${agentId}
          and s.month between ${from}::date and ${month}::date) as sales
    from users u where u.company_id = ${companyId} and u.id = ${agentId}`);
  const row = rowsOf<{
    team_size: number;
    new_recruits: number;
    sales: Array<{ month: string; ps: number; gs: number }> | string;
  }>(result)[0];
  const sales = typeof row?.sales === 'string' ? JSON.parse(row.sales) : (row?.sales ?? []);
  return {
    teamSize: row?.team_size ?? 0,
    newRecruits: row?.new_recruits ?? 0,
    sales: sales as Array<{ month: string; ps: number; gs: number }>,
  };
}

/**
 * HQ's company figures in one statement (each part only when `parts` asks for it): orders per status from the
 * trigger-kept counters; counted sales (orders approved, refunds left out) of today and this month and the agents who
 * joined this month from the kept hourly figures; payouts waiting (requested or approved), and the oldest open subscription invoice.
 */
export async function companyFigures(
  executor: Executor,
  input: {
    companyId: string;
    today: string;
    month: string;
    timeZone: string;
    parts: { orders: boolean; sales: boolean; agents: boolean; hq: boolean };
  },
) {
  const { companyId, today, month, timeZone, parts } = input;
  const monthStart = startOf(month, timeZone);
  const dayStart = startOf(today, timeZone);
  const result = await executor.execute(sql`
    select
      (select json_object_agg(status, n) from (
        select status, sum(count)::int as n from order_status_counts
        where ${parts.orders} and company_id = ${companyId} group by status) c) as statuses,
      figures.*,
      (select json_build_object('count', count(*)::int, 'amount', coalesce(sum(amount), 0)::float8)
        from commission_payouts
        where ${parts.hq} and company_id = ${companyId} and status in ('requested', 'approved')) as payouts,
      (select json_build_object('number', number, 'dueOn', due_on::text, 'lockOn', system_due_on::text,
          'amountDue', total - paid)
        from subscription_invoices
        where ${parts.hq} and company_id = ${companyId} and status in ('pending', 'partially_paid', 'overdue')
        order by due_on, id limit 1) as subscription
    from (
      select coalesce(sum(sales_amount), 0)::float8 as sales_month, coalesce(sum(sales_orders), 0)::int as orders_month,
        coalesce(sum(sales_amount) filter (where hour >= ${dayStart}), 0)::float8 as sales_today,
        coalesce(sum(sales_orders) filter (where hour >= ${dayStart}), 0)::int as orders_today,
        coalesce(sum(agents_joined), 0)::int as new_agents
      from company_hourly_figures
      where ${parts.sales || parts.agents} and company_id = ${companyId} and hour >= ${monthStart}
    ) figures`);
  type Row = {
    statuses: Record<string, number> | null;
    sales_month: number;
    orders_month: number;
    sales_today: number;
    orders_today: number;
    new_agents: number;
    payouts: { count: number; amount: number };
    subscription: { number: string; dueOn: string; lockOn: string; amountDue: number } | null;
  };
  const row = rowsOf<Row>(result)[0]!;
  return { ...row, tabs: tabCountsOf(row.statuses ?? {}) };
}

/** Orders per manage-orders tab from orders per status. */
function tabCountsOf(statuses: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(ORDER_TABS).map(([tab, tabStatuses]) => [
      tab,
      (tabStatuses as readonly string[]).reduce((sum, status) => sum + (statuses[status] ?? 0), 0),
    ]),
  ) as Record<OrderTab, number>;
}
