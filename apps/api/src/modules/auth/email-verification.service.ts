import { LIMITS } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { newNumericCode } from '../../platform/ids.js';
import type { Company } from '../company/company.repo.js';
import { queueWelcomeMail } from '../network/welcome-mail.js';
import { findUserByEmail } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { claimTry, consumeSecret, hashCode, latestUnusedSecret, replaceSecret } from './secrets.repo.js';

type User = typeof users.$inferSelect;
const CODE_TTL_MS = LIMITS.verificationCodeTtlMinutes * 60 * 1000;

/** Mails a fresh 6-digit code; earlier codes stop working. */
export async function sendVerificationCode(deps: AppDeps, executor: Executor, company: Company, user: User) {
  const code = newNumericCode(LIMITS.verificationCodeLength);
  await replaceSecret(executor, {
    companyId: company.id,
    userId: user.id,
    purpose: 'verify_email',
    secretHash: hashCode(user.id, code),
    ttlMs: CODE_TTL_MS,
  });
  await deps.mailer.queue(executor, {
    companyId: company.id,
    to: user.email,
    language: user.language,
    subjectKey: 'mail.verification.subject',
    bodyKey: 'mail.verification.body',
    params: { name: user.name, code, company: company.name },
  });
}

export const codeLimits = (deps: AppDeps, companyId: string, email: string, ip: string) => [
  { rule: deps.rateRules.codeAccount, key: `code:${companyId}:${email}` },
  { rule: deps.rateRules.codeIp, key: `code-ip:${ip}` },
];

export async function resendVerification(deps: AppDeps, company: Company, email: string, ip: string) {
  await deps.rateLimit(codeLimits(deps, company.id, email, ip));
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, company.id, email);
    if (user && !user.emailVerifiedAt) await sendVerificationCode(deps, tx, company, user);
  });
  deps.mailer.flush();
}

/**
 * Checks a code: 15 minutes, at most 5 tries, then the code is dead and a new one must be asked for. A verified
 * agent (registered by invite link) gets its level's welcoming e-mail in the same transaction.
 */
export async function verifyEmail(
  deps: AppDeps,
  company: Company,
  input: { email: string; code: string },
  ip: string,
  origin: string,
) {
  await deps.rateLimit(codeLimits(deps, company.id, input.email, ip));
  const user = await findUserByEmail(deps.db, company.id, input.email);
  if (!user) throw badRequest('auth.codeInvalid', { code: 'auth.codeInvalid' });
  if (user.emailVerifiedAt) return 'auth.alreadyVerified' as const;

  const secret = await latestUnusedSecret(deps.db, company.id, user.id, 'verify_email');
  if (!secret || secret.expiresAt <= new Date()) throw badRequest('auth.codeExpired', { code: 'auth.codeExpired' });
  const claimed = await claimTry(deps.db, secret, LIMITS.verificationCodeMaxTries);
  if (!claimed) throw badRequest('auth.codeTooManyTries', { code: 'auth.codeTooManyTries' });
  if (secret.secretHash !== hashCode(user.id, input.code)) {
    const key = claimed.attempts >= LIMITS.verificationCodeMaxTries ? 'auth.codeTooManyTries' : 'auth.codeInvalid';
    throw badRequest(key, { code: key });
  }
  await deps.db.transaction(async (tx) => {
    if (!(await consumeSecret(tx, secret))) throw badRequest('auth.codeExpired', { code: 'auth.codeExpired' });
    await tx
      .update(users)
      .set({
        emailVerifiedAt: new Date(),
        updatedAt: new Date(),
        // A guest customer's sign-up (modules/customers/sign-up.service.ts): the mailbox is proven now.
        ...(user.pendingPasswordHash ? { passwordHash: user.pendingPasswordHash, pendingPasswordHash: null } : {}),
      })
      .where(and(eq(users.companyId, company.id), eq(users.id, user.id)));
    if (user.role === 'agent') await queueWelcomeMail(deps, tx, company.id, user.id, origin);
  });
  deps.mailer.flush();
  return 'auth.verified' as const;
}
