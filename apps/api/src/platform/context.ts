import type { Access, Language, UserDetail } from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors.js';

/** What a route asks of its caller: public, or signed in with roles/permission (see shared `Access`). */
export type RouteAccess = 'public' | (Access & { allowLocked?: boolean });

export type AuthUser = UserDetail & { companyId: string; tokenHash: string };

/** Every service takes this first: the tenant and the caller always come from here, never from the body. */
export type RequestContext = {
  companyId: string;
  user: AuthUser;
  language: Language;
  requestId: string;
  now: Date;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    language: Language;
  }
}

export function contextOf(request: FastifyRequest): RequestContext {
  const user = request.authUser;
  if (!user) throw unauthenticated();
  return { companyId: user.companyId, user, language: request.language, requestId: request.id, now: new Date() };
}
