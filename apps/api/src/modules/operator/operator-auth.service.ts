import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import { operators } from '../subscription/subscription.tables.js';
import { createOperatorSession } from './operator-sessions.js';

/** Signs an operator in: per-IP and per-account limits as the company login; a disabled operator is refused alike. */
export async function operatorLogin(deps: AppDeps, input: { email: string; password: string }, ip: string) {
  await deps.rateLimit([
    { rule: deps.rateRules.loginAccount, key: `operator-login:${input.email}` },
    { rule: deps.rateRules.loginIp, key: `login-ip:${ip}` },
  ]);
  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = ${input.email.toLowerCase()}`);
  const passwordOk = await verifyPassword(operator?.passwordHash ?? null, input.password);
  if (!operator || !passwordOk || operator.status !== 'active')
    throw new AppError(401, 'operator.invalidCredentials', 'UNAUTHENTICATED');
  const now = new Date();
  const token = await createOperatorSession(deps.db, operator.id, now);
  await deps.db.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operator.id));
  return { token, operator: { id: operator.id, email: operator.email, name: operator.name } };
}
