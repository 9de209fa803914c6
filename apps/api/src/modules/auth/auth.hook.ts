import { canAccess, toLanguage } from '@niaga/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../platform/context.js';
import { AppError, forbidden, unauthenticated } from '../../platform/errors.js';
import { companyOfSecret, sha256 } from '../../platform/ids.js';
import { toUserDetail } from '../users/users.repo.js';
import { findSession, sessionFacts } from './sessions.repo.js';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The user of a live session (not suspended), as a request sees it; null when there is none. */
export async function authUserOf(db: Db, companyId: string, tokenHash: string): Promise<AuthUser | null> {
  const [row] = await findSession(db, companyId, tokenHash);
  if (!row || row.user.status === 'suspended') return null;
  return { ...toUserDetail(row), companyId, tokenHash, facts: sessionFacts(row) };
}

/**
 * The one access mechanism: every route declares `config.access`; no declaration means "signed in" as HQ, staff
 * or an agent (a store customer reaches only routes naming its role).
 * Runs before validation, so an anonymous caller learns nothing about a route's input.
 */
export function registerAuthHook(app: FastifyInstance, db: Db) {
  app.decorateRequest('authUser', null);
  app.decorateRequest('language', 'en');

  app.addHook('onRequest', async (request) => {
    request.language = toLanguage(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    if (access === 'public' || !request.routeOptions.url?.startsWith('/api/')) return;

    const token = bearerToken(request);
    const companyId = token ? companyOfSecret(token) : null;
    if (token && companyId) request.authUser = await authUserOf(db, companyId, sha256(token));
    const user = request.authUser;
    if (!user) throw unauthenticated();
    // No declaration: the company's team, not a store customer (`canAccess`).
    if (!canAccess(user, access ?? {})) throw forbidden();
    if (user.subscription.disallow_login && !lockedMayPass(user, access?.allowLocked)) {
      throw new AppError(403, 'errors.subscriptionLocked', 'SUBSCRIPTION_LOCKED');
    }
  });
}

const lockedMayPass = (user: AuthUser, allowLocked: boolean | 'hq' | undefined) =>
  allowLocked === true || (allowLocked === 'hq' && user.subscription.pay_to_unlock);
