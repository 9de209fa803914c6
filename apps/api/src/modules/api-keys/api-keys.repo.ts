import type { ApiKeyStatus, ApiKeyView } from '@niaga/shared';
import { and, desc, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { type SessionRow, sessionColumns } from '../auth/sessions.repo.js';
import { companies } from '../company/company.tables.js';
import { levels, users } from '../users/users.tables.js';
import { apiKeys } from './api-keys.tables.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const statusOf = (row: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatus =>
  row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';

export function toApiKeyView(row: ApiKeyRow & { createdByName: string | null }, now: Date): ApiKeyView {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    rotatedAt: iso(row.rotatedAt),
    revokedAt: iso(row.revokedAt),
    status: statusOf(row, now),
  };
}

const viewColumns = { ...getTableColumns(apiKeys), createdByName: users.name };

/** The company's keys, newest first (a company holds a handful: no paging). */
export function listApiKeys(executor: Executor, companyId: string, id?: string) {
  return executor
    .select(viewColumns)
    .from(apiKeys)
    .leftJoin(users, and(eq(users.companyId, apiKeys.companyId), eq(users.id, apiKeys.createdBy)))
    .where(and(eq(apiKeys.companyId, companyId), id ? eq(apiKeys.id, id) : undefined))
    .orderBy(desc(apiKeys.createdAt), apiKeys.id);
}

export type KeyPrincipalRow = SessionRow & {
  key: Pick<ApiKeyRow, 'id' | 'name' | 'scopes' | 'expiresAt' | 'revokedAt'>;
};

const keyQuery = preparedPer((executor) =>
  executor
    .select({
      ...sessionColumns,
      key: {
        id: apiKeys.id,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        expiresAt: apiKeys.expiresAt,
        revokedAt: apiKeys.revokedAt,
      },
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.companyId, apiKeys.companyId), eq(users.id, apiKeys.createdBy)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(
      and(eq(apiKeys.companyId, sql.placeholder('companyId')), eq(apiKeys.secretHash, sql.placeholder('secretHash'))),
    )
    .prepare('find_api_key'),
);

/**
 * The key behind a secret on the host's company, with its HQ user's detail (the principal it acts as), in one
 * query like a session's: revoked and expired keys are found too, so the caller is told why they fail.
 */
export async function findKeyPrincipal(executor: Executor, companyId: string, secretHash: string) {
  const [row] = (await keyQuery(executor).execute({ companyId, secretHash })) as KeyPrincipalRow[];
  return row;
}

/** `last_used_at`, written at most once a minute per key (every call would be a write on a hot row). */
export async function touchApiKey(executor: Executor, companyId: string, id: string) {
  await executor
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.companyId, companyId),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
