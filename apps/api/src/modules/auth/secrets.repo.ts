import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newId, sha256 } from '../../platform/ids.js';
import { type OneTimePurpose, oneTimeSecrets } from './auth.tables.js';

/** A user's secrets for one purpose that have not been used. */
const unusedSecretsOf = (companyId: string, userId: string, purpose: OneTimePurpose) =>
  and(
    eq(oneTimeSecrets.companyId, companyId),
    eq(oneTimeSecrets.userId, userId),
    eq(oneTimeSecrets.purpose, purpose),
    isNull(oneTimeSecrets.usedAt),
  );

export type OneTimeSecret = typeof oneTimeSecrets.$inferSelect;

/** Codes are short, so their hash is salted with the user id; link secrets are long and unique already. */
export const hashCode = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** Stores a new secret and retires the user's earlier unused ones of the same purpose. */
export async function replaceSecret(
  executor: Executor,
  input: { companyId: string; userId: string; purpose: OneTimePurpose; secretHash: string; ttlMs: number },
) {
  const { companyId, userId, purpose } = input;
  await executor
    .update(oneTimeSecrets)
    .set({ usedAt: new Date() })
    .where(unusedSecretsOf(companyId, userId, purpose));
  await executor.insert(oneTimeSecrets).values({
    companyId,
    id: newId(),
    userId,
    purpose,
    secretHash: input.secretHash,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
}

export function latestUnusedSecret(executor: Executor, companyId: string, userId: string, purpose: OneTimePurpose) {
  return executor
    .select()
    .from(oneTimeSecrets)
    .where(unusedSecretsOf(companyId, userId, purpose))
    .orderBy(desc(oneTimeSecrets.createdAt))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Counts one try atomically; null when the tries are used up (so racing guesses cannot exceed the limit). */
export function claimTry(executor: Executor, secret: OneTimeSecret, maxTries: number) {
  return executor
    .update(oneTimeSecrets)
    .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
    .where(
      and(
        eq(oneTimeSecrets.companyId, secret.companyId),
        eq(oneTimeSecrets.id, secret.id),
        lt(oneTimeSecrets.attempts, maxTries),
        isNull(oneTimeSecrets.usedAt),
      ),
    )
    .returning({ attempts: oneTimeSecrets.attempts })
    .then((rows) => rows[0] ?? null);
}

/** Marks a secret used; false when it was used (or expired) meanwhile. */
export function consumeSecret(executor: Executor, secret: OneTimeSecret) {
  return executor
    .update(oneTimeSecrets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeSecrets.companyId, secret.companyId),
        eq(oneTimeSecrets.id, secret.id),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeSecrets.id })
    .then((rows) => rows.length === 1);
}

export function findLinkSecret(executor: Executor, companyId: string, secretHash: string) {
  return executor
    .select()
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.companyId, companyId), eq(oneTimeSecrets.secretHash, secretHash)))
    .then((rows) => rows[0]);
}
