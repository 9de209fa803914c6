import type { Language } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { companyOfSecret, newSecret, sha256 } from '../../platform/ids.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Company } from '../company/company.repo.js';
import { findUserByEmail } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { consumeSecret, findLinkSecret, replaceSecret } from './secrets.repo.js';
import { createSession, revokeUserSessions } from './sessions.repo.js';

const HOUR = 60 * 60 * 1000;
export const LINK_TTL = { reset_password: HOUR, invite: 7 * 24 * HOUR } as const;

type LinkUser = { id: string; email: string; name: string; language: Language };

/** Mails a link to /reset-password that sets a password: a reset, or a staff invitation's first password. */
export async function sendPasswordLink(
  deps: AppDeps,
  executor: Executor,
  input: {
    company: Company;
    user: LinkUser;
    purpose: 'reset_password' | 'invite';
    origin: string;
    mail?: 'reset' | 'invite' | 'agentInvite';
  },
) {
  const { company, user, purpose } = input;
  const secret = newSecret(company.id);
  await replaceSecret(executor, {
    companyId: company.id,
    userId: user.id,
    purpose,
    secretHash: sha256(secret),
    ttlMs: LINK_TTL[purpose],
  });
  const link = `${input.origin}/reset-password?token=${encodeURIComponent(secret)}${purpose === 'invite' ? '&invite=1' : ''}`;
  const mail = input.mail ?? (purpose === 'invite' ? 'invite' : 'reset');
  await deps.mailer.queue(executor, {
    companyId: company.id,
    to: user.email,
    language: user.language,
    subjectKey: `mail.${mail}.subject`,
    bodyKey: `mail.${mail}.body`,
    params: { name: user.name, link, company: company.name },
  });
}

/** Always answers the same, so it does not tell who is registered. */
export async function forgotPassword(deps: AppDeps, company: Company, email: string, origin: string, ip: string) {
  await deps.rateLimit([
    { rule: deps.rateRules.resetAccount, key: `reset:${company.id}:${email}` },
    { rule: deps.rateRules.resetIp, key: `reset-ip:${ip}` },
  ]);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, company.id, email);
    if (user) await sendPasswordLink(deps, tx, { company, user, purpose: 'reset_password', origin });
  });
  deps.mailer.flush();
}

/** Sets the password from a mailed link; the mailbox is proven, so the e-mail counts as verified. */
export async function createPassword(deps: AppDeps, token: string, password: string) {
  const companyId = companyOfSecret(token);
  const secret = companyId ? await findLinkSecret(deps.db, companyId, sha256(token)) : undefined;
  const usable = secret && !secret.usedAt && secret.expiresAt > new Date() && secret.purpose !== 'verify_email';
  if (!secret || !usable) throw badRequest('auth.resetInvalid', { token: 'auth.resetInvalid' });

  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeSecret(tx, secret))) throw badRequest('auth.resetInvalid', { token: 'auth.resetInvalid' });
    const now = new Date();
    const [user] = await tx
      .select({ emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.companyId, secret.companyId), eq(users.id, secret.userId)));
    await tx
      .update(users)
      .set({ passwordHash, pendingPasswordHash: null, updatedAt: now, emailVerifiedAt: user?.emailVerifiedAt ?? now })
      .where(and(eq(users.companyId, secret.companyId), eq(users.id, secret.userId)));
    await revokeUserSessions(tx, secret.companyId, secret.userId);
  });
}

/** Changes the password, ends every session of the user, and answers a fresh token for this device. */
export async function changePassword(
  deps: AppDeps,
  ctx: RequestContext,
  input: { old_password: string; password: string },
) {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id)));
  if (!(await verifyPassword(user?.passwordHash ?? null, input.old_password))) {
    throw badRequest('auth.oldPasswordWrong', { old_password: 'auth.oldPasswordWrong' });
  }
  if (input.old_password === input.password) throw badRequest('auth.samePassword', { password: 'auth.samePassword' });
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id)));
    await revokeUserSessions(tx, ctx.companyId, ctx.user.id);
    return createSession(tx, ctx.companyId, ctx.user.id, false);
  });
}
