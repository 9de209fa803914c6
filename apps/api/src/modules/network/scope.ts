import { and, eq, like, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { users } from '../users/users.tables.js';

/**
 * Which agents the caller may see: HQ and staff every agent of the company, an agent only its downline
 * (and, for its details page, itself). Every agent query of this module starts from here.
 */
export async function agentScope(executor: Executor, ctx: RequestContext, includeSelf = false): Promise<SQL> {
  const company = and(eq(users.companyId, ctx.companyId), eq(users.role, 'agent'))!;
  if (ctx.user.role === 'hq' || ctx.user.role === 'staff') return company;
  const [me] = await executor
    .select({ path: users.path })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id)));
  if (!me?.path) return and(company, eq(users.id, '-'))!;
  return and(company, like(users.path, `${me.path}%`), includeSelf ? undefined : ne(users.id, ctx.user.id))!;
}

/** The caller's own path, or '' for HQ and staff (who see the whole tree). */
export async function scopeRootPath(executor: Executor, ctx: RequestContext): Promise<string> {
  if (ctx.user.role === 'hq' || ctx.user.role === 'staff') return '';
  const [me] = await executor
    .select({ path: users.path })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id)));
  if (!me?.path) throw notFound();
  return me.path;
}
