import type { LoginRequest, UserDetail } from '@niaga/shared';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { Company } from '../company/company.repo.js';
import { findUserByEmail, findUserDetail, isLocked, toUserDetail } from '../users/users.repo.js';
import { sendVerificationCode } from './email-verification.service.js';
import { createSession } from './sessions.repo.js';

/** `customer`: the storefront's own login (modules/customers); `/api/login` takes only the team's types. */
const ROLES_BY_LOGIN_TYPE = { hq: ['hq', 'staff'], agent: ['agent'], customer: ['customer'] } as const;
type LoginInput = Omit<Required<Omit<LoginRequest, 'comId'>>, 'type'> & {
  type: keyof typeof ROLES_BY_LOGIN_TYPE;
  comId?: string;
};

/**
 * Signs a user in at the Host's company. The order of checks matters: nothing about the account
 * (type, suspension, verification) is revealed before the password is proven.
 */
export async function login(
  deps: AppDeps,
  company: Company,
  input: LoginInput,
  ip: string,
): Promise<{ token: string; user: UserDetail }> {
  await deps.rateLimit([
    { rule: deps.rateRules.loginAccount, key: `login:${company.id}:${input.email}` },
    { rule: deps.rateRules.loginIp, key: `login-ip:${ip}` },
  ]);
  const user = await findUserByEmail(deps.db, company.id, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk || (input.comId && input.comId !== company.id)) {
    throw new AppError(401, 'auth.invalidCredentials', 'UNAUTHENTICATED');
  }
  if (!(ROLES_BY_LOGIN_TYPE[input.type] as readonly string[]).includes(user.role)) {
    throw new AppError(401, input.type === 'customer' ? 'customers.notCustomer' : 'auth.wrongType', 'UNAUTHENTICATED');
  }
  if (user.status === 'suspended') throw new AppError(403, 'auth.suspended', 'SUSPENDED');

  const [row] = await findUserDetail(deps.db, company.id, user.id);
  if (!row) throw new AppError(401, 'auth.invalidCredentials', 'UNAUTHENTICATED');
  // A locked company: only HQ signs in, and only to pay (its session reaches the subscription pages alone).
  if (isLocked(row) && user.role !== 'hq') throw new AppError(403, 'errors.subscriptionLocked', 'SUBSCRIPTION_LOCKED');

  if (!user.emailVerifiedAt) {
    await deps.db.transaction((tx) => sendVerificationCode(deps, tx, company, user));
    deps.mailer.flush();
    throw new AppError(403, 'auth.emailNotVerified', 'EMAIL_NOT_VERIFIED');
  }
  const token = await createSession(deps.db, company.id, user.id, input.remember);
  return { token, user: toUserDetail(row) };
}
