import type { RecruiterPage, RecruitmentSummary, recruitmentListQuery } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import {
  afterId,
  agentFilter,
  iso,
  type Keyset,
  type MasterFilters,
  orderBy,
  pageCut,
  sortedOr,
  withinPeriod,
} from './master-filters.js';

type ListQuery = z.output<typeof recruitmentListQuery>;

/**
 * Agents who joined in the period (as the score ranking counts recruits: agents by their join time in the
 * company's time zone, credited to their introducer). Level and state are the new agent's; `agentId` its introducer.
 */
export function joinedWhere(ctx: RequestContext, filters: MasterFilters, agent = 'n') {
  const n = sql.raw(agent);
  return sql`${n}.company_id = ${ctx.companyId} and ${n}.role = 'agent'
    and ${withinPeriod(sql`${n}.created_at`, filters, ctx.user.company.timeZone)}
    and ${agentFilter(agent, filters)}
    ${filters.agentId ? sql`and ${n}.introducer_id = ${filters.agentId}` : sql``}`;
}

export async function recruitmentSummary(
  deps: AppDeps,
  ctx: RequestContext,
  filters: MasterFilters,
): Promise<RecruitmentSummary> {
  const [byLevel, [recruiters]] = await Promise.all([
    queryRows<{ level_id: string | null; level_name: string | null; agents: number }>(
      deps.db,
      sql`select n.level_id, l.level_name, count(*)::int as agents
        from users n left join levels l on l.company_id = n.company_id and l.id = n.level_id
        where ${joinedWhere(ctx, filters)}
        group by n.level_id, l.level_name, l.rank_number order by l.rank_number nulls last`,
    ),
    queryRows<{ recruiters: number }>(
      deps.db,
      sql`select count(distinct n.introducer_id)::int as recruiters from users n where ${joinedWhere(ctx, filters)}`,
    ),
  ]);
  return {
    newAgents: byLevel.reduce((sum, row) => sum + row.agents, 0),
    recruiters: recruiters?.recruiters ?? 0,
    byLevel: byLevel.map((row) => ({ levelId: row.level_id, levelName: row.level_name, agents: row.agents })),
  };
}

type RecruiterDbRow = {
  id: string;
  name: string;
  level_name: string | null;
  state: string | null;
  recruits: number;
  last_joined_at: Date;
  total: number;
};

/** Who recruited in the period: each introducer with its new agents (level, state, `agentId`: the recruiter's). */
export async function recruiterList(
  deps: AppDeps,
  ctx: RequestContext,
  query: ListQuery,
  keyset?: Keyset,
): Promise<RecruiterPage> {
  const period = { from: query.from, to: query.to };
  const rows = await queryRows<RecruiterDbRow>(
    deps.db,
    sql`with recruited as (
        select n.introducer_id, count(*)::int as recruits, max(n.created_at) as last_joined_at from users n
        where ${joinedWhere(ctx, period)} and n.introducer_id is not null group by n.introducer_id
      )
      select u.id, u.name, l.level_name, u.state, r.recruits, r.last_joined_at, (count(*) over ())::int as total
      from recruited r
      join users u on u.company_id = ${ctx.companyId} and u.id = r.introducer_id
      left join levels l on l.company_id = u.company_id and l.id = u.level_id
      where ${agentFilter('u', query)} ${query.agentId ? sql`and u.id = ${query.agentId}` : sql``}
        ${afterId(sql`u.id`, keyset)}
      order by ${sortedOr(keyset, sql`u.id`, orderBy(query.sort, { recruits: sql`r.recruits`, name: sql`u.name` }, sql`u.id`))}
      ${pageCut(query, keyset)}`,
  );
  return {
    items: rows.map((row) => ({
      agentId: row.id,
      name: row.name,
      levelName: row.level_name,
      state: row.state,
      recruits: row.recruits,
      lastJoinedAt: iso(row.last_joined_at),
    })),
    total: rows[0]?.total ?? (query.page > 1 ? await countRecruiters(deps, ctx, query) : 0),
    page: query.page,
    limit: query.limit,
  };
}

/** How many recruiters match (a page past the end has no row to carry the count). */
async function countRecruiters(deps: AppDeps, ctx: RequestContext, filters: MasterFilters) {
  const [row] = await queryRows<{ total: number }>(
    deps.db,
    sql`select count(distinct n.introducer_id)::int as total from users n
      join users u on u.company_id = n.company_id and u.id = n.introducer_id
      where ${joinedWhere(ctx, { from: filters.from, to: filters.to })} and ${agentFilter('u', filters)}
      ${filters.agentId ? sql`and u.id = ${filters.agentId}` : sql``}`,
  );
  return row?.total ?? 0;
}
