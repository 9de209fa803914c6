import {
  AGE_BANDS,
  type AnalyticsBreakdown,
  type AnalyticsGroup,
  type AnalyticsRow,
  type AnalyticsSales,
  type AnalyticsTotals,
  previousPeriod,
  type ReportPeriod,
} from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';

// Every figure here comes from the daily rollup per dimension (analytics_daily_by); orders are never scanned.

const within = (period: ReportPeriod) => sql`a.day between ${period.from}::date and ${period.to}::date`;
const sums = (period: ReportPeriod, prefix: string) => {
  const when = sql`filter (where ${within(period)})`;
  return sql`coalesce(sum(a.units) ${when}, 0)::float8 as ${sql.identifier(`${prefix}units`)},
    coalesce(sum(a.sales) ${when}, 0)::float8 as ${sql.identifier(`${prefix}sales`)},
    coalesce(sum(a.orders) ${when}, 0)::float8 as ${sql.identifier(`${prefix}orders`)}`;
};
const zero = (): AnalyticsTotals => ({ units: 0, sales: 0, orders: 0 });
const add = (sum: AnalyticsTotals, row: AnalyticsTotals) => ({
  units: sum.units + row.units,
  sales: sum.sales + row.sales,
  orders: sum.orders + row.orders,
});

/** Sales over time: one point per day, week (ISO, from Monday) or month touching the period, empty ones as 0. */
export async function salesSeries(
  deps: AppDeps,
  ctx: RequestContext,
  query: ReportPeriod & { group: AnalyticsGroup },
): Promise<AnalyticsSales> {
  const previous = previousPeriod(query);
  const unit = sql.raw(`'${query.group}'`);
  const series = (period: ReportPeriod) =>
    queryRows<{ start: string } & AnalyticsTotals>(
      deps.db,
      sql`with buckets as (
          select to_char(b, 'YYYY-MM-DD') as start from generate_series(
            date_trunc(${unit}, ${period.from}::date), date_trunc(${unit}, ${period.to}::date), ('1 ' || ${unit})::interval) b),
        figures as (
          select to_char(date_trunc(${unit}, a.day), 'YYYY-MM-DD') as start, sum(a.units)::float8 as units,
            sum(a.sales)::float8 as sales, sum(a.orders)::float8 as orders
          from analytics_daily_by a
          where a.company_id = ${ctx.companyId} and a.dimension = 'total' and ${within(period)} group by 1)
        select buckets.start, coalesce(f.units, 0) as units, coalesce(f.sales, 0) as sales,
          coalesce(f.orders, 0) as orders
        from buckets left join figures f using (start) order by buckets.start`,
    );
  const [points, previousPoints] = await Promise.all([series(query), series(previous)]);
  return {
    period: { from: query.from, to: query.to },
    previousPeriod: previous,
    group: query.group,
    points,
    previousPoints,
    total: points.reduce(add, zero()),
    previousTotal: previousPoints.reduce(add, zero()),
    currency: ctx.user.company.currency,
  };
}

type Dimension = { dimension: 'category' | 'product' | 'state' | 'age'; names?: SQL; keepAll?: boolean };

/**
 * A breakdown of the period and the one before by `key`, with the rows' names from `names` (a `key, name` query);
 * `keepAll` lists every named key (every state of the country) even without sales. Sorted by sales, then name.
 */
