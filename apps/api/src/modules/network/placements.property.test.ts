import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createLevels, createUser } from '../../db/seed/companies.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { users } from '../users/users.tables.js';
import { downlineCountsAt, type Placement, placementsAt, recordPlacements, uplinesAt } from './placements.repo.js';
import { lockTree, moveSubtree } from './tree.repo.js';

/**
 * Property: the tree as of any moment, read from the placement history, equals the tree replayed from the changes
 * up to that moment (random sequences of registrations, upline changes, level changes and suspensions), and after
 * the last change it equals the live tree.
 */
type State = Map<string, Omit<Placement, 'agentId'>>;

/** mulberry32, seeded, so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let value = seed >>> 0;
  const next = () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let x = Math.imul(value ^ (value >>> 15), value | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dbNow = async () => {
  const result = await t.db.execute(sql`select clock_timestamp()::text as now`);
  return (result as unknown as { rows: Array<{ now: string }> }).rows[0]!.now;
};
const at = (moment: string) => sql`${moment}::timestamptz`;

function subtree(state: State, agentId: string): Set<string> {
  const inside = new Set([agentId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, placement] of state) {
      if (placement.uplineId && inside.has(placement.uplineId) && !inside.has(id)) {
        inside.add(id);
        grew = true;
      }
    }
  }
  return inside;
}

function chain(state: State, agentId: string): string[] {
  const uplines: string[] = [];
  for (let id = state.get(agentId)?.uplineId; id; id = state.get(id)?.uplineId) uplines.push(id);
  return uplines;
}

const counts = (state: State, agentId: string) => ({
  direct: [...state.values()].filter((placement) => placement.uplineId === agentId).length,
  downline: subtree(state, agentId).size - 1,
});

async function runSequence(seed: number, steps: number) {
  const rng = random(seed);
  const pick = <T>(items: T[]) => items[rng.int(0, items.length - 1)]!;
  const companyId = `history-${seed}`;
  await createCompany(t.db, { id: companyId, name: `History ${seed}`, hosts: [`history-${seed}.localhost`] });
  const levelIds = await createLevels(t.db, companyId, ['Stockist', 'Dealer', 'Agent']);
  const state: State = new Map();
  const checkpoints: Array<{ moment: string; state: State }> = [{ moment: await dbNow(), state: new Map() }];
  const agent = (id: string) => and(eq(users.companyId, companyId), eq(users.id, id));

  for (let step = 0; step < steps; step++) {
    const ids = [...state.keys()];
    const kind = ids.length < 2 ? 'register' : pick(['register', 'register', 'move', 'level', 'status'] as const);
    if (kind === 'register') {
      const uplineId = ids.length > 0 && rng.next() < 0.8 ? pick(ids) : null;
      const levelId = pick(levelIds);
      const id = await t.db.transaction((tx) =>
        createUser(tx, {
          companyId,
          email: `a${step}@history.test`,
          name: `Agent ${step}`,
          role: 'agent',
          levelId,
          ...(uplineId ? { uplineId } : {}),
        }),
      );
      state.set(id, { uplineId, levelId, status: 'active' });
    } else if (kind === 'move') {
      const moving = pick(ids);
      const inside = subtree(state, moving);
      const target = pick([null, ...ids.filter((id) => !inside.has(id))]);
      await t.db.transaction(async (tx) => {
        await lockTree(tx, companyId, 'exclusive');
        await moveSubtree(tx, companyId, moving, target);
      });
      state.set(moving, { ...state.get(moving)!, uplineId: target });
    } else {
      const id = pick(ids);
      const change =
        kind === 'level'
          ? { levelId: pick(levelIds) }
          : { status: state.get(id)!.status === 'suspended' ? ('active' as const) : ('suspended' as const) };
      await t.db.transaction(async (tx) => {
        await tx.update(users).set(change).where(agent(id));
        await recordPlacements(tx, companyId, [id]);
      });
      state.set(id, { ...state.get(id)!, ...change });
    }
    checkpoints.push({ moment: await dbNow(), state: new Map(state) });
  }

  for (const { moment, state: expected } of checkpoints) {
    const placed = await placementsAt(t.db, companyId, at(moment));
    expect(new Map(placed.map(({ agentId, ...placement }) => [agentId, placement]))).toEqual(expected);
    const ids = [...expected.keys()];
    const downlines = await downlineCountsAt(t.db, companyId, ids, at(moment));
    for (const id of ids) {
      expect(downlines.get(id)).toEqual(counts(expected, id));
      expect((await uplinesAt(t.db, companyId, id, at(moment)))?.map((upline) => upline.agentId)).toEqual(
        chain(expected, id),
      );
    }
  }

  const live = await t.db
    .select({
      id: users.id,
      uplineId: users.uplineId,
      levelId: users.levelId,
      status: users.status,
      path: users.path,
      directCount: users.directCount,
      downlineCount: users.downlineCount,
      treeNo: users.treeNo,
    })
    .from(users)
    .where(eq(users.companyId, companyId));
  const byTreeNo = new Map(live.map((row) => [row.treeNo, row.id]));
  for (const row of live) {
    expect(state.get(row.id)).toEqual({ uplineId: row.uplineId, levelId: row.levelId, status: row.status });
    const pathUplines = row.path!.split('/').filter(Boolean).slice(0, -1).map(Number).reverse();
    expect(pathUplines.map((n) => byTreeNo.get(n))).toEqual(chain(state, row.id));
    expect({ direct: row.directCount, downline: row.downlineCount }).toEqual(counts(state, row.id));
  }
}

describe('the placement history', () => {
  it('rebuilds the tree as it stood after every change of 12 random sequences', { timeout: 120_000 }, async () => {
    for (let seed = 1; seed <= 12; seed++) await runSequence(seed, 30);
  });
});
