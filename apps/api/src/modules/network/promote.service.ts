import type { promoteRequest, suspendRequest } from '@niaga/shared';
import { and, asc, count, eq, ilike, lt, ne, notLike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { containsPattern } from '../../platform/like.js';
import { revokeUserSessions } from '../auth/sessions.repo.js';
import { levels, users } from '../users/users.tables.js';
import { recordHistory } from './history.repo.js';
import { recordPlacements } from './placements.repo.js';
import { lockTree, moveSubtree } from './tree.repo.js';

/** The value of `uplineId` that places an agent at the top, directly under HQ. */
export const HQ_UPLINE = 'hq';

async function agentWithLevel(tx: Tx, companyId: string, agentId: string) {
  const [row] = await tx
    .select({ user: users, level: levels })
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId), eq(users.role, 'agent')))
    .for('update', { of: users });
  return row;
}

/**
 * Promote or demote (spec §4, domain-rules "Agent status"): when the new level is equal to or above the
 * upline's, a new upline of a higher level must be chosen, the old upline becomes the upline helper and
 * the whole downline moves along. One transaction under the exclusive tree lock.
 */
export async function changeLevel(deps: AppDeps, ctx: RequestContext, input: z.output<typeof promoteRequest>) {
  await deps.db.transaction((tx) => changeLevelIn(tx, ctx, input));
}

/** `changeLevel` inside the caller's transaction (an approved plan request promotes in its own). */
export async function changeLevelIn(tx: Tx, ctx: RequestContext, input: z.output<typeof promoteRequest>) {
  await lockTree(tx, ctx.companyId, 'exclusive');
  const agent = await agentWithLevel(tx, ctx.companyId, input.agentId);
  if (!agent) throw notFound();
  const [newLevel] = await tx
    .select()
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, input.levelId)));
  if (!newLevel || newLevel.inactive) throw badRequest('errors.invalidInput', { levelId: 'validation.invalid' });
  if (newLevel.id === agent.user.levelId) throw badRequest('network.sameLevel', { levelId: 'network.sameLevel' });

  const oldUpline = agent.user.uplineId ? await agentWithLevel(tx, ctx.companyId, agent.user.uplineId) : undefined;
  const uplineTooLow = oldUpline?.level && newLevel.rankNumber <= oldUpline.level.rankNumber;
  const wantsMove = input.uplineId !== undefined && input.uplineId !== (agent.user.uplineId ?? HQ_UPLINE);
  if (uplineTooLow && !wantsMove) throw badRequest('network.uplineRequired', { uplineId: 'network.uplineRequired' });

  let newUpline: { id: string; name: string } | null | undefined;
  if (wantsMove) {
    if (input.uplineId === HQ_UPLINE) newUpline = null;
    else {
      const candidate = await agentWithLevel(tx, ctx.companyId, input.uplineId!);
      const valid =
        candidate?.level &&
        candidate.level.rankNumber < newLevel.rankNumber &&
        candidate.user.status !== 'suspended' &&
        !candidate.user.path?.startsWith(agent.user.path ?? '//');
      if (!valid) throw badRequest('network.uplineInvalid', { uplineId: 'network.uplineInvalid' });
      newUpline = { id: candidate.user.id, name: candidate.user.name };
    }
  }

  const [higherDownline] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(
      and(
        eq(users.companyId, ctx.companyId),
        eq(users.uplineId, agent.user.id),
        lt(levels.rankNumber, newLevel.rankNumber),
      ),
    )
    .limit(1);
  if (higherDownline) throw badRequest('network.downlineHigher', { levelId: 'network.downlineHigher' });

  if (newUpline !== undefined) await moveSubtree(tx, ctx.companyId, agent.user.id, newUpline?.id ?? null);
  await tx
    .update(users)
    .set({
      levelId: newLevel.id,
      helperId: newUpline !== undefined ? (agent.user.uplineId ?? null) : agent.user.helperId,
      updatedAt: new Date(),
    })
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, agent.user.id)));
  await recordPlacements(tx, ctx.companyId, [agent.user.id]);
  const promoted = !agent.level || newLevel.rankNumber < agent.level.rankNumber;
  await recordHistory(tx, {
    companyId: ctx.companyId,
    agentId: agent.user.id,
    action: promoted ? 'promote' : 'demote',
    fromLevel: agent.level?.levelName ?? null,
    toLevel: newLevel.levelName,
    fromUpline: newUpline !== undefined ? (oldUpline?.user.name ?? 'HQ') : null,
    toUpline: newUpline !== undefined ? (newUpline?.name ?? 'HQ') : null,
    reason: input.reason ?? null,
    actor: { id: ctx.user.id, name: ctx.user.name },
  });
  await publish(tx, 'agent.changed', {
    companyId: ctx.companyId,
    agentId: agent.user.id,
    action: promoted ? 'promote' : 'demote',
  });
}