async function breakdown(
  deps: AppDeps,
  ctx: RequestContext,
  period: ReportPeriod,
  dimension: Dimension,
  limit?: number,
): Promise<AnalyticsBreakdown> {
  const previous = previousPeriod(period);
  const figures = sql`select a.key, ${sums(period, '')}, ${sums(previous, 'previous_')}
    from analytics_daily_by a
    where a.company_id = ${ctx.companyId} and a.dimension = ${dimension.dimension}
      and a.day between ${previous.from}::date and ${period.to}::date
    group by 1`;
  const names = dimension.names ?? sql`select null::text as key, null::text as name where false`;
  const join = dimension.keepAll ? sql`full join` : sql`left join`;
  const rows = await queryRows<Record<string, string | number>>(
    deps.db,
    sql`with f as (${figures}), n as (${names})
      select coalesce(f.key, n.key) as key, coalesce(n.name, f.key, '') as name,
        coalesce(f.units, 0) as units, coalesce(f.sales, 0) as sales, coalesce(f.orders, 0) as orders,
        coalesce(f.previous_units, 0) as "previousUnits", coalesce(f.previous_sales, 0) as "previousSales",
        coalesce(f.previous_orders, 0) as "previousOrders"
      from f ${join} n on lower(n.key) = lower(f.key)`,
  );
  const all = rows.map(
    (row): AnalyticsRow => ({
      key: String(row.key),
      name: String(row.name),
      units: Number(row.units),
      sales: Number(row.sales),
      orders: Number(row.orders),
      previousUnits: Number(row.previousUnits),
      previousSales: Number(row.previousSales),
      previousOrders: Number(row.previousOrders),
    }),
  );
  const sorted = all.sort(
    (a, b) => b.sales - a.sales || b.previousSales - a.previousSales || a.name.localeCompare(b.name),
  );
  return {
    period: { from: period.from, to: period.to },
    previousPeriod: previous,
    rows: limit ? sorted.slice(0, limit) : sorted,
    total: all.reduce(add, zero()),
    previousTotal: all.reduce(
      (sum, row) => add(sum, { units: row.previousUnits, sales: row.previousSales, orders: row.previousOrders }),
      zero(),
    ),
    currency: ctx.user.company.currency,
  };
}

/** By category (`''`: items without one, packages and combos); orders: the orders holding items of it. */
export const byCategory = (deps: AppDeps, ctx: RequestContext, period: ReportPeriod) =>
  breakdown(deps, ctx, period, {
    dimension: 'category',
    names: sql`select id as key, name from categories where company_id = ${ctx.companyId}`,
  });

/** The top `top` sold items (products, packages, combos) by sales; their totals are of every item. */
export const byProduct = (deps: AppDeps, ctx: RequestContext, query: ReportPeriod & { top: number }) =>
  breakdown(
    deps,
    ctx,
    query,
    {
      dimension: 'product',
      names: sql`select 'product:' || id as key, name from products where company_id = ${ctx.companyId}
        union all select 'package:' || id, name from packages where company_id = ${ctx.companyId}
        union all select 'combo:' || id, name from combos where company_id = ${ctx.companyId}`,
    },
    query.top,
  );

/**
 * The company's country: its states (MY) or provinces (ID) name the rows, every one listed. Addresses keep the
 * state's name (as the address forms pick it); one not in the reference list stays a row of its own.
 */
async function divisionsOf(deps: AppDeps, ctx: RequestContext) {
  const [company] = await queryRows<{ country: string | null }>(
    deps.db,
    sql`select country from companies where id = ${ctx.companyId}`,
  );
  const country = company?.country ?? (ctx.user.company.currency === 'IDR' ? 'ID' : 'MY');
  return country === 'ID'
    ? sql`select name as key, name from ref_id_provinces`
    : sql`select name as key, name from ref_my_states`;
}

export const byState = async (deps: AppDeps, ctx: RequestContext, period: ReportPeriod) =>
  breakdown(deps, ctx, period, { dimension: 'state', names: await divisionsOf(deps, ctx), keepAll: true });

/** By the buyer's age band on the counting day, every band listed in band order. */
export async function byAge(deps: AppDeps, ctx: RequestContext, period: ReportPeriod) {
  const bands = sql.join(
    AGE_BANDS.map((band) => sql`select ${band}::text as key, ${band}::text as name`),
    sql` union all `,
  );
  const result = await breakdown(deps, ctx, period, { dimension: 'age', names: bands, keepAll: true });
  const order = (key: string) => AGE_BANDS.indexOf(key as (typeof AGE_BANDS)[number]);
  return { ...result, rows: result.rows.sort((a, b) => order(a.key) - order(b.key)) };
}
