import type { Access, Language, UserDetail } from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors.js';

/** What a route asks of its caller: public, or signed in with roles/permission (see shared `Access`). */
/**
 * `allowLocked`: answered while the company is locked by an overdue subscription, for everyone (`true`: the user's
 * own detail, logout) or only for HQ (`'hq'`: the subscription pages and paying, domain-rules "Subscription").
 */
/**
 * `operator`: the platform operator's console (modules/operator), its own realm: answered only on `OPERATOR_HOST`
 * (404 elsewhere) and only with an operator's token; `operatorSignIn`: its public sign-in, on that host too.
 */
export type RouteAccess = 'public' | OperatorAccess | (Access & { allowLocked?: boolean | 'hq' });
export type OperatorAccess = 'operator' | 'operatorSignIn';
/** A company route's access (every realm but the operator's). */
export type CompanyRouteAccess = Exclude<RouteAccess, OperatorAccess>;
export const isOperatorAccess = (access: RouteAccess | undefined): access is OperatorAccess =>
  access === 'operator' || access === 'operatorSignIn';

/** The signed-in operator of an operator route. */
export type AuthOperator = { id: string; email: string; name: string; tokenHash: string };

/** `apiKey`: the call is a machine client's, with this key (modules/api-keys), acting as the HQ who made it. */
export type AuthUser = UserDetail & {
  companyId: string;
  tokenHash: string;
  facts: SessionFacts;
  apiKey?: { id: string; name: string };
};

/**
 * What the session lookup reads besides the caller's detail, in the same query, so that the hot pages (the shop,
 * the inventory) need no second round trip for it. As fresh as the request: read when it began.
 */
export type SessionFacts = {
  /** The caller's place in the tree (`/1/4/9/`), for the nearest upline that sells to it. */
  treePath: string | null;
  /** No counted order yet (first-order-only items and packages are offered). */
  firstOrder: boolean;
  /** The levels whose agents hold stock and sell to their downlines ("ordering level"; none while only HQ sells). */
  orderingLevelIds: string[];
  mainBranchId: string;
  mainBranchName: string;
  /** The company's catalogue version (see catalog/catalogue-cache.ts). */
  catalogVersion: number;
  /** The company's scores version (see ranking/kept-rankings.ts). */
  scoresVersion: number;
  /** The company's features as stored; read them with `callerFeatures(ctx)` (modules/company/features.ts). */
  features: Record<string, unknown>;
  /** The caller's level minimum order (an agent's; null for HQ and staff). */
  levelMinimums: LevelMinimums | null;
};

export type LevelMinimums = {
  momUnit: number;
  momAmount: number;
  momFirstOrderUnit: number;
  momFirstOrderAmount: number;
};

/** Every service takes this first: the tenant and the caller always come from here, never from the body. */
export type RequestContext = {
  companyId: string;
  user: AuthUser;
  language: Language;
  requestId: string;
  now: Date;
  /** `https://<the company's host>`: where a payment gateway sends the payer and its callbacks back to. */
  origin: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    authOperator: AuthOperator | null;
    language: Language;
  }
}

export function contextOf(request: FastifyRequest): RequestContext {
  const user = request.authUser;
  if (!user) throw unauthenticated();
  return {
    companyId: user.companyId,
    user,
    language: request.language,
    requestId: request.id,
    now: new Date(),
    origin: `${request.protocol}://${request.host}`,
  };
}
