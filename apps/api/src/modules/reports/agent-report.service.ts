import {
  AGENT_STATUSES,
  type AgentReportPage,
  type AgentReportSummary,
  type agentReportFilters,
  type agentReportListQuery,
} from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import {
  afterId,
  agentFilter,
  countedStatus,
  iso,
  isoOrNull,
  type Keyset,
  orderBy,
  pageCut,
  sortedOr,
  withinPeriod,
} from './master-filters.js';

type AgentStatus = (typeof AGENT_STATUSES)[number];
type Filters = z.output<typeof agentReportFilters>;
type ListQuery = z.output<typeof agentReportListQuery>;

/** The agents as they are now (level, state, status, or one agent). */
const agentWhere = (ctx: RequestContext, filters: Filters) =>
  sql`u.company_id = ${ctx.companyId} and u.role = 'agent' and ${agentFilter('u', filters)}
    ${filters.agentId ? sql`and u.id = ${filters.agentId}` : sql``}
    ${filters.status ? sql`and u.status = ${filters.status}` : sql``}`;

/** Each agent's counted orders placed in the period (the transaction report's sales, per buyer). */
const bought = (ctx: RequestContext, filters: Filters) => sql`bought as (
  select o.buyer_id, count(*)::int as orders, sum(o.grand_total) as purchases, max(o.created_at) as last_order_at
  from orders o where o.company_id = ${ctx.companyId} and ${countedStatus(sql`o.status`)}
    and ${withinPeriod(sql`o.created_at`, filters, ctx.user.company.timeZone)}
    ${filters.branchId ? sql`and o.seller_store_id = ${filters.branchId}` : sql``}
  group by o.buyer_id)`;

export async function agentReportSummary(deps: AppDeps, ctx: RequestContext, filters: Filters) {
  const rows = await queryRows<{ status: AgentStatus; agents: number; joined: number; buying: number }>(
    deps.db,
    sql`with ${bought(ctx, filters)}
      select u.status, count(*)::int as agents,
        (count(*) filter (where ${withinPeriod(sql`u.created_at`, filters, ctx.user.company.timeZone)}))::int as joined,
        count(b.buyer_id)::int as buying
      from users u left join bought b on b.buyer_id = u.id
      where ${agentWhere(ctx, filters)} group by u.status`,
  );
  const summary: AgentReportSummary = {
    agents: rows.reduce((sum, row) => sum + row.agents, 0),
    byStatus: AGENT_STATUSES.map((status) => ({
      status,
      agents: rows.find((row) => row.status === status)?.agents ?? 0,
    })),
    joined: rows.reduce((sum, row) => sum + row.joined, 0),
    buying: rows.reduce((sum, row) => sum + row.buying, 0),
  };
  return summary;
}

type AgentDbRow = {
  id: string;
  name: string;
  email: string;
  level_name: string | null;
  state: string | null;
  status: AgentStatus;
  created_at: Date;
  orders: number | null;
  purchases: string | null;
  last_order_at: Date | null;
  total: number;
};

const AGENT_COLUMNS = {
  purchases: sql`coalesce(b.purchases, 0)`,
  orders: sql`coalesce(b.orders, 0)`,
  name: sql`u.name`,
  joinedAt: sql`u.created_at`,
};

export async function agentReportList(
  deps: AppDeps,
  ctx: RequestContext,
  query: ListQuery,
  keyset?: Keyset,
): Promise<AgentReportPage> {
  const rows = await queryRows<AgentDbRow>(
    deps.db,
    sql`with ${bought(ctx, query)}
      select u.id, u.name, u.email, l.level_name, u.state, u.status, u.created_at, b.orders, b.purchases,
        b.last_order_at, (count(*) over ())::int as total
      from users u left join bought b on b.buyer_id = u.id
      left join levels l on l.company_id = u.company_id and l.id = u.level_id
      where ${agentWhere(ctx, query)} ${afterId(sql`u.id`, keyset)}
      order by ${sortedOr(keyset, sql`u.id`, orderBy(query.sort, AGENT_COLUMNS, sql`u.id`))}
      ${pageCut(query, keyset)}`,
  );
  return {
    items: rows.map((row) => ({
      agentId: row.id,
      name: row.name,
      email: row.email,
      levelName: row.level_name,
      state: row.state,
      status: row.status,
      joinedAt: iso(row.created_at),
      orders: row.orders ?? 0,
      purchases: Number(row.purchases ?? 0),
      lastOrderAt: isoOrNull(row.last_order_at),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
