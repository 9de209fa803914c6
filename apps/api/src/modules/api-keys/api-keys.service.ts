import type { ApiKeyView, ApiKeyWithSecret, apiKeyInput } from '@niaga/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { newId, sha256 } from '../../platform/ids.js';
import { newApiKeySecret, visiblePrefixOf } from './api-key-secrets.js';
import { listApiKeys, toApiKeyView } from './api-keys.repo.js';
import { apiKeys } from './api-keys.tables.js';

type Deps = Pick<AppDeps, 'db'>;
const keyNotFound = () => new AppError(404, 'apiKeys.notFound', 'NOT_FOUND');

export async function listKeys(deps: Deps, ctx: RequestContext): Promise<{ items: ApiKeyView[] }> {
  const rows = await listApiKeys(deps.db, ctx.companyId);
  return { items: rows.map((row) => toApiKeyView(row, ctx.now)) };
}

async function keyView(deps: Deps, ctx: RequestContext, id: string) {
  const [row] = await listApiKeys(deps.db, ctx.companyId, id);
  if (!row) throw keyNotFound();
  return toApiKeyView(row, ctx.now);
}

/** Issue 26: a new key for the company, acting as the HQ who creates it. The secret is answered this once. */
export async function createKey(
  deps: Deps,
  ctx: RequestContext,
  input: z.output<typeof apiKeyInput>,
): Promise<ApiKeyWithSecret> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= ctx.now) throw badRequest('apiKeys.expiryPast', { expiresAt: 'apiKeys.expiryPast' });
  const secret = newApiKeySecret();
  const id = newId();
  await deps.db.insert(apiKeys).values({
    companyId: ctx.companyId,
    id,
    name: input.name,
    prefix: visiblePrefixOf(secret),
    secretHash: sha256(secret),
    scopes: input.scopes,
    createdBy: ctx.user.id,
    expiresAt,
  });
  return { key: await keyView(deps, ctx, id), secret };
}

/** A new secret for a live key: the old one stops working at once (docs/decisions.md "API keys"). */
export async function rotateKey(deps: Deps, ctx: RequestContext, id: string): Promise<ApiKeyWithSecret> {
  const secret = newApiKeySecret();
  const [updated] = await deps.db
    .update(apiKeys)
    .set({ prefix: visiblePrefixOf(secret), secretHash: sha256(secret), rotatedAt: ctx.now })
    .where(and(eq(apiKeys.companyId, ctx.companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!updated) await refuseChange(deps, ctx, id);
  return { key: await keyView(deps, ctx, id), secret };
}

export async function revokeKey(deps: Deps, ctx: RequestContext, id: string): Promise<ApiKeyView> {
  const [updated] = await deps.db
    .update(apiKeys)
    .set({ revokedAt: ctx.now, revokedBy: ctx.user.id })
    .where(and(eq(apiKeys.companyId, ctx.companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!updated) await refuseChange(deps, ctx, id);
  return keyView(deps, ctx, id);
}

/** Why a key could not change: unknown (404) or already revoked (409). */
async function refuseChange(deps: Deps, ctx: RequestContext, id: string): Promise<never> {
  await keyView(deps, ctx, id);
  throw new AppError(409, 'apiKeys.alreadyRevoked', 'CONFLICT');
}
