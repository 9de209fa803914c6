import {
  type KpiPage,
  type KpiSummary,
  type kpiListQuery,
  kpiOf,
  type LevelTargets,
  monthsOfPeriod,
  sideGroupSales,
} from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { callerFeatures } from '../company/features.js';
import { afterId, agentFilter, type Keyset, type MasterFilters, orderBy, pageCut, sortedOr } from './master-filters.js';
import { joinedWhere } from './recruitment-report.service.js';

type ListQuery = z.output<typeof kpiListQuery>;

/**
 * KPI figures are the monthly ones the commission plan and the score ranking use (`agent_monthly_sales`, kept as
 * orders count and are refunded; the commission ledger; recruits by join time): the report covers every month
 * its period touches, from the first day of `from`'s month to the last day of `to`'s.
 */
function monthsOf(filters: MasterFilters) {
  const months = monthsOfPeriod(filters.from, filters.to);
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const lastDay = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { months, first, last, days: { from: first, to: lastDay } };
}

const agentWhere = (ctx: RequestContext, filters: MasterFilters) =>
  sql`u.company_id = ${ctx.companyId} and u.role = 'agent' and ${agentFilter('u', filters)}
    ${filters.agentId ? sql`and u.id = ${filters.agentId}` : sql``}`;

/**
 * Rows of agents matching the filters: joined to the agent only when a filter reads it (the whole company's months
 * are summed without touching 100,000 agents).
 */
const byAgent = (ctx: RequestContext, filters: MasterFilters, agentId: SQL) =>
  filters.levelId || filters.state || filters.agentId
    ? sql`join users u on u.company_id = ${ctx.companyId} and u.id = ${agentId}
        and ${agentFilter('u', filters)} ${filters.agentId ? sql`and u.id = ${filters.agentId}` : sql``}`
    : sql``;

