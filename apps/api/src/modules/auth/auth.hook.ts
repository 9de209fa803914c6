import { canAccess, toLanguage } from '@niaga/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type AuthUser, isOperatorAccess } from '../../platform/context.js';
import { AppError, forbidden, unauthenticated } from '../../platform/errors.js';
import { companyOfSecret, sha256 } from '../../platform/ids.js';
import { type ApiKeyGate, authenticateApiKey } from '../api-keys/api-key-auth.js';
import { isApiKeyToken } from '../api-keys/api-key-secrets.js';
import { normalizeHost } from '../company/host-company.js';
import { isOperatorToken, operatorOfToken } from '../operator/operator-sessions.js';
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

/** Every operator route lives under this prefix, and every route under it is an operator route. */
export const OPERATOR_PREFIX = '/api/operator/';

const routeNotFound = () => new AppError(404, 'errors.routeNotFound', 'NOT_FOUND');

/**
 * The one access mechanism: every route declares `config.access`; no declaration means "signed in" as HQ, staff
 * or an agent (a store customer reaches only routes naming its role). The operator's realm (`access: 'operator'`)
 * is decided here too: only on the operator's host, only with an operator's token, which no company route takes.
 * An API key (`nk_live_…`, modules/api-keys) is a company caller acting as HQ, limited to its scopes' routes.
 * Runs before validation, so an anonymous caller learns nothing about a route's input.
 */
export function registerAuthHook(app: FastifyInstance, db: Db, operatorHost: string, apiKeys: ApiKeyGate) {
  app.decorateRequest('authUser', null);
  app.decorateRequest('authOperator', null);
  app.decorateRequest('language', 'en');

  // A route's path and its realm agree, so the sweeps (and a reader) can tell an operator route by its path.
  app.addHook('onRoute', (route) => {
    const operatorAccess = isOperatorAccess(route.config?.access);
    if (operatorAccess !== route.url.startsWith(OPERATOR_PREFIX))
      throw new Error(`${route.url}: operator routes (access 'operator') and only they live under ${OPERATOR_PREFIX}`);
  });

  app.addHook('onRequest', async (request, reply) => {
    request.language = toLanguage(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    if (isOperatorAccess(access)) {
      if (normalizeHost(request.host) !== operatorHost) throw routeNotFound();
      if (access === 'operatorSignIn') return;
      const token = bearerToken(request);
      request.authOperator = token && isOperatorToken(token) ? await operatorOfToken(db, token) : null;
      if (!request.authOperator) throw unauthenticated();
      return;
    }
    if (access === 'public' || !request.routeOptions.url?.startsWith('/api/')) return;

    const token = bearerToken(request);
    if (token && isApiKeyToken(token)) {
      request.authUser = await authenticateApiKey(db, apiKeys, request, reply, token);
    } else {
      const companyId = token && !isOperatorToken(token) ? companyOfSecret(token) : null;
      if (token && companyId) request.authUser = await authUserOf(db, companyId, sha256(token));
    }
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
