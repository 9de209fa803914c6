import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AuthOperator } from '../../platform/context.js';
import { sha256 } from '../../platform/ids.js';
import { operatorSessions, operators } from '../subscription/subscription.tables.js';

/** An operator's token: `op.<random>`; a company token is `<companyId>.<random>`, so the two never meet. */
const PREFIX = 'op.';
export const OPERATOR_SESSION_HOURS = 12;

export const isOperatorToken = (token: string) => token.startsWith(PREFIX);

export async function createOperatorSession(executor: Executor, operatorId: string, now: Date) {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  await executor.insert(operatorSessions).values({
    tokenHash: sha256(token),
    operatorId,
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000),
  });
  return token;
}

/** The active operator of a live token, or null. */
export async function operatorOfToken(executor: Executor, token: string): Promise<AuthOperator | null> {
  const tokenHash = sha256(token);
  const [row] = await executor
    .select({ id: operators.id, email: operators.email, name: operators.name })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.expiresAt, sql`now()`),
        eq(operators.status, 'active'),
      ),
    );
  return row ? { ...row, tokenHash } : null;
}

export async function revokeOperatorSession(executor: Executor, tokenHash: string) {
  await executor.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}