export async function kpiSummary(deps: AppDeps, ctx: RequestContext, filters: MasterFilters): Promise<KpiSummary> {
  const { first, last, days } = monthsOf(filters);
  const [[sales], [commission], [recruits]] = await Promise.all([
    queryRows<{ ps: string; ps_units: string; agents: number }>(
      deps.db,
      sql`select coalesce(sum(s.ps_amount), 0) as ps, coalesce(sum(s.ps_units), 0) as ps_units,
          count(distinct s.agent_id) filter (where s.ps_amount > 0)::int as agents
        from agent_monthly_sales s ${byAgent(ctx, filters, sql`s.agent_id`)}
        where s.company_id = ${ctx.companyId} and s.month between ${first}::date and ${last}::date`,
    ),
    queryRows<{ amount: string }>(
      deps.db,
      sql`select coalesce(sum(e.amount), 0) as amount
        from commission_entries e ${byAgent(ctx, filters, sql`e.beneficiary_id`)}
        where e.company_id = ${ctx.companyId} and e.period between ${first}::date and ${last}::date`,
    ),
    queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from users n where ${joinedWhere(ctx, { ...filters, ...days })}`,
    ),
  ]);
  return {
    fromMonth: first.slice(0, 7),
    toMonth: last.slice(0, 7),
    ps: Number(sales?.ps ?? 0),
    psUnits: Number(sales?.ps_units ?? 0),
    agentsWithSales: sales?.agents ?? 0,
    recruits: recruits?.n ?? 0,
    commission: Number(commission?.amount ?? 0),
    currency: ctx.user.company.currency,
    targetUnit: callerFeatures(ctx).moq,
  };
}

type KpiDbRow = {
  id: string;
  name: string;
  level_name: string | null;
  state: string | null;
  ps: string;
  ps_units: string;
  gs: string;
  gs_units: string;
  recruits: number;
  commission: string;
  targets: LevelTargets | null;
  total: number;
};

const KPI_COLUMNS = {
  ps: sql`ps`,
  gs: sql`gs`,
  tpgs: sql`ps + gs`,
  recruits: sql`recruits`,
  name: sql`name`,
};

/** Each agent's sales summed over the months; one month is one row per agent already (no aggregation to spill). */
const salesOfMonths = (ctx: RequestContext, first: string, last: string) =>
  first === last
    ? sql`select agent_id, ps_amount as ps, ps_units, gs_amount as gs, gs_units from agent_monthly_sales
        where company_id = ${ctx.companyId} and month = ${first}::date`
    : sql`select agent_id, sum(ps_amount) as ps, sum(ps_units) as ps_units, sum(gs_amount) as gs, sum(gs_units) as gs_units
        from agent_monthly_sales where company_id = ${ctx.companyId} and month between ${first}::date and ${last}::date
        group by agent_id`;

/** Every agent matching the filters with its KPI figures over the months (agents without sales show zeros). */
export async function kpiSalesList(
  deps: AppDeps,
  ctx: RequestContext,
  query: ListQuery,
  keyset?: Keyset,
): Promise<KpiPage> {
  const { months, first, last, days } = monthsOf(query);
  const rows = await queryRows<KpiDbRow>(
    deps.db,
    sql`with sales as (${salesOfMonths(ctx, first, last)}), recruited as (
        select n.introducer_id, count(*)::int as n from users n
        where ${joinedWhere(ctx, days)} and n.introducer_id is not null group by n.introducer_id
      ), scored as (
        select u.id, u.name, u.level_id, u.state, coalesce(s.ps, 0) as ps, coalesce(s.ps_units, 0) as ps_units,
          coalesce(s.gs, 0) as gs, coalesce(s.gs_units, 0) as gs_units, coalesce(r.n, 0) as recruits
        from users u left join sales s on s.agent_id = u.id left join recruited r on r.introducer_id = u.id
        where ${agentWhere(ctx, query)} ${afterId(sql`u.id`, keyset)}
      ), page as (
        select *, (count(*) over ())::int as total from scored
        order by ${sortedOr(keyset, sql`id`, orderBy(query.sort, KPI_COLUMNS, sql`id`))}
        ${pageCut(query, keyset)}
      )
      select p.*, l.level_name,
        case when l.id is null then null else json_build_object('psAmount', l.ps_amount, 'psUnit', l.ps_unit,
          'gsAmount', l.gs_amount, 'gsUnit', l.gs_unit, 'tpgsAmount', l.tpgs_amount, 'tpgsUnit', l.tpgs_unit) end as targets,
        (select coalesce(sum(e.amount), 0) from commission_entries e where e.company_id = ${ctx.companyId}
          and e.beneficiary_id = p.id and e.period between ${first}::date and ${last}::date) as commission
      from page p left join levels l on l.company_id = ${ctx.companyId} and l.id = p.level_id
      order by ${sortedOr(keyset, sql`p.id`, orderBy(query.sort, KPI_COLUMNS, sql`p.id`))}`,
  );
  const legs = await legTotals(
    deps,
    ctx,
    rows.map((row) => row.id),
    first,
    last,
  );
  const basis = callerFeatures(ctx).moq;
  return {
    items: rows.map((row) => {
      const figures = {
        ps: Number(row.ps),
        psUnits: Number(row.ps_units),
        gs: Number(row.gs),
        gsUnits: Number(row.gs_units),
        tpgs: Number(row.ps) + Number(row.gs),
        tpgsUnits: Number(row.ps_units) + Number(row.gs_units),
      };
      return {
        agentId: row.id,
        name: row.name,
        levelName: row.level_name,
        state: row.state,
        ...figures,
        sideGroupSales: sideGroupSales(legs.get(row.id) ?? []),
        recruits: row.recruits,
        commission: Number(row.commission),
        kpi: kpiOf(figures, row.targets, months.length, basis),
      };
    }),
    total: rows[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** The TPGS of each direct leg of some agents over the months (the inputs of side group sales). */
async function legTotals(deps: AppDeps, ctx: RequestContext, agentIds: string[], first: string, last: string) {
  const legs = new Map<string, number[]>();
  if (agentIds.length === 0) return legs;
  const rows = await queryRows<{ upline_id: string; tpgs: string }>(
    deps.db,
    sql`select d.upline_id, sum(s.ps_amount + s.gs_amount) as tpgs
      from users d join agent_monthly_sales s on s.company_id = d.company_id and s.agent_id = d.id
        and s.month between ${first}::date and ${last}::date
      where d.company_id = ${ctx.companyId}
        and d.upline_id in (${sql.join(
          agentIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by d.upline_id, d.id`,
  );
  for (const row of rows) legs.set(row.upline_id, [...(legs.get(row.upline_id) ?? []), Number(row.tpgs)]);
  return legs;
}
