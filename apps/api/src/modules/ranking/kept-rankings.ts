import type { ScoreMetric } from '@niaga/shared';
import type { Db } from '../../db/client.js';
import { type AgentCard, agentCardsOf } from './agent-cards.repo.js';
import { rankingOrderOf } from './ranking-order.js';

/** Which ranking: a company's agents by one figure over months (YYYY-MM, both counted). */
export type RankingKey = { companyId: string; timeZone: string; from: string; to: string; by: ScoreMetric };

/**
 * A company's whole ranking: agent ids in rank order (score desc, name, id) with their scores, as of `asOf`, and
 * the cards (name, level, photo) of the agents pages showed so far, read once per ranking.
 */
export type KeptRanking = {
  version: number;
  asOf: Date;
  ids: string[];
  scores: Float64Array;
  cards: Map<string, AgentCard>;
  /** Positions (0-based, -1: not ranked) of the agents that asked for their own, found once per ranking. */
  positions: Map<string, number>;
};

/** Cards kept per ranking at most (pages far down are read again once beyond). */
const MAX_CARDS = 5_000;

/**
 * Kept rankings, per API instance (like the catalogue cache): computing one over 100,000 agents takes most of a
 * second, reading a page of a kept one nothing. Freshness (docs/decisions.md "Kept score rankings"): triggers bump
 * the company's scores version with every write the ranking counts (migration 0019); a kept ranking is answered
 * while its version is the company's, or while it is less than `refreshSeconds` old (0 in tests: never behind);
 * else it is computed again. So an answer is never more than `refreshSeconds` behind the writes (its `asOf` says
 * from when it is). Concurrent callers share one computation (single flight).
 */
type Entry = {
  kept: KeptRanking | null;
  computing: { asOf: Date; version: number; ranking: Promise<KeptRanking> } | null;
};

/** Ranked agents kept at once per API instance (about 70 bytes each); the least recently used rankings go first. */
const MAX_KEPT_AGENTS = 1_000_000;

const instances = new WeakMap<Db, Map<string, Entry>>();

/** The ranking `key` (`version`: the company's scores version, read with the session before this). */
export async function keptRanking(
  db: Db,
  key: RankingKey,
  version: number,
  refreshSeconds: number,
): Promise<KeptRanking> {
  const entries = instances.get(db) ?? new Map<string, Entry>();
  instances.set(db, entries);
  const name = `${key.companyId}|${key.timeZone}|${key.by}|${key.from}|${key.to}`;
  const entry = entries.get(name) ?? { kept: null, computing: null };
  // Most recently used last (Map order), for the eviction below.
  entries.delete(name);
  entries.set(name, entry);

  const now = Date.now();
  const answers = (ranking: { asOf: Date; version: number }) =>
    ranking.version >= version || now - ranking.asOf.getTime() < refreshSeconds * 1000;
  if (entry.kept && answers(entry.kept)) return entry.kept;
  if (entry.computing && answers(entry.computing)) return entry.computing.ranking;
  return computeInto(db, entries, entry, key, version);
}

/** Computes a ranking at `version` (read before it, so the ranking holds every write of that version) and keeps it. */
function computeInto(db: Db, entries: Map<string, Entry>, entry: Entry, key: RankingKey, version: number) {
  const asOf = new Date();
  const ranking = rankingOrderOf(db, key).then(
    (order): KeptRanking => ({ version, asOf, ...order, cards: new Map(), positions: new Map() }),
  );
  entry.computing = { asOf, version, ranking };
  ranking.then(
    (computed) => {
      if (entry.computing?.ranking === ranking) entry.computing = null;
      if (!entry.kept || entry.kept.asOf <= computed.asOf) entry.kept = computed;
      evictBeyondBudget(entries);
    },
    () => {
      if (entry.computing?.ranking === ranking) entry.computing = null;
    },
  );
  return ranking;
}

/** The cards of `ids` in a kept ranking: read from PostgreSQL once per ranking (their changes move the version). */
export async function cardsOf(db: Db, companyId: string, ranking: KeptRanking, ids: string[]) {
  if (ranking.cards.size + ids.length > MAX_CARDS) ranking.cards.clear();
  const missing = ids.filter((id) => !ranking.cards.has(id));
  if (missing.length > 0)
    for (const [id, card] of await agentCardsOf(db, companyId, missing)) ranking.cards.set(id, card);
  return (id: string) => ranking.cards.get(id);
}

/** An agent's position in a kept ranking (0-based; -1: not ranked): a scan of the ids (about 0.5 ms at 100,000) once. */
export function positionOf(ranking: KeptRanking, agentId: string) {
  let position = ranking.positions.get(agentId);
  if (position === undefined) {
    position = ranking.ids.indexOf(agentId);
    ranking.positions.set(agentId, position);
  }
  return position;
}

function evictBeyondBudget(entries: Map<string, Entry>) {
  let total = 0;
  for (const entry of entries.values()) total += entry.kept?.ids.length ?? 0;
  for (const [name, entry] of entries) {
    if (total <= MAX_KEPT_AGENTS || entries.size <= 1) return;
    if (entry.computing) continue;
    total -= entry.kept?.ids.length ?? 0;
    entries.delete(name);
  }
}
