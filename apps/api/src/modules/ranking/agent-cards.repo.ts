import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { levels, users } from '../users/users.tables.js';

export type AgentCard = { name: string; levelName: string | null; photoUrl: string | null };

/** What a ranking shows of each agent besides its position and score: name, level and photo, by agent id. */
export async function agentCardsOf(executor: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, AgentCard>();
  const rows = await executor
    .select({ id: users.id, name: users.name, levelName: levels.levelName, photoUrl: users.photoUrl })
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map(({ id, ...card }): [string, AgentCard] => [id, card]));
}
