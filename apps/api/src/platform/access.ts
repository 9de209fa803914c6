import { type Permission, ROLES } from '@niaga/shared';
import type { RouteAccess } from './context.js';

/**
 * Who may call a route, named once (the roles of domain-rules "Tenancy"; spec §6's permissions narrow staff only,
 * since HQ holds every permission). Routes say `access: access.hq`, or name a permission rule of their own.
 */
export const access = {
  hq: { roles: ['hq'] },
  hqAndStaff: { roles: ['hq', 'staff'] },
  hqAndAgents: { roles: ['hq', 'agent'] },
  agents: { roles: ['agent'] },
  /** HQ, staff and agents: everyone who works in the company's back office. */
  team: { roles: ['hq', 'staff', 'agent'] },
  /** The company's team (a customer reaches only routes that name its role; `canAccess`). */
  signedIn: {},
  /** Store customers (issue 22): their account, addresses and orders. */
  customers: { roles: ['customer'] },
  /** Everyone signed in, store customers too: the session, the user's own detail and password. */
  everyone: { roles: ROLES },
  /** HQ, and staff granted `permission`. */
  hqAndStaffWith: (permission: Permission): RouteAccess => ({ roles: ['hq', 'staff'], permission }),
  /** HQ, staff granted `permission`, and agents (for their own records). */
  teamWith: (permission: Permission): RouteAccess => ({ roles: ['hq', 'staff', 'agent'], permission }),
} as const satisfies Record<string, RouteAccess | ((permission: Permission) => RouteAccess)>;
