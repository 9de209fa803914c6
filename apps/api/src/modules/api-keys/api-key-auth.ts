import { apiKeyAllows } from '@niaga/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { sha256 } from '../../platform/ids.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { sessionFacts } from '../auth/sessions.repo.js';
import { companyByHost } from '../company/host-company.js';
import { toUserDetail } from '../users/users.repo.js';
import { keyNeedFor } from './api-key-areas.js';
import { findKeyPrincipal, touchApiKey } from './api-keys.repo.js';

/** What the access hook needs to let keys in: the rate limiter and each key's budget per minute. */
export type ApiKeyGate = { rateLimit: RateLimiter; perMinute: number };

const refused = (key: 'apiKeys.keyInvalid' | 'apiKeys.keyRevoked' | 'apiKeys.keyExpired') =>
  new AppError(401, key, 'UNAUTHENTICATED');

/**
 * The principal of a call made with an API key (issue 26): the key is looked up on the request host's company only
 * (another company's key is unknown here: 401), must be live, is counted against its budget, and must hold the
 * scope the route needs. It acts as the HQ user who created it.
 */
export async function authenticateApiKey(
  db: Db,
  gate: ApiKeyGate,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
): Promise<AuthUser> {
  const company = await companyByHost(db, request.host);
  const row = company ? await findKeyPrincipal(db, company.id, sha256(secret)) : undefined;
  if (!row) throw refused('apiKeys.keyInvalid');
  const { key } = row;
  if (key.revokedAt) throw refused('apiKeys.keyRevoked');
  if (key.expiresAt && key.expiresAt <= new Date()) throw refused('apiKeys.keyExpired');
  if (row.user.role !== 'hq' || row.user.status === 'suspended') throw refused('apiKeys.keyInvalid');

  const log = request.log.child({ apiKey: { id: key.id, name: key.name } });
  request.log = log;
  reply.log = log;
  await limitKey(gate, row.user.companyId, key.id);
  await touchApiKey(db, row.user.companyId, key.id);

  const access = request.routeOptions.config?.access;
  const tags = (request.routeOptions.schema as { tags?: readonly string[] } | undefined)?.tags;
  const need = keyNeedFor(access, tags, request.method);
  if (!need) throw new AppError(403, 'apiKeys.routeNotAllowed', 'FORBIDDEN');
  if (!apiKeyAllows(key.scopes, need.area, need.level)) {
    throw new AppError(403, 'apiKeys.scopeMissing', 'SCOPE_MISSING', undefined, undefined, {
      scope: `${need.area}:${need.level}`,
    });
  }
  const companyId = row.user.companyId;
  return {
    ...toUserDetail(row),
    companyId,
    tokenHash: `apikey:${key.id}`,
    facts: sessionFacts(row),
    apiKey: { id: key.id, name: key.name },
  };
}

/** Each key's own budget per minute, shared by every API instance when Redis is configured. */
async function limitKey(gate: ApiKeyGate, companyId: string, keyId: string) {
  try {
    await gate.rateLimit([{ rule: { max: gate.perMinute, windowSeconds: 60 }, key: `apikey:${companyId}:${keyId}` }]);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    throw new AppError(429, 'apiKeys.rateLimited', 'RATE_LIMITED', undefined, error.retryAfterSeconds, {
      seconds: error.retryAfterSeconds ?? 60,
    });
  }
}