/** Suspends (blocks login and ordering, ends every session) or lifts a suspension; reversible, with a reason. */
export async function setSuspended(deps: AppDeps, ctx: RequestContext, input: z.output<typeof suspendRequest>) {
  await deps.db.transaction(async (tx) => {
    const agent = await agentWithLevel(tx, ctx.companyId, input.agentId);
    if (!agent) throw notFound();
    const isSuspended = agent.user.status === 'suspended';
    if (input.suspend && isSuspended) throw badRequest('network.alreadySuspended');
    if (!input.suspend && !isSuspended) throw badRequest('network.notSuspended');
    const status = input.suspend ? 'suspended' : agent.user.lastCountedAt ? 'active' : 'new';
    await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, agent.user.id)));
    await recordPlacements(tx, ctx.companyId, [agent.user.id]);
    if (input.suspend) await revokeUserSessions(tx, ctx.companyId, agent.user.id);
    await recordHistory(tx, {
      companyId: ctx.companyId,
      agentId: agent.user.id,
      action: input.suspend ? 'suspend' : 'unsuspend',
      reason: input.reason,
      actor: { id: ctx.user.id, name: ctx.user.name },
    });
    await publish(tx, 'agent.changed', {
      companyId: ctx.companyId,
      agentId: agent.user.id,
      action: input.suspend ? 'suspend' : 'unsuspend',
    });
  });
}

/** Who may become the agent's upline at a new level: higher level, active, outside its downline. */
export async function uplineCandidates(
  deps: AppDeps,
  ctx: RequestContext,
  input: { agentId: string; levelId: string; q?: string | undefined },
) {
  const [agent] = await deps.db
    .select({ path: users.path })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, input.agentId), eq(users.role, 'agent')));
  const [level] = await deps.db
    .select({ rankNumber: levels.rankNumber })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, input.levelId)));
  if (!agent?.path || !level) throw notFound();
  const pattern = input.q ? containsPattern(input.q) : undefined;
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      level: levels.levelName,
      rankNumber: levels.rankNumber,
    })
    .from(users)
    .innerJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(
      and(
        eq(users.companyId, ctx.companyId),
        eq(users.role, 'agent'),
        ne(users.status, 'suspended'),
        lt(levels.rankNumber, level.rankNumber),
        notLike(users.path, `${agent.path}%`),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(levels.rankNumber), asc(users.name))
    .limit(50);
  return { items: [{ id: HQ_UPLINE, name: 'HQ', email: '', level: null, rankNumber: 0 }, ...rows] };
}

/** Agents per level and per status, for the promote/demote screen's header. */
export async function networkSummary(deps: AppDeps, ctx: RequestContext) {
  const perLevel = await deps.db
    .select({ id: levels.id, name: levels.levelName, rankNumber: levels.rankNumber, count: count(users.id) })
    .from(levels)
    .leftJoin(users, and(eq(users.companyId, levels.companyId), eq(users.levelId, levels.id)))
    .where(eq(levels.companyId, ctx.companyId))
    .groupBy(levels.companyId, levels.id)
    .orderBy(asc(levels.rankNumber));
  const perStatus = await deps.db
    .select({ status: users.status, count: count() })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.role, 'agent')))
    .groupBy(users.status);
  return {
    levels: perLevel,
    statuses: Object.fromEntries(perStatus.map((row) => [row.status, row.count])),
  };
}
