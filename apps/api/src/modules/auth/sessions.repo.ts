import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import type { LevelMinimums, SessionFacts } from '../../platform/context.js';
import { newSecret, sha256 } from '../../platform/ids.js';
import { companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { type UserDetailRow, userDetailColumns } from '../users/users.repo.js';
import { levels, users } from '../users/users.tables.js';
import { authTokens } from './auth.tables.js';

const HOUR = 60 * 60 * 1000;
export const SESSION_TTL = { normal: 12 * HOUR, remember: 30 * 24 * HOUR };

export async function createSession(executor: Executor, companyId: string, userId: string, remember: boolean) {
  const token = newSecret(companyId);
  const expiresAt = new Date(Date.now() + (remember ? SESSION_TTL.remember : SESSION_TTL.normal));
  await executor.insert(authTokens).values({ companyId, tokenHash: sha256(token), userId, expiresAt });
  return token;
}

/** The caller's detail and its session facts (`SessionFacts`): indexed sub-reads in the same statement. */
export const sessionColumns = {
  ...userDetailColumns,
  mainBranch: sql<{
    id: string;
    name: string;
  }>`(select json_build_object('id', b.id, 'name', b.name) from branches b where b.company_id = "users"."company_id" and b.is_main)`,
  catalogVersion: sql<
    string | null
  >`(select v.version from catalog_versions v where v.company_id = "users"."company_id")`,
  scoresVersion: sql<string | null>`(select v.version from score_versions v where v.company_id = "users"."company_id")`,
  levelMinimums: {
    momUnit: levels.momUnit,
    momAmount: levels.momAmount,
    momFirstOrderUnit: levels.momFirstOrderUnit,
    momFirstOrderAmount: levels.momFirstOrderAmount,
  },
};
export type SessionRow = UserDetailRow & {
  mainBranch: { id: string; name: string };
  catalogVersion: string | null;
  scoresVersion: string | null;
  levelMinimums: LevelMinimums | null;
};

const sessionQuery = preparedPer((executor) =>
  executor
    .select(sessionColumns)
    .from(authTokens)
    .innerJoin(users, and(eq(users.companyId, authTokens.companyId), eq(users.id, authTokens.userId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(
      and(
        eq(authTokens.companyId, sql.placeholder('companyId')),
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('find_session'),
);

/**
 * The user behind a live token, with everything the request principal needs, in one query.
 * It runs on every request, so it is a prepared statement: built and planned once per connection.
 */
export function findSession(executor: Executor, companyId: string, tokenHash: string): Promise<SessionRow[]> {
  return sessionQuery(executor).execute({ companyId, tokenHash });
}

export function sessionFacts(row: SessionRow): SessionFacts {
  return {
    treePath: row.user.path,
    firstOrder: !row.user.lastCountedAt,
    orderingLevelIds: resolveFeatures(row.company.features).sellingLevelIds,
    mainBranchId: row.mainBranch.id,
    mainBranchName: row.mainBranch.name,
    catalogVersion: Number(row.catalogVersion ?? 0),
    scoresVersion: Number(row.scoresVersion ?? 0),
    features: row.company.features,
    levelMinimums: row.levelMinimums,
  };
}

export async function revokeSession(executor: Executor, companyId: string, tokenHash: string) {
  await executor
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.companyId, companyId), eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a user, except one when given (the caller's own). */
export async function revokeUserSessions(executor: Executor, companyId: string, userId: string, exceptHash?: string) {
  await executor
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.companyId, companyId),
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptHash ? ne(authTokens.tokenHash, exceptHash) : undefined,
      ),
    );
}
