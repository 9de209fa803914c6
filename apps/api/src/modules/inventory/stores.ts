import type { StockStore } from '@niaga/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { branches } from '../company/company.tables.js';
import { users } from '../users/users.tables.js';

/**
 * Who holds stock: HQ's branches and agents. HQ and staff work on a branch (the main one unless named) and
 * may look at an agent's stock; an agent works on its own stock only. Another company's store is not found.
 */
export async function resolveStore(executor: Executor, ctx: RequestContext, storeId?: string): Promise<StockStore> {
  if (ctx.user.role === 'agent') {
    if (storeId && storeId !== ctx.user.id) throw notFound();
    return { id: ctx.user.id, kind: 'agent', name: ctx.user.name, writable: true };
  }
  if (!storeId) {
    const { mainBranchId, mainBranchName } = ctx.user.facts;
    return { id: mainBranchId, name: mainBranchName, kind: 'branch', writable: true };
  }
  const [branch] = await executor
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.companyId, ctx.companyId), isNull(branches.deletedAt), eq(branches.id, storeId)));
  if (branch) return { ...branch, kind: 'branch', writable: true };
  const [agent] = await executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, storeId), eq(users.role, 'agent')));
  if (!agent) throw new AppError(404, 'inventory.storeUnknown', 'NOT_FOUND');
  return { ...agent, kind: 'agent', writable: false };
}

/** The main branch: where HQ sells from. */
export async function mainBranchId(executor: Executor, companyId: string): Promise<string> {
  const [branch] = await executor
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.isMain, true)));
  if (!branch) throw new Error(`company ${companyId} has no main branch`);
  return branch.id;
}
