import { fromBasisPoints, type Level, type LevelInput, levelInput, toBasisPoints } from '@niaga/shared';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { levels, users } from '../users/users.tables.js';

type LevelRow = typeof levels.$inferSelect;
type ParsedLevel = ReturnType<typeof levelInput.parse>;

export function toLevel(row: LevelRow, agentCount: number): Level {
  return {
    id: row.id,
    levelName: row.levelName,
    rankNumber: row.rankNumber,
    momUnit: row.momUnit,
    momAmount: row.momAmount,
    momFirstOrderUnit: row.momFirstOrderUnit,
    momFirstOrderAmount: row.momFirstOrderAmount,
    psUnit: row.psUnit,
    psAmount: row.psAmount,
    gsUnit: row.gsUnit,
    gsAmount: row.gsAmount,
    tpgsUnit: row.tpgsUnit,
    tpgsAmount: row.tpgsAmount,
    helperPercen: fromBasisPoints(row.helperBasisPoints),
    recruitComm: row.recruitComm,
    leadership: fromBasisPoints(row.leadershipBasisPoints),
    introducerComm: row.introducerComm,
    overridingComm: row.overridingComm,
    inactive: row.inactive,
    agentCount,
  };
}

function toColumns(input: ParsedLevel) {
  const { helperPercen, leadership, ...rest } = input;
  return { ...rest, helperBasisPoints: toBasisPoints(helperPercen), leadershipBasisPoints: toBasisPoints(leadership) };
}

export async function listLevels(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db
    .select({ level: levels, agentCount: count(users.id) })
    .from(levels)
    .leftJoin(users, and(eq(users.companyId, levels.companyId), eq(users.levelId, levels.id)))
    .where(eq(levels.companyId, ctx.companyId))
    .groupBy(levels.companyId, levels.id)
    .orderBy(asc(levels.rankNumber));
  return { items: rows.map((row) => toLevel(row.level, row.agentCount)) };
}

async function assertRankFree(deps: AppDeps, ctx: RequestContext, rankNumber: number, exceptId?: string) {
  const [taken] = await deps.db
    .select({ id: levels.id })
    .from(levels)
    .where(
      and(
        eq(levels.companyId, ctx.companyId),
        eq(levels.rankNumber, rankNumber),
        exceptId ? ne(levels.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new AppError(409, 'network.rankTaken', 'CONFLICT', { rankNumber: 'network.rankTaken' });
}

/** The unique (company, rank) key also stops two racing saves from taking one rank. */
function rankConflict(error: unknown): never {
  if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505') {
    throw new AppError(409, 'network.rankTaken', 'CONFLICT', { rankNumber: 'network.rankTaken' });
  }
  throw error;
}

export async function createLevel(deps: AppDeps, ctx: RequestContext, input: LevelInput) {
  const parsed = levelInput.parse(input);
  await assertRankFree(deps, ctx, parsed.rankNumber);
  const [row] = await deps.db
    .insert(levels)
    .values({ companyId: ctx.companyId, id: newId(), ...toColumns(parsed) })
    .returning()
    .catch(rankConflict);
  return toLevel(row!, 0);
}

export async function updateLevel(deps: AppDeps, ctx: RequestContext, id: string, input: LevelInput) {
  const parsed = levelInput.parse(input);
  const [existing] = await deps.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, id)));
  if (!existing) throw notFound();
  await assertRankFree(deps, ctx, parsed.rankNumber, id);
  const [row] = await deps.db
    .update(levels)
    .set(toColumns(parsed))
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, id)))
    .returning()
    .catch(rankConflict);
  if (!row) throw notFound();
  const [agents] = await deps.db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.levelId, id)));
  return toLevel(row, agents?.value ?? 0);
}

/** Sets rank numbers 1..n in the order given; the list must hold every level once. */
export async function reorderLevels(deps: AppDeps, ctx: RequestContext, ids: string[]) {
  await deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: levels.id })
      .from(levels)
      .where(eq(levels.companyId, ctx.companyId))
      .for('update');
    const known = new Set(existing.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest('network.reorderIncomplete', { ids: 'network.reorderIncomplete' });
    }
    // Negative first, so the unique (company, rank) key holds at every step.
    await tx
      .update(levels)
      .set({ rankNumber: sql`-${levels.rankNumber}` })
      .where(eq(levels.companyId, ctx.companyId));
    for (const [index, id] of ids.entries()) {
      await tx
        .update(levels)
        .set({ rankNumber: index + 1 })
        .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, id)));
    }
  });
  return listLevels(deps, ctx);
}
