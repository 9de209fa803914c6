import type { ScoreFigures, ScoreMetric } from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { nextMonth } from './periods.js';

/** Months YYYY-MM (both counted), the figure, the page; `agentId`: also answer that agent's row as `me`. */
type Query = { from: string; to: string; by: ScoreMetric; limit: number; page: number; agentId?: string };

/** The expression each ranking sorts by, over the aggregates `rank_sales`, `rank_commission` and `rank_recruits`. */
const SCORE: Record<ScoreMetric, SQL> = {
  ps: sql`coalesce(s.ps, 0)`,
  gs: sql`coalesce(s.gs, 0)`,
  tpgs: sql`coalesce(s.ps, 0) + coalesce(s.gs, 0)`,
  team: sql`u.downline_count`,
  commission: sql`coalesce(c.amount, 0)`,
  recruitment: sql`coalesce(r.n, 0)`,
};

/**
 * The score ranking's inputs (domain-rules "Points and rewards": PS, GS, TPGS, team size, commission, recruits over
 * a period) from the same figures the commission plan uses: `agent_monthly_sales` (kept as orders count and are
 * refunded), the commission ledger (net of reversals) and who introduced whom. Ranks the company's agents with a
 * score above 0 by one figure, and answers every figure of the agents on the page (and of `agentId`, wherever it
 * stands, in the same statement).
 */
export async function scoreFiguresOf(deps: AppDeps, ctx: RequestContext, query: Query) {
  const from = `${query.from}-01`;
  const to = `${query.to}-01`;
  const timeZone = ctx.user.company.timeZone;
  const joinedFrom = sql`(${from}::timestamp at time zone ${timeZone})`;
  const joinedBefore = sql`(${nextMonth(to)}::timestamp at time zone ${timeZone})`;
  const offset = (query.page - 1) * query.limit;
  const score = SCORE[query.by];

  const result = await deps.db.execute(sql`
    with rank_sales as (
      select agent_id, sum(ps_amount) as ps, sum(gs_amount) as gs from agent_monthly_sales
      where company_id = ${ctx.companyId} and month between ${from}::date and ${to}::date group by agent_id
    ), rank_commission as (
      select beneficiary_id, sum(amount) as amount from commission_entries
      where ${query.by === 'commission'} and company_id = ${ctx.companyId}
        and period between ${from}::date and ${to}::date and status <> 'reversed'
      group by beneficiary_id
    ), rank_recruits as (
      select introducer_id, count(*) as n from users
      where ${query.by === 'recruitment'} and company_id = ${ctx.companyId} and role = 'agent'
        and created_at >= ${joinedFrom} and created_at < ${joinedBefore}
      group by introducer_id
    ), scored as (
      select u.id, u.name, ${score} as score
      from users u
      left join rank_sales s on s.agent_id = u.id
      left join rank_commission c on c.beneficiary_id = u.id
      left join rank_recruits r on r.introducer_id = u.id
      where u.company_id = ${ctx.companyId} and u.role = 'agent' and ${score} > 0
    ), ranked as (
      select id, position, total from (
        select id, row_number() over (order by score desc, name, id) as position, count(*) over () as total
        from scored
      ) all_ranked
      where (position > ${offset} and position <= ${offset + query.limit}) or id = ${query.agentId ?? null}
    )
    select r.position::int, r.total::int, u.id, u.name, l.level_name, u.photo_url, u.downline_count as team,
      coalesce(s.ps, 0)::float8 as ps, coalesce(s.gs, 0)::float8 as gs, c.amount::float8 as commission,
      rc.n::int as recruitment
    from ranked r
    join users u on u.company_id = ${ctx.companyId} and u.id = r.id
    left join levels l on l.company_id = u.company_id and l.id = u.level_id
    left join lateral (
      select sum(ps_amount) as ps, sum(gs_amount) as gs from agent_monthly_sales
      where company_id = ${ctx.companyId} and agent_id = u.id and month between ${from}::date and ${to}::date
    ) s on true
    cross join lateral (
      select coalesce(sum(amount), 0) as amount from commission_entries
      where company_id = ${ctx.companyId} and beneficiary_id = u.id
        and period between ${from}::date and ${to}::date and status <> 'reversed'
    ) c
    cross join lateral (
      select count(*) as n from users x
      where x.company_id = ${ctx.companyId} and x.introducer_id = u.id and x.role = 'agent'
        and x.created_at >= ${joinedFrom} and x.created_at < ${joinedBefore}
    ) rc
    order by r.position`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const figures: ScoreFigures[] = rows.map((row) => ({
    position: Number(row.position),
    agentId: String(row.id),
    name: String(row.name),
    levelName: (row.level_name as string | null) ?? null,
    photoUrl: (row.photo_url as string | null) ?? null,
    ps: Number(row.ps),
    gs: Number(row.gs),
    tpgs: Number(row.ps) + Number(row.gs),
    team: Number(row.team),
    commission: Number(row.commission),
    recruitment: Number(row.recruitment),
  }));
  const onPage = (row: ScoreFigures) => row.position > offset && row.position <= offset + query.limit;
  return {
    items: figures.filter(onPage),
    me: figures.find((row) => row.agentId === query.agentId) ?? null,
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
