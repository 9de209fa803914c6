import type { RouteOptions } from 'fastify';
import type { RouteAccess } from './context.js';

/** What a route tells the OpenAPI document besides its zod schemas (route.ts `RouteSpec.document`). */
export type RouteDocument = {
  /** More than the summary: rules that differ per role, what an answer means. */
  description?: string;
  /** Content types of a file answer (a download): the 200 answer is those bytes, not the envelope. */
  produces?: readonly string[];
  /** Answers a redirect (302 with `Location`), not the envelope. */
  redirect?: true;
  /** A body read as raw bytes (a gateway callback), in these content types. */
  rawBody?: readonly string[];
  /** The `Idempotency-Key` header: the same key of the same caller answers the first result again. */
  idempotencyKey?: 'required' | 'optional';
  /** Error answers besides the ones derived from the route's access and inputs (`errorStatusesOf`). */
  errors?: readonly number[];
  /** Counted by the rate limiter (429 with Retry-After) though the route is signed in or a GET. */
  rateLimited?: true;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    document?: RouteDocument;
  }
}

/**
 * `getCommission`, `postCommissionClose`, `getCourierById`: the method, then each path segment after `/api` in
 * camel case, a path parameter as `By<Name>`. Stable as long as the path is, and unique because paths are.
 */
export function operationIdOf(method: string, url: string) {
  const words = url
    .replace(/^\/api(\/|$)/, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment)?.[1];
      return param ? `By${capitalise(camel(param))}` : capitalise(camel(segment));
    });
  return method.toLowerCase() + words.join('');
}

const camel = (text: string) =>
  text.replace(/[-_.\s]+(.)?/g, (_, next: string | undefined) => next?.toUpperCase() ?? '');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const isPublic = (access: RouteAccess | undefined) => access === 'public' || access === 'operatorSignIn';

/** Who may call the route, in a sentence for the operation's description. */
export function audienceOf(access: RouteAccess | undefined): string {
  if (access === 'public') return 'Anyone, without a token (the company is the request host).';
  if (access === 'operatorSignIn') return "Anyone, on the operator's host only.";
  if (access === 'operator') return "The platform operator, on the operator's host only.";
  const roles = access?.roles;
  const who = roles ? roles.map((role) => ROLE_NAMES[role]).join(', ') : 'Anyone signed in to the company';
  const permission = access?.permission && roles?.includes('staff') ? ` (staff need \`${access.permission}\`)` : '';
  const locked =
    access?.allowLocked === true
      ? ' Answered while the company is locked for an unpaid subscription.'
      : access?.allowLocked === 'hq'
        ? ' Answered to HQ while the company is locked for an unpaid subscription.'
        : '';
  return `${capitalise(who)}${permission}.${locked}`;
}

const ROLE_NAMES: Record<string, string> = { hq: 'HQ', staff: 'staff', agent: 'agents', customer: 'store customers' };

/** The error answers a route can give, from its access and its inputs (each in the error envelope). */
export function errorStatusesOf(route: RouteOptions, method: string): number[] {
  const access = route.config?.access;
  const document = route.config?.document;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const hasBody = !!schema.body || !!schema.consumes || !!document?.rawBody;
  const hasInput = hasBody || !!schema.params || !!schema.querystring || !!document?.idempotencyKey;
  const isWrite = method !== 'GET';
  const statuses = new Set<number>();
  if (hasInput) statuses.add(400);
  if (!isPublic(access)) statuses.add(401).add(403);
  // A record named by an id (in the path, query or body), a feature switched off, an unknown host.
  if (hasInput || !isPublic(access)) statuses.add(404);
  if (isWrite && !isPublic(access)) statuses.add(409);
  if (hasBody) statuses.add(413).add(415);
  if ((isWrite && isPublic(access)) || document?.rateLimited) statuses.add(429);
  for (const status of document?.errors ?? []) statuses.add(status);
  return [...statuses].sort();
}

/** An operation's security: none for public routes, else the document's global bearer token. */
export const securityOf = (access: RouteAccess | undefined) => (isPublic(access) ? [] : undefined);
