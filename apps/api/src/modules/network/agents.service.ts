import { type AgentDetail, type AgentListQuery, agentListQuery } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { toAccount } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { agentFilters, findAgents } from './agents.repo.js';
import { historyOf } from './history.repo.js';
import { monthOf } from './sales.repo.js';
import { agentScope } from './scope.js';

/** The agent database (spec §3 "Agent"), with this month's sales in the company's time zone. */
export async function listAgents(deps: AppDeps, ctx: RequestContext, input: AgentListQuery) {
  const query = agentListQuery.parse(input);
  const where = agentFilters(await agentScope(deps.db, ctx), query, ctx.user.company.timeZone);
  const { rows, total } = await findAgents(deps.db, ctx.companyId, where, query, monthOf(ctx.user.company.timeZone));
  return { items: rows, total, page: query.page, limit: query.limit };
}

export async function agentDetail(deps: AppDeps, ctx: RequestContext, agentId: string): Promise<AgentDetail> {
  const scope = await agentScope(deps.db, ctx, true);
  const month = monthOf(ctx.user.company.timeZone);
  const { rows } = await findAgents(
    deps.db,
    ctx.companyId,
    and(scope, eq(users.id, agentId))!,
    agentListQuery.parse({ limit: 1 }),
    month,
  );
  const row = rows[0];
  if (!row) throw notFound();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, agentId)));
  if (!user) throw notFound();
  const people = async (id: string | null) => {
    if (!id) return null;
    const [person] = await deps.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, id)));
    return person ?? null;
  };
  return {
    ...row,
    username: user.username ?? '',
    introducer: await people(user.introducerId),
    uplineHelper: await people(user.helperId),
    account: { ...toAccount(user), photoUrl: user.photoUrl },
    bank: user.bank,
    social: user.social as Record<string, string>,
    history: await historyOf(deps.db, ctx.companyId, agentId),
  };
}
