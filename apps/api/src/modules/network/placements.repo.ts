import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { users } from '../users/users.tables.js';
import { networkPlacements } from './network.tables.js';

/**
 * The placement history (issue 24, "the network as it stood"). Each row is an agent's whole placement (upline,
 * level, status) from `valid_from` (the time of the transaction that changed it) until its next row. Every
 * change of the tree, a level or a status writes the agents' rows from `users` in the same transaction; a
 * transaction that changes an agent twice leaves one row, its final state.
 */
export async function recordPlacements(executor: Executor, companyId: string, agentIds: string[]) {
  // In slices: the inactivity job may change more agents at once than a statement takes parameters.
  for (let start = 0; start < agentIds.length; start += RECORD_SLICE) {
    await recordSlice(executor, companyId, agentIds.slice(start, start + RECORD_SLICE));
  }
}

const RECORD_SLICE = 10_000;

async function recordSlice(executor: Executor, companyId: string, agentIds: string[]) {
  await executor.execute(sql`
    insert into ${networkPlacements} (company_id, agent_id, valid_from, upline_id, level_id, status)
    select ${users.companyId}, ${users.id}, now(), ${users.uplineId}, ${users.levelId}, ${users.status}
    from ${users}
    where ${and(eq(users.companyId, companyId), eq(users.role, 'agent'), inArray(users.id, agentIds))}
    on conflict (company_id, agent_id, valid_from) do update
      set upline_id = excluded.upline_id, level_id = excluded.level_id, status = excluded.status`);
}

/** The instant that ends a calendar day in the company's time zone: the tree "as of" the day includes the day. */
export const endOfDay = (day: string, timeZone: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

export type Placement = { agentId: string; uplineId: string | null; levelId: string | null; status: string };

/** The placement in force at `at` of one agent (undefined: not registered yet). */
export function placementAt(companyId: string, agentId: SQL | string, at: SQL) {
  return sql`(select p.agent_id, p.upline_id, p.level_id, p.status from ${networkPlacements} p
    where p.company_id = ${companyId} and p.agent_id = ${agentId} and p.valid_from < ${at}
    order by p.valid_from desc limit 1)`;
}

/**
 * The agents placed directly under `parentId` (null: the top agents) at `at`: every agent that was ever placed
 * under it before `at` (the upline index) whose placement in force at `at` still names it.
 */
export function childrenAt(companyId: string, parentId: SQL | string | null, at: SQL) {
  const underParent = (alias: SQL) =>
    parentId === null ? sql`${alias}.upline_id is null` : sql`${alias}.upline_id = ${parentId}`;
  return sql`(select now_placed.agent_id, now_placed.upline_id, now_placed.level_id, now_placed.status
    from (select distinct c.agent_id from ${networkPlacements} c
      where c.company_id = ${companyId} and ${underParent(sql`c`)} and c.valid_from < ${at}) ever
    cross join lateral ${placementAt(companyId, sql`ever.agent_id`, at)} now_placed
    where ${underParent(sql`now_placed`)})`;
}

/** The most levels an as-of walk follows: a guard against a cycle between two concurrent moves' rows. */
export const MAX_DEPTH = 10_000;

/**
 * The direct and whole downline counts at `at` of the given agents (one recursive walk down each subtree).
 * Costs one index lookup per agent in the subtrees: fine for the family tree page, a full snapshot is cheaper
 * for the whole company (`placementsAt`).
 */
export async function downlineCountsAt(executor: Executor, companyId: string, agentIds: string[], at: SQL) {
  if (agentIds.length === 0) return new Map<string, { direct: number; downline: number }>();
  type Row = { root: string; direct: number; downline: number };
  const result = await executor.execute(sql`
    with recursive sub(root, agent, depth) as (
      select id, id, 0 from unnest(${`{${agentIds.join(',')}}`}::text[]) as roots(id)
      union all
      select sub.root, child.agent_id, sub.depth + 1 from sub
      cross join lateral ${childrenAt(companyId, sql`sub.agent`, at)} child
      where sub.depth < ${MAX_DEPTH}
    )
    select root, (count(*) filter (where depth = 1))::int as direct, (count(*) - 1)::int as downline
    from sub group by root`);
  return new Map(rowsOf<Row>(result).map((row) => [row.root, { direct: row.direct, downline: row.downline }]));
}

/** The placements at `at` of the agent's uplines, nearest first (empty at the top; undefined: not placed yet). */
export async function uplinesAt(
  executor: Executor,
  companyId: string,
  agentId: string,
  at: SQL,
): Promise<Placement[] | undefined> {
  type Row = { agent_id: string; upline_id: string | null; level_id: string | null; status: string };
  const result = await executor.execute(sql`
    with recursive chain(agent_id, upline_id, level_id, status, depth) as (
      select p.agent_id, p.upline_id, p.level_id, p.status, 0 from ${placementAt(companyId, agentId, at)} p
      union all
      select up.agent_id, up.upline_id, up.level_id, up.status, chain.depth + 1 from chain
      cross join lateral ${placementAt(companyId, sql`chain.upline_id`, at)} up
      where chain.upline_id is not null and chain.depth < ${MAX_DEPTH}
    )
    select agent_id, upline_id, level_id, status from chain order by depth`);
  const rows = rowsOf<Row>(result);
  if (rows.length === 0) return undefined;
  return rows.slice(1).map((row) => ({
    agentId: row.agent_id,
    uplineId: row.upline_id,
    levelId: row.level_id,
    status: row.status,
  }));
}

/** Every agent's placement at `at`: the whole tree as it stood (for rebuilding it, or a close against it). */
export async function placementsAt(executor: Executor, companyId: string, at: SQL): Promise<Placement[]> {
  type Row = {
    agent_id: string;
    upline_id: string | null;
    level_id: string | null;
    status: string;
  };
  const result = await executor.execute(sql`
    select distinct on (agent_id) agent_id, upline_id, level_id, status from ${networkPlacements}
    where company_id = ${companyId} and valid_from < ${at}
    order by agent_id, valid_from desc`);
  return rowsOf<Row>(result).map((row) => ({
    agentId: row.agent_id,
    uplineId: row.upline_id,
    levelId: row.level_id,
    status: row.status,
  }));
}
