import { and, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/users.tables.js';
import { recordPlacements } from './placements.repo.js';

/**
 * The agent tree is `upline_id` plus a materialised path of tree numbers ('/12/40/77/'), so that the whole
 * downline is one indexed prefix scan and the uplines are the numbers in the path. `direct_count` and
 * `downline_count` are kept in the same transaction as every change.
 *
 * Changes of the tree take a per-company advisory lock: placing a new leaf takes it shared, moving a
 * subtree takes it exclusive, so a move never works on a stale path and two moves cannot build a cycle.
 */
export async function lockTree(executor: Executor, companyId: string, mode: 'shared' | 'exclusive') {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await executor.execute(sql`select ${lock}(hashtext(${`tree:${companyId}`}))`);
}

type TreeRow = { id: string; treeNo: number; path: string | null; uplineId: string | null; downlineCount: number };

export async function treeRow(executor: Executor, companyId: string, userId: string): Promise<TreeRow | undefined> {
  const [row] = await executor
    .select({
      id: users.id,
      treeNo: users.treeNo,
      path: users.path,
      uplineId: users.uplineId,
      downlineCount: users.downlineCount,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row;
}

/** Tree numbers of the uplines in a path, nearest last: '/12/40/77/' → [12, 40] for agent 77. */
export const uplineNumbers = (path: string): number[] => path.split('/').filter(Boolean).slice(0, -1).map(Number);

/** Places a new agent (no downline yet) under an upline, or at the top under HQ when there is none. */
export async function placeAgent(executor: Executor, companyId: string, agentId: string, uplineId: string | null) {
  await lockTree(executor, companyId, 'shared');
  const agent = await treeRow(executor, companyId, agentId);
  if (!agent) throw new Error(`agent ${agentId} not found`);
  const upline = uplineId ? await treeRow(executor, companyId, uplineId) : undefined;
  const path = `${upline?.path ?? '/'}${agent.treeNo}/`;
  await executor
    .update(users)
    .set({ uplineId, path, depth: uplineNumbers(path).length })
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId)));
  if (upline?.path) {
    await executor
      .update(users)
      .set({ directCount: sql`${users.directCount} + 1` })
      .where(and(eq(users.companyId, companyId), eq(users.id, upline.id)));
    await changeDownlineCounts(executor, companyId, [...uplineNumbers(path)], 1);
  }
  await recordPlacements(executor, companyId, [agentId]);
}

async function changeDownlineCounts(executor: Executor, companyId: string, treeNumbers: number[], delta: number) {
  if (treeNumbers.length === 0 || delta === 0) return;
  await executor
    .update(users)
    .set({ downlineCount: sql`${users.downlineCount} + ${delta}` })
    .where(and(eq(users.companyId, companyId), sql`${users.treeNo} = any(${`{${treeNumbers.join(',')}}`}::bigint[])`));
}

/** True when `candidateId` is the agent itself or anywhere in its downline. */
export async function isInSubtree(executor: Executor, companyId: string, agentPath: string, candidateId: string) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, candidateId), like(users.path, `${agentPath}%`)));
  return row !== undefined;
}

/**
 * Moves an agent with its whole downline under a new upline (or to the top). Rewrites the paths of the
 * subtree with one statement and moves the downline counts from the old uplines to the new ones.
 * The caller holds the exclusive tree lock and has checked that the new upline is outside the subtree.
 */
export async function moveSubtree(executor: Executor, companyId: string, agentId: string, newUplineId: string | null) {
  const agent = await treeRow(executor, companyId, agentId);
  if (!agent?.path) throw new Error(`agent ${agentId} is not in the tree`);
  const newUpline = newUplineId ? await treeRow(executor, companyId, newUplineId) : undefined;
  const oldPath = agent.path;
  const newPath = `${newUpline?.path ?? '/'}${agent.treeNo}/`;
  const moved = agent.downlineCount + 1;
  const depthChange = uplineNumbers(newPath).length - uplineNumbers(oldPath).length;

  await changeDownlineCounts(executor, companyId, uplineNumbers(oldPath), -moved);
  if (agent.uplineId) {
    await executor
      .update(users)
      .set({ directCount: sql`${users.directCount} - 1` })
      .where(and(eq(users.companyId, companyId), eq(users.id, agent.uplineId)));
  }
  await executor
    .update(users)
    .set({
      path: sql`${newPath} || substr(${users.path}, ${oldPath.length + 1})`,
      depth: sql`${users.depth} + ${depthChange}`,
    })
    .where(and(eq(users.companyId, companyId), like(users.path, `${oldPath}%`)));
  await executor
    .update(users)
    .set({ uplineId: newUplineId })
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId)));
  if (newUpline) {
    await executor
      .update(users)
      .set({ directCount: sql`${users.directCount} + 1` })
      .where(and(eq(users.companyId, companyId), eq(users.id, newUpline.id)));
  }
  await changeDownlineCounts(executor, companyId, uplineNumbers(newPath), moved);
  await recordPlacements(executor, companyId, [agentId]);
}
