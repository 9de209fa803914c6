import { ORDER_TABS, type OrderTab } from '@niaga/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { commissionPayouts } from '../commission/commission.tables.js';

import { companyHourlyFigures, orderStatusCounts } from '../orders/orders.tables.js';
import { subscriptionInvoices } from '../subscription/subscription.tables.js';

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

const flag = (name: string) => sql`${sql.placeholder(name)}::boolean`;
const startAt = (name: string) =>
  sql`(${sql.placeholder(name)}::timestamp at time zone ${sql.placeholder('timeZone')})`;
const companyId = sql.placeholder('companyId');

/**
 * HQ's company figures in one prepared statement (each part only when its flag asks for it): orders per status from
 * the trigger-kept counters; counted sales (orders approved, refunds left out) of today and this month and the agents
 * who joined this month from the kept hourly figures; payouts waiting (requested or approved), and the oldest open
 * subscription invoice. Prepared, as every HQ dashboard sends it: planned once per connection, not at each call.
 */
const companyFiguresQuery = preparedPer((executor) =>
  executor
    .select({
      statuses: sql<Record<string, number> | null>`(select json_object_agg(status, n) from (
        select status, sum(count)::int as n from ${orderStatusCounts}
        where ${flag('orders')} and company_id = ${companyId} group by status) c)`,
      salesMonth: sql<number>`coalesce(sum(${companyHourlyFigures.salesAmount}), 0)::float8`,
      ordersMonth: sql<number>`coalesce(sum(${companyHourlyFigures.salesOrders}), 0)::int`,
      salesToday: sql<number>`coalesce(sum(${companyHourlyFigures.salesAmount}) filter (where ${companyHourlyFigures.hour} >= ${startAt('today')}), 0)::float8`,
      ordersToday: sql<number>`coalesce(sum(${companyHourlyFigures.salesOrders}) filter (where ${companyHourlyFigures.hour} >= ${startAt('today')}), 0)::int`,
      newAgents: sql<number>`coalesce(sum(${companyHourlyFigures.agentsJoined}), 0)::int`,
      payouts: sql<{
        count: number;
        amount: number;
      }>`(select json_build_object('count', count(*)::int, 'amount', coalesce(sum(amount), 0)::float8)
        from ${commissionPayouts}
        where ${flag('hq')} and company_id = ${companyId} and status in ('requested', 'approved'))`,
      subscription: sql<{ number: string; dueOn: string; lockOn: string; amountDue: number } | null>`(select
          json_build_object('number', number, 'dueOn', due_on::text, 'lockOn', system_due_on::text, 'amountDue', total - paid)
        from ${subscriptionInvoices}
        where ${flag('hq')} and company_id = ${companyId} and status in ('pending', 'partially_paid', 'overdue')
        order by due_on, id limit 1)`,
    })
    .from(companyHourlyFigures)
    .where(
      and(
        flag('figures'),
        eq(companyHourlyFigures.companyId, companyId),
        gte(companyHourlyFigures.hour, startAt('month')),
      ),
    )
    .prepare('hq_company_figures'),
);

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);

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
  const { parts } = input;
  const [row] = await companyFiguresQuery(executor).execute({
    companyId: input.companyId,
    today: input.today,
    month: input.month,
    timeZone: input.timeZone,
    orders: parts.orders,
    figures: parts.sales || parts.agents,
    hq: parts.hq,
  });
  const figures = row!;
  return {
    ...figures,
    payouts: parsed(figures.payouts),
    subscription: parsed(figures.subscription),
    tabs: tabCountsOf(parsed(figures.statuses) ?? {}),
  };
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
